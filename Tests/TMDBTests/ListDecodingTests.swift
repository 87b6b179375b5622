import Foundation
import XCTest

@testable import TMDB

/// List pages as TMDB sends them, and as a bad day sends them: what survives, and what is
/// counted as dropped.
final class ListDecodingTests: XCTestCase {
  /// Decodes `body` the way the app does: through the client, as popular page 1.
  private func page(_ body: String) async throws(TMDBError) -> MoviePage {
    try await TMDBClient(transport: StubTransport(body: body)).page(.category(.popular), page: 1)
  }

  func testGoodPageDecodesEveryField() async throws {
    let body = pageJSON(
      page: 1,
      movies: [
        movieJSON(id: 550, title: "Fight Club", popularity: 61.5, releaseDate: "1999-10-15"),
        movieJSON(id: 680, title: "Pulp Fiction", genreIDs: [53, 80]),
      ], totalPages: 3, totalResults: 42)
    let result = try await page(body)
    XCTAssertEqual(result.page, 1)
    XCTAssertEqual(result.totalPages, 3)
    XCTAssertEqual(result.totalResults, 42)
    XCTAssertEqual(result.dropped, .none)
    XCTAssertEqual(result.results.map(\.id), [550, 680])
    XCTAssertEqual(
      result.results[0],
      MovieSummary(
        id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
        overview: "About 550.", posterPath: "/p550.jpg", backdropPath: "/b550.jpg",
        releaseDate: "1999-10-15", voteAverage: 7.5, voteCount: 100, popularity: 61.5,
        genreIDs: [18], adult: false))
    XCTAssertEqual(result.results[0].year, 1999)
    XCTAssertEqual(result.results[1].genreIDs, [53, 80])
  }

  func testUnknownKeysAreIgnored() async throws {
    let body = """
      {"page": 1, "softcore": true, "extra": {"deep": [1, 2]},
       "results": [{"id": 1, "title": "A", "softcore": false, "video": false, "media_type": "movie"}],
       "total_pages": 1, "total_results": 1}
      """
    let result = try await page(body)
    XCTAssertEqual(result.results, [MovieSummary(id: 1, title: "A")])
    XCTAssertEqual(result.dropped, .none)
  }

  func testNullsEverywhereBecomeNilAndANullIDDropsOnlyThatItem() async throws {
    let body = """
      {"page": 1, "dates": null, "total_pages": null, "total_results": null, "results": [
        {"id": 7, "title": null, "original_title": null, "original_language": null,
         "overview": null, "poster_path": null, "backdrop_path": null, "release_date": null,
         "vote_average": null, "vote_count": null, "popularity": null, "genre_ids": null,
         "adult": null},
        {"id": null, "title": "No id"},
        {"id": 8, "title": "Kept"}
      ]}
      """
    let result = try await page(body)
    XCTAssertEqual(
      result.results, [MovieSummary(id: 7, title: ""), MovieSummary(id: 8, title: "Kept")])
    XCTAssertNil(result.dates)
    // Missing totals fall back to what the page itself shows.
    XCTAssertEqual(result.totalPages, 1)
    XCTAssertEqual(result.totalResults, 2)
    XCTAssertEqual(result.dropped, DropCounts(fields: 0, items: 1))
  }

  func testEmptyStringsMeanUnknown() async throws {
    let body = """
      {"page": 1, "total_pages": 1, "total_results": 1, "results": [
        {"id": 3, "title": "T", "release_date": "", "poster_path": "", "original_language": ""}]}
      """
    let movie = try await page(body).results[0]
    XCTAssertNil(movie.releaseDate)
    XCTAssertNil(movie.year)
    XCTAssertNil(movie.posterPath)
    XCTAssertNil(movie.originalLanguage)
  }

  func testTitleOfTheWrongTypeFallsBackToTheOriginalTitle() async throws {
    let body = """
      {"page": 1, "total_pages": 1, "total_results": 2, "results": [
        {"id": 1, "title": 1984, "original_title": "Nineteen Eighty-Four"},
        {"id": 2, "title": ["x"]}]}
      """
    let result = try await page(body)
    XCTAssertEqual(result.results.map(\.title), ["Nineteen Eighty-Four", ""])
    XCTAssertEqual(result.dropped, DropCounts(fields: 2, items: 0))
  }

