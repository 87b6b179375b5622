import Foundation
import Library
import Screen
import XCTest

@testable import App

/// The table `reel watchlist` prints, in the chosen language: heading, columns, digits, dates
/// and a note's label are the language's; English reads as it always has.
final class PrintedWatchlistLanguageTests: XCTestCase {
  private let entries = [
    WatchlistEntry(
      movieID: 129, title: "千と千尋の神隠し", year: 2001, voteAverage: 8.5,
      addedAt: ISO8601DateFormatter().date(from: "2024-03-01T12:00:00Z"), note: "again")
  ]

  private func language(_ code: String) -> ScreenLanguage { ScreenLanguage(code: code)! }

  func testJapanese() {
    let text = PrintedWatchlist.render(entries, sort: .title, language: language("ja-JP"))
    let lines = text.components(separatedBy: "\n")
    XCTAssertEqual(lines[0], "ウォッチリスト · 1本 · タイトル順", text)
    XCTAssertTrue(lines[1].hasPrefix(" ID  タイトル"), text)
    XCTAssertTrue(lines[2].hasSuffix("2001   8.5  2024年3月1日"), text)
    XCTAssertEqual(lines[3], "     メモ: again", text)
  }

  func testPersian() {
    let text = PrintedWatchlist.render(entries, sort: .added, language: language("fa-IR"))
    XCTAssertTrue(text.hasPrefix("فهرست تماشا · ۱ فیلم · بر اساس تاریخ افزودن\n"), text)
    XCTAssertTrue(text.contains("۲۰۰۱"), text)
    XCTAssertTrue(text.contains("۸٫۵"), text)
    XCTAssertTrue(text.contains("یادداشت: again"), text)
    for english in ["Watchlist", "TITLE", "ADDED", "note:", "2024"] {
      XCTAssertFalse(text.contains(english), "\(english) left in:\n\(text)")
    }
    XCTAssertEqual(
      PrintedWatchlist.render([], sort: .added, language: language("fa-IR")),
      "فهرست تماشا خالی است. با `reel watchlist add ID` یا کلید `w` در مرورگر فیلمی بیفزایید.\n")
  }

  func testEnglishIsUnchanged() {
    let text = PrintedWatchlist.render(entries, sort: .title)
    let lines = text.components(separatedBy: "\n")
    XCTAssertEqual(lines[0], "Watchlist · 1 movie · by title")
    XCTAssertEqual(
      lines[1], " ID  TITLE                                                YEAR  RATE  ADDED")
    XCTAssertTrue(lines[2].hasPrefix("129  千と千尋の神隠し"), text)
    XCTAssertTrue(lines[2].hasSuffix("2001   8.5  2024-03-01"), text)
    XCTAssertEqual(lines[3], "     note: again")
  }
}
