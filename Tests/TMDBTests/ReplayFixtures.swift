import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// A small catalog written by hand in a temporary folder: a few lists, a few details records,
/// and the odd broken file.
enum ReplayFixtures {
  static let detailsQuery = ["append_to_response": "credits,videos,release_dates"]

  static let fightClub = movieJSON(
    id: 550, title: "Fight Club", popularity: 61, releaseDate: "1999-10-15")
  static let pulpFiction = movieJSON(
    id: 680, title: "Pulp Fiction", popularity: 50, releaseDate: "1994-09-10")
  static let matrix = movieJSON(
    id: 603, title: "The Matrix", popularity: 80, releaseDate: "1999-03-30")
  static let godfather = movieJSON(
    id: 238, title: "The Godfather", popularity: 90, releaseDate: "1972-03-14")
  static let amelieRow = movieJSON(
    id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain", popularity: 30)
  static let adultRow = movieJSON(id: 999, title: "Amélie After Dark", popularity: 99, adult: true)

  static let amelieDetails = """
    {"id": 194, "title": "Amélie", "original_title": "Le Fabuleux Destin d'Amélie Poulain",
     "release_date": "2001-04-25", "popularity": 30, "runtime": 122, "adult": false,
     "genres": [{"id": 35, "name": "Comedy"}, {"id": 10749, "name": "Romance"}],
     "credits": {"cast": [{"id": 3, "name": "Audrey Tautou", "character": "Amélie Poulain", "order": 0}],
                 "crew": [{"id": 4, "name": "Jean-Pierre Jeunet", "job": "Director"}]}}
    """

  /// The catalog folder, removed when the test ends.
  static func catalog(for test: XCTestCase) throws -> URL {
    let dir = try makeTemporaryFolder(test)
    try writeRecord(in: dir, path: "/3/configuration", body: ConfigurationTests.body)
    try writeRecord(
      in: dir, path: "/3/movie/popular", query: ["page": "1"],
      body: pageJSON(page: 1, movies: [fightClub, pulpFiction], totalPages: 2, totalResults: 3))
    try writeRecord(
      in: dir, path: "/3/movie/popular", query: ["page": "2"],
      body: pageJSON(page: 2, movies: [matrix], totalPages: 2, totalResults: 3))
    try writeRecord(
      in: dir, path: "/3/movie/top_rated", query: ["page": "1"],
      body: pageJSON(
        page: 1, movies: [godfather, amelieRow, adultRow], totalPages: 1, totalResults: 3))
    try writeRecord(
      in: dir, path: "/3/movie/now_playing", query: ["page": "1"],
      body: """
        {"page": 1, "results": [\(pulpFiction)], "total_pages": 1, "total_results": 1,
         "dates": {"maximum": "2024-05-01", "minimum": "2024-03-14"}}
        """)
    try writeRecord(
      in: dir, path: "/3/movie/550", query: detailsQuery, body: DetailsDecodingTests.fightClub)
    try writeRecord(in: dir, path: "/3/movie/194", query: detailsQuery, body: amelieDetails)
    return dir
  }

  /// The record file a request would be looked up under first.
  static func file(in dir: URL, _ path: String, _ query: [String: String] = [:]) -> URL {
    dir.appendingPathComponent(recordName(path: path, query: query))
  }
}
