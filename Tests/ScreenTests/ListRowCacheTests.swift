import Browser
import TMDB
import XCTest

@testable import Screen

/// The result list draws its rows from `ListRowCache`: a row shown is always the row drawn
/// afresh, whatever changed since it was remembered (its mark, the selection, the focus, the
/// size, the language, the colours).
final class ListRowCacheTests: XCTestCase {
  private let large = Size(width: 120, height: 40)

  /// The frame as drawn with the rows remembered so far, and as drawn with none remembered.
  private func remembered(_ driver: RenderDriver, size: Size? = nil, context: RenderContext)
    -> (Buffer, Buffer)
  {
    let size = size ?? driver.size
    let shown = Screen.render(driver.state, size: size, context: context).buffer
    ListRowCache.removeAll()
    let fresh = Screen.render(driver.state, size: size, context: context).buffer
    return (shown, fresh)
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
}
