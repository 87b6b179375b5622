import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// The cache's totals row (entry count, byte total) is kept by triggers, but it is only a
/// row: a flipped bit or an edit with the sqlite3 tool can make it count more than the table
/// holds. Pruning by it must still end, or every later store waits behind one that never does.
final class DamagedCacheTotalsTests: XCTestCase {
  func testTotalsCountingMoreThanTheTableHoldsDoNotHangAStore() async throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("cache.sqlite")
    let first = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let second = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "2")])
    do {
      let cache = try ResponseCache(url: url)
      await cache.store(
        TransportResponse(status: 200, headers: [:], body: Data("{}".utf8)), for: first,
        at: Date())
      try cache.pool.close()
    }
    do {
      let queue = try DatabaseQueue(path: url.path)
      try await queue.write { db in
        try db.execute(sql: "UPDATE response_totals SET entries = 1000000, bytes = 1000000000")
      }
      try queue.close()
    }

    let cache = try ResponseCache(url: url, maxEntries: 10, maxBytes: 1_000)
    let stored = expectation(description: "the store ends")
    Task.detached {
      await cache.store(
        TransportResponse(status: 200, headers: [:], body: Data("[]".utf8)), for: second,
        at: Date())
      stored.fulfill()
    }
    // A store stuck in the loop holds the writer: nothing after it could run, so stop here.
    let outcome = await XCTWaiter.fulfillment(of: [stored], timeout: 10)
    guard outcome == .completed else { return XCTFail("the store never ends") }
    let usage = try cache.usage()
    XCTAssertLessThanOrEqual(usage.entries, 1, "the cache is back within its bounds")
    await cache.store(
      TransportResponse(status: 200, headers: [:], body: Data("{}".utf8)), for: first,
      at: Date())
    let kept = await cache.cached(for: first)
    XCTAssertEqual(kept?.body, Data("{}".utf8), "the cache still stores and serves answers")
  }

  /// Sizes so large that their sum passes the largest integer: counting afresh must not fail,
  /// or every store after it fails too and the cache never keeps an answer again.
  func testSizesPastTheLargestIntegerStillLetTheCacheStore() async throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("cache.sqlite")
    let first = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let second = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "2")])
    let third = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "3")])
    do {
      let cache = try ResponseCache(url: url)
      for request in [first, second] {
        await cache.store(
          TransportResponse(status: 200, headers: [:], body: Data("{}".utf8)), for: request,
          at: Date())
      }
      try cache.pool.close()
    }
    do {
      let queue = try DatabaseQueue(path: url.path)
      try await queue.write { db in
        try db.execute(
          sql: """
            UPDATE response SET size = 9223372036854775807;
            UPDATE response_totals SET bytes = 1e300;
            """)
      }
      try queue.close()
    }
    let cache = try ResponseCache(url: url, maxEntries: 10, maxBytes: 1_000)
    await cache.store(
      TransportResponse(status: 200, headers: [:], body: Data("[]".utf8)), for: third, at: Date())
    let kept = await cache.cached(for: third)
    XCTAssertEqual(kept?.body, Data("[]".utf8), "the new answer is kept")
  }
}
