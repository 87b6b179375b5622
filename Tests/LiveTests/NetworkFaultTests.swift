import App
import Foundation
import TMDB
import XCTest

/// Faults below HTTP: timeouts, refused connections, unknown hosts, resets, truncated and
/// non-JSON bodies, and cancellation that really stops the request.
final class NetworkFaultTests: XCTestCase {
  func testATimeoutGivesUpAfterTheWholeRequestTimeAndHangsUp() async throws {
    let server = try StandInServer { _ in .stall }
    defer { server.stop() }
    let (seconds, error) = await timed {
      try await liveClient(server, timeout: 0.4).search("dune", page: 1)
    }
    XCTAssertEqual(
      error?.message, "Network error loading search \"dune\" page 1: the request timed out.")
    XCTAssertGreaterThanOrEqual(seconds, 0.4)
    XCTAssertLessThan(seconds, 1.5)
    XCTAssertEqual(server.requests.count, 1, "the whole timeout was spent: not retried")
    try await waitForHangUp(server)
  }

  func testASlowServerWithinTheTimeoutIsFine() async throws {
    let server = try StandInServer { await catalogReply($0, delay: 0.3) }
    defer { server.stop() }
    let page = try await liveClient(server, timeout: 2).search("dune", page: 1)
    XCTAssertFalse(page.results.isEmpty)
  }

  func testARefusedConnectionSaysSoAtOnce() async throws {
    let port = try closedPort()
    let client = TMDBClient(
      transport: Services.live(
        baseURL: URL(string: "http://127.0.0.1:\(port)")!, credential: nil, timeout: 5,
        policy: fastPolicy()))
    let (seconds, error) = await timed { try await client.genres() }
    XCTAssertEqual(
      error?.message,
      "Network error loading genre list: could not connect to 127.0.0.1:\(port) (the connection was refused or the network is down)."
    )
    XCTAssertLessThan(seconds, 1, "refused connections are not retried")
  }

  func testAnUnknownHostSaysSo() async throws {
    let client = TMDBClient(
      transport: Services.live(
        baseURL: URL(string: "http://reel-test.invalid")!, credential: nil, timeout: 5,
        policy: fastPolicy()))
    let (_, error) = await timed { try await client.genres() }
    XCTAssertEqual(
      error?.message,
      "Network error loading genre list: could not resolve reel-test.invalid (check the network, or --api-base-url)."
    )
  }

  func testAResetMidBodyIsRetriedThenReported() async throws {
    let body = Data(String(repeating: #"{"genres": []}  "#, count: 400).utf8)
    let server = try StandInServer { _ in .resetMidBody(body: body, after: 1000) }
    defer { server.stop() }
    let notices = Collector<String>()
    let (_, error) = await timed {
      try await liveClient(server, onRetry: { notices.append($0.message) }).genres()
    }
    XCTAssertEqual(error?.message, "Network error loading genre list: the connection was lost.")
    XCTAssertEqual(server.requests.count, 4)
    XCTAssertEqual(
      notices.all.first, "The connection to TMDB was lost; waiting 0.1 s (try 2 of 4).")
  }

  func testAResetOnceThenAnAnswerSucceeds() async throws {
    let count = Collector<Int>()
    let server = try StandInServer { request in
      count.append(1)
      if count.all.count == 1 {
        return .resetMidBody(body: Data(String(repeating: " ", count: 5000).utf8), after: 100)
      }
      return await catalogReply(request)
    }
    defer { server.stop() }
    let page = try await liveClient(server).page(.category(.popular), page: 1)
    XCTAssertEqual(page.results.count, 20)
    XCTAssertEqual(server.requests.count, 2)
  }

  func testABodyShorterThanItsContentLengthIsAnError() async throws {
    let body = Data(#"{"genres": [{"id": 18, "name": "Drama"}]}"#.utf8)
    let server = try StandInServer { _ in .truncated(body: body, after: 20) }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(error?.message, "Network error loading genre list: the connection was lost.")
    XCTAssertEqual(server.requests.count, 4, "a cut-off answer is retried like a reset")
  }

  func testTruncatedJSONWithoutALengthIsUnreadable() async throws {
    let server = try StandInServer { _ in .json(200, #"{"genres": [{"id": 18, "na"#) }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(
      error?.message,
      "Unreadable response for genre list: it is not valid JSON (truncated, or invalid UTF-8).")
    XCTAssertEqual(server.requests.count, 1)
  }

  func testAnHTMLPageInsteadOfJSONSaysSo() async throws {
    let server = try StandInServer { _ in
      .respond(
        status: 200, headers: ["Content-Type": "text/html"],
        body: Data("<html><head><title>Captive portal</title></head></html>".utf8))
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).search("dune", page: 1) }
    XCTAssertEqual(
      error?.message,
      "Unreadable response for search \"dune\" page 1: it is not JSON (an HTML page).")
  }

  func testCancellingARequestClosesItsConnection() async throws {
    let server = try StandInServer { _ in .stall }
    defer { server.stop() }
    let client = liveClient(server, timeout: 30)
    let task = Task { await timed { try await client.search("dune", page: 1) } }
    try await waitUntil { server.requests.count == 1 }
    task.cancel()
    let (seconds, error) = await task.value
    XCTAssertEqual(error, .network(.cancelled, endpoint: "search \"dune\" page 1"))
    XCTAssertLessThan(seconds, 2)
    try await waitForHangUp(server)
  }

  func testCancellingDuringABackoffWaitStopsAtOnce() async throws {
    let server = try StandInServer { _ in .json(503, "{}") }
    defer { server.stop() }
    // A timeout longer than the wait: a request waits to try again only within its timeout.
    let client = liveClient(server, timeout: 30, policy: fastPolicy(base: .seconds(5)))
    let task = Task { await timed { try await client.genres() } }
    try await waitUntil { server.requests.count == 1 }
    try await Task.sleep(for: .milliseconds(50))
    task.cancel()
    let (seconds, error) = await task.value
    XCTAssertEqual(error, .network(.cancelled, endpoint: "genre list"))
    XCTAssertLessThan(seconds, 1)
    XCTAssertEqual(server.requests.count, 1)
  }

  private func waitForHangUp(_ server: StandInServer) async throws {
    try await waitUntil { !server.clientHangUps.isEmpty }
  }
}

/// Polls `condition` every 10 ms for up to 3 s.
func waitUntil(
  file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async throws {
  for _ in 0..<300 {
    if condition() { return }
    try await Task.sleep(for: .milliseconds(10))
  }
  XCTFail("timed out waiting", file: file, line: line)
}
