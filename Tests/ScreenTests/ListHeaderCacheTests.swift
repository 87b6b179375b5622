import Browser
import TMDB
import XCTest

@testable import Screen

/// The list's title row comes from `ListHeaderCache`: it must show what drawing it afresh
/// shows after anything it depends on changes (the position, the count, the list, the
/// language and direction, the colours, the width).
final class ListHeaderCacheTests: XCTestCase {
  private let large = Size(width: 120, height: 40)

  /// The header row (row 1) as drawn now, after checking it against the one drawn afresh.
  private func header(
    _ driver: RenderDriver, size: Size? = nil, context: RenderContext = testContext(),
    file: StaticString = #filePath, line: UInt = #line
  ) -> String {
    let size = size ?? driver.size
    let shown = Screen.render(driver.state, size: size, context: context).buffer
    ListHeaderCache.removeAll()
    let fresh = Screen.render(driver.state, size: size, context: context).buffer
    XCTAssertEqual(shown, fresh, file: file, line: line)
    return shown.lines()[1]
  }

  func testThePositionFollowsTheSelection() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    XCTAssertTrue(header(driver).contains("1/10000"), header(driver))
    driver.command(.moveDown)
    XCTAssertTrue(header(driver).contains("2/10000"), header(driver))
    driver.command(.moveUp)
    XCTAssertTrue(header(driver).contains("1/10000"), header(driver))
  }

  func testANewCountShowsAtOnce() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    XCTAssertTrue(header(driver).contains("1/10000"))
    driver.pages = { _, page in RenderFixtures.categoryPage(page, totalResults: 9_990) }
    driver.command(.refresh)
    XCTAssertTrue(header(driver).contains("1/9990"), header(driver))
  }

  func testAnotherListRetitlesTheHeader() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    XCTAssertTrue(header(driver).contains("Popular"))
    driver.command(.showCategory(.topRated))
    let shown = header(driver)
    XCTAssertTrue(shown.contains("Top rated"), shown)
    XCTAssertFalse(shown.contains("Popular"), shown)
  }

  func testLanguageDirectionThemeAndWidthRedrawTheHeader() {
    var driver = RenderDriver.started(size: large)
    driver.holdsTimers = true
    let english = header(driver)
    var persian = testContext()
    persian.language = ScreenLanguage(code: "fa-IR")!
    let inPersian = header(driver, context: persian)
    XCTAssertTrue(inPersian.contains("۱۰۰۰۰ ﺯﺍ ۱"), inPersian)
    XCTAssertNotEqual(inPersian, english)
    var light = testContext(colors: .extended)
    light.theme = ThemeSpec(base: .light)
    _ = header(driver, context: light)
    _ = header(driver, context: testContext(colors: .none))
    let narrow = header(driver, size: Size(width: 80, height: 24))
    XCTAssertLessThanOrEqual(narrow.count, 80)
    XCTAssertEqual(header(driver), english)
  }
}
