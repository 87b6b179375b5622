import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// A transport that answers from a script and records what it was asked.
private final class ScriptedTransport: Transport, @unchecked Sendable {
  enum Answer {
    case response(TransportResponse)
    case failure(any Error)
  }

  private let lock = NSLock()
  private var answers: [Answer]
  private(set) var requests: [TransportRequest] = []

  init(_ answers: [Answer]) { self.answers = answers }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let answer = lock.withLock {
      requests.append(request)
      return answers.removeFirst()
    }
    switch answer {
    case .response(let response): return response
    case .failure(let error): throw error
    }
  }
}

private final class Clock: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date
  init(_ start: Date) { current = start }
  func now() -> Date { lock.withLock { current } }
  func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

private final class Hits: @unchecked Sendable {
  let lock = NSLock()
  var paths: [String] = []
}

final class ResponseCacheTests: XCTestCase {
  private let fetched = Date(timeIntervalSince1970: 1_700_000_000)
  private let ok = TransportResponse(
    status: 200, headers: ["etag": "x"], body: Data("{\"id\":1}".utf8))

  private func request(_ path: String = "/3/movie/1", key: String = "secret-key")
    -> TransportRequest
  {
    TransportRequest(
      path: path, query: [QueryItem("language", "en-US"), QueryItem("api_key", key)])
  }

  private func makeCache(maxEntries: Int = 2_000, maxBytes: Int = 50_000_000) throws
    -> ResponseCache
  {
    let url = try makeTemporaryFolder(self).appendingPathComponent("reel/cache.sqlite")
    return try ResponseCache(url: url, maxEntries: maxEntries, maxBytes: maxBytes)
  }

  func testKeySortsTheQueryAndDropsCredentials() {
    let a = TransportRequest(
      path: "/3/search/movie",
      query: [QueryItem("query", "a&b=c"), QueryItem("api_key", "k1"), QueryItem("page", "2")])
    let b = TransportRequest(
      path: "/3/search/movie",
      query: [QueryItem("page", "2"), QueryItem("query", "a&b=c"), QueryItem("API_KEY", "k2")])
    XCTAssertEqual(ResponseCache.key(for: a), ResponseCache.key(for: b))
    XCTAssertEqual(ResponseCache.key(for: a), "GET /3/search/movie?page=2&query=a%26b%3Dc")
    XCTAssertEqual(
      ResponseCache.key(for: TransportRequest(path: "/3/configuration")), "GET /3/configuration")
  }

  func testStoresLiveResponsesAndServesThemWhenTheNetworkIsDown() async throws {
    let cache = try makeCache()
    let hits = Hits()
    let upstream = ScriptedTransport([
      .response(ok), .failure(NetworkFailure.cannotConnect("api.themoviedb.org")),
    ])
    let transport = CachingTransport(
      wrapping: upstream, cache: cache, now: { [fetched] in fetched },
      onFallback: { request, _, _ in hits.lock.withLock { hits.paths.append(request.path) } })
    let live = try await transport.send(request())
    XCTAssertEqual(live, ok, "a live answer passes through unmarked")
    let offline = try await transport.send(request(key: "another-key"))
    XCTAssertEqual(offline.status, 200)
    XCTAssertEqual(offline.body, ok.body)
    XCTAssertEqual(offline.headers[CachingTransport.cacheHeader], "2023-11-14T22:13:20.000Z")
    XCTAssertEqual(CachingTransport.cachedAt(offline), fetched)
    XCTAssertEqual(hits.paths, ["/3/movie/1"])
  }

  /// review28: `--record` while TMDB cannot be reached recorded the cache's answers as what
  /// TMDB said. The recorder (outside the cache) keeps the cache's mark with its fetch time.
  func testARecordingMadeOfflineSaysItsAnswersCameFromTheCache() async throws {
    XCTAssertEqual(CachingTransport.cacheHeader, ReplayRecorder.cacheHeader)
    let upstream = ScriptedTransport([
      .response(ok), .failure(NetworkFailure.cannotConnect("api.themoviedb.org")),
    ])
    let caching = CachingTransport(
      wrapping: upstream, cache: try makeCache(), now: { [fetched] in fetched })
    _ = try await caching.send(request())
    let folder = try makeTemporaryFolder(self)
    _ = try await ReplayRecorder(wrapping: caching, directory: folder).send(request())
    let name = recordName(path: "/3/movie/1", query: [QueryItem("language", "en-US")])
    let record = try ResponseRecord.load(from: folder.appendingPathComponent(name))
    XCTAssertEqual(record.response.headers?["x-reel-cache"], "2023-11-14T22:13:20.000Z")
  }

