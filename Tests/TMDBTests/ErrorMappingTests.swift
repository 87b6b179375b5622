import Foundation
import XCTest

@testable import TMDB

/// TMDB's error bodies, and how the client turns each status into a `TMDBError`.
final class ErrorMappingTests: XCTestCase {
  private func errorBody(_ text: String) throws -> TMDBErrorBody {
    try PayloadDecoder.decode(TMDBErrorBody.self, from: Data(text.utf8), endpoint: "x")
  }

  func testTheThreeErrorBodyShapes() throws {
    XCTAssertEqual(
      try errorBody(
        #"{"success": false, "status_code": 34, "status_message": "The resource you requested could not be found."}"#
      ),
      TMDBErrorBody(statusCode: 34, message: "The resource you requested could not be found."))
    XCTAssertEqual(
      try errorBody(
        #"{"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key."}"#
      ),
      TMDBErrorBody(statusCode: 7, message: "Invalid API key: You must be granted a valid key."))
    XCTAssertEqual(
      try errorBody(
        #"{"errors": ["query must be provided", "page must be less than or equal to 500"]}"#),
      TMDBErrorBody(
        statusCode: nil, message: "query must be provided; page must be less than or equal to 500"))
  }

  func testSomethingElseIsNotAnErrorBody() {
    XCTAssertThrowsError(try errorBody(#"{"page": 1}"#))
    XCTAssertThrowsError(try errorBody(#"{"errors": []}"#))
  }

  /// What the client throws for popular page 1 answered with `status` and `body`.
  private func failure(
    _ status: Int, headers: [String: String] = [:], body: String = ""
  ) async -> TMDBError? {
    let client = TMDBClient(transport: StubTransport(status: status, headers: headers, body: body))
    return await expectError { try await client.page(.category(.popular), page: 1) }
  }

  func testUnauthorizedCarriesTMDBsMessageNeverTheKey() async {
    let error = await failure(
      401,
      body:
        #"{"success": false, "status_code": 7, "status_message": "Invalid API key: You must be granted a valid key."}"#
    )
    XCTAssertEqual(
      error, .unauthorized(message: "Invalid API key: You must be granted a valid key."))
    let answer1 = await failure(401)
    XCTAssertEqual(answer1, .unauthorized(message: "HTTP 401"))
  }

  func testNotFound() async {
    let client = TMDBClient(
      transport: StubTransport(
        status: 404,
        body:
          #"{"success": false, "status_code": 34, "status_message": "The resource you requested could not be found."}"#
      ))
    let error = await expectError { try await client.details(id: 9_999_999) }
    XCTAssertEqual(error, .notFound(endpoint: "movie 9999999"))
    XCTAssertEqual(error?.message, "Not found: TMDB has no movie 9999999.")
    XCTAssertEqual(error?.isTransient, false)
  }

  func testInvalidPage() async {
    let error = await failure(
      400,
      body:
        #"{"success": false, "status_code": 22, "status_message": "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."}"#
    )
    XCTAssertEqual(
      error,
      .rejected(
        status: 400,
        message:
          "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."))
  }

  func testNotFoundCodeInA400IsNotFound() async {
    let error = await failure(400, body: #"{"status_code": 34, "status_message": "gone"}"#)
    XCTAssertEqual(error, .notFound(endpoint: "popular page 1"))
  }

  func testUnprocessableWithErrors() async {
    let error = await failure(422, body: #"{"errors": ["query must be provided"]}"#)
    XCTAssertEqual(error, .rejected(status: 422, message: "query must be provided"))
    let answer2 = await failure(422, body: "<html></html>")
    XCTAssertEqual(answer2, .rejected(status: 422, message: "HTTP 422"))
  }

  func testRateLimitedHonoursRetryAfter() async {
    let error = await failure(429, headers: ["retry-after": "3"], body: "{}")
    XCTAssertEqual(error, .rateLimited(retryAfter: 3))
    XCTAssertEqual(error?.message, "TMDB is rate limiting; retry in 3 s.")
    XCTAssertEqual(error?.isTransient, true)
    let answer3 = await failure(429)
    XCTAssertEqual(answer3, .rateLimited(retryAfter: nil))
  }

  func testServerErrors() async {
    let error = await failure(
      500,
      body:
        #"{"status_code": 11, "status_message": "Internal error: Something went wrong, contact TMDB."}"#
    )
    XCTAssertEqual(
      error, .server(status: 500, message: "Internal error: Something went wrong, contact TMDB."))
    let unavailable = await failure(503, body: "<html><body>Service Unavailable</body></html>")
    XCTAssertEqual(unavailable, .server(status: 503, message: nil))
    XCTAssertEqual(unavailable?.message, "TMDB had a server error (503).")
    XCTAssertEqual(unavailable?.isTransient, true)
  }

  func testAnUnexplainedStatus() async {
    let answer4 = await failure(418, body: "teapot")
    XCTAssertEqual(answer4, .unexpectedStatus(418, endpoint: "popular page 1"))
    let answer5 = await failure(302)
    XCTAssertEqual(answer5, .unexpectedStatus(302, endpoint: "popular page 1"))
  }

  func testTransportFailuresBecomeNetworkErrors() async {
    let timedOut = TMDBClient(transport: StubTransport { _ in throw NetworkFailure.timedOut })
    let error = await expectError { try await timedOut.configuration() }
    XCTAssertEqual(error, .network(.timedOut, endpoint: "configuration"))
    XCTAssertEqual(error?.message, "Network error loading configuration: the request timed out.")

    let cancelled = TMDBClient(transport: StubTransport { _ in throw CancellationError() })
    let stopped = await expectError { try await cancelled.genres() }
    XCTAssertEqual(stopped, .network(.cancelled, endpoint: "genre list"))
    XCTAssertEqual(stopped?.isTransient, false)
  }
}
