import Foundation
import TMDB
import XCTest

@testable import App

/// What `reel person`, `search --person`, `collection` and the where-to-watch lines print when
/// TMDB's text is hostile: escape sequences, bidi overrides, newlines, very long names.
final class PrintedDiscoveryTests: XCTestCase {
  private let hostile = "Evil\u{1B}]0;owned\u{07}\u{202E}Name\nSecond line\tTab\u{9B}31m"

  private func assertClean(
    _ text: String, width: Int = 80, file: StaticString = #filePath, line: UInt = #line
  ) {
    for scalar in text.unicodeScalars where scalar != "\n" {
      let category = scalar.properties.generalCategory
      XCTAssertFalse(
        category == .control || category == .format,
        "U+\(String(scalar.value, radix: 16)) in \(text)", file: file, line: line)
    }
    for row in text.split(separator: "\n") where row.unicodeScalars.allSatisfy(\.isASCII) {
      XCTAssertLessThanOrEqual(row.count, width, String(row), file: file, line: line)
    }
  }

  func testAPersonsPageIsCleanAndFitsTheWidth() {
    var person = PersonDetails(id: 1, name: hostile)
    person.knownForDepartment = hostile
    person.birthday = "1950-01-01"
    person.deathday = "2020-02-02"
    person.placeOfBirth = hostile + String(repeating: " very far away", count: 12)
    person.biography = hostile + String(repeating: " and more", count: 40)
    person.movieCredits = PersonMovieCredits(
      cast: [
        PersonMovieCredit(
          movie: MovieSummary(
            id: 5, title: hostile + String(repeating: "x", count: 200), releaseDate: "2001-01-01"),
          character: hostile)
      ],
      crew: [PersonMovieCredit(movie: MovieSummary(id: 6, title: "Plain"), job: "Director")])
    let text = PrintedPerson.render(person)
    assertClean(text)
    XCTAssertTrue(text.contains("Died:      2020-02-02\n"), text)
    XCTAssertTrue(text.contains("\n 6  —     Plain — Director\n"), text)
    XCTAssertTrue(text.contains("…"), "the long title is cut, not wrapped into the next row")
  }

  func testAPersonWithNothingButANameStillReads() {
    let text = PrintedPerson.render(PersonDetails(id: 2, name: ""))
    XCTAssertEqual(
      text,
      "(unnamed)\n\nNo biography available.\n\nFilms: none listed.\n\nTMDB:    https://www.themoviedb.org/person/2\n"
    )
  }

  func testPeopleRowsAreClean() {
    let page = PersonPage(
      page: 1,
      results: [
        PersonSummary(
          id: 3, name: hostile, knownForDepartment: hostile,
          knownFor: [
            KnownForTitle(id: 1, title: hostile),
            KnownForTitle(id: 2, mediaType: "tv", name: "Show"),
          ])
      ], totalPages: 1, totalResults: 1)
    let text = PrintedPeople.render(page, heading: "People \u{201C}\(hostile)\u{201D}")
    assertClean(text)
    XCTAssertEqual(text.split(separator: "\n").count, 3, text)
  }

  func testProviderNamesAndLinksAreClean() {
    let offers = RegionWatchProviders(
      link: "https://example.com/\u{1B}[2J",
      flatrate: [WatchProvider(providerID: 1, providerName: hostile)],
      buy: (1...30).map {
        WatchProvider(providerID: $0, providerName: "Shop \($0)", displayPriority: $0)
      })
    let lines = PrintedWatchProviders.lines(
      .loaded(WatchProviderResults(results: ["US": offers])), country: " us ")
    let text = lines.joined(separator: "\n")
    assertClean(text)
    XCTAssertEqual(lines.first, "Where to watch (US):")
    XCTAssertEqual(lines.last, WatchProviderResults.attribution)
    XCTAssertTrue(lines.contains { $0.hasPrefix("  Buy:    Shop 1, Shop 2") }, text)
  }

  func testACollectionPageIsClean() {
    let collection = MovieCollection(
      id: 9, name: hostile, overview: hostile,
      parts: [
        MovieSummary(id: 2, title: "Second", releaseDate: "2002-01-01"),
        MovieSummary(id: 1, title: hostile, releaseDate: "2001-01-01"),
      ])
    let text = PrintedCollection.render(collection)
    assertClean(text)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix(" 1  ") || $0.hasPrefix(" 2  ") }
    XCTAssertEqual(rows.map { $0.prefix(2) }, [" 1", " 2"])
  }
}
