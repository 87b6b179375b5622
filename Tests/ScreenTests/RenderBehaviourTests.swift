import Browser
import TMDB
import XCTest

@testable import Screen

/// What the text snapshots cannot see: styles, colours, the cursor, scrolling limits.
final class RenderBehaviourTests: XCTestCase {
  let small = Size(width: 80, height: 24)
  let large = Size(width: 120, height: 40)

  private func styles(row: Int, in frame: Frame) -> [Style] {
    (0..<frame.buffer.width).map { frame.buffer[$0, row].style }
  }

  func testCursorFollowsTheSearchText() {
    var driver = RenderDriver.started(size: small)
    XCTAssertNil(driver.render().cursor)
    driver.holdsTimers = true
    driver.command(.focusSearch)
    XCTAssertEqual(driver.render().cursor, Point(x: 3, y: 0))
    driver.command(.insertText("dune 砂"))
    XCTAssertEqual(driver.render().cursor, Point(x: 10, y: 0))
    XCTAssertTrue(driver.render().buffer.lines()[0].hasPrefix(" / dune 砂 "))
    driver.command(.toggleHelp)
    XCTAssertNil(driver.render(context: testContext(help: RenderFixtures.help)).cursor)
  }

  func testLongSearchTextKeepsItsEndVisible() {
    var driver = RenderDriver.started(size: Size(width: 40, height: 10))
    driver.holdsTimers = true
    driver.command(.focusSearch)
    driver.command(.insertText("a very long query that ends in 千尋"))
    let frame = driver.render()
    // Field: columns 3..<29 (tabs "1 2 3 4 5" take the last 10); one column kept for the cursor.
    XCTAssertEqual(frame.buffer.lines()[0], " / … query that ends in 千尋  1 2 3 4 5")
    XCTAssertEqual(frame.cursor, Point(x: 28, y: 0))
    XCTAssertEqual(frame.buffer[3, 0].style.attributes, .underline)
  }

  func testSelectionIsReverseWhenTheListHasFocusAndDimmerOtherwise() {
    var driver = RenderDriver.started(size: large)
    let focused = styles(row: 2, in: driver.render())[0..<66]
    XCTAssertTrue(focused.allSatisfy { $0.attributes.contains(.reverse) })
    XCTAssertFalse(
      styles(row: 3, in: driver.render()).contains { $0.attributes.contains(.reverse) })

    driver.command(.openDetail)
    let basic = styles(row: 2, in: driver.render())[0..<66]
    // White on blue: bright black is black on an 8-colour terminal, where the row would vanish.
    XCTAssertTrue(basic.allSatisfy { $0.bg == .blue && $0.fg == .white })
    let extended = styles(row: 2, in: driver.render(context: testContext(colors: .extended)))
    XCTAssertTrue(extended[0..<66].allSatisfy { $0.bg == .indexed(239) })
    let mono = styles(row: 2, in: driver.render(context: testContext(colors: .none)))
    XCTAssertTrue(mono[0..<66].allSatisfy { $0 == Style(attributes: .underline) })
  }

  func testMonochromeUsesNoColours() {
    var driver = RenderDriver.started(size: large)
    driver.failingPages[500] = "Page 500 failed."
    driver.command(.last)
    var frames = [driver.render(context: testContext(colors: .none))]
    driver.command(.toggleHelp)
    frames.append(driver.render(context: testContext(help: RenderFixtures.help, colors: .none)))
    for frame in frames {
      XCTAssertTrue(
        frame.buffer.cells.allSatisfy { $0.style.fg == .default && $0.style.bg == .default })
    }
    XCTAssertTrue(frames[0].buffer.cells.contains { $0.style.attributes.contains(.bold) })
  }

  func testErrorsAreRedAndNothingElseIs() {
    var driver = RenderDriver.started(size: small)
    let calm = driver.render().buffer.cells
    XCTAssertFalse(calm.contains { $0.style.fg == .red })
    driver.failingPages[500] = "Page 500 failed."
    driver.command(.last)
    let frame = driver.render()
    XCTAssertEqual(frame.buffer[9, 23].style, Style(fg: .red, attributes: .bold))
    XCTAssertEqual(frame.buffer.lines()[23].prefix(25), " REPLAY  Page 500 failed.")
  }

