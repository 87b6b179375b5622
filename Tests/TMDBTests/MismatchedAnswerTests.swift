import Foundation
import XCTest

@testable import TMDB

/// An answer that does not match its request is an error naming both, never used.
final class MismatchedAnswerTests: XCTestCase {
  func testDetailsForAnotherMovieAreAnErrorNamingBothIDs() async {
    let client = TMDBClient(
      transport: StubTransport(body: #"{"id": 424242, "title": "Someone Else's Film"}"#))
    let error = await expectError { try await client.details(id: 1005) }
    XCTAssertEqual(error, .wrongMovie(asked: 1005, answered: 424_242))
    XCTAssertEqual(
      error?.message,
      "TMDB answered with movie 424242 when asked for movie 1005; nothing was used.")
    XCTAssertEqual(error?.isTransient, false)
  }

  func testDetailsForTheAskedMovieAreFine() async throws {
    let client = TMDBClient(transport: StubTransport(body: #"{"id": 1005, "title": "Asked"}"#))
    let details = try await client.details(id: 1005)
    XCTAssertEqual(details.title, "Asked")
  }

  func testAnotherPageThanTheOneAskedForIsATypedFailedPage() async {
    let body = pageJSON(
      page: 1, movies: [movieJSON(id: 7, title: "Page One")], totalPages: 5, totalResults: 90)
    let client = TMDBClient(transport: StubTransport(body: body))
    let listed = await expectError { try await client.page(.category(.popular), page: 3) }
    XCTAssertEqual(listed, .wrongPage(endpoint: "popular page 3", asked: 3, answered: 1))
    XCTAssertEqual(
      listed?.message,
      "TMDB answered with page 1 when asked for popular page 3; the page was not used.")
    XCTAssertEqual(listed?.isTransient, false, "asking again gets the same: never loop on it")
    let searched = await expectError { try await client.search("dune", page: 2) }
    XCTAssertEqual(searched, .wrongPage(endpoint: "search \"dune\" page 2", asked: 2, answered: 1))
  }
}