  func testOtherMistypedFieldsAreDroppedAndCounted() async throws {
    let body = """
      {"page": 1, "total_pages": 1, "total_results": 1, "results": [
        {"id": 1, "title": "A", "vote_average": "high", "adult": "no", "genre_ids": "18"}]}
      """
    let result = try await page(body)
    XCTAssertEqual(result.results, [MovieSummary(id: 1, title: "A")])
    XCTAssertEqual(result.dropped, DropCounts(fields: 3, items: 0))
  }

  func testIDAsStringDropsThatItemAndKeepsThePage() async throws {
    let body = pageJSON(
      page: 1,
      movies: [
        movieJSON(id: 1, title: "One"), #"{"id": "2", "title": "Two"}"#,
        movieJSON(id: 3, title: "Three"),
      ], totalPages: 5, totalResults: 90)
    let result = try await page(body)
    XCTAssertEqual(result.page, 1)
    XCTAssertEqual(result.results.map(\.id), [1, 3])
    XCTAssertEqual(result.dropped, DropCounts(fields: 0, items: 1))
  }

  func testAStringInGenreIDsDropsThatElementOnly() async throws {
    let body = pageJSON(
      page: 1, movies: [#"{"id": 1, "title": "A", "genre_ids": [18, "comedy", 35, null]}"#],
      totalPages: 1, totalResults: 1)
    let result = try await page(body)
    XCTAssertEqual(result.results.map(\.genreIDs), [[18, 35]])
    // Array elements count as items, wherever the array is.
    XCTAssertEqual(result.dropped, DropCounts(fields: 0, items: 2))
  }

  func testResultsAsAnObjectNamesTheEndpointAndTheField() async {
    let error = await expectError {
      try await page(#"{"page": 1, "results": {"id": 1}, "total_pages": 1}"#)
    }
    XCTAssertEqual(error, .badResponse(endpoint: "popular page 1", reason: "results is not a list"))
    XCTAssertEqual(
      error?.message, "Unreadable response for popular page 1: results is not a list.")
  }

  func testMissingResultsOrPageIsNamed() async {
    let noResults = await expectError { try await page(#"{"page": 1, "total_pages": 1}"#) }
    XCTAssertEqual(
      noResults, .badResponse(endpoint: "popular page 1", reason: #"missing "results""#))
    let noPage = await expectError { try await page(#"{"results": []}"#) }
    XCTAssertEqual(noPage, .badResponse(endpoint: "popular page 1", reason: #"missing "page""#))
  }

  func testTotalPagesAreClampedToFiveHundred() async throws {
    let result = try await page(
      pageJSON(
        page: 1, movies: [movieJSON(id: 1, title: "A")], totalPages: 1000, totalResults: 20000))
    XCTAssertEqual(result.totalPages, 500)
    XCTAssertEqual(result.totalResults, 20000)
    XCTAssertEqual(result.reachableResults, 10000)
  }

  func testNegativeTotalsBecomeOneEmptyPage() async throws {
    let result = try await page(pageJSON(page: 1, movies: [], totalPages: -3, totalResults: -1))
    XCTAssertEqual(result.totalPages, 1, "page 1 always exists, even empty")
    XCTAssertEqual(result.totalResults, 0)
  }

  func testEmptyResult() async throws {
    let result = try await page(
      #"{"page": 1, "results": [], "total_pages": 1, "total_results": 0}"#)
    XCTAssertEqual(result, MoviePage(page: 1, results: [], totalPages: 1, totalResults: 0))
    XCTAssertEqual(result.reachableResults, 0)
  }

  func testNowPlayingDates() async throws {
    let body = """
      {"page": 1, "results": [], "total_pages": 1, "total_results": 0,
       "dates": {"maximum": "2024-05-01", "minimum": "2024-03-14"}}
      """
    let got1 = try await page(body).dates
    XCTAssertEqual(got1, DateRange(minimum: "2024-03-14", maximum: "2024-05-01"))
  }
}
