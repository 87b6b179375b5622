import Browser
import TMDB
import XCTest

@testable import Screen

/// The result list draws its rows from `ListRowCache`, the bars from `BarCache`: what is shown
/// is always what drawing afresh shows, whatever changed since it was remembered (a row's mark,
/// the selection, the focus, the search text and its cursor, the tab, the status message, the
/// spinner, the size, the language, the colours).
final class RenderCacheTests: XCTestCase {
  private let large = Size(width: 120, height: 40)

  /// The frame as drawn with the rows remembered so far, and as drawn with none remembered.
  private func remembered(_ driver: RenderDriver, size: Size? = nil, context: RenderContext)
    -> (Buffer, Buffer)
  {
    let size = size ?? driver.size
    let shown = Screen.render(driver.state, size: size, context: context)
    ListRowCache.removeAll()
    BarCache.removeAll()
    ListHeaderCache.removeAll()
    let fresh = Screen.render(driver.state, size: size, context: context)
    XCTAssertEqual(shown.cursor, fresh.cursor)
    return (shown.buffer, fresh.buffer)
  }

  func testEveryFrameIsTheFrameDrawnWithoutRememberedRows() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    var persian = testContext()
    persian.language = ScreenLanguage(code: "fa-IR")!
    var light = testContext(colors: .extended)
    light.theme = ThemeSpec(base: .light)
    let contexts = [
      testContext(), testContext(colors: .extended), testContext(colors: .none), persian, light,
      testContext(mode: "LIVE", spinnerFrame: 3),
    ]
    // Each step changes what some row looks like; every context draws after every step, so
    // rows remembered in one look are offered to the next.
    let steps: [(inout RenderDriver) -> Void] = [
      { $0.command(.moveDown) },
      { $0.command(.toggleWatchlist) },
      { $0.command(.moveDown) },
      { $0.command(.nextPane) },
      { $0.command(.moveUp) },
      { $0.command(.nextPane) },
      { $0.command(.toggleWatchlist) },
      { $0.command(.pageDown) },
      { $0.command(.focusSearch) },
      { $0.command(.insertText("dune 砂")) },
      { $0.command(.moveSearchCursor(.left)) },
      { $0.command(.moveSearchCursor(.wordLeft)) },
      { $0.command(.submitSearch) },
      { $0.command(.showCategory(.topRated)) },
      { $0.send(.notice(.notice("Saved."))) },
      { $0.command(.toggleHelp) },
      { $0.command(.toggleHelp) },
      { $0.command(.last) },
    ]
    for (number, step) in steps.enumerated() {
      step(&driver)
      for (index, context) in contexts.enumerated() {
        for size in [large, Size(width: 80, height: 24), Size(width: 200, height: 50)] {
          let (shown, fresh) = remembered(driver, size: size, context: context)
          XCTAssertEqual(shown, fresh, "step \(number), context \(index), \(size)")
        }
      }
    }
  }

  func testMarkingTheSelectedFilmShowsItsStarAtOnce() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    let before = driver.render().buffer.lines()[2]
    XCTAssertTrue(before.hasPrefix("   Fight Club "), before)
    driver.command(.toggleWatchlist)
    XCTAssertTrue(driver.render().buffer.lines()[2].hasPrefix(" ★ Fight Club "))
    driver.command(.toggleWatchlist)
    XCTAssertEqual(driver.render().buffer.lines()[2], before)
  }

  func testMovingTheSelectionMovesTheBar() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    _ = driver.render()
    driver.command(.moveDown)
    let frame = driver.render()
    XCTAssertFalse(frame.buffer[5, 2].style.attributes.contains(.reverse))
    XCTAssertTrue(frame.buffer[5, 3].style.attributes.contains(.reverse))
    driver.command(.nextPane)
    let unfocused = driver.render()
    XCTAssertFalse(unfocused.buffer[5, 3].style.attributes.contains(.reverse))
    XCTAssertNotEqual(unfocused.buffer[5, 3].style, Style.plain)
  }

  func testTypingShowsInTheSearchFieldAtOnce() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    _ = driver.render()
    driver.command(.focusSearch)
    XCTAssertEqual(driver.render().cursor, Point(x: 3, y: 0))
    driver.command(.insertText("du"))
    let frame = driver.render()
    XCTAssertTrue(frame.buffer.lines()[0].hasPrefix(" / du "))
    XCTAssertEqual(frame.cursor, Point(x: 5, y: 0))
    driver.command(.moveSearchCursor(.left))
    XCTAssertEqual(driver.render().cursor, Point(x: 4, y: 0))
  }

  func testANewStatusMessageReplacesTheOld() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    driver.send(.notice(.notice("First note.")))
    XCTAssertTrue(driver.render().buffer.lines()[39].contains("First note."))
    driver.send(.notice(.notice("Second note.")))
    let bar = driver.render().buffer.lines()[39]
    XCTAssertTrue(bar.contains("Second note."), bar)
    XCTAssertFalse(bar.contains("First note."), bar)
  }

  func testANarrowerTerminalCutsTheRowsAnew() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    let wide = driver.render().buffer.lines()[3]
    let narrow = Screen.render(
      driver.state, size: Size(width: 60, height: 40), context: testContext())
    XCTAssertNotEqual(narrow.buffer.lines()[3], String(wide.prefix(60)))
    XCTAssertLessThanOrEqual(narrow.buffer.lines()[3].count, 60)
  }

  func testAnotherLanguageWritesTheRowsInItsDigits() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    XCTAssertTrue(driver.render().buffer.lines()[2].contains("1999   8.4"))
    var persian = testContext()
    persian.language = ScreenLanguage(code: "fa-IR")!
    let row = driver.render(context: persian).buffer.lines()[2]
    XCTAssertTrue(row.contains("۸٫۴   ۱۹۹۹"), row)
    XCTAssertFalse(row.contains("1999"), row)
  }
  /// The status bar keeps several of its looks (a press shows the spinner, the next frame
  /// hides it, the spinner turns through its frames): whichever comes back, the bar is the
  /// one drawn afresh, never another remembered one.
  func testStatusBarsComingBackAreTheBarsDrawnAfresh() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    // A press leaves the details' timer running: the spinner shows until it fires.
    driver.command(.moveDown)
    var contexts = (0..<10).map { testContext(spinnerFrame: $0) }
    contexts.append(testContext(mode: "LIVE", spinnerFrame: 4))
    contexts.append(testContext(spinnerFrame: 7, colors: .extended))
    let expected = contexts.map { context -> Buffer in
      BarCache.removeAll()
      return Screen.render(driver.state, size: large, context: context).buffer
    }
    XCTAssertTrue(expected[1].lines().last?.contains("⠙") == true, "the spinner shows")
    BarCache.removeAll()
    // Forwards, backwards, then every other one: each remembered bar is offered to the others.
    let order =
      Array(contexts.indices) + contexts.indices.reversed()
      + stride(
        from: 0, to: contexts.count, by: 2)
    for (step, index) in order.enumerated() {
      let shown = Screen.render(driver.state, size: large, context: contexts[index]).buffer
      XCTAssertEqual(shown.lines(), expected[index].lines(), "step \(step), context \(index)")
      // The styles too (a whole buffer compared, not printed: 4,800 cells).
      XCTAssertTrue(shown == expected[index], "step \(step), context \(index)")
    }
  }
  /// Frames drawn by region reuse the status bar's models made lately from the same inputs:
  /// the spinner coming and going and turning, each frame is the frame drawn afresh.
  func testStatusModelsComingBackAreTheModelsMadeAfresh() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    let settled = driver.state
    driver.command(.moveDown)
    let loading = driver.state
    let states = [settled, loading]
    let contexts =
      // The loop counts frames on: the spinner comes back to each of its ten.
      (0..<23).map { testContext(spinnerFrame: $0) } + [
        testContext(mode: "LIVE", spinnerFrame: 2)
      ]
    var steps: [(state: Int, context: Int)] = []
    for round in 0..<3 {
      for context in contexts.indices {
        steps.append(((context + round) % 2, context))
        steps.append((1, (context * 7 + round) % contexts.count))
      }
    }
    // The same spinner frame in another mode: another model.
    for _ in 0..<3 { steps += [(1, 2), (1, contexts.count - 1)] }
    var renderer = FrameRenderer()
    for (number, step) in steps.enumerated() {
      let state = states[step.state]
      let context = contexts[step.context]
      let shown = renderer.render(state, size: large, context: context).buffer
      let fresh = Screen.render(state, size: large, context: context).buffer
      XCTAssertEqual(shown.lines(), fresh.lines(), "step \(number)")
      XCTAssertTrue(shown == fresh, "step \(number)")
    }
  }
}
