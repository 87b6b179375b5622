import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// `/3/search/movie` answered from every movie the catalog knows.
final class ReplaySearchTests: XCTestCase {
  private func search(
    _ dir: URL, _ query: String, page: Int = 1, options: SearchOptions = SearchOptions()
  ) async throws -> MoviePage {
    try await TMDBClient(transport: ReplayTransport(directory: dir)).search(
      query, page: page, options: options)
  }

  func testCaseDiacriticsAndWidthDoNotMatter() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    for query in [
      "amelie", "AMÉLIE", "Ame\u{301}lie", "Ａｍｅｌｉｅ", "  destin   POULAIN ", "poulain amelie",
      "méli",
    ] {
      let got1 = try await search(dir, query).results.map(\.id)
      XCTAssertEqual(got1, [194], query)
    }
  }

  func testAMovieFromDetailsTakesTheListRowShape() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let page = try await search(dir, "amelie")
    XCTAssertEqual(page.dropped, .none)
    XCTAssertEqual(
      page.results,
      [
        MovieSummary(
          id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain",
          releaseDate: "2001-04-25", popularity: 30, genreIDs: [35, 10749], adult: false)
      ], "details win over the list row of the same movie")
  }

  func testNoMatchIsTMDBsEmptyAnswer() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    for query in ["zzzz nothing", "", "   ", "amelie fight"] {
      let response = try await ReplayTransport(directory: dir).send(
        TMDBClient(transport: StubTransport(body: "")).request(
          for: .search(query: query, page: 1, options: SearchOptions())))
      XCTAssertEqual(response.status, 200)
      XCTAssertEqual(
        ReplayJSON.parse(response.body),
        .object([
          "page": .integer(1), "results": .array([]), "total_pages": .integer(1),
          "total_results": .integer(0),
        ]),
        query)
    }
  }

  func testResultsComeByPopularityEachMovieOnce() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    // The Matrix is only in a list, The Godfather only in another, Fight Club in both kinds.
    let got2 = try await search(dir, "the").results.map(\.id)
    XCTAssertEqual(got2, [238, 603])
    let got3 = try await search(dir, "i").results.map(\.id)
    XCTAssertEqual(got3, [603, 550, 680, 194])
  }

  func testYearAndAdult() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let got4 = try await search(dir, "amelie", options: SearchOptions(year: 2001)).results.map(\.id)
    XCTAssertEqual(got4, [194])
    let got5 = try await search(dir, "amelie", options: SearchOptions(year: 1999)).results
    XCTAssertEqual(got5, [])
    let adult = try await search(dir, "amelie", options: SearchOptions(includeAdult: true))
    XCTAssertEqual(adult.results.map(\.id), [999, 194])
  }

  func testTwentyAPageAndTMDBsEmptyPagePastTheEnd() async throws {
    let dir = try makeTemporaryFolder(self)
    try writeRecord(in: dir, path: "/3/configuration", body: ConfigurationTests.body)
    let movies = (1...45).map {
      movieJSON(id: $0, title: "Star Voyage \($0)", popularity: Double(100 - $0 / 2))
    }
    for page in 1...3 {
      let slice = Array(movies[(page - 1) * 20..<min(page * 20, 45)])
      try writeRecord(
        in: dir, path: "/3/trending/movie/week", query: ["page": String(page)],
        body: pageJSON(page: page, movies: slice, totalPages: 3, totalResults: 45))
    }
    let first = try await search(dir, "star voyage")
    XCTAssertEqual(first.results.count, 20)
    XCTAssertEqual(first.totalPages, 3)
    XCTAssertEqual(first.totalResults, 45)
    // Equal popularity falls back to the title: "Star Voyage 2" before "Star Voyage 3".
    XCTAssertEqual(first.results.prefix(4).map(\.id), [1, 2, 3, 4])
    let got6 = try await search(dir, "voyage", page: 3).results.map(\.id)
    XCTAssertEqual(got6, [41, 42, 43, 44, 45])
    let past = try await search(dir, "voyage", page: 4)
    XCTAssertEqual(past, MoviePage(page: 4, results: [], totalPages: 3, totalResults: 45))
  }

  func testARecordedSearchIsServedAsRecorded() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    // The recording claims more results than it holds, so it is told apart from a synthesized
    // answer, which counts what it finds.
    try writeRecord(
      in: dir, path: "/3/search/movie",
      query: ["query": "dune", "page": "1", "include_adult": "false"],
      body: pageJSON(
        page: 1, movies: [movieJSON(id: 438_631, title: "Dune")], totalPages: 1, totalResults: 7))
    let recorded = try await search(dir, "dune")
    XCTAssertEqual(recorded.results.map(\.id), [438_631])
    XCTAssertEqual(recorded.totalResults, 7)
    // Other text is searched in the catalog, which now knows Dune from that recording.
    let synthesized = try await search(dir, "DUNE")
    XCTAssertEqual(synthesized.results.map(\.id), [438_631])
    XCTAssertEqual(synthesized.totalResults, 1)
  }

  func testDamagedRecordsDoNotStopTheSearch() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    try Data("{".utf8).write(to: dir.appendingPathComponent("3_movie_1.json"))
    try Data(String(repeating: "[", count: 100_000).utf8)
      .write(to: dir.appendingPathComponent("3_movie_2.json"))
    try Data("not a record".utf8).write(to: dir.appendingPathComponent("notes.txt"))
    let found = try await search(dir, "amelie")
    XCTAssertEqual(found.results.map(\.id), [194])
  }

  func testPlainASCIIFoldsAsFoundationFoldsIt() {
    // The ASCII fast path must agree with the full folding it stands in for.
    for text in [
      "The MATRIX", "  Blade\tRunner 2049 ", "WALL·E", "Se7en", "Mission: Impossible – Dead",
      "AbC xYz!@#[]^_`{}~", "",
    ] {
      let full = text.folding(
        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
      )
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      XCTAssertEqual(searchFold(text), full, text)
    }
  }

  func testFolding() {
    XCTAssertEqual(searchFold("  Le  Fabuleux\tDestin d'AMÉLIE\n"), "le fabuleux destin d'amelie")
    XCTAssertEqual(searchFold("Ｌéon"), "leon")
  }
}
