import Foundation
import XCTest

@testable import App

/// keys2: input asks the watchlist database about outside changes when the user comes back
/// after a pause, and every few seconds of a long run of keys, never at each press of a run.
final class WatchlistCheckScheduleTests: XCTestCase {
  private let start = Date(timeIntervalSince1970: 1_000_000)

  func testARunOfPressesAsksOnlyEveryFewSeconds() {
    var schedule = WatchlistCheckSchedule()
    schedule.checked(at: start)
    var asked: [Double] = []
    // Holding j: a press every 60 ms for 12 s, from half a second after the start.
    for press in 0..<200 {
      let offset = 0.5 + Double(press) * 0.06
      if schedule.inputArrived(at: start.addingTimeInterval(offset)) { asked.append(offset) }
    }
    XCTAssertEqual(asked.count, 2, "\(asked)")
    XCTAssertEqual(asked[0], 5.0, accuracy: 0.061)
    XCTAssertEqual(asked[1], 10.0, accuracy: 0.121)
  }

  func testTheFirstInputAfterAPauseAsks() {
    var schedule = WatchlistCheckSchedule()
    schedule.checked(at: start)
    XCTAssertFalse(schedule.inputArrived(at: start.addingTimeInterval(0.3)), "just started")
    XCTAssertFalse(schedule.inputArrived(at: start.addingTimeInterval(0.9)))
    // Away for a while (changing the watchlist in another terminal), then a key.
    XCTAssertTrue(schedule.inputArrived(at: start.addingTimeInterval(30)))
    XCTAssertFalse(schedule.inputArrived(at: start.addingTimeInterval(30.2)))
    XCTAssertTrue(schedule.inputArrived(at: start.addingTimeInterval(31.2)), "a second's pause")
  }

  func testTheFirstInputAfterAQuietStartAsks() {
    var schedule = WatchlistCheckSchedule()
    schedule.checked(at: start)
    XCTAssertTrue(schedule.inputArrived(at: start.addingTimeInterval(2)))
  }
}
