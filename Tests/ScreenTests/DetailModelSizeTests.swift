import Browser
import TMDB
import XCTest

@testable import Screen

/// The detail pane's model is copied several times a `j` (made, compared with the pane's memo,
/// handed to the widget, kept in the memo): the film's row and details are kept behind one
/// reference each, and the model still says and compares what it holds.
final class DetailModelSizeTests: XCTestCase {
  func testTheModelCopiesInFewCacheLines() {
    // 920 bytes while the row (177) and the details (360) were stored in it.
    XCTAssertLessThanOrEqual(MemoryLayout<DetailModel>.size, 448)
  }

  func testTheModelGivesAndComparesTheFilmItHolds() {
    let film = MovieSummary(
      id: 7, title: "Alien", originalTitle: "Alien", overview: "", posterPath: "/a.jpg",
      releaseDate: "1979-05-25", voteAverage: 8.1, voteCount: 100, genreIDs: [27])
    var one = DetailModel(BrowserState(), context: RenderContext(posters: nil))
    var other = one
    XCTAssertFalse(one.hasMovie)
    one.movie = film
    XCTAssertTrue(one.hasMovie)
    XCTAssertEqual(one.movie, film)
    XCTAssertEqual(one.movieID, 7)
    XCTAssertEqual(one.posterPath, "/a.jpg")
    XCTAssertEqual(one.posterTitle, "Alien")
    XCTAssertNotEqual(one, other)
    other.movie = film
    XCTAssertEqual(one, other)
    // The details' title once they are in, the row's poster while they have none.
    one.details = MovieDetails(id: 7, title: "Alien (1979)")
    XCTAssertTrue(one.hasDetails)
    XCTAssertEqual(one.details?.title, "Alien (1979)")
    XCTAssertEqual(one.posterPath, "/a.jpg")
    XCTAssertEqual(one.posterTitle, "Alien (1979)")
    XCTAssertNotEqual(one, other)
  }
}
