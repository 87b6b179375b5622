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

  func testAPersonOrCollectionWithAnotherIDIsAnErrorNamingBoth() async {
    let person = TMDBClient(transport: StubTransport(body: #"{"id": 9, "name": "Someone Else"}"#))
    let personError = await expectError { try await person.person(id: 31) }
    XCTAssertEqual(personError, .wrongRecord(.person, asked: 31, answered: 9))
    XCTAssertEqual(
      personError?.message,
      "TMDB answered with person 9 when asked for person 31; nothing was used.")

    let collection = TMDBClient(
      transport: StubTransport(body: #"{"id": 10, "name": "Another Collection", "parts": []}"#))
    let collectionError = await expectError { try await collection.collection(id: 263) }
    XCTAssertEqual(collectionError, .wrongRecord(.collection, asked: 263, answered: 10))
    XCTAssertEqual(collectionError?.isTransient, false)

    let providers = TMDBClient(transport: StubTransport(body: #"{"id": 7, "results": {}}"#))
    let providersError = await expectError { try await providers.watchProviders(movieID: 550) }
    XCTAssertEqual(
      providersError?.message,
      "TMDB answered with the watch providers of movie 7 when asked for the watch providers of movie 550; nothing was used."
    )
  }

  func testAPersonAndCollectionWithTheAskedIDAreFine() async throws {
    let person = TMDBClient(transport: StubTransport(body: #"{"id": 31, "name": "Tom Hanks"}"#))
    let answered = try await person.person(id: 31)
    XCTAssertEqual(answered.name, "Tom Hanks")
    let providers = TMDBClient(transport: StubTransport(body: #"{"results": {}}"#))
    let withoutID = try await providers.watchProviders(movieID: 550)
    XCTAssertEqual(withoutID.results, [:], "an answer that names no film is kept")
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
