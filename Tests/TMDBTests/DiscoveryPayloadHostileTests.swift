import Foundation
import XCTest

@testable import TMDB

/// People answers with ids TMDB never gives (review16). A person numbered 0 or below could be
/// listed, but their page asked for would be `/person/0` or `/person/-1`: a failure the user
/// did nothing to cause. They are unreadable entries, as films with such ids already are.
final class DiscoveryPayloadHostileTests: XCTestCase {
  func testAPersonWhoseIdIsNotPositiveIsAnUnreadableEntryOfTheSearch() async throws {
    let body = #"""
      {"page": 1, "total_pages": 1, "total_results": 4, "results": [
        {"id": -1, "name": "Negative"}, {"id": 0, "name": "Zero"}, {"id": 287, "name": "Kept"},
        {"id": -9223372036854775808, "name": "Smallest"}
      ]}
      """#
    let people = try await TMDBClient(transport: StubTransport(body: body)).searchPeople("x")
    XCTAssertEqual(people.results.map(\.id), [287])
    XCTAssertEqual(people.dropped.items, 3)
    // Totals no search has are bounded as a movie page's are.
    let endless =
      #"{"page": 1, "total_pages": 1000000000, "total_results": 1099511627776, "results": []}"#
    let page = try await TMDBClient(transport: StubTransport(body: endless)).searchPeople("x")
    XCTAssertEqual(page.totalPages, MoviePage.maximumPages)
    XCTAssertEqual(page.totalResults, MoviePage.maximumResults)
  }

  /// In a film's credits the person stays (the name is worth showing) but without an id, so
  /// the detail pane does not offer a page that cannot exist.
  func testACreditedPersonWhoseIdIsNotPositiveIsNamedButNotLinked() throws {
    let json = #"""
      {"cast": [{"id": 0, "name": "Zero", "character": "A"}, {"id": 5, "name": "Five"}],
       "crew": [{"id": -3, "name": "Minus", "job": "Director"}]}
      """#
    let credits = try JSONDecoder().decode(Credits.self, from: Data(json.utf8))
    XCTAssertEqual(credits.cast.map(\.name), ["Zero", "Five"])
    XCTAssertEqual(credits.cast.map(\.id), [nil, 5])
    XCTAssertEqual(credits.crew.map(\.id), [nil])
  }

  /// Birth and death dates no calendar has are left out: "Died: 0000-00-00" in English, and
  /// "没年月日: 0" in Japanese, said nothing true. Real days, even in the future, stay.
  func testAPersonsImpossibleDatesAreLeftOut() throws {
    func person(_ birthday: String, _ deathday: String) throws -> PersonDetails {
      let json = #"{"id": 1, "name": "A", "birthday": "\#(birthday)", "deathday": "\#(deathday)"}"#
      return try JSONDecoder().decode(PersonDetails.self, from: Data(json.utf8))
    }
    for impossible in [
      "1990-13-45", "0000-00-00", "1990-02-30", "1900-02-29", "1990-00-10", "1990-1-1",
      "1963-12-18T00:00", "１９９０-01-01", "+990-01-01", "19a0-01-01", "-001-01-01",
    ] {
      let decoded = try person(impossible, impossible)
      XCTAssertNil(decoded.birthday, impossible)
      XCTAssertNil(decoded.deathday, impossible)
      XCTAssertEqual(decoded.name, "A")
    }
    for real in ["1963-12-18", "2000-02-29", "2999-01-01", "0001-01-01", "1996-12-31"] {
      XCTAssertEqual(try person(real, real).birthday, real)
      XCTAssertEqual(try person(real, real).deathday, real)
    }
  }

  /// A genre list of 5,000 genres, one named with 500 letters: "choose one of" names 40 of
  /// them, none longer than 40 characters, and says how many more there are.
  func testChooseOneOfNamesAFewGenresAndCountsTheRest() {
    let genres =
      [Genre(id: 1, name: String(repeating: "N", count: 500))]
      + (0..<4_999).map { Genre(id: 100 + $0, name: "G\($0)") }
    let message = genres.namesForMessages
    XCTAssertLessThan(message.count, 2_000, message)
    XCTAssertTrue(message.hasSuffix(", … (4960 more)"), message)
    XCTAssertTrue(message.hasPrefix("G0, G1, G2, "), message)
    let few = [Genre(id: 1, name: String(repeating: "N", count: 500)), Genre(id: 2, name: "Drama")]
    XCTAssertEqual(few.namesForMessages, "Drama, " + String(repeating: "N", count: 39) + "…")
  }

  /// A film credited with 20,000 cast and 5,000 crew keeps its top-billed 1,000 and 2,000,
  /// directors and writers first: the detail pane sorts and lists them on every key press.
  func testAFilmsHugeCreditsKeepTheTopBilledAndTheDirector() throws {
    let cast = (0..<20_000).reversed().map {
      #"{"id": \#($0 + 1), "name": "A\#($0)", "order": \#($0)}"#
    }
    let crew =
      (0..<4_999).map { #"{"id": \#($0 + 1), "name": "C\#($0)", "job": "Grip"}"# }
      + [#"{"id": 9, "name": "Dee", "job": "Director"}"#]
    let json =
      #"{"cast": [\#(cast.joined(separator: ","))], "crew": [\#(crew.joined(separator: ","))]}"#
    let credits = try JSONDecoder().decode(Credits.self, from: Data(json.utf8))
    XCTAssertEqual(credits.cast.count, Credits.castLimit)
    XCTAssertEqual(credits.cast.first?.name, "A0")
    XCTAssertEqual(credits.cast.map(\.order), (0..<Credits.castLimit).map { $0 })
    XCTAssertEqual(credits.crew.count, Credits.crewLimit)
    XCTAssertEqual(credits.crew.first?.name, "Dee")
    // Within the limits nothing moves.
    let small =
      #"{"cast": [{"name": "B", "order": 2}, {"name": "A", "order": 1}], "crew": [{"name": "G", "job": "Grip"}, {"name": "D", "job": "Director"}]}"#
    let kept = try JSONDecoder().decode(Credits.self, from: Data(small.utf8))
    XCTAssertEqual(kept.cast.map(\.name), ["B", "A"])
    XCTAssertEqual(kept.crew.map(\.name), ["G", "D"])
  }

  /// "More like this" holding the film itself and another film many times: each other film
  /// once, in TMDB's order.
  func testRelatedFilmsAreEachListedOnceAndNeverTheFilmItself() async throws {
    let rows = [7, 550, 7, 7, 8, 550, 7, 9].map { #"{"id": \#($0), "title": "F\#($0)"}"# }
    let body =
      #"{"page": 1, "total_pages": 1, "total_results": 8, "results": [\#(rows.joined(separator: ","))]}"#
    let related = try await TMDBClient(transport: StubTransport(body: body)).related(
      .recommendations, movieID: 550)
    XCTAssertEqual(related.page.results.map(\.id), [7, 8, 9])
  }
}

extension DiscoveryPayloadHostileTests {
  func testAFilmsCollectionWithAnIdTMDBNeverGivesIsNoLink() throws {
    for id in ["0", "-3", "4294967296"] {
      let json =
        #"{"id": 11, "title": "Star Wars", "belongs_to_collection": {"id": "# + id
        + #", "name": "Hostile"}}"#
      let report = DecodeReport()
      let details = try PayloadDecoder.decode(
        MovieDetails.self, from: Data(json.utf8), endpoint: "/3/movie/11", report: report)
      XCTAssertNil(details.collection, "collection id \(id)")
      XCTAssertEqual(report.counts.fields, 1, "counted as unreadable: \(id)")
    }
    let good =
      #"{"id": 11, "title": "Star Wars", "belongs_to_collection": {"id": 10, "name": "SW"}}"#
    let details = try PayloadDecoder.decode(
      MovieDetails.self, from: Data(good.utf8), endpoint: "/3/movie/11")
    XCTAssertEqual(details.collection, CollectionReference(id: 10, name: "SW"))
  }
}

extension DiscoveryPayloadHostileTests {
  /// A person's name and place and a collection's name are laid out on every frame of their
  /// page: a megabyte of each was sanitised and cut at every key press.
  func testNamesAndPlacesOfAMegabyteAreKeptToAThousandCharacters() throws {
    let huge = String(repeating: "Name ", count: 200_000)
    let person = #"{"id": 7, "name": "\#(huge)", "place_of_birth": "\#(huge)"}"#
    let details = try PayloadDecoder.decode(
      PersonDetails.self, from: Data(person.utf8), endpoint: "/3/person/7")
    XCTAssertEqual(details.name.count, 1_000)
    XCTAssertEqual(details.placeOfBirth?.count, 1_000)
    XCTAssertTrue(huge.hasPrefix(details.name))
    let collection = #"{"id": 9, "name": "\#(huge)", "parts": []}"#
    let parts = try PayloadDecoder.decode(
      MovieCollection.self, from: Data(collection.utf8), endpoint: "/3/collection/9")
    XCTAssertEqual(parts.name.count, 1_000)
    let plain = #"{"id": 7, "name": "Hayao Miyazaki", "place_of_birth": "Tokyo"}"#
    XCTAssertEqual(
      try PayloadDecoder.decode(PersonDetails.self, from: Data(plain.utf8), endpoint: "/3/person/7")
        .name, "Hayao Miyazaki")
  }
}
