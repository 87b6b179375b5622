import App
import Foundation
import Library
import Screen
import TMDB
import XCTest

/// The replay catalog in Persian, end to end through `--script`: `--language fa-IR` asks the
/// catalog for Persian titles, the screen speaks Persian and reads right to left.
final class PersianJourneyTests: XCTestCase {
  static let persian = ScreenLanguage(code: "fa-IR")!

  static func persianServices() throws -> Services {
    var options = ConnectionOptions()
    options.forceReplay = true
    options.language = "fa-IR"
    return try Services.make(options, environment: [:])
  }

  /// How a line of Reel's words appears in the cells: laid out right to left.
  static func onScreen(_ message: Message) -> String {
    BidiLine(persian.screenText(message), base: .rightToLeft, keepingIsolates: true).text
  }

  /// How a title from TMDB appears in the cells.
  static func onScreen(title: String) -> String { BidiLine(title, base: .auto).text }

  func testTheLanguageSettingReachesTheClientAndTheScreen() throws {
    let services = try Self.persianServices()
    XCTAssertEqual(services.language.language.tmdbCode, "fa-IR")
    XCTAssertEqual(services.client.language, "fa-IR")
    var options = ConnectionOptions()
    options.forceReplay = true
    let fromLocale = try Services.make(options, environment: ["LANG": "ar_SA.UTF-8"])
    XCTAssertEqual(fromLocale.client.language, "ar-SA")
    let fallback = try Services.make(options, environment: [:])
    XCTAssertEqual(fallback.client.language, "en-US")
  }

  func testSearchInPersianOpenAFilmAndAddItToTheWatchlist() throws {
    let watchlist = MemoryWatchlistStore()
    let title = "شهر اشباح"  // Spirited Away, as the catalog titles it in Persian
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      expect text "\(Self.onScreen(Message(.categoryPopular)))"
      key /
      type "شهر"
      key enter
      wait idle
      expect text "\(Self.onScreen(title: title))"
      expect text "\(Self.onScreen(Message.searchQuery("شهر")))"
      key enter
      wait idle
      key w
      wait idle
      expect text "\(Self.onScreen(.addedToWatchlist(title: title)))"
      snap
      """, size: Size(width: 80, height: 24), services: try Self.persianServices(),
      watchlist: watchlist)
    XCTAssertNil(failure?.reason)
    XCTAssertEqual(try watchlist.ids(), [129])
    let rows = Array(output.dropFirst())
    guard rows.count == 24 else { return XCTFail("expected one snap, got \(output)") }
    // The status bar: Persian words, the mode badge on the right, no English left.
    let status = rows[23]
    XCTAssertTrue(status.hasSuffix(Self.onScreen(Message(.modeReplay))), status)
    XCTAssertFalse(status.contains("watch"), status)
    // The detail fills the narrow screen; its Persian title is aligned right.
    let heading = try XCTUnwrap(rows.first { $0.contains(Self.onScreen(title: title)) })
    XCTAssertTrue(heading.hasSuffix(Self.onScreen(title: title)), heading)
  }

  func testOnAWideScreenTheListIsOnTheRight() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      snap
      """, size: Size(width: 120, height: 30), services: try Self.persianServices())
    XCTAssertNil(failure?.reason)
    let rows = Array(output.dropFirst())
    guard rows.count == 30 else { return XCTFail("expected one snap, got \(output)") }
    // The list's title row ends at the right edge; the detail pane starts at the left.
    let popular = Self.onScreen(Message(.categoryPopular))
    XCTAssertTrue(rows[1].hasSuffix(popular), rows[1])
    let separator = try XCTUnwrap(rows[3].firstIndex(of: "│"))
    XCTAssertLessThan(rows[3].distance(from: rows[3].startIndex, to: separator), 60)
  }
}

/// Left and right keep their visual sense on a mirrored screen.
final class MirroredKeysTests: XCTestCase {
  static func onScreen(_ message: Message) -> String { PersianJourneyTests.onScreen(message) }

  func testOnHomeTheLeftArrowMovesToTheCardOnTheLeft() throws {
    let position = Message(.position, ["row": .number(2), "total": .number(60)])
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      expect text "\(Self.onScreen(Message(.position, ["row": .number(1), "total": .number(60)])))"
      key left
      expect text "\(Self.onScreen(position))"
      key right
      expect no-text "\(Self.onScreen(position))"
      key l
      expect no-text "\(Self.onScreen(position))"
      key h
      expect text "\(Self.onScreen(position))"
      """, size: Size(width: 120, height: 30), services: try PersianJourneyTests.persianServices(),
      start: .home)
    XCTAssertNil(failure?.reason)
  }

  func testInTheListTheLeftArrowOpensTheDetailOnTheLeft() throws {
    let back = Self.onScreen(Message(.hintBack))
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      expect no-text "\(back)"
      key left
      wait idle
      expect text "\(back)"
      key right
      expect no-text "\(back)"
      key /
      type "hl"
      expect text "hl"
      """, size: Size(width: 80, height: 24), services: try PersianJourneyTests.persianServices())
    XCTAssertNil(failure?.reason)
  }
}