  func testActiveTabIsMarkedOnlyForCategories() {
    var driver = RenderDriver.started(size: small)
    let activeTab = Style(fg: .black, bg: .cyan, attributes: .bold)
    let marked = styles(row: 0, in: driver.render()).filter { $0 == activeTab }
    XCTAssertEqual(marked.count, " 1 Popular ".count)
    driver.command(.showCategory(.topRated))
    XCTAssertEqual(styles(row: 0, in: driver.render()).filter { $0 == activeTab }.count, 13)
    driver.command(.focusSearch)
    driver.command(.insertText("dune"))
    driver.command(.submitSearch)
    XCTAssertFalse(styles(row: 0, in: driver.render()).contains(activeTab))
    XCTAssertTrue(driver.render().buffer.lines()[1].hasPrefix(" Search \u{201C}dune\u{201D}"))
  }

  func testWatchlistMark() {
    var driver = RenderDriver.started(size: small)
    driver.command(.moveDown)
    driver.command(.toggleWatchlist)
    let lines = driver.render().buffer.lines()
    XCTAssertTrue(lines[3].hasPrefix(" ★ Spirited Away"))
    XCTAssertTrue(lines[2].hasPrefix("   Fight Club"))
  }

  /// The pane cannot scroll past its last screenful, however far the state says.
  func testDetailScrollIsClamped() {
    var driver = RenderDriver.started(size: Size(width: 80, height: 16))
    driver.command(.moveDown)
    driver.command(.openDetail)
    let top = driver.render().buffer
    XCTAssertEqual(top[79, 14].grapheme, "▼")
    driver.command(.scroll(1))
    XCTAssertTrue(driver.render().buffer != top)
    var last = driver.render().buffer
    var scrolls = 1
    while scrolls < 100 {
      driver.command(.scroll(1))
      scrolls += 1
      let next = driver.render().buffer
      if next == last { break }
      last = next
    }
    XCTAssertLessThan(scrolls, 100)
    // The last scroll changed nothing: the one before it reached the limit.
    let limit = render(driver.state, size: Size(width: 80, height: 16), context: testContext())
      .detailScrollLimit
    XCTAssertEqual(limit, scrolls - 1)
    driver.command(.scroll(10_000))
    XCTAssertTrue(driver.render().buffer == last)
    XCTAssertEqual(last.lines()[14], " TMDB: https://www.themoviedb.org/movie/129")
    XCTAssertEqual(last[79, 1].grapheme, "▲")
    XCTAssertEqual(last[79, 14].grapheme, " ")
  }

  func testDetailScrollLimitIsZeroWhenThePaneIsHidden() {
    let driver = RenderDriver.started(size: small)
    let context = testContext()
    XCTAssertNil(render(driver.state, size: small, context: context).detailScrollLimit)
    XCTAssertEqual(
      render(driver.state, size: Size(width: 100, height: 8), context: context).detailScrollLimit,
      15)
  }

  /// A new search on its way: the old results stay, the title row and status bar say so.
  func testPendingSearchKeepsTheOldList() {
    var driver = RenderDriver.started(size: small) { source, page in
      source == .category(.popular) ? RenderFixtures.categoryPage(page) : nil
    }
    driver.command(.focusSearch)
    driver.command(.insertText("dune"))
    driver.command(.submitSearch)
    let lines = driver.render().buffer.lines()
    XCTAssertEqual(
      lines[1],
      " Popular · loading Search \u{201C}dune\u{201D}…" + String(repeating: " ", count: 39)
        + "1/10000")
    XCTAssertTrue(lines[2].hasPrefix("   Fight Club"))
    XCTAssertTrue(lines[23].hasPrefix(" REPLAY  ⠋ Loading Search \u{201C}dune\u{201D}…"), lines[23])
    XCTAssertTrue(styles(row: 0, in: driver.render()).allSatisfy { $0.bg != .cyan })
  }

  func testSpinnerOnlyWhileLoading() {
    var driver = RenderDriver.started(size: small) { _, page in
      page <= 3 ? RenderFixtures.categoryPage(page) : nil
    }
    XCTAssertTrue(driver.state.isSettled)
    XCTAssertFalse(driver.render().buffer.lines()[23].contains("⠋"))
    driver.command(.last)
    XCTAssertFalse(driver.state.isSettled)
    for frame in 0..<12 {
      let line = driver.render(context: testContext(spinnerFrame: frame)).buffer.lines()[23]
      // The selection's page comes first; the rest of the screen (page 499) loads beside it.
      XCTAssertTrue(
        line.hasPrefix(" REPLAY  \(Spinner.frames[frame % 10]) Loading page 500…"), line)
    }
  }

