import App
import Foundation
import Library
import Screen
import TMDB
import XCTest

/// The watchlist's ★ on a home card sits at the start of the card as the screen reads: on a
/// Persian screen at the right of every title. It went with the title's own direction, so a
/// Latin title had it at the left ("★Avengers: D…") and a Persian one at the right.
final class MirroredHomeMarkTests: XCTestCase {
  private func cardLines(language: String, marked id: Int) throws -> [String] {
    let watchlist = MemoryWatchlistStore()
    try watchlist.add(MovieSummary(id: id, title: "x"), note: nil)
    var options = ConnectionOptions()
    options.forceReplay = true
    options.language = language
    let (output, failure) = try ScriptSupport.run(
      "wait idle\nsnap", size: Size(width: 100, height: 30),
      services: try Services.make(options, environment: [:]), watchlist: watchlist,
      start: .home)
    XCTAssertNil(failure?.reason)
    return output.filter { $0.contains("★") }
  }

  func testTheMarkIsAtTheRightOfALatinTitleOnAPersianScreen() throws {
    // Avengers: Doomsday, titled in English in the Persian catalog.
    let lines = try cardLines(language: "fa-IR", marked: 1_003_596)
    XCTAssertFalse(lines.isEmpty)
    for line in lines {
      XCTAssertFalse(line.contains("★Avengers"), line)
      XCTAssertTrue(line.contains("…★") || line.contains("Doomsday★"), line)
    }
  }

  func testEnglishKeepsTheMarkBeforeTheTitle() throws {
    let lines = try cardLines(language: "en-US", marked: 1_003_596)
    XCTAssertFalse(lines.isEmpty)
    for line in lines { XCTAssertTrue(line.contains("★Avengers"), line) }
  }
}
