import Foundation
import XCTest

@testable import TMDB

/// Details whose words are megabytes: the detail pane lays its text out on every frame, so a
/// hostile answer's megabyte tagline or cast name was sanitised, wrapped and cut at each key
/// press (a `j` in the pane cost ~77 ms in a debug build, ten times a real film's).
final class DetailsHostileTextTests: XCTestCase {
  private let huge = String(repeating: "Ab cd ef ", count: 5_000)

  private func details() throws -> MovieDetails {
    let text = try String(data: JSONEncoder().encode(huge), encoding: .utf8)!
    let json = """
      {"id": 550, "title": \(text), "original_title": \(text), "tagline": \(text),
       "overview": \(text), "status": \(text), "homepage": \(text), "imdb_id": \(text),
       "genres": [{"id": 18, "name": \(text)}],
       "belongs_to_collection": {"id": 10, "name": \(text)},
       "production_countries": [{"iso_3166_1": "US", "name": \(text)}],
       "spoken_languages": [{"iso_639_1": "en", "english_name": \(text), "name": \(text)}],
       "credits": {"cast": [{"id": 1, "name": \(text), "character": \(text), "order": 0}],
                   "crew": [{"id": 2, "name": \(text), "job": \(text), "department": \(text)}]}}
      """
    return try PayloadDecoder.decode(
      MovieDetails.self, from: Data(json.utf8), endpoint: "movie 550")
  }

  func testEveryTextOfTheDetailsIsKeptToWhatSuchATextCanBe() throws {
    let movie = try details()
    let name = MovieDetails.textCharacters
    let texts: [(String, String?, Int)] = [
      ("title", movie.title, name), ("original title", movie.originalTitle, name),
      ("tagline", movie.tagline, name), ("status", movie.status, name),
      ("overview", movie.overview, MovieDetails.overviewCharacters),
      ("genre", movie.genres.first?.name, name), ("collection", movie.collection?.name, name),
      ("country", movie.productionCountries.first?.name, name),
      ("language", movie.spokenLanguages.first?.englishName, name),
      ("language's own name", movie.spokenLanguages.first?.name, name),
      ("cast name", movie.credits?.cast.first?.name, name),
      ("character", movie.credits?.cast.first?.character, name),
      ("crew name", movie.credits?.crew.first?.name, name),
      ("job", movie.credits?.crew.first?.job, name),
      ("department", movie.credits?.crew.first?.department, name),
    ]
    for (field, text, limit) in texts {
      XCTAssertNotNil(text, field)
      XCTAssertLessThanOrEqual(text?.count ?? 0, limit, field)
    }
    XCTAssertGreaterThanOrEqual(MovieDetails.overviewCharacters, 5_000, "real overviews fit")
    // Addresses are never cut, which would make them another page's: too long is none.
    XCTAssertNil(movie.homepage)
    XCTAssertNil(movie.imdbID)
  }

  /// The same for a list row: a page whose films have megabyte titles and overviews made
  /// each `j` on the list cost ~89 ms in a debug build (ten presses: 0.89 s of CPU), as every
  /// visible row's title is sanitised and cut at each frame.
  func testAListRowsTextsAreKeptToWhatSuchATextCanBe() throws {
    let text = try String(data: JSONEncoder().encode(huge), encoding: .utf8)!
    let json = """
      {"page": 1, "total_pages": 1, "total_results": 1, "results": [
        {"id": 550, "title": \(text), "original_title": \(text), "overview": \(text)}]}
      """
    let page = try PayloadDecoder.decode(MoviePage.self, from: Data(json.utf8), endpoint: "popular")
    let movie = try XCTUnwrap(page.results.first)
    XCTAssertLessThanOrEqual(movie.title.count, MovieDetails.textCharacters)
    XCTAssertLessThanOrEqual(movie.originalTitle?.count ?? 0, MovieDetails.textCharacters)
    XCTAssertLessThanOrEqual(movie.overview?.count ?? 0, MovieDetails.overviewCharacters)
  }
}