  func testKeyHintsDropWhenNarrow() {
    let driver = RenderDriver.started(size: Size(width: 44, height: 10))
    let line = driver.render(context: testContext(mode: "LIVE")).buffer.lines()[9]
    XCTAssertEqual(line, " LIVE      / search  ⏎ open  ? help  q quit")
  }

  func testFormatting() {
    let format = LanguageFormat(LanguageTag(language: "en", region: nil))
    XCTAssertEqual(format.rating(average: 8.438, votes: 3), "8.4")
    XCTAssertEqual(format.rating(average: 10, votes: 1), "10.0")
    XCTAssertEqual(format.rating(average: 7, votes: nil), "7.0")
    XCTAssertEqual(format.rating(average: 7.25, votes: 2), "7.3")
    XCTAssertNil(format.rating(average: 7, votes: 0))
    XCTAssertNil(format.rating(average: 0, votes: 5))
    XCTAssertNil(format.rating(average: .nan, votes: 5))
    let english = Words(.english, keys: .standard)
    XCTAssertEqual(english.runtime(139), "2h 19m")
    XCTAssertEqual(english.runtime(45), "45m")
    XCTAssertEqual(english.runtime(120), "2h")
    XCTAssertNil(english.runtime(0))
    XCTAssertEqual(english(.votes(30_000)), "30,000 votes")
    XCTAssertEqual(english(.votes(1)), "1 vote")
    XCTAssertEqual(english.rating(average: 8.438, count: 3), "8.4")
    XCTAssertNil(english.rating(average: 7, count: 0))
    // Data inside a sentence is isolated for the bidi layer; the isolates are never drawn.
    func shown(_ text: String) -> String { BidiLine.withoutDirectionControls(text) }
    XCTAssertEqual(shown(english.sourceName(.search("dune"))), "Search \u{201C}dune\u{201D}")
    XCTAssertEqual(
      shown(english.sourceName(.search("a long query"), width: 14)), "Search \u{201C}a lo…\u{201D}")
    let persian = Words(ScreenLanguage(code: "fa-IR")!, keys: .standard)
    XCTAssertEqual(persian.runtime(139), "۲ ساعت ۱۹ دقیقه")
    XCTAssertEqual(persian.rating(average: 8.438, count: 3), "۸٫۴")
    XCTAssertEqual(persian.position(41, of: 10_000), "۴۱ از ۱۰۰۰۰")
  }
}

/// An unreadable watchlist is said in the status bar for as long as it stays unreadable: the
/// read can fail before the first list starts loading (which clears the status), and a
/// message fades, but the missing ★ marks still need their reason.
final class WatchlistFailureStatusTests: XCTestCase {
  func testTheReasonStaysOnceTheStatusIsGone() {
    var driver = RenderDriver.started(size: Size(width: 100, height: 10))
    driver.state.watchlistFailure = Failure(.storage, "library.sqlite is not an SQLite database")
    driver.state.status = nil
    let lastLine = driver.render().buffer.lines()[9]
    XCTAssertTrue(
      lastLine.contains("Could not read the watchlist: library.sqlite is not an SQLite database"),
      lastLine)
  }
}

/// Films nobody has rated yet (Upcoming, Now playing) show when they open, not an empty
/// rating, in the language's digits and calendar.
final class UnratedReleaseDateTests: XCTestCase {
  func testTheCompactDateFitsTheYearAndRatingColumns() {
    let english = LanguageFormat(LanguageTag(language: "en", region: "US"))
    XCTAssertEqual(english.compactDate(iso: "2026-12-18"), "2026-12-18")
    XCTAssertEqual(
      LanguageFormat(LanguageTag(language: "ja", region: "JP")).compactDate(iso: "2026-12-18"),
      "2026/12/18")
    XCTAssertEqual(
      LanguageFormat(LanguageTag(language: "fa", region: "IR")).compactDate(iso: "2026-12-18"),
      "۱۴۰۵/۰۹/۲۷")
    XCTAssertEqual(
      LanguageFormat(LanguageTag(language: "ar", region: "SA")).compactDate(iso: "2026-12-18"),
      "١٨/١٢/٢٠٢٦")
    for bad in ["2026", "2026-13-01", "2026-00-10", "", "20261218", "2026-1-1x", "0000-01-01"] {
      XCTAssertNil(english.compactDate(iso: bad), bad)
    }
  }
}
