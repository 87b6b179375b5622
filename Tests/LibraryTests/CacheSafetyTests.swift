import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// Answers from a fixed list, counting the requests that reached it.
private final class Upstream: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Result<TransportResponse, NetworkFailure>]
  private(set) var count = 0

  init(_ answers: [Result<TransportResponse, NetworkFailure>]) { self.answers = answers }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let answer = lock.withLock {
      count += 1
      return answers.removeFirst()
    }
    return try answer.get()
  }
}

private final class Reasons: @unchecked Sendable {
  let lock = NSLock()
  var values: [CachingTransport.FallbackReason] = []
}

/// What the cache must never keep, and what it must say when it stands in.
final class CacheSafetyTests: XCTestCase {
  private let movie = TransportResponse(status: 200, body: Data(#"{"id":1,"title":"A"}"#.utf8))

  private func cacheURL() throws -> URL {
    try makeTemporaryFolder(self).appendingPathComponent("cache.sqlite")
  }

  func testACaptivePortalPageIsNeverCachedNorServedAsFresh() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let portal = TransportResponse(
      status: 200, body: Data("<html><body>Log in to the hotel Wi-Fi</body></html>".utf8))
    let upstream = Upstream([.success(portal), .success(movie)])
    let transport = CachingTransport(wrapping: upstream, cache: cache)
    let configuration = TransportRequest(path: "/3/configuration")
    _ = try await transport.send(configuration)
    XCTAssertEqual(try cache.keys(), [], "HTML is not a TMDB answer")
    let second = try await transport.send(configuration)
    XCTAssertEqual(second, movie, "the next start asks the network again")
    XCTAssertEqual(upstream.count, 2)
  }

  func testFallbackSaysWhatReallyHappened() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let reasons = Reasons()
    let upstream = Upstream([
      .success(movie), .success(TransportResponse(status: 502, body: Data())),
      .failure(.timedOut), .failure(.cannotConnect("api.themoviedb.org")),
    ])
    let transport = CachingTransport(
      wrapping: upstream, cache: cache,
      onFallback: { _, _, reason in reasons.lock.withLock { reasons.values.append(reason) } })
    let request = TransportRequest(path: "/3/movie/1")
    for _ in 0..<4 { _ = try await transport.send(request) }
    XCTAssertEqual(reasons.values, [.serverError(502), .timedOut, .noConnection])
  }

  /// "Showing the cache" never goes stale: the first answer from TMDB after a fallback says the
  /// connection is back, once.
  func testTheFirstLiveAnswerAfterAFallbackIsReportedOnce() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let recoveries = Reasons()
    let upstream = Upstream([
      .success(movie), .failure(.cannotConnect("api.themoviedb.org")), .success(movie),
      .success(movie),
    ])
    let transport = CachingTransport(
      wrapping: upstream, cache: cache,
      onRecovery: { recoveries.lock.withLock { recoveries.values.append(.noConnection) } })
    let request = TransportRequest(path: "/3/movie/1")
    _ = try await transport.send(request)
    XCTAssertEqual(recoveries.values, [], "no fallback yet, nothing to recover from")
    _ = try await transport.send(request)
    _ = try await transport.send(request)
    _ = try await transport.send(request)
    XCTAssertEqual(recoveries.values, [.noConnection])
  }

  func testAnEchoedCredentialIsRedactedBeforeItIsStored() async throws {
    let url = try cacheURL()
    let cache = try ResponseCache(url: url)
    let echo = TransportResponse(
      status: 200, body: Data(#"{"id":1,"note":"you sent k-77e1-very-secret"}"#.utf8))
    let transport = CachingTransport(
      wrapping: Upstream([.success(echo)]), cache: cache, redacting: ["k-77e1-very-secret"])
    let live = try await transport.send(TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(live, echo, "the live answer itself is not rewritten")
    let stored = await cache.cached(for: TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(
      stored.map { String(decoding: $0.body, as: UTF8.self) },
      #"{"id":1,"note":"you sent <redacted>"}"#)
    for path in [url.path, url.path + "-wal"] where FileManager.default.fileExists(atPath: path) {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      XCTAssertNil(bytes.range(of: Data("k-77e1-very-secret".utf8)), path)
    }
  }

  func testOneServersAnswersAreNeverServedForAnothers() async throws {
    let url = try cacheURL()
    let request = TransportRequest(path: "/3/movie/1")
    let first = try ResponseCache(url: url, origin: "https://api.themoviedb.org")
    await first.store(movie, for: request, at: Date())
    let other = try ResponseCache(url: url, origin: "http://127.0.0.1:8080")
    let found = await other.cached(for: request)
    XCTAssertNil(found)
    let same = await first.cached(for: request)
    XCTAssertEqual(same?.body, movie.body)
  }

  func testTotalsFollowReplacedAnswersSoPruningStaysExact() async throws {
    let cache = try ResponseCache(url: try cacheURL(), maxEntries: 10, maxBytes: 250)
    let request = TransportRequest(path: "/3/movie/1")
    for size in [100, 200, 50] {
      await cache.store(
        TransportResponse(status: 200, body: Data(repeating: 65, count: size)), for: request,
        at: Date())
    }
    await cache.store(
      TransportResponse(status: 200, body: Data(repeating: 66, count: 150)),
      for: TransportRequest(path: "/3/movie/2"), at: Date() + 1)
    let usage = try cache.usage()
    XCTAssertEqual(usage.entries, 2)
    XCTAssertEqual(usage.bytes, 200)
  }

  func testACallerCanRefuseAnswersItCannotDecode() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let wrongShape = TransportResponse(status: 200, body: Data(#"{"unexpected":true}"#.utf8))
    let transport = CachingTransport(
      wrapping: Upstream([.success(wrongShape), .success(movie)]), cache: cache,
      isCacheable: { _, response in
        (try? JSONSerialization.jsonObject(with: response.body) as? [String: Any])?["id"] != nil
      })
    _ = try await transport.send(TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(try cache.keys(), [])
    _ = try await transport.send(TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(try cache.keys(), ["GET /3/movie/1"])
  }
}
