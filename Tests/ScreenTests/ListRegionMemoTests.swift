import Browser
import TMDB
import XCTest

@testable import Screen

/// `FrameRenderer` keeps a list row while the row's film is stored where it was (the memo
/// keeps that page alive), and the status bar while its inputs are the last frame's. Each case
/// here changes what a row or the bar shows while most of what they are keyed by stays the
/// same: a kept result keyed too loosely (by the film's id, the row's number, the count of
/// rows, the message's words) would show the last frame's cells.
final class ListRegionMemoTests: XCTestCase {
  private let size = Size(width: 120, height: 40)

  override func setUp() {
    ListRowCache.removeAll()
    ListHeaderCache.removeAll()
    BarCache.removeAll()
  }

  /// A page loaded again with one film retitled (same id, same row, same count): the row
  /// shows the new title, and the other rows are left as they were.
  func testAFilmRetitledUnderTheSameIdIsDrawnAgain() throws {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    driver.command(.moveDown)
    _ = renderer.render(driver.state, size: size, context: testContext())
    var page = RenderFixtures.categoryPage(1)
    let old = page.results[4].title
    page.results[4].title = "Retitled Under The Same Id"
    driver.state.lists[.main]?.window?.insert(page, near: 0)
    let shown = renderer.render(driver.state, size: size, context: testContext())
    let lines = shown.buffer.lines()
    XCTAssertTrue(lines[2 + 4].contains("Retitled Under The Same Id"), lines[2 + 4])
    XCTAssertFalse(lines.joined().contains(old))
    assertSameAsFresh(shown, driver.state, testContext(), "retitled")
  }

