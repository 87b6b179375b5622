import Browser
import Foundation
import ReelTestSupport
import Screen
import XCTest

@testable import App

/// What a user can hand Reel by mistake or on purpose (a script saved on Windows, a key that
/// quits before the script's checks, a huge file given as a script, key names that cannot be
/// pressed or seen, a flood of typed text): Reel says plainly what is wrong, or copes.
final class HostileUserInputTests: XCTestCase {
  // MARK: Scripts

  /// A script saved with Windows line ends ("\r\n") runs line by line. As Characters, "\r\n"
  /// is one and never equals "\n": the whole file was one first line ("size wants WxH").
  func testAScriptWithWindowsLineEndsRunsLineByLine() throws {
    let script = try Script(
      parsing: "size 80x20\r\nkey j 3\r\n# a note\r\ntype \"du ne\"\r\nquit\r\n")
    XCTAssertEqual(
      script.lines.map(\.command),
      [
        .size(Size(width: 80, height: 20)), .key(.character("j"), count: 3), .type("du ne"),
        .quit,
      ])
    XCTAssertEqual(script.lines.map(\.number), [1, 2, 4, 5])
    let run = try ScriptSupport.run(
      "size 80x20\r\nwait idle\r\nexpect text \"Popular\"\r\nexpect no-text \"Nowhere\"\r\n")
    XCTAssertNil(run.failure.map { "line \($0.line.number): \($0.reason)" })
  }

  /// Sizes no screen has are refused with the rule, which said only "e.g. 100x30" before.
  func testASizeOutOfRangeSaysTheRange() throws {
    for size in ["0x0", "10000x10000", "-1x5", "9223372036854775808x1", "1001x1", "80x"] {
      XCTAssertThrowsError(try Script(parsing: "size \(size)\n"), size) { error in
        XCTAssertEqual(
          (error as? ReelError)?.message,
          "script line 1: size wants WxH, each from 1 to 1000, e.g. 100x30")
      }
    }
    XCTAssertEqual(
      try Script(parsing: "size 1x1\nsize 1000X1000\n").lines.map(\.command),
      [.size(Size(width: 1, height: 1)), .size(Size(width: 1000, height: 1000))])
  }

  /// A key that quits (q, or whatever [keys] maps to quit) before the end of a script: the
  /// lines after it never ran, so their expectations were never checked. The run passed and
  /// exited 0; now it fails on the first line that did not run.
  func testAKeyThatQuitsMidScriptFailsOnTheFirstLineThatDidNotRun() throws {
    let run = try ScriptSupport.run(
      """
      wait idle
      key q
      expect text "a text that is nowhere on the screen"
      snap
      """)
    let failure = try XCTUnwrap(run.failure, "the expectation after q was never checked")
    XCTAssertEqual(failure.line.number, 3)
    XCTAssertTrue(failure.reason.contains("quit before this line ran"), failure.reason)
    XCTAssertEqual(run.output, [], "nothing after the quit ran")
  }

  /// Ending a script with the key that quits, or with `quit` before more lines, is fine.
  func testAScriptEndingWithAQuittingKeyOrQuitPasses() throws {
    XCTAssertNil(try ScriptSupport.run("wait idle\nkey q\n# done\n").failure?.reason)
    XCTAssertNil(
      try ScriptSupport.run("wait idle\nquit\nexpect text \"nowhere\"\n").failure?.reason)
  }

  /// A script past the size limit (here /dev/zero, which never ends) is refused as a script:
  /// it said "too large for a watchlist export; nothing was imported".
  func testAnEndlessScriptIsRefusedAsAScript() throws {
    let services = try ScriptSupport.replayServices()
    XCTAssertThrowsError(
      try BrowseCommand.runScript(at: "/dev/zero", size: nil, services: services, start: .home)
    ) { error in
      let message = (error as? ReelError)?.message ?? "\(error)"
      XCTAssertTrue(message.contains("the script /dev/zero is larger than 4 MB"), message)
      XCTAssertFalse(message.contains("watchlist"), message)
    }
  }

  // MARK: Keys in config.toml

  /// A key name that is one character no terminal key sends alone, or that shows nothing:
  /// bidi controls (`reel keys` wrote U+202E raw to the terminal, reversing its line), zero
  /// width and format characters, separators, a no-break space, a lone combining accent, an
  /// accent written as e + U+0301 or an emoji with its presentation selector (a key press is
  /// one scalar, so it never matched). Each is an error naming the line and the code points.
  func testKeysThatCannotBePressedOrSeenAreRefusedByLine() {
    let unusable = [
      "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{00AD}", "\u{2028}",
      "\u{2029}", "\u{00A0}", "\u{3000}", "\u{0301}", "\u{20DD}", "\u{E0041}", "\u{FE0F}",
      "\u{115F}", "\u{0378}", "e\u{0301}", "\u{2764}\u{FE0F}", "alt-\u{202E}", "alt-\u{00A0}",
    ]
    for name in unusable {
      let remap = KeyRemap(context: nil, action: "down", keys: ["j", name], line: 7)
      XCTAssertThrowsError(try KeyMap.standard.remapped([remap]), name.debugDescription) { error in
        let message = (error as? ReelError)?.message ?? "\(error)"
        XCTAssertTrue(message.hasPrefix("config.toml line 7: U+"), message)
        XCTAssertFalse(
          message.unicodeScalars.contains { $0.properties.generalCategory == .format }, message)
      }
    }
  }

