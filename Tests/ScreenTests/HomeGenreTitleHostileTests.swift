import Browser
import ReelTestSupport
import TMDB
import XCTest

@testable import Screen

/// review25: a genre row's title when TMDB's genre list did not come (it failed: "browsing
/// without genre names") or named the genre with nothing printable. The rows were titled
/// `#18`, `#35`, `#53`: numbers that mean nothing to a user. They fall back to TMDB's English
/// names; a name TMDB gave that shows something is still used as given.
final class HomeGenreTitleHostileTests: XCTestCase {
  private static let size = Size(width: 120, height: 40)

  /// The rows' titles on home (one row per genre the default home shows) with `genres` as
  /// TMDB named them: each row's title line as the selection walks down, the position cut off.
  private func titles(genres: [Int: String]) -> [String] {
    var driver = RenderDriver(size: Self.size)
    driver.state.settings.start = .home
    driver.state.settings.homeRows = HomeRowKind.largestGenres.map { .genre($0) }
    driver.send(.viewportChanged(rows: Layout.listRows(for: Self.size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: Self.size)))
    driver.send(.start)
    driver.state.genres = genres
    // Down through the rows, each title as it comes on screen.
    var seen: [String] = []
    for _ in 0..<5 {
      let lines = driver.screen().split(separator: "\n").map(String.init)
      for line in lines {
        let words = line.split(separator: " ")
        guard words.count == 1 || (words.count == 2 && words[1].contains("/")) else { continue }
        if !seen.contains(String(words[0])) { seen.append(String(words[0])) }
      }
      driver.command(.moveDown)
    }
    return seen
  }

  func testGenreRowsAreNamedWithoutTheGenreList() {
    XCTAssertEqual(titles(genres: [:]), ["Drama", "Comedy", "Thriller", "Action", "Romance"])
  }

  func testGenreNamesOfNothingPrintableFallBackToEnglish() {
    let hostile = [
      18: "", 35: "   ", 53: "\u{1B}\u{7}\u{0}", 28: "\u{202E}\u{200B}\u{2066}", 10749: "Romantik",
    ]
    XCTAssertEqual(titles(genres: hostile), ["Drama", "Comedy", "Thriller", "Action", "Romantik"])
  }

  /// A genre list's megabyte name was sanitised whole each time its row's title was drawn
  /// (0.66 s a `j` in a debug build, 0.9 ms once cut). The cut title reads as the whole one
  /// wherever a title line can reach (300 columns).
  func testAHugeGenreNameIsTitledAsTheWholeNameWouldBe() {
    let names = [
      String(repeating: "Dráma ", count: 200_000),
      String(repeating: "\u{202E}x\u{1B}", count: 300_000),
      "  " + String(repeating: "ドラマ", count: 100_000),
      String(repeating: "e\u{301}\u{200B}", count: 100_000),
      String(repeating: " ", count: 1_999) + "Drama" + String(repeating: "!", count: 5_000),
      String(repeating: "\u{202E}\n\u{7}", count: 3_000) + "Drama"
        + String(repeating: "?", count: 3_000),
    ]
    for name in names {
      let cut = HomeWidget.genreTitle(18, named: name)
      let whole = MovieFormatting.clean(name)
      XCTAssertEqual(
        String(cut.prefix(300)), String(whole.prefix(300)), String(name.prefix(12)).debugDescription
      )
    }
  }
}
