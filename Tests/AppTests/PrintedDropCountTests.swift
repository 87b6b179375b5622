import Foundation
import TMDB
import XCTest

@testable import App

/// What `reel list` prints under a page that lost something while being read (faults found by
/// review13).
final class PrintedDropCountTests: XCTestCase {
  private func films(_ count: Int) -> [MovieSummary] {
    (1...count).map { MovieSummary(id: $0, title: "Film \($0)") }
  }

  /// A page whose films all came through, three of them without a readable title, printed
  /// "(3 unreadable entries skipped)" under the six films: the count adds dropped fields to
  /// dropped entries. Fix: count `dropped.items` as entries skipped, and say fields apart
  /// ("3 unreadable fields left out") or not at all.
  func testFieldsLeftOutAreNotCalledEntriesSkipped() throws {
    var page = MoviePage(page: 1, results: films(6), totalPages: 1, totalResults: 6)
    page.dropped = DropCounts(fields: 3, items: 0)
    let printed = PrintedList.render(page, heading: "Popular")
    XCTAssertFalse(printed.contains("entries skipped"), printed)
    XCTAssertTrue(printed.hasSuffix("\n(3 unreadable values left out)\n"), printed)
    page.dropped = DropCounts(fields: 1, items: 1)
    XCTAssertTrue(
      PrintedList.render(page, heading: "Popular").hasSuffix(
        "\n(1 unreadable entry skipped)\n(1 unreadable value left out)\n"))
  }

  /// TMDB's `total_results` of -1 (clamped to 0) beside six films printed "1–6 of 0". Fix:
  /// the total shown is at least the last film shown.
  func testTheTotalIsNeverBelowTheFilmsShown() throws {
    let page = MoviePage(page: 1, results: films(6), totalPages: 1, totalResults: -1)
    let printed = PrintedList.render(page, heading: "Popular")
    XCTAssertFalse(printed.contains("of 0"), printed)
    XCTAssertTrue(printed.hasPrefix("Popular · page 1 of 1 · 1–6 of 6\n"), printed)
  }
}
