import TMDB
import XCTest

@testable import Screen

/// The list rows remembered by `ListRowCache.Rows` (a table probed by the film's id): a row is
/// found again only for the same film drawn the same way, and the table starts afresh past
/// its capacity.
final class ListRowCacheTableTests: XCTestCase {
  private let line = Rect(x: 0, y: 0, width: 20, height: 1)

  /// How many of `movies` (each drawn with its mark, not selected) had their row made, not
  /// found in `cache`.
  private func made(
    _ movies: [(MovieSummary, Bool)], in cache: inout ListRowCache.Rows
  ) -> Int {
    var count = 0
    for (movie, marked) in movies {
      // Blank, as the list's rows are before they are drawn.
      var buffer = Buffer(width: 20, height: 1)
      withUnsafePointer(to: movie) { movie in
        cache.draw(
          movie, marked: marked, selection: .none, selectionStyle: Style.plain, in: line,
          buffer: &buffer
        ) {
          count += 1
          return DrawnRow(width: 20, direction: .leftToRight) { row, local in
            _ = row.put(movie.pointee.title, x: 0, y: 0)
          }
        }
      }
    }
    return count
  }

  private func rows() -> ListRowCache.Rows {
    ListRowCache.removeAll()
    return ListRowCache.takeRows(
      look: ListRowCache.Look(
        language: ScreenLanguage.english.tag, printing: false, direction: .leftToRight,
        theme: Theme(.basic), width: 20))
  }

  func testARowIsFoundOnlyForTheSameFilmDrawnTheSameWay() {
    var cache = rows()
    let film = MovieSummary(id: 7, title: "Alien", releaseDate: "1979-05-25", voteAverage: 8.1)
    var renamed = film
    renamed.title = "Alien (1979)"
    var rated = film
    rated.voteCount = 12
    XCTAssertEqual(made([(film, false)], in: &cache), 1)
    XCTAssertEqual(made([(film, false)], in: &cache), 0, "the same row is found")
    XCTAssertEqual(made([(film, true)], in: &cache), 1, "marked is another row")
    XCTAssertEqual(made([(renamed, false)], in: &cache), 1, "another title is another row")
    XCTAssertEqual(made([(rated, false)], in: &cache), 1, "another vote count is another row")
    XCTAssertEqual(
      made([(film, false), (film, true), (renamed, false), (rated, false)], in: &cache), 0,
      "each is kept beside the others with the same id")
  }

  func testManyFilmsAreFoundUntilTheTableStartsAfresh() {
    var cache = rows()
    let films = (0..<ListRowCache.capacity).map {
      (MovieSummary(id: $0 * 512, title: "Film \($0)"), false)
    }
    // Every id a multiple of the table's size: slots shared, found by probing on.
    XCTAssertEqual(made(films, in: &cache), ListRowCache.capacity)
    XCTAssertEqual(made(films, in: &cache), 0)
    let one = (MovieSummary(id: -1, title: "One more"), false)
    XCTAssertEqual(made([one], in: &cache), 1)
    XCTAssertEqual(made([films[0]], in: &cache), 1, "past the capacity the table starts afresh")
    XCTAssertEqual(made([one, films[0]], in: &cache), 0, "the rows made since are kept")
    XCTAssertEqual(made([films[1]], in: &cache), 1)
  }
}
