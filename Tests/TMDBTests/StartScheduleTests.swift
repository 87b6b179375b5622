import TMDB
import XCTest

/// The request gate's schedule on a virtual clock: instants are given, never waited for.
final class StartScheduleTests: XCTestCase {
  private func ms(_ value: Int) -> Duration { .milliseconds(value) }

  /// Starts for `count` requests all asking at `now`, in milliseconds (rounded).
  private func starts(
    _ schedule: inout StartSchedule, count: Int, at now: Duration = .zero
  ) -> [Int] {
    (0..<count).map { _ in
      Int((schedule.reserve(at: now).secondsValueForTest * 1000).rounded())
    }
  }

  func testTheStandardScheduleStartsFiftyPagesAtOnce() {
    var schedule = RequestGate.standardSchedule
    XCTAssertEqual(starts(&schedule, count: 50), Array(repeating: 0, count: 50))
  }

  func testNeverMoreThanTheCeilingInAnySecond() {
    var schedule = RequestGate.standardSchedule
    let all = starts(&schedule, count: 200)
    for index in 50..<all.count {
      XCTAssertGreaterThanOrEqual(all[index] - all[index - 50], 1000, "start \(index)")
    }
  }

  func testAfterTheBurstALongRunSettlesAtTheSteadyRate() {
    var schedule = RequestGate.standardSchedule
    let all = starts(&schedule, count: 450)
    // 50 at 0 ms; the ceiling holds the 51st until a second has passed, when the bucket has
    // earned 40 more; then one every 25 ms while the ceiling allows.
    XCTAssertEqual(all[49], 0)
    XCTAssertEqual(all[50], 1000)
    XCTAssertEqual(all[89], 1000)
    XCTAssertEqual(Array(all[90...92]), [1025, 1050, 1075])
    // Over a long run: 200 starts take 5 s, 40 a second.
    XCTAssertEqual(all[449] - all[249], 5000)
  }

  func testAQuietSpellRefillsTheBurstButNoMoreThanIt() {
    var schedule = StartSchedule(burst: 5, steadyPerSecond: 10, ceiling: 100)
    XCTAssertEqual(starts(&schedule, count: 6), [0, 0, 0, 0, 0, 100])
    // 10 s later: 5 again at once (not 100), then 100 ms apart.
    XCTAssertEqual(
      starts(&schedule, count: 7, at: .seconds(10)),
      [
        10_000, 10_000, 10_000, 10_000, 10_000, 10_100, 10_200,
      ])
  }

  func testHalfARefilledBucketGivesHalfTheBurst() {
    var schedule = StartSchedule(burst: 10, steadyPerSecond: 10, ceiling: 100)
    _ = starts(&schedule, count: 10)
    // 300 ms later three tokens have been earned: three at once, then the steady pace.
    XCTAssertEqual(starts(&schedule, count: 5, at: ms(300)), [300, 300, 300, 400, 500])
  }

  func testA429PausesEveryStartUntilItsRetryAfterAndEmptiesTheBucket() {
    var schedule = RequestGate.standardSchedule
    _ = starts(&schedule, count: 3)
    schedule.pause(at: ms(200), for: .seconds(2))
    // Nothing before 2.2 s; then one at a time at the steady rate, not a fresh burst.
    XCTAssertEqual(starts(&schedule, count: 3, at: ms(300)), [2225, 2250, 2275])
  }

  func testAShorterPauseNeverShortensALongerOne() {
    var schedule = RequestGate.standardSchedule
    schedule.pause(at: .zero, for: .seconds(3))
    schedule.pause(at: ms(100), for: .seconds(1))
    XCTAssertEqual(starts(&schedule, count: 1, at: ms(200)), [3025])
  }

  func testStartsNeverGoBackInTime() {
    var schedule = StartSchedule(burst: 1, steadyPerSecond: 1, ceiling: 10)
    XCTAssertEqual(starts(&schedule, count: 3), [0, 1000, 2000])
    // Asking "now" at 500 ms still queues behind the start already handed out for 2 s.
    XCTAssertEqual(starts(&schedule, count: 1, at: ms(500)), [3000])
  }
}

extension Duration {
  fileprivate var secondsValueForTest: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
