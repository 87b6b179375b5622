import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// Answers from a fixed list; past its end, no connection.
private final class Answers: Transport, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [TransportResponse]
  private(set) var asked = 0

  init(_ answers: [TransportResponse]) { self.answers = answers }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    try lock.withLock {
      asked += 1
      guard !answers.isEmpty else { throw NetworkFailure.cannotConnect("api.themoviedb.org") }
      return answers.removeFirst()
    }
  }
}

/// The response cache decides with one check, `UsableAnswer`, what it keeps, what it serves as
/// fresh and what it falls back on. It kept with two (its own JSON-object test, then the
/// decode the live stack added), and served and fell back with the first alone: a row kept by
/// an older Reel (a configuration without an image address, another page than the one asked
/// for) was served fresh for a day or offline, and the client refused it, so Reel could not
/// start, or said "page 7 answered for page 2" instead of "no connection" (review40).
final class CacheOneCheckTests: XCTestCase {
  private func cache() throws -> ResponseCache {
    try ResponseCache(url: try makeTemporaryFolder(self).appendingPathComponent("cache.sqlite"))
  }

  private func page(_ number: Int) -> Data {
    Data(#"{"page":\#(number),"results":[],"total_pages":9,"total_results":170}"#.utf8)
  }

  func testAnOldRowTheClientRefusesIsNotServedAsFresh() async throws {
    let cache = try cache()
    let configuration = TransportRequest(path: "/3/configuration")
    // What Reel kept before: a JSON object with an `images` object, no address in it.
    await cache.store(
      TransportResponse(status: 200, body: Data(#"{"images":{}}"#.utf8)), for: configuration,
      at: Date())
    let good = Data(#"{"images":{"secure_base_url":"https://image.tmdb.org/t/p/"}}"#.utf8)
    let upstream = Answers([TransportResponse(status: 200, body: good)])
    let transport = CachingTransport(wrapping: upstream, cache: cache)
    let answer = try await transport.send(configuration)
    XCTAssertEqual(upstream.asked, 1, "the network is asked")
    XCTAssertEqual(answer.body, good)
  }

  func testAnOldRowTheClientRefusesIsNotFallenBackOn() async throws {
    let cache = try cache()
    let second = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "2")])
    await cache.store(TransportResponse(status: 200, body: page(7)), for: second, at: Date())
    let transport = CachingTransport(wrapping: Answers([]), cache: cache)
    do {
      let answer = try await transport.send(second)
      XCTFail("page 7 stood in for page 2: \(String(decoding: answer.body, as: UTF8.self))")
    } catch let failure as NetworkFailure {
      XCTAssertEqual(failure, .cannotConnect("api.themoviedb.org"))
    }
  }

  /// Built without a check of the caller's, the cache keeps only what the client would use.
  func testTheCachesOwnCheckIsTheClients() async throws {
    let cache = try cache()
    let second = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "2")])
    let transport = CachingTransport(
      wrapping: Answers([TransportResponse(status: 200, body: page(7))]), cache: cache)
    _ = try await transport.send(second)
    let kept = await cache.cached(for: second)
    XCTAssertNil(kept, "page 7 kept as page 2")
  }

  /// What it refused before it still refuses: not JSON, not an object, TMDB's error object
  /// (its keys written with escapes too), a body that is not UTF-8, one with a byte order mark.
  func testWhatWasRefusedStaysRefused() async throws {
    let request = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let refused =
      [
        "<html>portal</html>", "[1, 2]", #"  "text""#,
        #"{"status_code":7,"status_message":"Invalid API key","page":1,"results":[]}"#,
        #"{"status\u005fcode":7,"status_messag\u0065":"x","page":1,"results":[]}"#,
        "\u{FEFF}{\"page\":1,\"results\":[]}",
      ].map { Data($0.utf8) } + [
        Data(#"{"page":1,"results":[{"id":1,"title":"A"#.utf8) + Data([0xFF]) + Data(#""}]}"#.utf8)
      ]
    for body in refused {
      let cache = try cache()
      let transport = CachingTransport(
        wrapping: Answers([TransportResponse(status: 200, body: body)]), cache: cache)
      _ = try await transport.send(request)
      let kept = await cache.cached(for: request)
      XCTAssertNil(kept, String(decoding: body, as: UTF8.self))
    }
    // An error key inside a film, not at the top, is a film's field like any other.
    let cache = try cache()
    let film = Data(
      #"{"page":1,"results":[{"id":1,"title":"A","status_code":1,"status_message":"x"}],"total_pages":1,"total_results":1}"#
        .utf8)
    let transport = CachingTransport(
      wrapping: Answers([TransportResponse(status: 200, body: film)]), cache: cache)
    _ = try await transport.send(request)
    let kept = await cache.cached(for: request)
    XCTAssertNotNil(kept)
  }
}

extension CacheOneCheckTests {
  /// JSON in UTF-16: kept when it opens with its `{` (little-endian, as before), never when it
  /// opens with a NUL or a byte order mark (big-endian, as before), nor when it is the error
  /// object.
  func testWideJSONIsJudgedAsBefore() async throws {
    let request = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let page = #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#
    let error = #"{"status_code":7,"status_message":"x","page":1,"results":[]}"#
    let cases: [(Data, Bool)] = [
      (page.data(using: .utf16LittleEndian)!, true),
      (page.data(using: .utf16BigEndian)!, false),
      (Data([0xFF, 0xFE]) + page.data(using: .utf16LittleEndian)!, false),
      (error.data(using: .utf16LittleEndian)!, false),
    ]
    for (body, kept) in cases {
      let cache = try ResponseCache(
        url: try makeTemporaryFolder(self).appendingPathComponent("cache.sqlite"))
      let transport = CachingTransport(
        wrapping: Answers([TransportResponse(status: 200, body: body)]), cache: cache)
      _ = try await transport.send(request)
      let row = await cache.cached(for: request)
      XCTAssertEqual(row != nil, kept, "\(body.prefix(4).map { $0 })")
    }
  }
}
