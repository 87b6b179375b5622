import Foundation
import Screen
import XCTest

@testable import App

/// The age of a cached answer shown offline ("from 5 min ago") comes from a time read from the
/// cache file: whatever that time is, the notice is words, never a stop.
final class ImplausibleCacheAgeTests: XCTestCase {
  func testAnyFetchTimeGivesANotice() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    for seconds in [1e300, -1e300, 1e18, -1e18, -Double(Int64.max), 0] {
      let fetched = Date(timeIntervalSince1970: seconds)
      XCTAssertFalse(fallbackNotice(.noConnection, fetchedAt: fetched).isEmpty, "\(seconds)")
      _ = age(since: fetched, now: now)
    }
    XCTAssertEqual(
      age(since: Date(timeIntervalSince1970: 1e300), now: now), age(since: now, now: now),
      "a time in the future is under a minute ago")
    XCTAssertEqual(
      age(since: Date(timeIntervalSince1970: -1e300), now: now).key, .ageDays,
      "a time too long ago to count is shown in days")
  }
}
