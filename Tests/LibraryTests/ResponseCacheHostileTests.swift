import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// Answers from a fixed list, then fails as if the network were gone.
private final class ScriptedUpstream: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Result<TransportResponse, NetworkFailure>]

  init(_ answers: [Result<TransportResponse, NetworkFailure>]) { self.answers = answers }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let answer = lock.withLock {
      answers.isEmpty ? .failure(.cannotConnect("api.themoviedb.org")) : answers.removeFirst()
    }
    return try answer.get()
  }
}

/// The response cache against what a hostile server or another program can do to it: a key
/// echoed in a form a plain search misses, a row that is not an answer, a write lock held.
final class ResponseCacheHostileTests: XCTestCase {
  private let key = "0123456789abcdef0123456789abcdef"

  private func cacheURL() throws -> URL {
    try makeTemporaryFolder(self).appendingPathComponent("cache.sqlite")
  }

  /// A second connection to the file that may hold its write lock between accesses, as another
  /// program does.
  private func lockingConnection(_ url: URL) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    return try DatabaseQueue(path: url.path, configuration: configuration)
  }

  /// Every string (keys too) of a JSON body, decoded: what anyone reading the row gets.
  private func decodedStrings(_ body: Data) -> [String] {
    func walk(_ value: Any) -> [String] {
      switch value {
      case let text as String: return [text]
      case let array as [Any]: return array.flatMap(walk)
      case let object as [String: Any]: return object.flatMap { [$0.key] + walk($0.value) }
      default: return []
      }
    }
    return (try? JSONSerialization.jsonObject(with: body)).map(walk) ?? []
  }

  /// A server that echoes the key JSON-escaped (`\u0030\u0031…`) or percent-encoded: the bytes
  /// hold no copy of the key, the JSON does. The row must hold neither.
  func testAKeyEchoedEscapedOrEncodedNeverReachesARow() async throws {
    let url = try cacheURL()
    let cache = try ResponseCache(url: url)
    let escaped = key.unicodeScalars.map { "\\u" + String(format: "%04x", $0.value) }.joined()
    let token = "eyJhbGciOi.eyJzdWIiOi.sig-part_x"
    let encodedToken = token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    let bodies = [
      #"{"id":1,"note":"\#(escaped)"}"#,
      #"{"id":2,"\#(escaped)":true}"#,
      #"{"id":3,"next":"https://x.example/?t=\#(encodedToken)"}"#,
    ]
    let transport = CachingTransport(
      wrapping: ScriptedUpstream(bodies.map { .success(.init(status: 200, body: Data($0.utf8))) }),
      cache: cache, redacting: [key, token])
    for id in 1...3 { _ = try await transport.send(TransportRequest(path: "/3/movie/\(id)")) }
    for id in 1...3 {
      guard let row = await cache.cached(for: TransportRequest(path: "/3/movie/\(id)")) else {
        continue  // not kept at all is also safe
      }
      let text = String(decoding: row.body, as: UTF8.self)
      XCTAssertFalse(text.contains(encodedToken), "movie \(id): \(text)")
      for string in decodedStrings(row.body) {
        XCTAssertFalse(string.contains(key), "movie \(id) holds the key: \(text)")
        XCTAssertFalse(string.contains(token), "movie \(id) holds the token: \(text)")
      }
    }
    // And nowhere in the files, the write-ahead log included.
    for path in [url.path, url.path + "-wal"] where FileManager.default.fileExists(atPath: path) {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      XCTAssertNil(bytes.range(of: Data(escaped.utf8)), path)
      XCTAssertNil(bytes.range(of: Data(encodedToken.utf8)), path)
    }
  }

  /// Only 2xx answers are ever stored; a row saying 401 or 404 (an edited or foreign file) is
  /// not an answer to show offline: "TMDB refused the key" while the network is merely down
  /// would send the user to replace a good key.
  func testARowThatIsNotASuccessIsNeverServedOffline() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let request = TransportRequest(path: "/3/movie/7")
    let key = ResponseCache.key(for: request)
    for status in [401, 404, -1, 99_999] {
      try await cache.pool.write { db in
        try db.execute(
          sql:
            "INSERT OR REPLACE INTO response (key, status, body, size, fetched_at) VALUES (?, ?, ?, ?, ?)",
          arguments: [
            key, status, Data(#"{"status_code":7}"#.utf8), 17, Date().timeIntervalSince1970,
          ])
      }
      let transport = CachingTransport(wrapping: ScriptedUpstream([]), cache: cache)
      do {
        let answer = try await transport.send(request)
        XCTFail("status \(status) was served from the cache: \(answer.status)")
      } catch let failure as NetworkFailure {
        XCTAssertEqual(failure, .cannotConnect("api.themoviedb.org"), "the real failure is said")
      }
    }
  }

  /// Another program holding the cache's write lock (a second Reel stopped with Ctrl-Z
  /// mid-store, an open `sqlite3` shell) must not hold up the answers: storing is best-effort,
  /// yet each answer waited the whole busy timeout (5 s), one after another.
  func testALockedCacheDoesNotDelayTheAnswers() async throws {
    let url = try cacheURL()
    let cache = try ResponseCache(url: url)
    let other = try lockingConnection(url)
    try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
    defer { try? other.inDatabase { try $0.execute(sql: "ROLLBACK") } }
    let answers = (1...4).map { id in
      Result<TransportResponse, NetworkFailure>.success(
        TransportResponse(status: 200, body: Data(#"{"id":\#(id)}"#.utf8)))
    }
    let transport = CachingTransport(wrapping: ScriptedUpstream(answers), cache: cache)
    let clock = ContinuousClock()
    let started = clock.now
    for id in 1...4 {
      let answer = try await transport.send(TransportRequest(path: "/3/movie/\(id)"))
      XCTAssertEqual(answer.status, 200)
    }
    let elapsed = clock.now - started
    XCTAssertLessThan(elapsed, .seconds(2), "four answers behind a locked cache took \(elapsed)")
  }

  /// Once the lock is gone, answers are kept again.
  func testStoringResumesAfterTheLockIsReleased() async throws {
    let url = try cacheURL()
    let cache = try ResponseCache(url: url)
    let other = try lockingConnection(url)
    try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
    // Each film's own answer: the cache keeps only what the client would use.
    let transport = CachingTransport(
      wrapping: ScriptedUpstream([
        .success(.init(status: 200, body: Data(#"{"id":1,"title":"A"}"#.utf8))),
        .success(.init(status: 200, body: Data(#"{"id":2,"title":"B"}"#.utf8))),
      ]), cache: cache)
    _ = try await transport.send(TransportRequest(path: "/3/movie/1"))
    try other.inDatabase { try $0.execute(sql: "ROLLBACK") }
    _ = try await transport.send(TransportRequest(path: "/3/movie/2"))
    XCTAssertEqual(try cache.keys(), ["GET /3/movie/2"])
  }

  /// A 200 whose body is TMDB's error object (a gateway or proxy answering 200), or not the
  /// thing asked for, was kept; for the configuration and the genre list, served as fresh for
  /// a day without asking the network: Reel could not start for a day after one bad answer,
  /// the server fine again and `r` asking the cache again.
  func testAnErrorAnsweredWith200IsNotKeptNorServedAsFresh() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let error = Data(
      #"{"status_code":34,"status_message":"The resource you requested could not be found."}"#.utf8)
    let wrongShape = Data(#"{"id":7,"title":"Not a configuration"}"#.utf8)
    let good = [
      "/3/configuration": Data(
        #"{"images":{"secure_base_url":"https://x/"},"change_keys":[]}"#.utf8),
      "/3/genre/movie/list": Data(#"{"genres":[{"id":18,"name":"Drama"}]}"#.utf8),
    ]
    for (path, answer) in good {
      for bad in [error, wrongShape] {
        let upstream = ScriptedUpstream([
          .success(.init(status: 200, body: bad)), .success(.init(status: 200, body: answer)),
        ])
        let transport = CachingTransport(wrapping: upstream, cache: cache)
        _ = try await transport.send(TransportRequest(path: path))
        let next = try await transport.send(TransportRequest(path: path))
        XCTAssertEqual(next.body, answer, "\(path): the bad answer stood in for the good one")
      }
    }
    let movie = TransportRequest(path: "/3/movie/9")
    let transport = CachingTransport(
      wrapping: ScriptedUpstream([.success(.init(status: 200, body: error))]), cache: cache)
    _ = try await transport.send(movie)
    let kept = await cache.cached(for: movie)
    XCTAssertNil(kept, "an error object is no answer to fall back on")
  }

  /// A file written before this check may hold such a row already: it is not served as fresh.
  func testAStoredErrorObjectIsNotServedAsFresh() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let request = TransportRequest(path: "/3/configuration")
    await cache.store(
      TransportResponse(status: 200, body: Data(#"{"status_code":7,"status_message":"x"}"#.utf8)),
      for: request, at: Date())
    let answer = Data(#"{"images":{}}"#.utf8)
    let transport = CachingTransport(
      wrapping: ScriptedUpstream([.success(.init(status: 200, body: answer))]), cache: cache)
    let first = try await transport.send(request)
    XCTAssertEqual(first.body, answer)
  }

  /// A row far larger than any answer (an edited or foreign file): read whole and parsed to
  /// check it is an object, a 100 MB row took 4.8 GB and 30 s before the decoder refused it.
  /// It is a miss, unread, and the real failure is said.
  func testARowPastThePayloadLimitIsAMissAndIsNotRead() async throws {
    let cache = try ResponseCache(url: try cacheURL())
    let request = TransportRequest(path: "/3/movie/popular")
    var body = Data(#"{"page":1,"results":[],"pad":""#.utf8)
    body.append(Data(repeating: UInt8(ascii: "x"), count: PayloadDecoder.maximumBodySize))
    body.append(Data(#""}"#.utf8))
    // Written as another program would: `store` itself keeps nothing this large.
    let key = ResponseCache.key(for: request)
    try await cache.pool.write { [body] db in
      try db.execute(
        sql: "INSERT INTO response (key, status, body, size, fetched_at) VALUES (?, 200, ?, ?, ?)",
        arguments: [key, body, body.count, Date().timeIntervalSince1970])
    }
    let entry = await cache.cached(for: request)
    XCTAssertNil(entry.map(\.body.count), "a body past the payload limit is no answer")
    let transport = CachingTransport(wrapping: ScriptedUpstream([]), cache: cache)
    do {
      _ = try await transport.send(request)
      XCTFail("served from the cache")
    } catch let failure as NetworkFailure {
      XCTAssertEqual(failure, .cannotConnect("api.themoviedb.org"))
    }
  }
}
