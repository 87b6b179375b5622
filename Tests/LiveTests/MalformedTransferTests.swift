import App
import Foundation
import XCTest

@testable import TMDB

/// Answers whose framing is broken by the server itself (a chunk size that is not a number,
/// or one past 2^63): the same server sends the same bytes again, so they are not a lost
/// connection to try three more times, and the message says what is wrong.
final class MalformedTransferTests: XCTestCase {
  private static func chunked(_ chunks: String) -> Reply {
    .raw(
      Data(
        ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
          + "Connection: close\r\n\r\n" + chunks).utf8))
  }

  func testAChunkSizeThatIsNotANumberIsNotALostConnection() async throws {
    let server = try StandInServer { _ in Self.chunked("zz\r\n{}\r\n0\r\n\r\n") }
    defer { server.stop() }
    let notices = Collector<String>()
    let (_, error) = await timed {
      try await liveClient(server, onRetry: { notices.append($0.message) }).genres()
    }
    XCTAssertEqual(
      error?.message,
      "Network error loading genre list: the server at 127.0.0.1:\(server.port) sent something "
        + "that is not a readable HTTP answer.")
    XCTAssertEqual(server.requests.count, 1, "the same server would send the same bytes")
    XCTAssertEqual(notices.all, [], "no 'connection lost, waiting' on the way")
  }

  func testAChunkSizePastSixtyFourBitsIsNotALostConnection() async throws {
    let server = try StandInServer { _ in
      Self.chunked("ffffffffffffffff\r\n{\"genres\": []}\r\n0\r\n\r\n")
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(
      error?.message,
      "Network error loading genre list: the server at 127.0.0.1:\(server.port) sent something "
        + "that is not a readable HTTP answer.")
    XCTAssertEqual(server.requests.count, 1)
  }

  func testAWellFormedChunkedAnswerStillReads() async throws {
    let body = #"{"genres": [{"id": 18, "name": "Drama"}]}"#
    let split = body.index(body.startIndex, offsetBy: 10)
    let server = try StandInServer { _ in
      Self.chunked(
        String(format: "%x\r\n", 10) + body[..<split] + "\r\n"
          + String(format: "%x\r\n", body.utf8.count - 10) + body[split...] + "\r\n0\r\n\r\n")
    }
    defer { server.stop() }
    let genres = try await liveClient(server).genres()
    XCTAssertEqual(genres, [Genre(id: 18, name: "Drama")])
  }

  func testACutOffChunkedAnswerIsStillALostConnection() async throws {
    // The framing was right; the connection ended before the last chunk: worth another try.
    let server = try StandInServer { _ in Self.chunked("40\r\n{\"genres\": [") }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(error?.message, "Network error loading genre list: the connection was lost.")
    XCTAssertEqual(server.requests.count, 4)
  }
}
