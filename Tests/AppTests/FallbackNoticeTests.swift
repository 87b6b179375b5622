import Foundation
import XCTest

@testable import App

/// The words said when an answer comes from the cache, and what the cache is keyed by.
final class FallbackNoticeTests: XCTestCase {
  func testTheNoticeSaysWhatReallyHappened() {
    let fetched = Date(timeIntervalSinceNow: -2 * 3600 - 30)
    XCTAssertEqual(
      fallbackNotice(.serverError(503), fetchedAt: fetched),
      "TMDB had a server error (HTTP 503): showing its answer from the cache (2 h old).")
    XCTAssertEqual(
      fallbackNotice(.timedOut, fetchedAt: fetched),
      "TMDB did not answer in time: showing its answer from the cache (2 h old).")
    XCTAssertEqual(
      fallbackNotice(.noConnection, fetchedAt: fetched),
      "No connection to TMDB: showing its answer from the cache (2 h old).")
  }

  func testTheCacheOriginNamesSchemeHostPortAndPath() throws {
    XCTAssertEqual(
      cacheOrigin(try XCTUnwrap(URL(string: "https://API.themoviedb.org"))),
      "https://api.themoviedb.org")
    XCTAssertEqual(
      cacheOrigin(try XCTUnwrap(URL(string: "http://127.0.0.1:8080/proxy/"))),
      "http://127.0.0.1:8080/proxy")
    XCTAssertNotEqual(
      cacheOrigin(try XCTUnwrap(URL(string: "http://127.0.0.1:8080"))),
      cacheOrigin(try XCTUnwrap(URL(string: "http://127.0.0.1:8081"))))
  }
}
