import Foundation
import ReelTestSupport
import ReplayCatalog
import XCTest

@testable import TMDB

/// review28: the movies of a recording without an index are read once per file (the scan),
/// and the records the scan leaves to the full reader still count, as before.
final class ReplayAllMoviesTests: XCTestCase {
  func testEveryKindOfRecordGivesItsMoviesOnce() throws {
    let dir = try makeTemporaryFolder(self)
    // Details first, whatever the file order: the fuller record of film 550.
    try writeRecord(in: dir, path: "/3/movie/550", body: DetailsDecodingTests.fightClub)
    try writeRecord(
      in: dir, path: "/3/movie/popular", query: ["page": "1"],
      body: pageJSON(
        page: 1,
        movies: [movieJSON(id: 550, title: "Not Fight Club"), movieJSON(id: 7, title: "Se7en")],
        totalPages: 1, totalResults: 2))
    // A path written with JSON escapes is the same path.
    try Data(
      #"{"request": {"path": "\/3\/search\/movie", "query": {"query": "x"}}, "response": {"status": 200, "body": {"page": 1, "results": [{"id": 8, "title": "Eight"}], "total_pages": 1, "total_results": 1}}}"#
        .utf8
    ).write(to: dir.appendingPathComponent("escaped.json"))
    // A status the scan leaves to the full reader (200.0) is still read.
    try Data(
      #"{"request": {"path": "/3/movie/top_rated"}, "response": {"status": 200.0, "body": {"page": 1, "results": [{"id": 9, "title": "Nine"}], "total_pages": 1, "total_results": 1}}}"#
        .utf8
    ).write(to: dir.appendingPathComponent("full-reader.json"))
    // Not answers, not movies, not records: none of them counts.
    try writeRecord(
      in: dir, path: "/3/movie/upcoming", status: 404,
      body: pageJSON(
        page: 1, movies: [movieJSON(id: 10, title: "Ten")], totalPages: 1, totalResults: 1))
    try writeRecord(
      in: dir, path: "/3/tv/popular",
      body: pageJSON(
        page: 1, movies: [movieJSON(id: 11, title: "Eleven")], totalPages: 1, totalResults: 1))
    try Data("{not json".utf8).write(to: dir.appendingPathComponent("3_movie_12.json"))

    let movies = ReplayStore.allMovies(in: dir)
    XCTAssertEqual(movies.map(\.id).sorted(), [7, 8, 9, 550])
    XCTAssertEqual(movies.first { $0.id == 550 }?.title, "Fight Club")
    XCTAssertEqual(movies.first { $0.id == 8 }?.title, "Eight")
  }
}

/// The index of a recording reads a details answer's list-row fields alone
/// (`ReplayDetailsSummary`): for every body, the summary `MovieDetails` gives.
final class ReplayDetailsSummaryTests: XCTestCase {
  private func bothWays(_ body: Data) -> (MovieSummary?, MovieSummary?) {
    let fast = try? PayloadDecoder.decode(ReplayDetailsSummary.self, from: body, endpoint: "m")
    let full = try? PayloadDecoder.decode(MovieDetails.self, from: body, endpoint: "m")
    return (fast?.summary, full?.summary)
  }

  func testEveryCatalogDetailsRecordGivesTheSameSummary() throws {
    guard let dir = ReplayCatalog.directory() else {
      throw XCTSkip("the bundled catalog (Resources/Catalog) is not built yet")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasPrefix("3_movie_") && $0.contains("__append_to_response") }
    XCTAssertGreaterThan(names.count, 100)
    for name in names {
      let record = try ResponseRecord.load(from: dir.appendingPathComponent(name))
      let (fast, full) = bothWays(try record.response.bodyData())
      XCTAssertNotNil(full, name)
      XCTAssertEqual(fast, full, name)
    }
  }

  func testOddBodiesGiveTheSameSummaryOrNone() {
    let long = String(repeating: "x", count: 5_000)
    let bodies = [
      #"{"id": 1}"#,
      #"{"id": 9, "original_title": "Only original"}"#,
      #"{"id": 2, "title": "", "original_title": "Orig", "original_language": ""}"#,
      #"{"id": 3, "title": null, "poster_path": "", "release_date": "", "adult": "yes"}"#,
      #"{"id": 4, "title": "\#(long)", "overview": "\#(long)\#(long)\#(long)"}"#,
      #"{"id": 5, "vote_average": 11, "vote_count": -3, "popularity": "high"}"#,
      #"{"id": 6, "genres": [{"id": 18, "name": "Drama"}, {"id": "x"}, 7, {"id": 35, "name": 1}]}"#,
      #"{"id": 7, "credits": {"cast": "broken"}, "videos": 3, "vote_average": 7.25}"#,
      #"{"id": "8", "title": "String id"}"#,
      #"{"title": "No id"}"#,
      #"[1, 2]"#,
    ]
    for body in bodies {
      let (fast, full) = bothWays(Data(body.utf8))
      XCTAssertEqual(fast, full, body.prefix(80) + "")
    }
  }
}

/// A recording's index is put in search order by sorting positions with each title folded
/// once (`ReplayIndex.inSearchOrder`): the order a plain sort of the movies gives.
final class ReplayIndexOrderTests: XCTestCase {
  func testTheOrderIsAPlainSortsOrder() {
    let titles = ["Amélie", "amelie", "Zed", "zed", "Ça", "ca", "Ω", "", "Alien", "ALIEN"]
    let popularities: [Double?] = [nil, 0, 1, 1, 2.5, 1, nil, 2.5]
    var generator = SystemRandomNumberGenerator()
    var movies: [ReplayIndex.Movie] = []
    for _ in 1...400 {
      let summary = MovieSummary(
        id: Int.random(in: 1...60, using: &generator),
        title: titles.randomElement(using: &generator) ?? "",
        popularity: popularities.randomElement(using: &generator) ?? nil)
      movies.append(ReplayIndex.Movie(summary: summary))
    }
    let plain = movies.sorted { a, b in
      let (pa, pb) = (a.popularity ?? 0, b.popularity ?? 0)
      if pa != pb { return pa > pb }
      if a.title != b.title { return searchFold(a.title) < searchFold(b.title) }
      return a.id < b.id
    }
    let fast = ReplayIndex.inSearchOrder(movies)
    XCTAssertEqual(fast.map(\.id), plain.map(\.id))
    XCTAssertEqual(fast.map(\.title), plain.map(\.title))
    XCTAssertEqual(fast.map(\.popularity), plain.map(\.popularity))
  }
}
