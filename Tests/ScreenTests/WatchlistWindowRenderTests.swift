import Browser
import Foundation
import TMDB
import XCTest

@testable import Screen

/// The watchlist screen draws only the window of rows it holds: the count of the whole list in
/// the header, the held rows in their places, blank lines for rows still on their way.
final class WatchlistWindowRenderTests: XCTestCase {
  func testRowsOutsideTheWindowAreBlankAndTheHeaderCountsTheWholeList() {
    let size = Size(width: 100, height: 20)
    var driver = RenderDriver.started(size: size)
    driver.holdsTimers = true
    var view = WatchlistScreen(order: .added)
    view.isLoading = false
    view.count = 1_000_000
    // Positions 499,998 to 499,999 are held; the rows below them have not arrived yet.
    view.windowStart = 499_998
    view.rows = (0..<2).map { index in
      WatchlistRow(
        movie: MovieSummary(id: 10 + index, title: "Held \(index)", releaseDate: "2001"),
        addedAt: Date(timeIntervalSince1970: 1_763_726_400))
    }
    view.topRow = 499_998
    view.selectedRow = 499_999
    driver.state.screen = .watchlist(view)
    let lines = driver.render().buffer.lines()
    let list = lines.map { String($0.prefix { $0 != "│" }) }
    XCTAssertTrue(list[1].contains("500000/1000000"), list[1])
    XCTAssertTrue(list[2].hasPrefix(" ★ Held 0"), list[2])
    XCTAssertTrue(list[3].hasPrefix(" ★ Held 1"), list[3])
    XCTAssertEqual(list[4].trimmingCharacters(in: .whitespaces), "", list.joined(separator: "\n"))
    XCTAssertFalse(lines.contains { $0.contains("Your watchlist is empty") })
  }
}
