import Browser
import Foundation
import Library
import ReelTestSupport
import TMDB
import XCTest

@testable import App

/// The loop drains the inbox and asks how many effects run after every wake, without a lock
/// when nothing came: nothing posted may be lost or seen late, and "none in flight" must mean
/// every result is in the inbox.
final class InboxTests: XCTestCase {
  func testAnEmptyInboxDrainsNothing() {
    let inbox = Inbox()
    XCTAssertTrue(inbox.drain().isEmpty)
    inbox.post(.notice(.cancelled))
    XCTAssertEqual(inbox.drain(), [.notice(.cancelled)])
    XCTAssertTrue(inbox.drain().isEmpty)
  }

  func testEveryPostFromManyThreadsIsDrainedOnceInItsThreadsOrder() {
    let wakes = WakeCounter()
    let inbox = Inbox(wake: { wakes.add() })
    let threads = 8
    let posts = 400
    var drained: [Event] = []
    let group = DispatchGroup()
    for thread in 0..<threads {
      DispatchQueue.global().async(group: group) {
        for index in 0..<posts {
          inbox.post(.notice(.skippedUnreadable(count: thread * posts + index)))
        }
      }
    }
    // Drained while the posts come, as the loop does.
    while drained.count < threads * posts {
      _ = inbox.wait(until: Date().addingTimeInterval(5))
      drained += inbox.drain()
    }
    group.wait()
    drained += inbox.drain()
    XCTAssertEqual(drained.count, threads * posts)
    XCTAssertEqual(wakes.count, threads * posts)
    var next = Array(repeating: 0, count: threads)
    for event in drained {
      guard case .notice(.skippedUnreadable(let number)) = event else {
        return XCTFail("\(event)")
      }
      let thread = number / posts
      XCTAssertEqual(number % posts, next[thread], "thread \(thread) out of order")
      next[thread] += 1
    }
  }

  func testNoneInFlightMeansTheResultIsInTheInbox() throws {
    let inbox = Inbox()
    let store = ReadGateWatchlistStore()
    let services = try ScriptSupport.replayServices()
    let runner = EffectRunner(client: services.client, watchlist: store, inbox: inbox)
    XCTAssertEqual(runner.inFlight, 0)
    runner.perform(.loadWatchlist(RequestID(1)))
    XCTAssertEqual(runner.inFlight, 1)
    XCTAssertTrue(inbox.drain().isEmpty)
    store.open()
    let deadline = Date().addingTimeInterval(10)
    while runner.inFlight > 0, Date() < deadline { usleep(1_000) }
    XCTAssertEqual(runner.inFlight, 0)
    XCTAssertEqual(inbox.drain(), [.watchlistLoaded(RequestID(1), [7])])
  }

  func testACancelledReadLeavesNothingInFlight() throws {
    let inbox = Inbox()
    let store = ReadGateWatchlistStore()
    let services = try ScriptSupport.replayServices()
    let runner = EffectRunner(client: services.client, watchlist: store, inbox: inbox)
    runner.perform(.loadWatchlist(RequestID(1)))
    runner.perform(.loadWatchlist(RequestID(2)))
    XCTAssertEqual(runner.inFlight, 2)
    runner.perform(.cancel(RequestID(2)))
    XCTAssertEqual(runner.inFlight, 1)
    store.open()
    let deadline = Date().addingTimeInterval(10)
    while runner.inFlight > 0, Date() < deadline { usleep(1_000) }
    XCTAssertEqual(runner.inFlight, 0)
    XCTAssertEqual(inbox.drain(), [.watchlistLoaded(RequestID(1), [7])])
  }
}

private final class WakeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var wakes = 0
  func add() { lock.withLock { wakes += 1 } }
  var count: Int { lock.withLock { wakes } }
}

/// A watchlist whose reads wait until the test opens it.
private final class ReadGateWatchlistStore: WatchlistStore, @unchecked Sendable {
  private let gate = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var opened = false

  func open() {
    lock.withLock { opened = true }
    gate.signal()
  }

  func ids() throws -> Set<Int> {
    if !lock.withLock({ opened }) {
      gate.wait()
      gate.signal()
    }
    return [7]
  }
  func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] { [] }
  func entry(movieID: Int) throws -> WatchlistEntry? { nil }
  func add(_ movie: MovieSummary, note: String?) throws {}
  func remove(movieID: Int) throws {}
  func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult {
    WatchlistMergeResult()
  }
}