  /// Presses that move the selection without scrolling redraw only the rows whose selection
  /// changed (`ListWidget.drawSelectionOnly`): each frame of a walk down and up the list, with
  /// the focus moving between the panes, is the frame drawn from nothing.
  func testMovesWithoutScrollingDrawTheFramesDrawnFromNothing() {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: size, context: testContext())
    let walk: [Command] =
      Array(repeating: .moveDown, count: 6) + [.nextPane, .nextPane, .moveUp, .moveUp]
      + [.nextPane, .moveDown, .nextPane, .moveDown]
    for (press, command) in walk.enumerated() {
      driver.command(command)
      let shown = renderer.render(driver.state, size: size, context: testContext())
      assertSameAsFresh(shown, driver.state, testContext(), "press \(press): \(command)")
    }
  }

  /// A page loaded again between two presses, one film retitled (same id, same row, same
  /// count), and the selection moving past it: the retitled row is drawn, not the last
  /// frame's left (the pages are another table, so not only the selection changed).
  func testAPressAfterAPageChangedDrawsTheChangedRow() {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    for _ in 0..<2 {
      driver.command(.moveDown)
      _ = renderer.render(driver.state, size: size, context: testContext())
    }
    var page = RenderFixtures.categoryPage(1)
    let old = page.results[9].title
    page.results[9].title = "Retitled Between Presses"
    driver.state.lists[.main]?.window?.insert(page, near: 0)
    driver.command(.moveDown)
    let shown = renderer.render(driver.state, size: size, context: testContext())
    let lines = shown.buffer.lines()
    XCTAssertTrue(lines[2 + 9].contains("Retitled Between Presses"), lines[2 + 9])
    XCTAssertFalse(lines.joined().contains(old))
    assertSameAsFresh(shown, driver.state, testContext(), "retitled")
  }

  /// A film marked ★ between two presses that leave the list where it is: its row gains the
  /// mark although only the selection moved.
  func testAPressAfterAWatchlistChangeDrawsTheMark() {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    for _ in 0..<2 {
      driver.command(.moveDown)
      _ = renderer.render(driver.state, size: size, context: testContext())
    }
    let film = RenderFixtures.categoryPage(1).results[12]
    driver.send(.watchlistChanged([film.id]))
    driver.command(.moveDown)
    let marked = renderer.render(driver.state, size: size, context: testContext())
    XCTAssertTrue(marked.buffer.lines()[2 + 12].hasPrefix(" ★ "), marked.buffer.lines()[2 + 12])
    assertSameAsFresh(marked, driver.state, testContext(), "marked")
  }

  /// A film added to the watchlist elsewhere gains its ★ without the list changing at all.
  func testAWatchlistChangeMarksTheRowsItNames() {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: size, context: testContext())
    let film = RenderFixtures.categoryPage(1).results[6]
    driver.send(.watchlistChanged([film.id]))
    let marked = renderer.render(driver.state, size: size, context: testContext())
    XCTAssertTrue(marked.buffer.lines()[2 + 6].hasPrefix(" ★ "), marked.buffer.lines()[2 + 6])
    assertSameAsFresh(marked, driver.state, testContext(), "marked")
    driver.send(.watchlistChanged([]))
    let unmarked = renderer.render(driver.state, size: size, context: testContext())
    XCTAssertFalse(unmarked.buffer.lines()[2 + 6].contains("★"))
    assertSameAsFresh(unmarked, driver.state, testContext(), "unmarked")
  }

  /// Two searches with as many results, the same ids in the same rows, but other titles: the
  /// second list's rows and title are drawn, not the first's kept.
  func testANewSearchWithTheSameCountAndIdsShowsItsOwnRows() {
    let pages: (MovieListSource, Int) -> MoviePage? = { source, page in
      guard case .search(let query) = source else { return RenderFixtures.categoryPage(page) }
      let results = (0..<12).map { index in
        MovieSummary(
          id: 7_000 + index, title: "\(query) film \(index)", releaseDate: "2001-01-01",
          voteAverage: 7)
      }
      return MoviePage(page: 1, results: results, totalPages: 1, totalResults: results.count)
    }
    var driver = RenderDriver.started(size: size, pages: pages)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    for query in ["alpha", "omega"] {
      driver.command(.focusSearch)
      for _ in 0..<8 { driver.command(.deleteBackward) }
      driver.command(.insertText(query))
      driver.command(.submitSearch)
      let shown = renderer.render(driver.state, size: size, context: testContext())
      let lines = shown.buffer.lines()
      XCTAssertTrue(lines[2].contains("\(query) film 0"), lines[2])
      XCTAssertTrue(lines[2 + 11].contains("\(query) film 11"), lines[2 + 11])
      assertSameAsFresh(shown, driver.state, testContext(), query)
    }
  }

  /// The same words as a notice and then as a warning: the bar is drawn again in the
  /// warning's style; the same notice twice with a fade between shows it again.
  func testAnEqualLookingStatusMessageIsDrawnInItsOwnStyle() {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: size, context: testContext())
    driver.send(.notice(.notice("Same words.")))
    let notice = renderer.render(driver.state, size: size, context: testContext())
    driver.send(.notice(.warning("Same words.")))
    let warning = renderer.render(driver.state, size: size, context: testContext())
    XCTAssertEqual(notice.buffer.lines()[39], warning.buffer.lines()[39])
    XCTAssertFalse(notice.buffer == warning.buffer, "the warning is drawn in its own style")
    assertSameAsFresh(warning, driver.state, testContext(), "warning")
    driver.state.status = nil
    let cleared = renderer.render(driver.state, size: size, context: testContext())
    XCTAssertFalse(cleared.buffer.lines()[39].contains("Same words."))
    driver.send(.notice(.notice("Same words.")))
    let again = renderer.render(driver.state, size: size, context: testContext())
    XCTAssertTrue(again.buffer.lines()[39].contains("Same words."))
    assertSameAsFresh(again, driver.state, testContext(), "again")
  }

  /// Another language or theme between two presses: every row and the bars in the new look.
  func testALanguageOrThemeChangeRedrawsTheRows() {
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    var context = testContext()
    var changes: [(String, (inout RenderContext) -> Void)] = []
    for code in ["fa-IR", "ja-JP", "ar-SA", "en-US"] {
      changes.append((code, { $0.language = ScreenLanguage(code: code)! }))
    }
    changes.append(("light", { $0.theme = ThemeSpec(base: .light) }))
    changes.append(("no colours", { $0.colors = .none }))
    for (name, change) in changes {
      driver.command(.moveDown)
      _ = renderer.render(driver.state, size: size, context: context)
      change(&context)
      driver.command(.moveDown)
      let shown = renderer.render(driver.state, size: size, context: context)
      assertSameAsFresh(shown, driver.state, context, name)
    }
  }

  private func assertSameAsFresh(
    _ shown: Frame, _ state: BrowserState, _ context: RenderContext, _ what: String,
    line: UInt = #line
  ) {
    // Without the render caches too: what a row is drawn from, not a cached copy of it.
    ListRowCache.removeAll()
    ListHeaderCache.removeAll()
    BarCache.removeAll()
    let fresh = Screen.render(state, size: size, context: context)
    XCTAssertEqual(shown.buffer.lines(), fresh.buffer.lines(), what, line: line)
    XCTAssertTrue(shown.buffer == fresh.buffer, "\(what): the same cells", line: line)
  }
}
