import Browser
import Foundation
import TMDB
import XCTest

@testable import Screen

/// A film whose date added is unknown (the file held no date for it) shows "—" in the date
/// column, never 1970.
final class WatchlistUnknownDateRenderTests: XCTestCase {
  func testAnUnknownDateAddedIsADash() {
    var driver = RenderDriver.started(size: Size(width: 200, height: 10))
    driver.holdsTimers = true
    var view = WatchlistScreen(order: .added)
    view.isLoading = false
    view.count = 2
    view.rows = [
      WatchlistRow(
        movie: MovieSummary(id: 10, title: "Known", releaseDate: "2001"),
        addedAt: Date(timeIntervalSince1970: 1_763_726_400)),
      WatchlistRow(
        movie: MovieSummary(id: 11, title: "Unknown", releaseDate: "2002"), addedAt: nil),
    ]
    driver.state.screen = .watchlist(view)
    let lines = driver.render().buffer.lines()
    let list = lines.map { String($0.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces) }
    XCTAssertTrue(list[2].hasPrefix("★ Known") && list[2].hasSuffix("2025-11-21"), list[2])
    XCTAssertTrue(list[3].hasPrefix("★ Unknown") && list[3].hasSuffix("—"), list[3])
    XCTAssertFalse(lines.joined().contains("1970"))
  }
}
