import Foundation
import XCTest

@testable import TMDB

/// Every `x-reel-…` header is Reel's own mark (the cache's, the retries' count, an answer never
/// sent): a server's is dropped, as review33 dropped a forged cache mark. A server that sent
/// `X-Reel-Attempts: 99` with a 404 had Reel say it "gave up after 99 tries" of one request;
/// `X-Reel-Not-Sent` made the inspector say a request it sent never went out.
final class ForgedReelHeadersTests: XCTestCase {
  private static func answer(_ status: String, _ headers: [String], _ body: String) -> Data {
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\n"
      + headers.map { $0 + "\r\n" }.joined()
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
    return Data((head + body).utf8)
  }

  func testAServersAttemptCountIsNotReelsOwn() async throws {
    let bytes = Self.answer(
      "404 Not Found", ["X-Reel-Attempts: 99"],
      #"{"status_code": 34, "status_message": "The resource could not be found."}"#)
    let server = try StandInServer { _ in .raw(bytes) }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).details(id: 1) }
    XCTAssertEqual(error?.message, "Not found: TMDB has no movie 1.")
    XCTAssertEqual(server.requests.count, 1)
  }

  func testNoServerHeaderTakesAReelName() async throws {
    let bytes = Self.answer(
      "200 OK",
      [
        "X-Reel-Not-Sent: yes", "x-reel-attempts: 3", "X-REEL-IMAGE-HOST-RETRY-AFTER: 300",
        "x-reel-anything-else : 1", "X-Reeling: kept",
      ], #"{"id": 1}"#)
    let server = try StandInServer { _ in .raw(bytes) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil, timeout: 20)
    let response = try await transport.send(TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(response.status, 200)
    XCTAssertEqual(
      response.headers.keys.filter { $0.hasPrefix("x-reel") }.sorted(), ["x-reeling"],
      "\(response.headers)")
    XCTAssertEqual(response.headers["content-type"], "application/json")
  }
}
