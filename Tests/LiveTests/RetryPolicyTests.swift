import Foundation
import TMDB
import XCTest

/// The production policy's numbers, without waiting for them.
final class RetryPolicyTests: XCTestCase {
  func testBackoffDoublesWithJitterAndIsCapped() {
    let full = RetryPolicy(random: { 1 })
    XCTAssertEqual(
      (1...4).map { full.backoff(after: $0) },
      [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4)])
    XCTAssertEqual(full.backoff(after: 10), .seconds(10))
    let half = RetryPolicy(random: { 0 })
    XCTAssertEqual(
      (1...3).map { half.backoff(after: $0) },
      [.milliseconds(250), .milliseconds(500), .seconds(1)])
    XCTAssertEqual(RetryPolicy().maxAttempts, 4)
  }

  func testRetryAfterInSecondsOrAsAnHTTPDate() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT
    let policy = RetryPolicy(now: { now })
    XCTAssertEqual(policy.retryAfter("3"), .seconds(3))
    XCTAssertEqual(policy.retryAfter(" 0 "), .zero)
    XCTAssertEqual(policy.retryAfter("Tue, 14 Nov 2023 22:13:25 GMT"), .seconds(5))
    XCTAssertEqual(policy.retryAfter("Tue, 14 Nov 2023 22:13:00 GMT"), .zero)
    XCTAssertNil(policy.retryAfter("soon"))
    XCTAssertNil(policy.retryAfter(nil))
  }

  func testOnlyPassingFaultsAreRetried() {
    XCTAssertEqual(RetryPolicy.retriedStatuses, [429, 500, 502, 503, 504])
    XCTAssertTrue(RetryPolicy.retries(.connectionLost))
    for failure: NetworkFailure in [
      .timedOut, .cannotConnect("h"), .cannotResolveHost("h"), .cancelled, .other("x"),
    ] {
      XCTAssertFalse(RetryPolicy.retries(failure), "\(failure)")
    }
  }

  func testNoticesSayWhatIsHappening() {
    let notice = RetryNotice(reason: .rateLimited, attempt: 1, maxAttempts: 4, delay: .seconds(2))
    XCTAssertEqual(notice.message, "TMDB is rate limiting; waiting 2 s (try 2 of 4).")
    let server = RetryNotice(
      reason: .serverError(503), attempt: 2, maxAttempts: 4, delay: .milliseconds(750))
    XCTAssertEqual(server.message, "TMDB had a server error (503); waiting 0.8 s (try 3 of 4).")
  }

  func testGivingUpSaysHowManyTries() {
    XCTAssertEqual(
      TMDBError.gaveUp(after: 3, .rateLimited(retryAfter: nil)).message,
      "TMDB is rate limiting; gave up after 3 tries.")
    XCTAssertEqual(
      TMDBError.gaveUp(after: 2, .rateLimited(retryAfter: 30)).message,
      "TMDB is rate limiting; gave up after 2 tries (it asks to wait 30 s).")
    XCTAssertEqual(
      TMDBError.gaveUp(after: 4, .server(status: 503, message: nil)).message,
      "TMDB had a server error (503); gave up after 4 tries.")
  }
}
