import Browser
import Foundation
import ReelTestSupport
import Screen
import XCTest

@testable import App

/// Names and values quoted back from config.toml are cut to a line and show what is hidden in
/// them (review of config, keys and themes): a 1 MB key name was quoted whole in its error,
/// and an action's U+202E was dropped, so "quit" was said not to be an action.
final class ConfigQuotingTests: XCTestCase {
  private func failure(_ text: String) -> String? {
    do {
      let config = try ConfigFile(parsing: text, path: "c.toml")
      _ = try KeyMap.standard.remapped(config.keyRemaps, file: config.path)
      return config.warnings.first
    } catch {
      return error.message
    }
  }

  func testAHugeNameIsCutInEveryMessage() throws {
    let huge = String(repeating: "x", count: 200_000)
    for text in [
      "[keys]\nquit = \"\(huge)\"\n", "[keys]\n\(huge) = \"q\"\n", "\(huge) = 1\n",
      "[theme]\naccent = \"\(huge)\"\n", "[theme]\n\(huge) = \"red\"\n", "theme = \"\(huge)\"\n",
      "[keys.\(huge)]\nquit = \"q\"\n", "[home]\n\(huge) = 1\n", "start = \"\(huge)\"\n",
    ] {
      let said = try XCTUnwrap(failure(text), String(text.prefix(20)))
      XCTAssertLessThan(said.count, 400, String(said.prefix(100)))
      XCTAssertTrue(said.contains("xxxx…"), String(said.prefix(100)))
    }
  }

  func testAHiddenCharacterInAnActionIsShown() throws {
    let said = try XCTUnwrap(failure("[keys]\n\"qu\\u202Eit\" = \"q\"\n"))
    XCTAssertTrue(said.contains("Reel has no action \"qu\\u202Eit\""), said)
  }
}

/// TOML's other ways of making tables name their line too: `a.b.c = 1` warned "Reel has no
/// [a] table" with no line, `[[keys]]` said "keys must be a table" with none.
final class ConfigTableLineTests: XCTestCase {
  func testADottedKeyNamesItsLine() throws {
    let config = try ConfigFile(parsing: "# x\n\na.b.c = 1\n", path: "c.toml")
    XCTAssertEqual(config.warnings, ["c.toml line 3: Reel has no [a] table; its keys are ignored"])
  }

  func testAnArrayOfTablesNamesItsLine() {
    XCTAssertThrowsError(try ConfigFile(parsing: "# x\n[[keys]]\nquit = \"q\"\n", path: "c.toml")) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message, "c.toml line 2: keys must be a table ([keys])")
    }
  }
}

/// A user must always be able to quit: `[keys]` that leave quit without a key (`quit = []`,
/// or `up = "q"` taking its only one) were taken without a word; ctrl-c still quits, and the
/// warning says so.
final class QuitKeyWarningTests: XCTestCase {
  func testQuitWithoutAKeyIsSaid() throws {
    for text in ["[keys]\nquit = []\n", "[keys]\n\nup = \"q\"\n"] {
      let config = try ConfigFile(parsing: text, path: "c.toml")
      let warning = try XCTUnwrap(config.warnings.first, text)
      XCTAssertTrue(
        warning.hasPrefix("c.toml line 2: quit is left without a key (")
          || warning.hasPrefix("c.toml line 3: quit is left without a key ("), warning)
      XCTAssertTrue(warning.hasSuffix("); ctrl-c still quits"), warning)
    }
  }

  func testQuitOnAnotherKeyIsNotWarnedAbout() throws {
    for text in ["[keys]\nquit = \"x\"\n", "[keys]\nup = \"k\"\n", "[keys]\nquit = \"esc\"\n"] {
      XCTAssertEqual(try ConfigFile(parsing: text, path: "c.toml").warnings, [], text)
    }
  }
}

/// Where a key is, for its warning: a quoted key with escapes (`"qu\u202Eit"`) was looked up
/// as written and named the table's line; a multi-line string's lines were read as tables
/// and keys (`[keys]` inside a note moved every later key into it).
final class ConfigLinesEdgeTests: XCTestCase {
  func testAnEscapedKeyNamesItsOwnLine() throws {
    let config = try ConfigFile(parsing: "[keys]\n\n\"qu\\u202Eit\" = \"q\"\n", path: "c.toml")
    XCTAssertThrowsError(try KeyMap.standard.remapped(config.keyRemaps, file: config.path)) {
      let said = userMessage(for: $0)
      XCTAssertTrue(said.hasPrefix("c.toml line 3: Reel has no action"), said)
    }
  }

  func testAMultiLineStringIsNotReadAsTables() throws {
    let text = """
      api_base_url = \"\"\"
      [keys]
      \"\"\"
      region = "XYZ"
      """
    XCTAssertThrowsError(try ConfigFile(parsing: text, path: "c.toml")) {
      let said = userMessage(for: $0)
      XCTAssertTrue(said.hasPrefix("c.toml line 4: region must be a two-letter"), said)
    }
  }
}

/// A config file that is not UTF-8 was refused with no line; a stray Latin-1 byte is now
/// found by its line.
final class ConfigEncodingTests: XCTestCase {
  func testABadByteNamesItsLine() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("config.toml")
    try Data("# mine\nregion = \"US\"\n# caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: url)
    XCTAssertThrowsError(try ConfigFile.load(from: url)) {
      XCTAssertEqual(
        ($0 as? ReelError)?.message, "\(url.path) line 3 is not UTF-8 text; save it as UTF-8")
    }
  }
}
