import Browser
import XCTest

@testable import Screen

/// The terminal's cursor stands where the search field's cursor is, and the text before it
/// stays in view.
final class SearchCursorRenderTests: XCTestCase {
  func testTheCursorIsDrawnInsideTheText() {
    var driver = RenderDriver.started(size: Size(width: 40, height: 10))
    driver.holdsTimers = true
    driver.command(.focusSearch)
    driver.command(.insertText("blade runner"))
    driver.command(.moveSearchCursor(.wordLeft))
    let frame = driver.render()
    XCTAssertTrue(frame.buffer.lines()[0].hasPrefix(" / blade runner "), frame.buffer.lines()[0])
    XCTAssertEqual(frame.cursor, Point(x: 9, y: 0))
    XCTAssertEqual(frame.buffer[9, 0].style.attributes, .underline)
  }

  func testALongQueryKeepsTheCursorInView() {
    var driver = RenderDriver.started(size: Size(width: 40, height: 10))
    driver.holdsTimers = true
    driver.command(.focusSearch)
    driver.command(.insertText("a very long query that ends in 千尋"))
    driver.command(.moveSearchCursor(.start))
    let start = driver.render()
    XCTAssertEqual(start.cursor, Point(x: 3, y: 0))
    XCTAssertTrue(start.buffer.lines()[0].hasPrefix(" / a very long"), start.buffer.lines()[0])
    driver.command(.moveSearchCursor(.end))
    XCTAssertEqual(driver.render().cursor, Point(x: 28, y: 0))
  }

  // keys2: the tabs give way to what is typed, down to their numbers, before the query is cut.
  func testTheTabsShrinkToTheirNumbersBeforeTheQueryIsCut() {
    var driver = RenderDriver.started(size: Size(width: 80, height: 10))
    driver.holdsTimers = true
    driver.command(.focusSearch)
    XCTAssertTrue(driver.render().buffer.lines()[0].contains("1 Popular"))
    driver.command(.insertText("the quick brown fox jumps over the lazy dog"))
    let line = driver.render().buffer.lines()[0]
    XCTAssertEqual(
      line,
      " / the quick brown fox jumps over the lazy dog" + String(repeating: " ", count: 24)
        + "1 2 3 4 5")
    XCTAssertFalse(line.contains("Popular"), line)
  }

  func testAShortQueryKeepsTheNamedTabs() {
    var driver = RenderDriver.started(size: Size(width: 80, height: 10))
    driver.holdsTimers = true
    driver.command(.focusSearch)
    driver.command(.insertText("dune"))
    let line = driver.render().buffer.lines()[0]
    XCTAssertTrue(line.hasPrefix(" / dune "), line)
    XCTAssertTrue(line.contains("1 "), line)
    XCTAssertTrue(line.contains("Popular") || line.contains("Pop"), line)
  }
}
