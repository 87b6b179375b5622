import Foundation
import ReelTestSupport
import XCTest

/// What was still English about config.toml on a Japanese, Persian or Arabic command line:
/// toml++'s description of a syntax error, the `[theme]` and `[keys]` checks, and the word
/// `warning:` before each printed warning. English reads exactly as before.
final class LocalisedConfigChecksTests: XCTestCase {
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

  private func reel(lang: String = "C.UTF-8", _ arguments: String...) throws -> (
    status: Int32, stderr: String
  ) {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments,
      environment: [
        "HOME": home.path, "LANG": lang,
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (run.status, run.stderr)
  }

  func testTheWordWarningIsSaidInTheLanguage() throws {
    let path = try config("foo = 1\n")
    for (tag, word) in [("ja-JP", "警告: "), ("fa-IR", "هشدار: "), ("ar-EG", "تحذير: ")] {
      let run = try reel("list", "popular", "--language", tag)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertTrue(run.stderr.hasPrefix("reel: \(word)\(path) "), run.stderr)
      XCTAssertFalse(run.stderr.contains("warning:"), run.stderr)
    }
    let english = try reel("list", "popular")
    XCTAssertEqual(english.stderr, "reel: warning: \(path) line 1: unknown key \"foo\" ignored\n")
  }

  /// Each toml++ description a user meets by a slip of the hand, worded by Reel; the line kept.
  func testASyntaxErrorIsSaidInJapanese() throws {
    let files = [
      "language fa-IR\n", "language = fa-IR\n", "language = \"a\"\nlanguage = \"b\"\n",
      "x = [1, 2\n", "x = \"a\" y\n", "x = \"\\q\"\n", "x = 0123\n", "x = [1 2]\n",
      "x = { a = 1 b = 2 }\n", "= 1\n", "x = 99999999999999999999\n",
    ]
    for text in files {
      let path = try config(text)
      let run = try reel("list", "popular", "--language", "ja-JP")
      XCTAssertNotEqual(run.status, 0, text)
      XCTAssertTrue(run.stderr.hasPrefix("reel: \(path) "), text + run.stderr)
      XCTAssertTrue(run.stderr.contains("行目: "), text + run.stderr)
      for english in ["Error while", "expected", "saw", "prohibited", "cannot redefine"] {
        XCTAssertFalse(run.stderr.contains(english), text + run.stderr)
      }
    }
  }

  func testASyntaxErrorReadsAsBeforeInEnglish() throws {
    let path = try config("language fa-IR\n")
    let run = try reel("list", "popular")
    XCTAssertEqual(
      run.stderr,
      "reel: \(path) line 1: Error while parsing key-value pair: expected '=', saw 'f'\n")
  }

  func testAMissingEqualsSignIsSaidInPersianAndArabic() throws {
    let path = try config("language fa-IR\n")
    let persian = try reel("list", "popular", "--language", "fa-IR")
    XCTAssertTrue(persian.stderr.hasPrefix("reel: \(path) سطر ۱: "), persian.stderr)
    XCTAssertFalse(persian.stderr.contains("expected"), persian.stderr)
    let arabic = try reel(lang: "ar_EG.UTF-8", "list", "popular")
    XCTAssertTrue(arabic.stderr.hasPrefix("reel: \(path) السطر ١: "), arabic.stderr)
    XCTAssertFalse(arabic.stderr.contains("expected"), arabic.stderr)
  }

  func testTheThemeChecksAreSaidInJapanese() throws {
    let files = [
      "[theme]\naccent = \"blurple\"\n": "2行目",
      "theme = \"neon\"\n": "1行目",
      "[theme]\nnope = \"red\"\n": "2行目",
    ]
    for (text, line) in files {
      let path = try config(text)
      let run = try reel("list", "popular", "--language", "ja-JP")
      XCTAssertNotEqual(run.status, 0, text)
      XCTAssertTrue(run.stderr.hasPrefix("reel: \(path) \(line): "), text + run.stderr)
      for english in ["is not a colour", "built-in theme", "has no", "use "] {
        XCTAssertFalse(run.stderr.contains(english), text + run.stderr)
      }
    }
  }

  func testTheKeysChecksAreSaidInArabic() throws {
    let files = [
      "[keys.list]\ndown = \"ctrl-q-x\"\n": "٢",
      "[keys.list]\ndown = \"j\"\nup = \"j\"\n": "٣",
      "[keys.list]\nfly = \"j\"\n": "٢",
      "[keys]\ndown = \"ctrl-c\"\n": "٢",
      "[keys.search]\nsort = \"x\"\n": "٢",
      "[keys]\ndown = \"e\u{301}\"\n": "٢",
    ]
    for (text, line) in files {
      let path = try config(text)
      let run = try reel("list", "popular", "--language", "ar-EG")
      XCTAssertNotEqual(run.status, 0, text)
      XCTAssertTrue(run.stderr.hasPrefix("reel: \(path) السطر \(line): "), text + run.stderr)
      for english in ["key name", "already given", "no action", "always quits", "there is no"] {
        XCTAssertFalse(run.stderr.contains(english), text + run.stderr)
      }
    }
  }

  func testTheThemeAndKeysChecksReadAsBeforeInEnglish() throws {
    let path = try config("[keys.list]\ndown = \"j\"\nup = \"j\"\n")
    XCTAssertEqual(
      try reel("list", "popular").stderr,
      "reel: \(path) line 3: j is already given to down on line 2\n")
    _ = try config("[theme]\naccent = \"blurple\"\n")
    XCTAssertEqual(
      try reel("list", "popular").stderr,
      "reel: \(path) line 2: \"blurple\" is not a colour; use a name (cyan, bright-blue, default), "
        + "0-255 or #rrggbb\n")
  }
}