  func testConfigurationComesFromTheCacheWhileFresh() async throws {
    let cache = try makeCache()
    let configuration = TransportRequest(path: "/3/configuration")
    let clock = Clock(fetched)
    // What TMDB's configuration is: only such an answer is served without asking.
    let ok = TransportResponse(
      status: 200, body: Data(#"{"images":{"secure_base_url":"https://image.tmdb.org/t/p/"}}"#.utf8)
    )
    let upstream = ScriptedTransport([.response(ok), .response(ok)])
    let transport = CachingTransport(wrapping: upstream, cache: cache, now: clock.now)
    let first = try await transport.send(configuration)
    XCTAssertEqual(first, ok)
    clock.advance(23 * 3600)
    let cached = try await transport.send(configuration)
    XCTAssertEqual(CachingTransport.cachedAt(cached), fetched)
    XCTAssertEqual(upstream.requests.count, 1, "no round trip at start-up")
    clock.advance(2 * 3600)
    let refreshed = try await transport.send(configuration)
    XCTAssertEqual(refreshed, ok, "a day old: asked again")
    XCTAssertEqual(upstream.requests.count, 2)
  }

  func testServesTheCacheOnServerErrorsButNotOnClientErrors() async throws {
    let cache = try makeCache()
    let notFound = TransportResponse(status: 404, body: Data("{}".utf8))
    let unavailable = TransportResponse(status: 503, body: Data())
    let upstream = ScriptedTransport([
      .response(ok), .response(unavailable), .response(notFound),
      .response(unavailable),
    ])
    let transport = CachingTransport(wrapping: upstream, cache: cache)
    _ = try await transport.send(request())
    let served = try await transport.send(request())
    XCTAssertEqual(served.body, ok.body)
    XCTAssertNotNil(served.headers[CachingTransport.cacheHeader])
    let missing = try await transport.send(request())
    XCTAssertEqual(missing, notFound, "a 4xx is an answer, not an outage")
    let uncached = try await transport.send(request("/3/movie/2"))
    XCTAssertEqual(uncached, unavailable, "nothing cached: the 503 goes through")
    XCTAssertEqual(try cache.keys(), ["GET /3/movie/1?language=en-US"])
  }

  func testFailuresWithNothingCachedAndCancellationAreNotMasked() async throws {
    let cache = try makeCache()
    let upstream = ScriptedTransport([
      .response(ok), .failure(NetworkFailure.cancelled), .failure(NetworkFailure.timedOut),
    ])
    let transport = CachingTransport(wrapping: upstream, cache: cache)
    _ = try await transport.send(request())
    do {
      _ = try await transport.send(request())
      XCTFail("a cancelled request must stay cancelled")
    } catch {
      XCTAssertEqual(error as? NetworkFailure, .cancelled)
    }
    do {
      _ = try await transport.send(request("/3/movie/9"))
      XCTFail("nothing cached for this one")
    } catch {
      XCTAssertEqual(error as? NetworkFailure, .timedOut)
    }
  }

  func testNeverStoresCredentials() async throws {
    let cache = try makeCache()
    let transport = CachingTransport(wrapping: ScriptedTransport([.response(ok)]), cache: cache)
    _ = try await transport.send(request(key: "k-3b1f-very-secret"))
    let fileBytes = try [cache.url.path, cache.url.path + "-wal"]
      .filter { FileManager.default.fileExists(atPath: $0) }
      .map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    XCTAssertFalse(fileBytes.isEmpty)
    for bytes in fileBytes {
      XCTAssertNil(bytes.range(of: Data("k-3b1f-very-secret".utf8)))
      XCTAssertNil(bytes.range(of: Data("api_key".utf8)))
    }
  }

  func testPrunesToTheNewestEntriesAndTheByteBudget() async throws {
    let cache = try makeCache(maxEntries: 5, maxBytes: 1_000)
    for index in 1...8 {
      let body = Data(repeating: 65, count: 100)
      await cache.store(
        TransportResponse(status: 200, body: body), for: request("/3/movie/\(index)"),
        at: fetched + Double(index))
    }
    XCTAssertEqual(
      try cache.keys(), (4...8).reversed().map { "GET /3/movie/\($0)?language=en-US" })
    await cache.store(
      TransportResponse(status: 200, body: Data(repeating: 66, count: 750)),
      for: request("/3/movie/big"), at: fetched + 100)
    XCTAssertEqual(
      try cache.keys(),
      [
        "GET /3/movie/big?language=en-US", "GET /3/movie/8?language=en-US",
        "GET /3/movie/7?language=en-US",
      ])
    let usage = try cache.usage()
    XCTAssertEqual(usage.entries, 3)
    XCTAssertEqual(usage.bytes, 950)
  }

  func testADamagedCacheIsClearedAndRecreated() async throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("cache.sqlite")
    try Data(repeating: 0x5A, count: 5_000).write(to: url)
    let cache = try ResponseCache(url: url)
    XCTAssertEqual(
      cache.notice, "The response cache was damaged; it was cleared and a new one started.")
    await cache.store(ok, for: request(), at: fetched)
    let entry = await cache.cached(for: request())
    XCTAssertEqual(entry?.body, ok.body)
    XCTAssertNil(try ResponseCache(url: url).notice)
  }

  func testOpensUnderXDGCacheHome() throws {
    let root = try makeTemporaryFolder(self)
    let cache = try ResponseCache(environment: ["XDG_CACHE_HOME": root.path, "HOME": root.path])
    XCTAssertEqual(cache.url.path, root.appendingPathComponent("reel/cache.sqlite").path)
  }
}
