import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// ↑/↓ in the search field: earlier queries, kept across runs.
final class SearchHistoryTests: XCTestCase {
  func testStepsBackAndForthAndBackToTheDraft() {
    let history = SearchHistory(url: nil)
    for query in ["dune", "alien", "dune", "heat"] { history.record(query) }
    XCTAssertEqual(history.queries, ["alien", "dune", "heat"])
    XCTAssertEqual(history.older(than: "bla"), "heat")
    XCTAssertEqual(history.older(than: "heat"), "dune")
    XCTAssertEqual(history.older(than: "dune"), "alien")
    XCTAssertNil(history.older(than: "alien"))
    XCTAssertEqual(history.newer(), "dune")
    XCTAssertEqual(history.newer(), "heat")
    XCTAssertEqual(history.newer(), "bla")
    XCTAssertNil(history.newer(), "not stepping: ↓ goes to the results")
  }

  func testAQueryStillBeingTypedReplacesItsPrefix() {
    let history = SearchHistory(url: nil)
    for query in ["dune", "bla", "blade", "blade runner", "blade run", "alien"] {
      history.record(query)
    }
    XCTAssertEqual(history.queries, ["dune", "blade run", "alien"])
  }

  func testKeptAcrossRunsAndBounded() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("data/reel/search-history")
    let first = SearchHistory(url: url)
    for index in 0..<250 { first.record("query \(index)") }
    first.record("  \u{1B}[31mred  ")
    let second = SearchHistory(url: url)
    XCTAssertEqual(second.queries.count, 200)
    XCTAssertEqual(second.queries.first, "query 51")
    XCTAssertEqual(second.queries.last, "red", "no escape sequence survives")
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    XCTAssertEqual((mode as? NSNumber)?.intValue, 0o600)
    XCTAssertEqual(
      SearchHistory.defaultURL(environment: ["XDG_DATA_HOME": "/d"]).path, "/d/reel/search-history")
  }

  /// A history file written by hand (or another program) with a line longer than the search
  /// field holds: that line is not offered back, the others are.
  func testALineLongerThanTheFieldIsNotOfferedBack() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    let long = String(repeating: "x", count: 100_000)
    try Data("alien\n\(long)\ndune\n".utf8).write(to: url)
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien", "dune"])
  }
}

/// The search field's cursor and history in a whole session, as keys.
final class SearchFieldJourneyTests: XCTestCase {
  func testUpRecallsAnEarlierQueryAndTheCursorEditsInside() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type blade
      key enter
      wait idle
      expect text "Blade Runner"
      key /
      key ctrl-u
      type alien
      key enter
      wait idle
      key /
      key ctrl-u
      key up
      expect text "/ alien"
      key up
      expect text "/ blade"
      key down
      key down
      expect no-text "/ alien"
      key up
      key home
      type the x
      expect text "/ the xalien"
      key left
      key ctrl-k
      expect text "/ the "
      expect no-text "xalien"
      key down
      wait idle
      expect phase idle
      """)
    XCTAssertNil(failure?.reason)
  }

  // keys2: Alt-B/Alt-F move by word; one CJK character searches after the pause.
  func testAltBAndAltFMoveByWordAndOneKanjiSearches() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type blade runner
      key alt-b
      type "the "
      expect text "/ blade the runner"
      key alt-b
      key alt-b
      key alt-f
      type x
      expect text "/ bladex the runner"
      key ctrl-u
      type 千
      wait idle
      expect text "Spirited Away"
      key esc
      expect phase idle
      """)
    XCTAssertNil(failure?.reason)
  }

  // keys2: Esc and a key joined in one read, with nothing bound to that Alt key, are both kept.
  func testAnUnboundAltKeyIsEscapeThenTheKey() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key M
      expect text "Messages"
      key alt-j
      wait idle
      expect no-text "Messages"
      expect text "2/227"
      """)
    XCTAssertNil(failure?.reason)
  }
}
