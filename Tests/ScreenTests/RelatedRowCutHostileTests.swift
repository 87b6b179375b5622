import Browser
import Screen
import TMDB
import XCTest

/// A film in "More like this" wider than the pane. Fault (review17, fixed by the lead in
/// DetailExtrasRelated): on a left-to-right screen the row was cut by the cell writer at the
/// pane's edge, without an ellipsis, so "Titanic film (1997)" ends "(19", a year that is not
/// the film's. Now the title is cut with "…" and the year kept whole.
final class RelatedRowCutHostileTests: XCTestCase {
  func testARowCutAtThePanesEdgeEndsInAnEllipsis() throws {
    var driver = RenderDriver.started(size: Size(width: 20, height: 6))
    let films = [
      RenderFixtures.movie(900, "Titanic film", date: "1997-12-19"),
      RenderFixtures.movie(901, "Short", date: "2001-01-01"),
    ]
    driver.related[129] = RelatedMovies(
      movieID: 129, source: .recommendations,
      page: MoviePage(page: 1, results: films, totalPages: 1, totalResults: films.count))
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.nextPane)
    let lines = driver.screen().split(separator: "\n").map(String.init)
    let row = try XCTUnwrap(
      lines.first { $0.contains("Titanic") }, lines.joined(separator: "\n"))
    // The title is cut, the year kept whole (or left out when there is no room for it).
    XCTAssertTrue(row.contains("Titanic… (1997)"), row)
  }
}
