import Foundation
import ReelTestSupport
import XCTest

/// config.toml's `\u` escapes a user can write that toml++ (through TOMLKit) mishandles or words
/// in English: a NUL (`\u0000`) cut a key or value short where TOMLKit hands strings over as C
/// strings, so `language = "\u0000"` or `"\u0000" = 1` passed without a word; a malformed or
/// out-of-range escape was said as a number written wrong, or in toml++'s English.
final class ConfigEscapeHostileTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func config(_ text: String) throws -> String {
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try Data(text.utf8).write(to: file)
    return file.path
  }

  private func reel(_ arguments: String...) throws -> (status: Int32, stderr: String) {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay", "list", "popular"] + arguments,
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (run.status, run.stderr)
  }

  /// Every place a NUL escape can hide: a key, a value Reel reads, a table's key, a multi-line
  /// string; each refused with its line, nothing read past it.
  func testANulEscapeIsRefusedWithItsLine() throws {
    let files = [
      "\"\\u0000\" = 1\n": 1, "language = \"\\u0000\"\n": 1, "theme = \"\\u0000\"\n": 1,
      "# a\n\"a\\u0000b\" = 1\n": 2, "[theme]\n\"\\u0000x\" = \"red\"\n": 2,
      "region = \"U\\U00000000S\"\n": 1, "x = \"\"\"\n\\u0000\"\"\"\n": 2,
    ]
    for (text, line) in files {
      let path = try config(text)
      let english = try reel()
      XCTAssertEqual(english.status, 1, text)
      XCTAssertEqual(
        english.stderr,
        "reel: \(path) line \(line): \\u0000 (the NUL character) cannot be used in config.toml\n",
        text)
      let japanese = try reel("--language", "ja-JP")
      XCTAssertTrue(japanese.stderr.hasPrefix("reel: \(path) \(line)行目: \\u0000"), japanese.stderr)
      XCTAssertFalse(japanese.stderr.contains("cannot"), japanese.stderr)
    }
  }

  /// A literal `\u0000` in a literal string ('…') is six characters, not an escape: read as before.
  func testABackslashUInALiteralStringIsNoEscape() throws {
    let path = try config("x = '\\u0000'\n")
    let run = try reel()
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "reel: warning: \(path) line 1: unknown key \"x\" ignored\n")
  }

  /// A `\u` escape short of hex digits, a surrogate, a value past U+10FFFF: said as an escape
  /// in every language, not as a number written wrong, and no toml++ English in ja/fa/ar.
  func testABadUnicodeEscapeIsSaidAsAnEscape() throws {
    for text in [
      "x = \"\\u00\"\n", "x = \"\\uD800\"\n", "x = \"\\U00110000\"\n", "x = \"\\uZZZZ\"\n",
    ] {
      _ = try config(text)
      for (tag, words) in [("ja-JP", "エスケープ"), ("fa-IR", "گریز"), ("ar-EG", "تهريب")] {
        let run = try reel("--language", tag)
        XCTAssertEqual(run.status, 1, text)
        XCTAssertTrue(run.stderr.contains(words), text + run.stderr)
        for english in ["toml++", "unicode", "expected", "digit", "prohibited", "invalid"] {
          XCTAssertFalse(run.stderr.contains(english), text + run.stderr)
        }
      }
    }
  }

  /// English keeps toml++'s own words for these, as it always has.
  func testABadUnicodeEscapeReadsAsBeforeInEnglish() throws {
    let path = try config("x = \"\\uD800\"\n")
    let run = try reel()
    XCTAssertEqual(
      run.stderr,
      "reel: \(path) line 1: Error while parsing unicode scalar sequence: unicode surrogates "
        + "(U+D800 - U+DFFF) are explicitly prohibited\n")
  }
}
