import Foundation
import XCTest

@testable import TMDB

/// Lists and objects longer than any TMDB answer has, wherever they are in an answer. Pages
/// were bounded (1,000 films); a person's credits, a collection's parts, a film's cast, the
/// countries of its streaming offers were not: 8 MB of small entries decoded to 90,000 credits
/// (`reel person` peaked at 191 MB, and the browser held and sorted them all). Every list and
/// object now has at most `10_000` entries, counted in the bytes before
/// anything is decoded.
final class OverlongListTests: XCTestCase {
  private let limit = PayloadDecoder.maximumEntries
  private let reason =
    "it has a list or object of more than 10000 entries; no TMDB answer has as many"

  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws(TMDBError) -> T {
    try PayloadDecoder.decode(T.self, from: Data(json.utf8), endpoint: "person 1")
  }

  private func entries(_ count: Int, _ entry: (Int) -> String) -> String {
    (1...count).map(entry).joined(separator: ",")
  }

  private func assertRefused<T: Decodable>(
    _ type: T.Type, _ json: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try decode(T.self, json), file: file, line: line) { error in
      XCTAssertEqual(
        error as? TMDBError, .badResponse(endpoint: "person 1", reason: .said(reason)),
        file: file, line: line)
    }
  }

  func testAPersonWithMoreCreditsThanAnyoneHasIsRefused() throws {
    func person(_ count: Int) -> String {
      #"{"id": 1, "name": "N", "movie_credits": {"cast": ["#
        + entries(count) { #"{"id": \#($0), "title": "t", "character": "c"}"# }
        + #"], "crew": []}}"#
    }
    XCTAssertEqual(
      try decode(PersonDetails.self, person(limit)).movieCredits?.cast.count, limit,
      "as many as the limit are kept")
    assertRefused(PersonDetails.self, person(limit + 1))
  }

  func testACollectionWithTensOfThousandsOfPartsIsRefused() {
    let json =
      #"{"id": 10, "name": "Huge", "parts": ["#
      + entries(3 * limit) { #"{"id": \#($0), "title": "P"}"# } + "]}"
    assertRefused(MovieCollection.self, json)
  }

  func testAFilmWithACastOfTensOfThousandsIsRefused() {
    let json =
      #"{"id": 5, "title": "Big Cast", "credits": {"cast": ["#
      + entries(2 * limit) { #"{"id": \#($0), "name": "N", "order": \#($0)}"# }
      + #"], "crew": []}}"#
    assertRefused(MovieDetails.self, json)
  }

  func testStreamingOffersInTensOfThousandsOfCountriesAreRefused() {
    // An object, not a list: its members count the same way.
    let json =
      #"{"id": 1, "results": {"#
      + entries(2 * limit) { #""C\#($0)": {"link": "https://x"}"# } + "}}"
    assertRefused(WatchProviderResults.self, json)
  }

  func testAPageOfTensOfThousandsOfFilmsIsRefusedBeforeItIsParsed() {
    let json =
      #"{"page": 1, "total_pages": 1, "results": ["# + entries(2 * limit) { _ in "{}" } + "]}"
    assertRefused(MoviePage.self, json)
  }

  func testCommasInsideStringsAndNestedListsDoNotCount() throws {
    // 6,000 films of two genres each: 12,000 genre ids, but no list of more than 6,000.
    let commas = String(repeating: ",", count: 2 * limit)
    let json =
      #"{"id": 1, "name": "\#(commas)", "movie_credits": {"cast": ["#
      + entries(6_000) { #"{"id": \#($0), "title": "a,b", "genre_ids": [1, 2]}"# }
      + #"], "crew": []}}"#
    let person = try decode(PersonDetails.self, json)
    XCTAssertEqual(person.movieCredits?.cast.count, 6_000)
  }
}