  /// Ctrl keys that never reach Reel as themselves: Ctrl-H, -I, -J and -M are the bytes of
  /// Backspace, Tab and Enter, and the terminal turns Ctrl-C and Ctrl-Z into signals. Given to
  /// an action, the help showed them while they did something else (Ctrl-C, given to down,
  /// still ended Reel). Ctrl-C stays allowed for quit, which it does anyway.
  func testCtrlKeysTheTerminalKeepsForItselfAreRefusedByLine() throws {
    let refused: [(action: String, key: String, says: String)] = [
      ("down", "ctrl-h", "ctrl-h reaches Reel as backspace"),
      ("down", "ctrl-i", "ctrl-i reaches Reel as tab"),
      ("open", "ctrl-j", "ctrl-j reaches Reel as enter"),
      ("open", "ctrl-m", "ctrl-m reaches Reel as enter"),
      ("down", "ctrl-c", "ctrl-c always quits Reel"),
      ("help", "CTRL-C", "ctrl-c always quits Reel"),
      ("down", "ctrl-z", "ctrl-z always suspends Reel"),
      ("quit", "ctrl-z", "ctrl-z always suspends Reel"),
    ]
    for (action, key, says) in refused {
      let remap = KeyRemap(context: nil, action: action, keys: [key], line: 4)
      XCTAssertThrowsError(try KeyMap.standard.remapped([remap]), "\(action) = \(key)") { error in
        let message = (error as? ReelError)?.message ?? "\(error)"
        XCTAssertTrue(message.hasPrefix("config.toml line 4: " + says), message)
      }
    }
    let kept = try KeyMap.standard.remapped([
      KeyRemap(context: nil, action: "quit", keys: ["q", "ctrl-c"], line: 2),
      KeyRemap(context: nil, action: "down", keys: ["ctrl-n"], line: 3),
    ])
    let state = BrowserState(settings: .init())
    XCTAssertEqual(kept.command(for: .ctrl("c"), in: state), .quit)
    XCTAssertEqual(kept.command(for: .ctrl("n"), in: state), .moveDown)
  }

  /// What a keyboard does send stays a key: letters of any script, a precomposed accent, CJK,
  /// symbols, the space bar, Alt with a letter.
  func testKeysAKeyboardSendsStayKeys() throws {
    let usable = ["é", "ß", "千", "ж", "€", "→", " ", "space", "alt-é", "alt-B", "\u{E000}"]
    for name in usable {
      let map = try KeyMap.standard.remapped([
        KeyRemap(context: nil, action: "down", keys: [name], line: 3)
      ])
      let key = try XCTUnwrap(Key(name: name), name)
      var state = BrowserState(settings: .init())
      state.focus = .list
      XCTAssertEqual(map.command(for: key, in: state), .moveDown, name)
    }
  }

  /// The tab bar names the keys that open the categories and the search field; remapped, it
  /// still said "/" and "1"…"5", keys that now do something else or nothing.
  func testTheTabBarNamesTheKeysAsMapped() throws {
    var services = try ScriptSupport.replayServices()
    services.keyMap = try KeyMap.standard.remapped([
      KeyRemap(context: nil, action: "popular", keys: ["p"], line: 2),
      KeyRemap(context: nil, action: "search", keys: ["s"], line: 3),
    ])
    let run = try ScriptSupport.run("wait idle\nsnap\n", services: services)
    XCTAssertNil(run.failure?.reason)
    let top = try XCTUnwrap(run.output.dropFirst().first)
    XCTAssertTrue(top.contains("p Popular"), top)
    XCTAssertFalse(top.contains("1 Popular"), top)
    XCTAssertFalse(top.contains("/ Search"), top)
    XCTAssertTrue(top.hasPrefix(" s Search movies"), top)
    XCTAssertTrue(top.contains("2 Top rated"), top)
  }

