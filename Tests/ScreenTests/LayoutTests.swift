import Browser
import Screen
import TMDB
import XCTest

final class LayoutTests: XCTestCase {
  func testListRows() {
    XCTAssertEqual(Layout.listRows(for: Size(width: 80, height: 24)), 21)
    XCTAssertEqual(Layout.listRows(for: Size(width: 120, height: 40)), 37)
    XCTAssertEqual(Layout.listRows(for: Size(width: 20, height: 5)), 3)
    XCTAssertEqual(Layout.listRows(for: Size(width: 20, height: 6)), 3)
    XCTAssertEqual(Layout.listRows(for: Size(width: 1, height: 1)), 1)
    XCTAssertEqual(Layout.listRows(for: Size(width: 0, height: 0)), 1)
    XCTAssertEqual(Layout.listRows(for: Size(width: -3, height: -3)), 1)
  }

  func testClicksMapToVisibleRows() {
    let size = Size(width: 80, height: 24)
    let state = RenderDriver.started(size: size).state
    func row(_ x: Int, _ y: Int) -> Int? {
      Layout.listRow(at: Point(x: x, y: y), size: size, state: state)
    }
    XCTAssertEqual(row(10, 2), 0)
    XCTAssertEqual(row(0, 3), 1)
    XCTAssertEqual(row(79, 22), 20)
    XCTAssertNil(row(10, 0), "top bar")
    XCTAssertNil(row(10, 1), "list title")
    XCTAssertNil(row(10, 23), "status bar")
    XCTAssertNil(row(-1, 5))
    XCTAssertNil(row(80, 5))
  }

  func testClicksBesideTheDetailPane() {
    let size = Size(width: 120, height: 40)
    let state = RenderDriver.started(size: size).state
    func row(_ x: Int, _ y: Int) -> Int? {
      Layout.listRow(at: Point(x: x, y: y), size: size, state: state)
    }
    XCTAssertEqual(row(65, 5), 3)
    XCTAssertNil(row(66, 5), "separator")
    XCTAssertNil(row(90, 5), "detail pane")
    XCTAssertEqual(row(0, 38), 36)
  }

  func testNoRowsUnderTheDetailPaneHelpOrPastTheEnd() {
    let size = Size(width: 80, height: 24)
    var driver = RenderDriver.started(size: size)
    driver.command(.openDetail)
    XCTAssertNil(Layout.listRow(at: Point(x: 10, y: 5), size: size, state: driver.state))
    driver.command(.back)
    XCTAssertEqual(Layout.listRow(at: Point(x: 10, y: 5), size: size, state: driver.state), 3)
    driver.command(.toggleHelp)
    XCTAssertNil(Layout.listRow(at: Point(x: 10, y: 5), size: size, state: driver.state))

    var search = RenderDriver.started(size: size)
    search.command(.focusSearch)
    search.command(.insertText("dune"))
    search.command(.submitSearch)
    XCTAssertEqual(Layout.listRow(at: Point(x: 10, y: 6), size: size, state: search.state), 4)
    XCTAssertNil(Layout.listRow(at: Point(x: 10, y: 7), size: size, state: search.state))
    let tiny = Size(width: 10, height: 3)
    XCTAssertNil(Layout.listRow(at: Point(x: 1, y: 1), size: tiny, state: search.state))
  }

  /// A click selects the movie drawn on the clicked row, scrolled or not.
  func testClickSelectsTheRowDrawnThere() {
    for size in [
      Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 20, height: 5),
    ] {
      var driver = RenderDriver.started(size: size)
      driver.command(.pageDown)
      driver.command(.pageDown)
      XCTAssertGreaterThan(driver.state.topRow, 0)
      let rows = Layout.listRows(for: size)
      for y in 0..<size.height {
        guard let index = Layout.listRow(at: Point(x: 4, y: y), size: size, state: driver.state)
        else { continue }
        XCTAssertLessThan(index, rows)
        var clicked = driver
        clicked.command(.selectVisibleRow(index))
        let title = try! XCTUnwrap(clicked.state.selectedMovie?.title)
        let drawn = driver.render().buffer.lines()[y]
        XCTAssertTrue(drawn.contains(String(title.prefix(5))), "\(size) y=\(y): \(drawn)")
      }
    }
  }

  /// A 10,000-row list with only page 1 in memory: rows past it are placeholders, and the
  /// far end of the list draws without any page loaded there.
  func testLongListShowsPlaceholdersForUnloadedPages() {
    let size = Size(width: 80, height: 24)
    var driver = RenderDriver.started(size: size) { _, page in
      page == 1 ? RenderFixtures.categoryPage(1) : nil
    }
    XCTAssertEqual(driver.state.rowCount, 10_000)
    XCTAssertEqual(driver.state.main.window?.loadedPageNumbers, [1])
    var lines = driver.render().buffer.lines()
    XCTAssertTrue(lines[1].hasPrefix(" Popular  1/10000 "), lines[1])
    XCTAssertTrue(lines[1].hasSuffix("YEAR  RATE"), "column labels over the year and rating")
    XCTAssertEqual(
      lines[21], "   君の名は。                                                        2016   8.5")
    XCTAssertEqual(lines[22], "   ··· loading")

    driver.command(.last)
    XCTAssertEqual(driver.state.topRow, 10_000 - 21)
    lines = driver.render().buffer.lines()
    XCTAssertTrue(lines[1].hasPrefix(" Popular  10000/10000 "), lines[1])
    XCTAssertEqual(Array(lines[2...22]), Array(repeating: "   ··· loading", count: 21))
    XCTAssertEqual(driver.state.main.window?.loadedPageNumbers, [1])
  }
}

final class HomeHitTests: XCTestCase {
  /// At 120x40 the body starts on row 1: each home row is a title line and then its cards,
  /// 14 columns apart from column 1.
  func testAClickFindsTheCardUnderIt() {
    let size = Size(width: 120, height: 40)
    XCTAssertEqual(Layout.homeCard(at: Point(x: 1, y: 3), size: size)?.card, 0)
    XCTAssertEqual(Layout.homeCard(at: Point(x: 30, y: 5), size: size)?.card, 2)
    XCTAssertEqual(Layout.homeCard(at: Point(x: 30, y: 16), size: size)?.row, 1)
    XCTAssertNil(Layout.homeCard(at: Point(x: 30, y: 1), size: size), "a row's title")
    XCTAssertNil(Layout.homeCard(at: Point(x: 13, y: 3), size: size), "the gap between cards")
    XCTAssertNil(Layout.homeCard(at: Point(x: 30, y: 0), size: size), "the top bar")
  }
}
