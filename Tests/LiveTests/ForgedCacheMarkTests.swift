import Foundation
import XCTest

@testable import TMDB

/// review33: `x-reel-cache` is Reel's own mark for an answer its response cache gave (and a
/// recording keeps it). A server that sent the header itself made a live answer look cached:
/// the inspector said "cache", a recording wrote it as cached, and the live answer was kept
/// from replacing an older record of the same request.
final class ForgedCacheMarkTests: XCTestCase {
  private static func answer(_ body: String) -> Data {
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
      + "X-Reel-Cache: 2001-01-01T00:00:00.000Z\r\nx-reel-cache : 1999-01-01T00:00:00.000Z\r\n"
      + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
    return Data((head + body).utf8)
  }

  func testAServersCacheMarkIsDropped() async throws {
    let bytes = Self.answer(#"{"id":1}"#)
    let server = try StandInServer { _ in .raw(bytes) }
    defer { server.stop() }
    let transport = HTTPTransport(baseURL: server.baseURL, credential: nil, timeout: 20)
    let response = try await transport.send(TransportRequest(path: "/3/movie/1"))
    XCTAssertEqual(response.status, 200)
    XCTAssertNil(response.headers[ReplayRecorder.cacheHeader])
    XCTAssertEqual(response.headers["content-type"], "application/json")
  }

  func testARecordingKeepsTheLiveAnswerOfAServerThatSendsTheMark() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("forged-mark-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let request = TransportRequest(path: "/3/movie/1")
    let old = Self.answer(#"{"id":1,"v":"old"}"#)
    let oldServer = try StandInServer { _ in .raw(old) }
    defer { oldServer.stop() }
    _ = try await ReplayRecorder(
      wrapping: HTTPTransport(baseURL: oldServer.baseURL, credential: nil, timeout: 20),
      directory: folder
    ).send(request)
    let new = Self.answer(#"{"id":1,"v":"new"}"#)
    let newServer = try StandInServer { _ in .raw(new) }
    defer { newServer.stop() }
    _ = try await ReplayRecorder(
      wrapping: HTTPTransport(baseURL: newServer.baseURL, credential: nil, timeout: 20),
      directory: folder
    ).send(request)

    let replayed = try await ReplayTransport(directory: folder).send(request)
    let body = try JSONSerialization.jsonObject(with: replayed.body) as? [String: Any]
    XCTAssertEqual(body?["v"] as? String, "new", "the live answer replaced the old record")
    XCTAssertNil(replayed.headers[ReplayRecorder.cacheHeader], "TMDB's answer, not the cache's")
  }
}