  /// A search key wider than one column moves the field over; a category with no key keeps its
  /// tab without one (a dot in the narrowest bar), the others where they were.
  func testTheTabBarMakesRoomForAWideSearchKeyAndKeepsAnUnboundTab() throws {
    var services = try ScriptSupport.replayServices()
    services.keyMap = try KeyMap.standard.remapped([
      KeyRemap(context: nil, action: "popular", keys: [""], line: 2),
      KeyRemap(context: nil, action: "search", keys: ["ctrl-f"], line: 3),
    ])
    for (size, tabs) in [("120x10", "  Popular  2 Top rated"), ("44x10", "· 2 3 4 5")] {
      let run = try ScriptSupport.run("size \(size)\nwait idle\nsnap\n", services: services)
      XCTAssertNil(run.failure?.reason)
      let top = try XCTUnwrap(run.output.dropFirst().first)
      XCTAssertTrue(top.contains(tabs), "\(size): \(top)")
      XCTAssertFalse(top.contains("/"), "\(size): \(top)")
    }
  }

  /// A value quoted back in an error shows what cannot be seen as TOML escapes: sanitised
  /// away, a colour "\u202Ered" was quoted as "red" is not a colour, and a key written as an
  /// escape sequence as "" is not a key name; the user could not see what was wrong.
  func testAnErrorQuotesWhatCannotBeSeenAsEscapes() {
    let cases: [(config: String, says: String)] = [
      ("[theme]\naccent = \"\u{202E}red\"\n", #"line 2: "\u202Ered" is not a colour"#),
      ("[theme]\naccent = \"red\\u001b[0m\"\n", #"line 2: "red\u001B[0m" is not a colour"#),
      ("theme = \"light\\u200B\"\n", #"line 1: there is no built-in theme "light\u200B""#),
      ("[keys]\ndown = \"\\u001b[A\"\n", #"line 2: "\u001B[A" is not a key name"#),
      ("[keys]\ndown = \"x\\\"y\"\n", #"line 2: "x\"y" is not a key name"#),
      ("[home]\nrows = [\"popular\u{00A0}\"]\n", #"line 2: "popular\u00A0" is not a home row"#),
      ("[home]\nrows = [\"\u{E0070}opular\"]\n", #"line 2: "\U000E0070opular" is not a home row"#),
    ]
    for (config, says) in cases {
      XCTAssertThrowsError(
        try ConfigFile(parsing: config, path: "c.toml").keyRemaps.isEmpty
          ? KeyMap.standard
          : KeyMap.standard.remapped(
            ConfigFile(parsing: config, path: "c.toml").keyRemaps, file: "c.toml"),
        config.debugDescription
      ) { error in
        let message = (error as? ReelError)?.message ?? "\(error)"
        XCTAssertTrue(
          message.hasPrefix("c.toml " + says), "\(message) does not start c.toml \(says)")
      }
    }
  }

  /// A character outside quotes that is not TOML is named: curly quotes pasted from a web page
  /// or a word processor, a byte order mark or a no-break space in the middle of the file, a
  /// letter of another script. It said only "unexpected character", which shows nothing for
  /// the invisible ones.
  func testAStrayCharacterOutsideQuotesIsNamed() {
    let cases: [(config: String, says: String)] = [
      (
        "region = \u{201C}US\u{201D}\n",
        "c.toml line 1: unexpected \u{201C} (U+201C) outside a quoted string; TOML quotes are "
          + "straight: \" or '"
      ),
      (
        "language = \"en\"\n\u{FEFF}[keys]\n",
        "c.toml line 2: unexpected U+FEFF outside a quoted string"
      ),
      ("region\u{00A0}= \"US\"\n", "c.toml line 1: unexpected U+00A0 outside a quoted string"),
      (
        "r\u{00E9}gion = \"US\"\n",
        "c.toml line 1: unexpected \u{00E9} (U+00E9) outside a quoted string"
      ),
      ("region = 'US'\n$x = 1\n", "c.toml line 2: unexpected \"$\" outside a quoted string"),
    ]
    for (config, says) in cases {
      XCTAssertThrowsError(try ConfigFile(parsing: config, path: "c.toml"), config) { error in
        XCTAssertEqual((error as? ReelError)?.message, says)
      }
    }
  }

  /// config.toml as a link whose target is gone (a dotfiles folder moved or not mounted): Reel
  /// started on the defaults without a word, the user's keys, theme and credential lost.
  /// A config that is not there at all, or under a "folder" that is a file, is still none.
  func testAConfigLinkToNothingIsSaid() throws {
    let folder = try makeTemporaryFolder(self)
    let link = folder.appendingPathComponent("config.toml")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/nonexistent/dotfiles/reel.toml")
    XCTAssertThrowsError(try ConfigFile.load(from: link)) { error in
      XCTAssertEqual(
        (error as? ReelError)?.message,
        "the config file \(link.path) is a link to /nonexistent/dotfiles/reel.toml, which is "
          + "not there (or cannot be read)")
    }
    XCTAssertNil(try ConfigFile.load(from: folder.appendingPathComponent("none.toml")))
    let file = folder.appendingPathComponent("a-file")
    try Data().write(to: file)
    XCTAssertNil(try ConfigFile.load(from: file.appendingPathComponent("reel/config.toml")))
  }

  // MARK: Home rows in config.toml

  /// `genre:NAME` naming no TMDB genre: the row was left out with a warning that never
  /// reached the user (Services.make appended it after building Services), so home said
  /// "Nothing to show." with no reason. Now it is an error naming the line, as any other row
  /// name that means nothing is.
  func testAHomeRowOfNoGenreIsAnErrorNamingItsLine() {
    XCTAssertThrowsError(
      try ConfigFile(
        parsing: "region = \"US\"\n[home]\nrows = [\"popular\", \"genre:Nope\"]\n", path: "c.toml")
    ) { error in
      let message = (error as? ReelError)?.message ?? "\(error)"
      XCTAssertTrue(
        message.hasPrefix("c.toml line 3: \"genre:Nope\" is not one of TMDB's genres"), message)
      XCTAssertTrue(message.contains("Horror"), message)
    }
  }

  /// A row listed twice (in any spelling: `top_rated` and `Top-Rated`, `genre:sci-fi` and
  /// `genre:Science Fiction`) is refused by line; 10,000 of them kept start-up busy for 5 s.
  func testARepeatedHomeRowIsAnErrorNamingItsLine() {
    let repeats = [
      ["popular", "trending", "popular"], ["top_rated", "Top-Rated"], ["watchlist", "Watchlist"],
      ["genre:sci-fi", "genre:Science Fiction"], Array(repeating: "popular", count: 10_000),
    ]
    for rows in repeats {
      let list = rows.map { "\"\($0)\"" }.joined(separator: ", ")
      XCTAssertThrowsError(
        try ConfigFile(parsing: "[home]\nrows = [\(list)]\n", path: "c.toml"),
        rows.prefix(3).description
      ) { error in
        let message = (error as? ReelError)?.message ?? "\(error)"
        XCTAssertTrue(message.hasPrefix("c.toml line 2: "), message)
        XCTAssertTrue(message.hasSuffix("is a row already; each row can be shown once"), message)
      }
    }
  }

  /// Every row there is, once each, in any case and spelling, is still read.
  func testEveryRowOnceIsRead() throws {
    let config = try ConfigFile(
      parsing: """
        [home]
        rows = ["Trending", "popular", "top_rated", "now-playing", "upcoming", "watchlist",
          "genre:horror", "genre:Sci-Fi", "genre:TV Movie"]
        """, path: "c.toml")
    XCTAssertEqual(config.homeRows?.count, 9)
    XCTAssertEqual(config.homeRows?.last, .genre("TV Movie"))
  }

  // MARK: The search field

  /// Text typed (or pasted where the terminal has no bracketed paste, or after a paste that
  /// holds its own end marker) goes into the search field key by key, and every key rebuilt
  /// the whole query (BrowserState.scheduleSearch → normalizedQuery splits all of it): 5,000
  /// characters took 2.5 s, 20,000 took 36 s, a 1 MB paste hours, with the screen frozen.
  /// The field should hold a bounded query (TMDB matches titles, a few hundred characters at
  /// most), saying so once when it is full, so each key costs the same.
  func testTheSearchFieldHoldsABoundedQuery() throws {
    let typed = try XCTUnwrap(stateAfterTyping(3_000, after: "/")?.searchText)
    XCTAssertLessThanOrEqual(typed.count, 1_000, "the field grew to \(typed.count) characters")
  }

  /// The same for the filter of what is loaded (`f`), where it is worse: every key folds the
  /// whole filter again for every loaded title (LoadedView.matchRange / fold), so 1,000
  /// characters typed took 3.3 s in the release build, 2,000 took 9.8 s, 4,000 took 38 s. No
  /// title is longer than a few hundred characters, so a longer filter can match nothing.
  func testTheLoadedFilterHoldsABoundedText() throws {
    let filter = try XCTUnwrap(stateAfterTyping(1_200, after: "f")?.main.view?.filter)
    XCTAssertLessThanOrEqual(filter.count, 1_000, "the filter grew to \(filter.count) characters")
  }

  /// The browser's state after `key` on the popular list and then `count` characters typed.
  private func stateAfterTyping(_ count: Int, after key: String) throws -> BrowserState? {
    let runner = ScriptRunner(
      services: try ScriptSupport.replayServices(), size: Size(width: 100, height: 30),
      start: .category(.popular), output: { _ in })
    runner.waitLimit = 30
    let text = String(repeating: "ab", count: count / 2)
    try runner.run(Script(parsing: "wait idle\nkey \(key)\ntype \(text)\n"))
    return runner.state
  }
}
