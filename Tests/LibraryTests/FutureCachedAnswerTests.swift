import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// An answer stored while the clock was wrong (set years ahead, then put right), or by another
/// machine sharing the folder, carries a fetch time in the future. Its age is negative, which
/// is less than any freshness limit: it must not count as fresh, or the configuration and the
/// genre list would be served from the cache, never asked again, until that date came.
final class FutureCachedAnswerTests: XCTestCase {
  private final class Counting: Transport, @unchecked Sendable {
    let lock = NSLock()
    var asked = 0
    func send(_ request: TransportRequest) async throws -> TransportResponse {
      lock.withLock { asked += 1 }
      return TransportResponse(status: 200, body: Data(#"{"genres":[]}"#.utf8))
    }
  }

  func testAnAnswerFetchedInTheFutureIsNotFresh() async throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("reel/cache.sqlite")
    let cache = try ResponseCache(url: url)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let genres = TransportRequest(path: "/3/genre/movie/list")
    await cache.store(
      TransportResponse(status: 200, body: Data(#"{"genres":[{"id":1,"name":"Old"}]}"#.utf8)),
      for: genres, at: now.addingTimeInterval(5 * 365 * 86_400))
    let upstream = Counting()
    let transport = CachingTransport(wrapping: upstream, cache: cache, now: { now })
    let answer = try await transport.send(genres)
    XCTAssertEqual(upstream.asked, 1, "the network is asked")
    XCTAssertEqual(String(decoding: answer.body, as: UTF8.self), #"{"genres":[]}"#)
    // A fetch a moment ahead (another process's clock) is still fresh.
    await cache.store(
      TransportResponse(status: 200, body: Data(#"{"genres":[]}"#.utf8)), for: genres,
      at: now.addingTimeInterval(2))
    _ = try await transport.send(genres)
    XCTAssertEqual(upstream.asked, 1, "a fetch two seconds ahead is fresh")
  }
}
