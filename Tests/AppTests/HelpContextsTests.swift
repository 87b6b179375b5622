import Browser
import Screen
import XCTest

@testable import App

/// keys2: `?` covers the person page's, the discover form's and the inspector's keys, and the
/// person page's keys work there (they were listed in hints but bound to the watchlist only).
final class HelpContextsTests: XCTestCase {
  func testTheHelpHasASectionForEveryPlaceWithKeysOfItsOwn() {
    let help = KeyMap.help(in: .english)
    let titles = help.map(\.title)
    for title in [
      "Search field", "Home screen", "Person page", "Discover form", "Network inspector",
    ] {
      XCTAssertTrue(titles.contains(title), "\(title) missing from \(titles)")
    }
    let person = help.first { $0.title == "Person page" }
    XCTAssertEqual(person?.entries.map(\.keys), ["s", "r"])
    let form = help.first { $0.title == "Discover form" }
    XCTAssertTrue(form?.entries.contains { $0.keys == "Enter" && $0.action == "discover" } == true)
    let search = help.first { $0.title == "Search field" }
    XCTAssertTrue(search?.entries.contains { $0.keys == "Alt-b" } == true)
    let browse = help.flatMap(\.entries)
    XCTAssertTrue(browse.contains { $0.keys == "M" && $0.action == "last messages" })
  }

  func testSOnAPersonPageSortsTheirFilms() {
    var state = BrowserState()
    state.configurationStatus = .loaded
    state.screen = .person(PersonScreen(personID: 3, name: "X", back: .results, backTrail: []))
    XCTAssertEqual(KeyMap.command(for: .character("s"), in: state), .cycleWatchlistOrder)
    XCTAssertEqual(KeyMap.command(for: .character("r"), in: state), .refresh)
    XCTAssertEqual(KeyMap.command(for: .character("j"), in: state), .moveDown)
  }

  func testDigitsBecomeCountsOnlyWhereAMotionCanFollow() {
    var state = BrowserState()
    state.configurationStatus = .loaded
    let map = KeyMap.standard
    XCTAssertEqual(
      map.countCommand(for: .character("5"), bound: .showCategory(.trending), in: state),
      .countDigit(5, otherwise: .showCategory(.trending)))
    XCTAssertNil(map.countCommand(for: .character("0"), bound: .showHome, in: state), "0 is home")
    state.pendingCount = PendingCount(value: 5, otherwise: nil)
    XCTAssertEqual(
      map.countCommand(for: .character("0"), bound: .showHome, in: state),
      .countDigit(0, otherwise: .showHome))
    state.pendingCount = nil
    state.focus = .search
    XCTAssertNil(map.countCommand(for: .character("5"), bound: nil, in: state), "typed")
    state.focus = .list
    state.overlay = .help
    XCTAssertNil(map.countCommand(for: .character("5"), bound: nil, in: state))
  }
}
