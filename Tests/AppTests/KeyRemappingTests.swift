import Browser
import Foundation
import ReelTestSupport
import Screen
import XCTest

@testable import App

/// `[keys]` in config.toml: remaps change what a key does, and the help and hints follow.
final class KeyRemappingTests: XCTestCase {
  private func map(_ toml: String) throws -> KeyMap {
    let config = try ConfigFile(parsing: toml, path: "c.toml")
    return try KeyMap.standard.remapped(config.keyRemaps, file: "c.toml")
  }

  private func state(focus: Focus = .list) -> BrowserState {
    var state = BrowserState(settings: .init())
    state.focus = focus
    return state
  }

  private func failure(_ toml: String) -> String? {
    do {
      _ = try map(toml)
      return nil
    } catch {
      return (error as? ReelError)?.message
    }
  }

  func testRemappingChangesTheLookupTheHintsAndTheHelp() throws {
    let keys = try map("[keys]\nquit = [\"x\", \"ctrl-c\"]\n")
    XCTAssertEqual(keys.command(for: .character("x"), in: state()), .quit)
    XCTAssertEqual(keys.command(for: .ctrl("c"), in: state()), .quit)
    XCTAssertNil(keys.command(for: .character("q"), in: state()))
    XCTAssertEqual(keys.labels[.quit], "x")
    let entry = keys.help.flatMap(\.entries).first { $0.action == "quit" }
    XCTAssertEqual(entry?.keys, "x Ctrl-c")
    XCTAssertTrue(keys.printed.contains(#"quit = ["x", "ctrl-c"]"#), keys.printed)
  }

  func testAnEmptyStringUnbinds() throws {
    let keys = try map("[keys]\nhelp = \"\"\n")
    XCTAssertNil(keys.command(for: .character("?"), in: state()))
    XCTAssertNil(keys.labels[.toggleHelp])
    XCTAssertFalse(keys.help.flatMap(\.entries).contains { $0.action == "this help" })
  }

  func testAKeyGivenToAnActionLeavesItsOldAction() throws {
    let keys = try map("[keys]\nrefresh = \"j\"\n")
    XCTAssertEqual(keys.command(for: .character("j"), in: state()), .refresh)
    XCTAssertEqual(keys.command(for: .down, in: state()), .moveDown)
    XCTAssertEqual(keys.labels[.moveDown], "↓")
  }

  func testAContextTableChangesOnlyThatContext() throws {
    let keys = try map("[keys.detail]\nquit = \"\"\nopen = \"o\"\n")
    XCTAssertNil(keys.command(for: .character("q"), in: state(focus: .detail)))
    XCTAssertEqual(keys.command(for: .character("q"), in: state()), .quit)
    // The detail pane still has every other list key.
    XCTAssertEqual(keys.command(for: .character("j"), in: state(focus: .detail)), .moveDown)
    // (Ctrl-G: Ctrl-J would reach Reel as Enter in a terminal, and is refused.)
    let search = try map("[keys.search]\nsearch_now = \"ctrl-g\"\n")
    XCTAssertEqual(search.command(for: .ctrl("g"), in: state(focus: .search)), .submitSearch)
    XCTAssertEqual(
      search.command(for: .enter, in: state(focus: .search)), nil,
      "Enter no longer submits once search_now is remapped")
    XCTAssertEqual(
      search.command(for: .character("q"), in: state(focus: .search)), .insertText("q"))
  }

  func testTheWatchlistsKeysWorkInItsDetailPaneToo() throws {
    var watchlist = state(focus: .detail)
    watchlist.screen = .watchlist(WatchlistScreen(order: .added))
    XCTAssertEqual(
      KeyMap.standard.command(for: .character("s"), in: watchlist), .cycleWatchlistOrder)
    XCTAssertEqual(
      KeyMap.standard.command(for: .character("u"), in: watchlist), .undoWatchlistRemoval)
    XCTAssertEqual(KeyMap.standard.command(for: .character("q"), in: watchlist), .quit)
    let keys = try map("[keys.watchlist]\nundo = \"z\"\n")
    XCTAssertEqual(keys.command(for: .character("z"), in: watchlist), .undoWatchlistRemoval)
    XCTAssertNil(keys.command(for: .character("u"), in: watchlist))
    XCTAssertNil(keys.command(for: .character("z"), in: state()), "only on the watchlist screen")
  }

  func testTheHomeContextFollowsTheTopLevelTable() throws {
    let keys = try map("[keys]\ndown = \"n\"\n")
    var home = state()
    home.screen = .home
    XCTAssertEqual(keys.command(for: .character("n"), in: home), .moveDown)
    XCTAssertEqual(keys.command(for: .character("n"), in: state()), .moveDown)
    XCTAssertNil(keys.command(for: .character("j"), in: home))
  }

  func testMistakesNameTheirLine() {
    XCTAssertEqual(
      failure("# mine\n[keys]\nquit = \"q\"\nfly = \"f\"\n"),
      "c.toml line 4: Reel has no action \"fly\" (`reel keys` lists them)")
    XCTAssertEqual(
      failure("[keys]\nquit = \"hyper-q\"\n"),
      "c.toml line 2: \"hyper-q\" is not a key name (try q, G, ctrl-c, enter, esc, tab, space, up, pgdn, f1)"
    )
    XCTAssertEqual(
      failure("[keys]\nquit = \"x\"\nrefresh = \"x\"\n"),
      "c.toml line 3: x is already given to quit on line 2")
    XCTAssertEqual(
      failure("[keys.sidebar]\nquit = \"x\"\n"),
      "c.toml line 1: there is no key context \"sidebar\"; use list, home, search, detail, watchlist, person, inspector"
    )
    XCTAssertEqual(
      failure("[keys]\nquit = 7\n"),
      "c.toml line 2: keys.quit must be a string or a list of strings")
    XCTAssertEqual(
      failure("[keys.home]\nundo = \"z\"\n"), "c.toml line 2: there is no \"undo\" in [keys.home]")
  }

  func testEscapesInAMistakeAreNotEchoed() {
    let message = failure("[keys]\nquit = \"\u{1B}[31m\"\n") ?? ""
    XCTAssertTrue(message.hasPrefix("c.toml line 2:"), message)
    XCTAssertFalse(message.contains("\u{1B}"), message.debugDescription)
  }

  func testTheInspectorContextIsKeptForLater() throws {
    let config = try ConfigFile(parsing: "[keys.inspector]\npause = \"p\"\n", path: "c.toml")
    XCTAssertEqual(config.keyRemaps, [])
    XCTAssertEqual(
      config.warnings,
      ["c.toml line 1: the inspector's keys cannot be remapped yet; [keys.inspector] is ignored"])
  }

  func testReelKeysPrintsTheMapInEffect() throws {
    let folder = try makeTemporaryFolder(self)
    let reelFolder = folder.appendingPathComponent("reel")
    try FileManager.default.createDirectory(at: reelFolder, withIntermediateDirectories: true)
    try Data("[keys]\nquit = [\"x\", \"ctrl-c\"]\n".utf8).write(
      to: reelFolder.appendingPathComponent("config.toml"))
    let run = try runProcess(
      try builtProduct("reel"), ["keys"],
      environment: [
        "XDG_CONFIG_HOME": folder.path, "TMDB_API_KEY": "0123456789abcdef0123456789abcdef",
      ])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("[keys.list]"), run.stdout)
    XCTAssertTrue(run.stdout.contains(#"quit = ["x", "ctrl-c"]"#), run.stdout)
    XCTAssertTrue(run.stdout.contains(#"search_now = "enter""#), run.stdout)
    XCTAssertFalse(run.stdout.contains("0123456789abcdef"), run.stdout)
    try Data("[keys]\nquit = \"hyper\"\n".utf8).write(
      to: reelFolder.appendingPathComponent("config.toml"))
    let bad = try runProcess(
      try builtProduct("reel"), ["keys"], environment: ["XDG_CONFIG_HOME": folder.path])
    XCTAssertEqual(bad.status, 1)
    XCTAssertTrue(bad.stderr.hasPrefix("reel: "), bad.stderr)
    XCTAssertTrue(bad.stderr.contains("config.toml line 2"), bad.stderr)
  }

  func testHomeRowsComeFromTheConfig() throws {
    let config = try ConfigFile(
      parsing: "[home]\nrows = [\"upcoming\", \"watchlist\", \"top_rated\", \"genre:Horror\"]\n",
      path: "c.toml")
    XCTAssertEqual(
      config.homeRows,
      [.row(.category(.upcoming)), .row(.watchlist), .row(.category(.topRated)), .genre("Horror")])
    var options = ConnectionOptions()
    options.forceReplay = true
    let services = try Services.make(options, environment: [:], config: config)
    XCTAssertEqual(
      services.homeRows, [.category(.upcoming), .watchlist, .category(.topRated), .genre(27)])
    XCTAssertThrowsError(try ConfigFile(parsing: "\n[home]\nrows = [\"best\"]\n", path: "c.toml")) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message,
        "c.toml line 3: \"best\" is not a home row; use popular, top-rated, now-playing, upcoming, trending, watchlist, genre:NAME"
      )
    }
  }
}
