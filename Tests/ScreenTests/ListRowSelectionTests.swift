import Browser
import TMDB
import XCTest

@testable import Screen

/// A `j` lights a row that was drawn unselected while it was on screen: `ListRowCache` makes
/// the selected row from that one (its characters in the selection's style) rather than
/// laying the title out again. It must be, cell for cell, the row drawn selected.
final class ListRowSelectionTests: XCTestCase {
  private static let movies: [MovieSummary] = [
    MovieSummary(id: 1, title: "Spirited Away", releaseDate: "2001-07-20", voteAverage: 8.5),
    MovieSummary(id: 2, title: "千と千尋の神隠し", releaseDate: "2001-07-20", voteAverage: 8.54),
    MovieSummary(id: 3, title: "جدایی نادر از سیمین", releaseDate: "2011-02-15", voteAverage: 7.9),
    MovieSummary(id: 4, title: "ואלס עם באשיר", releaseDate: "2008-06-25", voteAverage: 7.6),
    MovieSummary(id: 5, title: "Amélie 🎬 e\u{301}", releaseDate: "2001-04-25", voteAverage: 7.8),
    // Not rated yet: the date in the year's and rating's columns.
    MovieSummary(id: 6, title: "Upcoming", releaseDate: "2026-12-18", voteAverage: 0),
    MovieSummary(id: 7, title: "", releaseDate: nil, voteAverage: nil),
    MovieSummary(
      id: 8, title: "A title far too long for the row it is drawn in, cut with an ellipsis",
      releaseDate: "1999-01-01", voteAverage: 6.1),
  ]

  func testTheSelectedRowMadeFromTheUnselectedOneIsTheRowDrawnSelected() {
    for code in ["en-US", "fa-IR", "ar-SA", "ja-JP"] {
      let language = ScreenLanguage(code: code)!
      let words = Words(language, keys: .standard)
      for direction in [TextDirection.leftToRight, .rightToLeft] {
        for colors in [ColorSupport.basic, .none] {
          for focused in [true, false] {
            for marks in [Set<Int>(), [2, 5, 7]] {
              let widget = ListWidget(
                list: ResultList(), marks: marks, focused: focused, status: nil, words: words,
                theme: Theme(colors))
              for movie in Self.movies {
                let what = "\(code) \(direction) \(colors) focused \(focused) \(movie.title)"
                XCTAssertEqual(
                  selectedRow(of: movie, widget, direction: direction, afterUnselected: true),
                  selectedRow(of: movie, widget, direction: direction, afterUnselected: false),
                  what)
              }
            }
          }
        }
      }
    }
  }

  /// The movie's row drawn selected in a 60-column list at column 4 of a 70-column screen,
  /// with the cache holding its unselected row first or nothing.
  private func selectedRow(
    of movie: MovieSummary, _ widget: ListWidget, direction: TextDirection,
    afterUnselected: Bool
  ) -> Buffer {
    ListRowCache.removeAll()
    let line = Rect(x: 4, y: 0, width: 60, height: 1)
    let look = ListRowCache.Look(
      language: widget.words.language.tag, printing: false, direction: direction,
      theme: widget.theme, width: line.width)
    var buffer = Buffer(width: 70, height: 1)
    buffer.direction = direction
    let columns = ListWidget.Columns(width: line.width)
    let marked = widget.isMarked(movie.id)
    let selection: ListRowCache.Selection = widget.focused ? .focused : .unfocused
    ListRowCache.withRows(look: look) { cache in
      withUnsafePointer(to: movie) { movie in
        if afterUnselected {
          var unselected = buffer
          widget.drawRemembered(
            movie, marked: marked, selection: .none, columns: columns, in: line, cache: &cache,
            buffer: &unselected)
        }
        widget.drawRemembered(
          movie, marked: marked, selection: selection, columns: columns, in: line,
          cache: &cache, buffer: &buffer)
      }
    }
    return buffer
  }
}
