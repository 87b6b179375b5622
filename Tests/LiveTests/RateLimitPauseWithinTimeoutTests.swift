import App
import Foundation
import XCTest

@testable import TMDB

/// A 429 holds back every request until its Retry-After (up to 300 s), and that wait came
/// before the request's timeout started: after one 429 asking for five minutes (a proxy's, a
/// hostile server's), every row, page and film the user opened showed "loading" for five
/// minutes, Esc aside. A request that would wait longer than its timeout at the gate now
/// says at once that TMDB is rate limiting and when to try again; shorter pauses are still
/// waited out (RateLimitTests).
final class RateLimitPauseWithinTimeoutTests: XCTestCase {
  func testARequestDoesNotWaitOutAPauseLongerThanItsTimeout() async throws {
    let server = try StandInServer { request in
      request.value("page") == "1"
        ? .json(429, "{}", headers: ["Retry-After": "300"]) : await catalogReply(request)
    }
    defer { server.stop() }
    let client = liveClient(server, timeout: 5)
    let (_, first) = await timed { try await client.page(.category(.popular), page: 1) }
    XCTAssertEqual(first?.message, "TMDB is rate limiting; retry in 300 s.")
    let second = Task { await timed { try await client.page(.category(.popular), page: 2) } }
    // Bounded: before, this waited the whole 300 s.
    let finished = Collector<Bool>()
    Task {
      _ = await second.value
      finished.append(true)
    }
    try await waitUntil { !finished.all.isEmpty }
    second.cancel()
    let (_, error) = await second.value
    let message = try XCTUnwrap(error?.message)
    XCTAssertTrue(
      message.hasPrefix("TMDB is rate limiting; retry in ") && message.hasSuffix(" s."), message)
    let seconds = Int(message.dropFirst("TMDB is rate limiting; retry in ".count).dropLast(3))
    XCTAssertTrue((295...300).contains(seconds ?? 0), message)
    XCTAssertEqual(server.requests.count, 1, "nothing more was sent while TMDB asked to wait")
  }

  func testTheAnswerForARequestHeldBackSaysItWasNotSent() async throws {
    let gate = RequestGate()
    await gate.pause(for: .seconds(60))
    let transport = RateLimitedTransport(
      wrapping: HTTPTransport(baseURL: URL(string: "http://127.0.0.1:9")!, credential: nil),
      gate: gate, longestPause: 5)
    let response = try await transport.send(TransportRequest(path: "/3/genre/movie/list"))
    XCTAssertEqual(response.status, 429)
    XCTAssertNotNil(response.headers[RateLimitedTransport.notSentHeader])
    XCTAssertTrue(["59", "60"].contains(response.headers["retry-after"]), "\(response.headers)")
  }
}
