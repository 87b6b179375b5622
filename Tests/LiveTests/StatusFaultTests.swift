import Foundation
import TMDB
import XCTest

/// TMDB's error statuses against a real server: the message, how many tries, how far apart.
/// Backoff steps are 40, 80, 160 ms here (`fastPolicy`); production uses 0.5, 1, 2 s.
final class StatusFaultTests: XCTestCase {
  /// A server that answers with `replies` in turn (the last one forever after).
  private func server(_ replies: [Reply]) throws -> StandInServer {
    let served = Collector<Int>()
    return try StandInServer { _ in
      served.append(1)
      return replies[min(served.all.count, replies.count) - 1]
    }
  }

  func testA401NamesTheCredentialAndWhereItCameFromNeverItsValue() async throws {
    let server = try server([.json(401, invalidKeyBody)])
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).search("dune", page: 1) }
    XCTAssertEqual(
      error?.message,
      "TMDB refused the API key from TMDB_API_KEY (401: Invalid API key: You must be granted a valid key.)."
    )
    XCTAssertEqual(server.requests.count, 1, "a refused credential is not retried")
    XCTAssertFalse(String(describing: error).contains(testKey))

    let token = Credential(testToken, declared: .accessToken, origin: "--access-token")
    let (_, refused) = await timed { try await liveClient(server, credential: token).genres() }
    XCTAssertEqual(
      refused?.message,
      "TMDB refused the access token from --access-token (401: Invalid API key: You must be granted a valid key.)."
    )
    XCTAssertFalse(String(describing: refused).contains(testToken))
  }

  func testA404SaysWhatIsMissing() async throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).details(id: 999_999_999) }
    XCTAssertEqual(error?.message, "Not found: TMDB has no movie 999999999.")
    XCTAssertEqual(server.requests.count, 1)
  }

  func testA400And422CarryTMDBsOwnMessage() async throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let (_, badPage) = await timed { try await liveClient(server).search("dune", page: 501) }
    XCTAssertEqual(
      badPage?.message,
      "TMDB rejected the request: Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."
    )
    let unprocessable = try self.server([
      .json(422, #"{"errors": ["query must be provided"]}"#)
    ])
    defer { unprocessable.stop() }
    let (_, error) = await timed { try await liveClient(unprocessable).search(" ", page: 1) }
    XCTAssertEqual(error?.message, "TMDB rejected the request: query must be provided")
    XCTAssertEqual(unprocessable.requests.count, 1, "a rejected request is not retried")
  }

  func testA429HonoursRetryAfterAndSaysItIsWaiting() async throws {
    let limited = Reply.json(
      429, #"{"status_code": 25, "status_message": "Your request count is over the limit."}"#,
      headers: ["Retry-After": "1"])
    let server = try server([limited, .json(200, #"{"genres": []}"#)])
    defer { server.stop() }
    let notices = Collector<RetryNotice>()
    let (_, error) = await timed {
      try await liveClient(server, onRetry: { notices.append($0) }).genres()
    }
    XCTAssertNil(error)
    XCTAssertEqual(server.requests.count, 2)
    for gap in gaps(server.requests) {
      XCTAssertGreaterThanOrEqual(gap, 1)
    }
    XCTAssertEqual(
      notices.all.map(\.message), ["TMDB is rate limiting; waiting 1 s (try 2 of 4)."])
  }

  func testARetryAfterThatIsNotWholeSecondsOrADateIsIgnored() async throws {
    // "0.25" is not RFC 9110 delay-seconds: the usual backoff (40 ms, then 80 ms) applies.
    let server = try server([
      .json(429, "{}", headers: ["Retry-After": "0.25"]),
      .json(429, "{}", headers: ["Retry-After": "-1"]), .json(200, #"{"genres": []}"#),
    ])
    defer { server.stop() }
    let notices = Collector<RetryNotice>()
    _ = await timed { try await liveClient(server, onRetry: { notices.append($0) }).genres() }
    XCTAssertEqual(notices.all.map(\.delay), [.milliseconds(40), .milliseconds(80)])
  }

  func testA429WithoutRetryAfterBacksOffExponentiallyThenGivesUp() async throws {
    let server = try server([.json(429, "{}")])
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).page(.category(.popular), page: 1) }
    XCTAssertEqual(error?.message, "TMDB is rate limiting; gave up after 4 tries.")
    XCTAssertEqual(error?.isTransient, true)
    XCTAssertEqual(server.requests.count, 4)
    assertSpacing(gaps(server.requests), [0.04, 0.08, 0.16])
  }

  func testJitterShortensTheWaitToNoLessThanHalfAStep() async throws {
    let server = try server([.json(503, "{}")])
    defer { server.stop() }
    let policy = fastPolicy(base: .milliseconds(80), random: 0)
    _ = await timed { try await liveClient(server, policy: policy).genres() }
    assertSpacing(gaps(server.requests), [0.04, 0.08, 0.16])
  }

  func testARetryAfterLongerThanTheLongestWaitIsNotWaitedFor() async throws {
    let server = try server([.json(429, "{}", headers: ["Retry-After": "60"])])
    defer { server.stop() }
    let (seconds, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(error?.message, "TMDB is rate limiting; retry in 60 s.")
    XCTAssertEqual(server.requests.count, 1)
    XCTAssertLessThan(seconds, 1)
  }

  func testA500IsRetriedThenReportedWithTMDBsMessage() async throws {
    let server = try server([
      .json(
        500,
        #"{"status_code": 11, "status_message": "Internal error: Something went wrong, contact TMDB."}"#
      )
    ])
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).configuration() }
    XCTAssertEqual(
      error?.message,
      "TMDB had a server error (500): Internal error: Something went wrong, contact TMDB; gave up after 4 tries."
    )
    XCTAssertEqual(server.requests.count, 4)
    assertSpacing(gaps(server.requests), [0.04, 0.08, 0.16])
  }

  func testGatewayErrorsAreRetriedUntilTMDBAnswers() async throws {
    for status in [502, 503, 504] {
      let proxyPage = "<html><body><h1>\(status) Gateway</h1></body></html>"
      let server = try server([
        .respond(
          status: status, headers: ["Content-Type": "text/html"], body: Data(proxyPage.utf8)),
        .json(200, #"{"genres": [{"id": 18, "name": "Drama"}]}"#),
      ])
      defer { server.stop() }
      let notices = Collector<String>()
      let genres = try await liveClient(server, onRetry: { notices.append($0.message) }).genres()
      XCTAssertEqual(genres.map(\.name), ["Drama"])
      XCTAssertEqual(server.requests.count, 2)
      XCTAssertEqual(
        notices.all, ["TMDB had a server error (\(status)); waiting 0.1 s (try 2 of 4)."])
    }
  }

  func testAProxysHTMLErrorPageThatNeverClearsSaysSo() async throws {
    let server = try server([
      .respond(
        status: 502, headers: ["Content-Type": "text/html"],
        body: Data("<!DOCTYPE html><html><body>Bad gateway</body></html>".utf8))
    ])
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server).genres() }
    XCTAssertEqual(error?.message, "TMDB had a server error (502); gave up after 4 tries.")
    XCTAssertEqual(server.requests.count, 4)
  }

  /// Each gap is at least the expected wait and not much more (a request's own round trip).
  private func assertSpacing(
    _ actual: [Double], _ expected: [Double], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
    for (gap, wait) in zip(actual, expected) {
      XCTAssertGreaterThanOrEqual(gap, wait, "\(actual)", file: file, line: line)
      XCTAssertLessThan(gap, wait + 0.15, "\(actual)", file: file, line: line)
    }
  }
}
