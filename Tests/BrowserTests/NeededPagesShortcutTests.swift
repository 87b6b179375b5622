import TMDB
import XCTest

@testable import Browser

/// keys2: a move asks whether the view needs a page without building the list of pages
/// (`hasNeededPages`, `allLoaded(touching:)`); the answer must be what the lists say, at
/// every selection and scroll, around irregular and missing pages, and past the list's end.
final class NeededPagesShortcutTests: XCTestCase {
  func testTheShortcutSaysWhatTheListOfPagesSays() {
    var window = window(page(1, of: 6, totalResults: 110), capacity: 10)
    _ = window.insert(page(2, of: 6, ids: [201, 105, 203, 201]), near: 1)  // irregular
    _ = window.insert(page(4, of: 6, totalResults: 110), near: 4)
    _ = window.insert(page(6, of: 6, totalResults: 110), near: 6)  // the short last page
    var list = ResultList()
    list.window = window
    let rowCount = window.rowCount
    for rows in [1, 5, 18, 40] {
      for top in stride(from: -2, through: rowCount + 2, by: 1) {
        for selected in [top, top + rows / 2, top + rows - 1] {
          list.topRow = top
          list.selectedRow = selected
          let needed = list.neededPages(viewportRows: rows)
          XCTAssertEqual(
            list.hasNeededPages(viewportRows: rows), needed.allSatisfy(window.isLoaded(page:)),
            "rows \(rows), top \(top), selected \(selected): \(needed)")
        }
        let range = top..<(top + rows)
        XCTAssertEqual(
          window.allLoaded(touching: range),
          window.pages(touching: range).allSatisfy(window.isLoaded(page:)), "\(range)")
      }
    }
  }

  func testAListThatLoadsNothingNeedsNothing() {
    var list = ResultList()
    XCTAssertTrue(list.hasNeededPages(viewportRows: 10), "no window yet")
    list.window = window(page(1, of: 3))
    list.selectedRow = 30
    list.topRow = 25
    XCTAssertFalse(list.hasNeededPages(viewportRows: 10), "page 2 is missing")
    list.view = LoadedView()
    XCTAssertTrue(list.hasNeededPages(viewportRows: 10), "a view asks for nothing more")
  }
}
