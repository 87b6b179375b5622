import App
import Foundation
import XCTest

@testable import TMDB

/// `--timeout` is what a whole request may take (its help says so, and README's "the request
/// timed out" row): tries again after a lost connection or a 5xx start only while that time
/// lasts, and end with it. A server that answered each try slowly and then broke off held the
/// user for four whole timeouts and the waits between them.
///
/// The servers below are slow on purpose; the assertions count tries, which a loaded machine
/// can only make fewer.
final class RetriesWithinTimeoutTests: XCTestCase {
  func testASlowAnswerCutOffIsNotTriedAgainPastTheTimeout() async throws {
    let body = Data(String(repeating: #"{"genres": []}  "#, count: 400).utf8)
    let server = try StandInServer { _ in
      // Silence for most of the timeout, then half an answer and a reset.
      try? await Task.sleep(for: .milliseconds(1200))
      return .resetMidBody(body: body, after: 1000)
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server, timeout: 2).genres() }
    // The first try took 1.2 s of the 2; a second starts within them and ends with them (the
    // request timed out), or, on a slow machine, none starts (the connection was lost).
    XCTAssertLessThanOrEqual(server.requests.count, 2)
    let message = try XCTUnwrap(error?.message)
    XCTAssertTrue(
      [
        "Network error loading genre list: the request timed out.",
        "Network error loading genre list: the connection was lost.",
      ].contains(message), message)
  }

  func testASlowServerErrorIsNotTriedAgainPastTheTimeout() async throws {
    let server = try StandInServer { _ in
      .json(503, #"{"status_code": 11, "status_message": "busy"}"#, delay: 1.2)
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server, timeout: 2).genres() }
    XCTAssertLessThanOrEqual(server.requests.count, 2)
    let message = try XCTUnwrap(error?.message)
    XCTAssertTrue(
      message.hasPrefix("TMDB had a server error (503)")
        || message == "Network error loading genre list: the request timed out.", message)
  }

  func testQuickFailuresAreStillTriedFourTimes() async throws {
    // The time limit takes nothing from retries that fit in it.
    let server = try StandInServer { _ in
      .json(503, #"{"status_code": 11, "status_message": "busy"}"#)
    }
    defer { server.stop() }
    let (_, error) = await timed { try await liveClient(server, timeout: 5).genres() }
    XCTAssertEqual(server.requests.count, 4)
    XCTAssertEqual(
      error?.message, "TMDB had a server error (503): busy; gave up after 4 tries.")
  }

  func testTheWaitBeforeATryCountsAgainstTheTimeToo() async throws {
    // Attempts answered at once, but a backoff longer than the time left: not waited for.
    let server = try StandInServer { _ in
      .json(503, #"{"status_code": 11, "status_message": "busy"}"#)
    }
    defer { server.stop() }
    let (_, error) = await timed {
      try await liveClient(server, timeout: 1, policy: fastPolicy(base: .seconds(2))).genres()
    }
    XCTAssertEqual(server.requests.count, 1, "a 2 s wait is not started with 1 s to go")
    XCTAssertEqual(error?.message, "TMDB had a server error (503): busy")
  }
}
