import Foundation
import XCTest

@testable import TMDB

/// fix48: an id past 32 bits names no film, person or collection (`TMDBID.range`; `reel show`
/// and the watchlist refuse it), yet an answer's film, person or credit numbered past it was
/// taken in: a list showed it, `w` kept it, Enter asked TMDB for /movie/4294967846. Each is
/// dropped as an id of 0 or below is (the page keeps its other films; a credit keeps its name
/// and links nowhere), the same through Foundation's decoder and the fast page reader.
final class ServerIDRangeTests: XCTestCase {
  /// Ids TMDB never gives: past 32 bits, far past, 0, negative.
  private let outside = ["2147483648", "4294967846", "9223372036854775807", "0", "-1"]

  private func films(_ ids: [String]) -> String {
    ids.map { #"{"id": \#($0), "title": "Film \#($0)"}"# }.joined(separator: ", ")
  }

  func testAFilmNumberedPastThirtyTwoBitsIsNoFilm() throws {
    for id in outside {
      XCTAssertThrowsError(
        try JSONDecoder().decode(MovieSummary.self, from: Data(films([id]).utf8)), id)
    }
    let largest = try JSONDecoder().decode(
      MovieSummary.self, from: Data(films(["2147483647"]).utf8))
    XCTAssertEqual(largest.id, 2_147_483_647)
  }

  /// The full way (Foundation's decoder) keeps the page's other films.
  func testAPageKeepsItsOtherFilms() throws {
    let body =
      #"{"page": 1, "total_pages": 1, "total_results": 7, "results": [\#(films(["7"] + outside + ["2147483647"]))]}"#
    let page = try JSONDecoder().decode(MoviePage.self, from: Data(body.utf8))
    XCTAssertEqual(page.results.map(\.id), [7, 2_147_483_647])
  }

  /// A collection's films and a person's films are films as a list's are.
  func testACollectionAndAPersonKeepTheirOtherFilms() throws {
    let collection = try JSONDecoder().decode(
      MovieCollection.self,
      from: Data(#"{"id": 10, "name": "C", "parts": [\#(films(["7"] + outside))]}"#.utf8))
    XCTAssertEqual(collection.parts.map(\.id), [7])
    let person = try JSONDecoder().decode(
      PersonDetails.self,
      from: Data(
        #"{"id": 5, "name": "P", "movie_credits": {"cast": [\#(films(["7"] + outside))], "crew": [\#(films(outside + ["8"]))]}}"#
          .utf8))
    XCTAssertEqual(person.movieCredits?.cast.map(\.movie.id), [7])
    XCTAssertEqual(person.movieCredits?.crew.map(\.movie.id), [8])
  }

  /// A person in a search's results is dropped; a film's cast and crew keep their names and
  /// link to no page.
  func testAPersonNumberedPastThirtyTwoBitsIsNoPerson() throws {
    for id in outside {
      XCTAssertThrowsError(
        try JSONDecoder().decode(
          PersonSummary.self, from: Data(#"{"id": \#(id), "name": "P"}"#.utf8)), id)
    }
    let people = outside.map { #"{"id": \#($0), "name": "N\#($0)", "job": "Director"}"# }
    let credits = try JSONDecoder().decode(
      Credits.self,
      from: Data(
        #"{"cast": [\#(people.joined(separator: ","))], "crew": [\#(people.joined(separator: ","))]}"#
          .utf8))
    XCTAssertEqual(credits.cast.map(\.id), Array(repeating: nil, count: outside.count))
    XCTAssertEqual(credits.crew.map(\.id), Array(repeating: nil, count: outside.count))
    XCTAssertEqual(credits.cast.map(\.name), outside.map { "N\($0)" })
    let kept = try JSONDecoder().decode(
      Credits.self, from: Data(#"{"cast": [{"id": 2147483647, "name": "K"}], "crew": []}"#.utf8))
    XCTAssertEqual(kept.cast.map(\.id), [2_147_483_647])
  }

  /// Through the client a list's page is read by the fast reader, which must drop the same
  /// films and count them as the full way does.
  func testAPageThroughTheClientDropsThemAndCountsThem() async throws {
    let body =
      #"{"page": 1, "total_pages": 1, "total_results": 7, "results": [\#(films(["7"] + outside + ["2147483647"]))]}"#
    let page = try await TMDBClient(transport: StubTransport(body: body)).page(
      .category(.popular), page: 1)
    XCTAssertEqual(page.results.map(\.id), [7, 2_147_483_647])
    XCTAssertEqual(page.dropped.items, outside.count)
    XCTAssertNil(MoviePageReaderCheck.difference(in: Data(body.utf8)))
  }
}
