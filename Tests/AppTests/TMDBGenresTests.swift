import XCTest

@testable import App

/// `genre:NAME` in `[home] rows` names TMDB's genres in English, whatever the case.
final class TMDBGenresTests: XCTestCase {
  func testGenreNamesFindTheirIds() {
    XCTAssertEqual(TMDBGenres.id(named: "Drama"), 18)
    XCTAssertEqual(TMDBGenres.id(named: "horror"), 27)
    XCTAssertEqual(TMDBGenres.id(named: "Science Fiction"), 878)
    XCTAssertEqual(TMDBGenres.id(named: "sci-fi"), 878)
    XCTAssertNil(TMDBGenres.id(named: "Soap"))
  }
}
