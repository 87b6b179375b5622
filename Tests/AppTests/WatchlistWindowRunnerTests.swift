import App
import Browser
import Foundation
import Library
import TMDB
import XCTest

/// The watchlist queue under fast scrolling: a window read the browser cancelled before it ran
/// is never read or answered, while saves queued beside it always run.
final class WatchlistWindowRunnerTests: XCTestCase {
  func testACancelledWindowReadIsSkippedAndSavesStillRun() throws {
    let store = GatedWatchlistStore()
    let inbox = Inbox()
    var options = ConnectionOptions()
    options.forceReplay = true
    let runner = EffectRunner(
      client: try Services.make(options, environment: [:]).client, watchlist: store, inbox: inbox)
    let movie = MovieSummary(id: 550, title: "Fight Club")
    // The save holds the queue until the gate opens; two window reads wait behind it.
    runner.perform(.saveWatchlist(.add(movie), RequestID(1)))
    let stale = WatchlistWindowRequest(order: .added, offset: 0, limit: 200)
    let wanted = WatchlistWindowRequest(order: .title, offset: 0, limit: 200)
    runner.perform(.loadWatchlistWindow(stale, RequestID(2)))
    runner.perform(.cancel(RequestID(2)))
    runner.perform(.loadWatchlistWindow(wanted, RequestID(3)))
    store.open()
    var events: [Event] = []
    let deadline = Date().addingTimeInterval(10)
    while runner.inFlight > 0 || events.count < 2, Date() < deadline {
      _ = inbox.wait(until: Date().addingTimeInterval(0.2))
      events += inbox.drain()
    }
    events += inbox.drain()
    let row = WatchlistRow(movie: store.storedSummary, addedAt: store.addedAt)
    XCTAssertEqual(
      events,
      [
        .watchlistSaved(RequestID(1), stored: true),
        .watchlistWindowLoaded(RequestID(3), WatchlistWindow(count: 1, offset: 0, rows: [row])),
      ])
    XCTAssertEqual(store.windowReads, 1, "the cancelled read was skipped, not just dropped")
  }
}

/// A watchlist whose first write waits for the test to open a gate, counting window reads.
final class GatedWatchlistStore: WatchlistStore, @unchecked Sendable {
  private let inner: MemoryWatchlistStore
  private let gate = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var reads = 0
  let addedAt = Date(timeIntervalSince1970: 1_700_000_000)

  init() {
    let addedAt = addedAt
    inner = MemoryWatchlistStore(now: { addedAt })
  }

  var windowReads: Int { lock.withLock { reads } }
  var storedSummary: MovieSummary {
    (try? inner.entries(sortedBy: .added).first?.summary) ?? MovieSummary(id: 0, title: "")
  }

  func open() { gate.signal() }

  func ids() throws -> Set<Int> { try inner.ids() }
  func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] {
    try inner.entries(sortedBy: sort)
  }
  func entry(movieID: Int) throws -> WatchlistEntry? { try inner.entry(movieID: movieID) }
  func add(_ movie: MovieSummary, note: String?) throws {
    gate.wait()
    try inner.add(movie, note: note)
  }
  func remove(movieID: Int) throws { try inner.remove(movieID: movieID) }
  func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult {
    try inner.merge(incoming)
  }
  func window(
    sortedBy sort: WatchlistSort, offset: Int, limit: Int, around: Int?, knownCount: Int?
  ) throws -> WatchlistStoreWindow {
    lock.withLock { reads += 1 }
    return try inner.window(
      sortedBy: sort, offset: offset, limit: limit, around: around, knownCount: knownCount)
  }
}
