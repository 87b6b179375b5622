import App
import Foundation
import XCTest

@testable import TMDB

/// A server that attacks with the head of its answer rather than the body: a flood of header
/// lines, and redirects spelled so that two URL parsers could disagree on where they point.
/// Reel keeps a bounded head and never sends a request (or the credential) elsewhere.
final class HostileHeadTests: XCTestCase {
  /// `lines` copies of one short header, then a small good answer.
  private static func flood(lines: Int, name: String = "X-Flood") -> Data {
    let body = #"{"genres":[{"id":28,"name":"Action"}]}"#
    var head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    head += String(repeating: "\(name): a\r\n", count: lines)
    head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
    return Data((head + body).utf8)
  }

  func testAFloodOfRepeatedHeadersKeepsABoundedHead() async throws {
    // libcurl (7.88 with the CVE-2023-38039 fix; older ones have no limit) lets a head grow to
    // 300 KB: ~22,000 short lines of one name, all joined into one value Reel kept.
    let bytes = Self.flood(lines: 22_000)
    let server = try StandInServer { _ in .raw(bytes) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil, timeout: 20)
    let response = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
    XCTAssertEqual(response.status, 200)
    let kept = response.headers.values.reduce(0) { $0 + $1.utf8.count }
    XCTAssertLessThanOrEqual(kept, 64 * 1024, "the head Reel keeps is bounded")
    XCTAssertEqual(response.headers["content-type"], "application/json")
  }

  func testAFloodOfDistinctHeadersIsBoundedToo() async throws {
    var head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
    for index in 0..<20_000 { head += "X-\(index): a\r\n" }
    let body = #"{"genres":[]}"#
    head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
    let bytes = Data((head + body).utf8)
    let server = try StandInServer { _ in .raw(bytes) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil, timeout: 20)
    let response = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
    XCTAssertEqual(response.status, 200)
    let kept = response.headers.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    XCTAssertLessThanOrEqual(kept, 64 * 1024, "the head Reel keeps is bounded")
    XCTAssertEqual(response.headers["content-type"], "application/json")
  }

  /// What sending a request costs when the server answers with `headerLines` and a small body:
  /// the failure, and the words expected for a head too large.
  private func failure(answering headerLines: String) async throws -> (NetworkFailure?, String) {
    let body = #"{"genres":[]}"#
    let head =
      "HTTP/1.1 200 OK\r\n\(headerLines)Content-Length: \(body.utf8.count)\r\n"
      + "Connection: close\r\n\r\n"
    let bytes = Data((head + body).utf8)
    let server = try StandInServer { _ in .raw(bytes) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil, timeout: 20)
    let expected =
      "the server at 127.0.0.1:\(server.port) sent more header lines than an answer can have"
    do {
      _ = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
      return (nil, expected)
    } catch let failure as NetworkFailure {
      return (failure, expected)
    }
  }

  func testAHeadPastLibcurlsLimitIsNamedAndNotRetriedAsALostConnection() async throws {
    // libcurl stops reading a head past 300 KB and reports it as a failed receive, which Reel
    // took for a lost connection: "The connection to TMDB was lost", and tried again three
    // times, each time reading the whole flood.
    let lines = (0..<12_000).map { "X-Flood-\($0): aaaaaaaaaaaaaaa\r\n" }.joined()
    let (failure, expected) = try await failure(answering: lines)
    XCTAssertEqual(failure, .other(.said(expected)))
    XCTAssertFalse(failure.map(RetryPolicy.retries) ?? true, "the same answer would come again")
  }

  func testOneHeaderLinePastLibcurlsLimitIsNamedToo() async throws {
    // One line past 100 KB: libcurl says "out of memory".
    let (failure, expected) = try await failure(
      answering: "X-Long: \(String(repeating: "a", count: 120_000))\r\n")
    XCTAssertEqual(failure, .other(.said(expected)))
  }

  func testRedirectsSpelledToConfuseAParserNeverReachAnotherServer() async throws {
    let elsewhere = try StandInServer { _ in .json(200, #"{"genres":[]}"#) }
    defer { elsewhere.stop() }
    let other = elsewhere.port
    let server = try StandInServer { request in
      let own = request.headers["host"] ?? ""
      guard request.path.hasPrefix("/r/"), let index = Int(request.path.dropFirst(3)) else {
        return .json(200, #"{"genres":[]}"#)
      }
      let location = Self.spellings(own: own, other: other)[index]
      return .raw(
        Data(
          ("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n"
            + "Connection: close\r\n\r\n").utf8))
    }
    defer { server.stop() }
    let count = Self.spellings(own: "", other: 0).count
    for index in 0..<count {
      let transport = HTTPTransport(
        baseURL: server.baseURL, credential: Credential(testKey, declared: .apiKey, origin: "t"),
        timeout: 5)
      _ = try? await transport.send(TransportRequest(path: "/r/\(index)"))
    }
    XCTAssertEqual(
      elsewhere.requests.map(\.path), [], "no spelling of a redirect reached another server")
  }

  /// Redirect targets that name the other server in ways URL parsers read differently.
  private static func spellings(own: String, other: UInt16) -> [String] {
    [
      "http://\(own)@127.0.0.1:\(other)/x",
      "http://127.0.0.1:\(other)\\@\(own)/x",
      "//127.0.0.1:\(other)/x",
      "http://127.0.0.1:\(other)#@\(own)/x",
      "http:127.0.0.1:\(other)/x",
      " http://127.0.0.1:\(other)/x",
      "http://127.0.0.1:\(other)?@\(own)/",
      "http://\(own):@127.0.0.1:\(other)/",
      "http://127.0.0.1:\(other);@\(own)/",
      "http://127.0.0.1%3A\(other)/",
      "http://127.0.0.1:\(other)%2F@\(own)/",
      "http://\(own)%40127.0.0.1:\(other)/",
      "http://[::ffff:127.0.0.1]:\(other)/",
      "http://127.1:\(other)/",
      "http://0x7f000001:\(other)/",
      "HTTP://127.0.0.1:\(other)/",
      "http://127.0.0.1:\(other)\t/",
      "http://\(own)\r\nLocation: http://127.0.0.1:\(other)/",
    ]
  }
}
