import Foundation
import XCTest

@testable import Images

/// The slots under downloads and decoding: a few at once, the newest waiter next, the oldest
/// turned away, a cancelled waiter gone at once.
final class LatestWinsSlotsTests: XCTestCase {
  func testAHundredRequestsStartAHandfulOfJobsNewestFirst() async throws {
    let slots = LatestWinsSlots(capacity: 2, maxWaiting: 3)
    let gate = ControlledSource(holding: true) { _ in Data() }
    let started = Lines()
    let turnedAway = Counter()
    var tasks: [Task<Void, Never>] = []
    for index in 0..<100 {
      tasks.append(
        Task {
          do {
            try await slots.run { () throws(ImageFailure) -> Void in
              started.add("\(index)")
              _ = try await gate.fetch(posterPath: "/\(index)", size: "w92")
            }
          } catch {
            turnedAway.add()
          }
        })
      // One at a time, as key presses arrive, so "newest" is well defined: each has started,
      // is waiting or was turned away before the next comes.
      for _ in 0..<2000 {
        let waiting = await slots.waitingCount
        if started.all.count + waiting + turnedAway.value == index + 1 { break }
        try await Task.sleep(for: .milliseconds(2))
      }
    }
    try await waitUntil("all but five turned away") { turnedAway.value == 95 }
    gate.release()
    for task in tasks { await task.value }
    XCTAssertEqual(started.all.count, 5)
    XCTAssertEqual(Array(started.all.prefix(2)), ["0", "1"])
    XCTAssertEqual(Set(started.all.suffix(3)), ["97", "98", "99"], "the newest three waited")
  }

  func testACancelledWaiterLeavesAtOnce() async throws {
    let slots = LatestWinsSlots(capacity: 1, maxWaiting: 5)
    let gate = ControlledSource(holding: true) { _ in Data() }
    let first = Task {
      try await slots.run { () throws(ImageFailure) -> Void in
        _ = try await gate.fetch(posterPath: "/a", size: "w92")
      }
    }
    try await waitUntil("first running") { gate.heldCount == 1 }
    let second = Task {
      try await slots.run { () throws(ImageFailure) -> Void in XCTFail("never runs") }
    }
    second.cancel()
    do {
      try await second.value
      XCTFail("cancelled")
    } catch {
      XCTAssertEqual(error as? ImageFailure, .cancelled)
    }
    gate.release()
    try await first.value
  }
}
