import Foundation
import Library
import XCTest

@testable import App

/// `reel watchlist` prints an unknown date added as "—", never 1970.
final class PrintedWatchlistUnknownDateTests: XCTestCase {
  func testAnUnknownDateAddedIsADash() {
    let text = PrintedWatchlist.render(
      [WatchlistEntry(movieID: 603, title: "The Matrix", year: 1999, addedAt: nil)],
      sort: .added)
    let row = text.split(separator: "\n")[2]
    XCTAssertTrue(row.hasPrefix("603  The Matrix"), String(row))
    XCTAssertTrue(row.hasSuffix("—"), String(row))
    XCTAssertFalse(text.contains("1970"), text)
  }
}
