import Foundation
import ReelTestSupport
import XCTest

/// The command line's checks of how options go together, and the parser's own refusals (a
/// missing value, an unknown option, a value that is no number), in the language the command
/// line, config file or locale chose: they were English whatever the language. The options they
/// quote stay as typed; the exit status is the usage error's (64), as before.
final class LocalisedOptionChecksTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(lang: String = "C.UTF-8", _ arguments: [String]) throws -> (
    status: Int32, stderr: String
  ) {
    let run = try runProcess(
      try builtProduct("reel"), arguments,
      environment: [
        "HOME": home.path, "LANG": lang,
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (run.status, run.stderr)
  }

  /// Each refusal and an English word of it that must not be left.
  private let refusals: [([String], String)] = [
    (["list", "popular", "--page", "2", "--pages", "3"], "do not go together"),
    (["list", "popular", "--json", "--json-lines"], "do not go together"),
    (["search", "x", "--person", "--year", "1999"], "does not apply"),
    (["search", "x", "--person", "--pages", "2"], "do not apply"),
    (["search", " "], "query is empty"),
    (["show", "550", "--page", "2"], "applies only"),
    (["--size", "80x24"], "goes with"),
    (["--script", "x", "--size", "8"], "wants WxH"),
    (["--start", "nowhere"], "takes one of"),
    (["--timeout", "0", "list", "popular"], "must be between"),
    (["lsit"], "did you mean"),
    (["watchlist", "lst"], "did you mean"),
    (["zzzzzz"], "the commands are"),
    (["list", "popular", "--page"], "needs a value"),
    (["list", "popular", "--har="], "is empty"),
    (["list", "popular", "--bogus"], "Unknown option"),
    (["list", "popular", "--page", "abc"], "is invalid for"),
    (["show"], "Missing expected argument"),
    (["search"], "Missing expected argument"),
    (["list", "popular", "extra"], "Unexpected argument"),
    (["list", "popular", "x", "y"], "unexpected arguments"),
    (["list", "popular", "--json=x"], "does not take"),
  ]

  func testEachRefusalIsSaidInJapanese() throws {
    for (arguments, english) in refusals {
      let run = try reel(arguments + ["--language", "ja-JP"])
      XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
      XCTAssertTrue(run.stderr.hasPrefix("reel: "), "\(arguments): \(run.stderr)")
      XCTAssertFalse(run.stderr.contains(english), "\(arguments): \(run.stderr)")
      XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, run.stderr)
    }
  }

  func testEachRefusalIsSaidInTheLocalesPersianAndArabic() throws {
    for lang in ["fa_IR.UTF-8", "ar_EG.UTF-8"] {
      for (arguments, english) in refusals {
        let run = try reel(lang: lang, arguments)
        XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
        XCTAssertFalse(run.stderr.contains(english), "\(lang) \(arguments): \(run.stderr)")
      }
    }
  }

  func testTheOptionsAreQuotedAsTyped() throws {
    let run = try reel(["list", "popular", "--bogus", "--language", "ja-JP"])
    XCTAssertTrue(run.stderr.contains("--bogus"), run.stderr)
    let page = try reel(["list", "popular", "--page", "abc", "--language", "ja-JP"])
    XCTAssertTrue(page.stderr.contains("abc"), page.stderr)
    XCTAssertTrue(page.stderr.contains("--page"), page.stderr)
    let both = try reel(["list", "popular", "--page", "2", "--pages", "3", "--language", "fa-IR"])
    XCTAssertTrue(both.stderr.contains("--page") && both.stderr.contains("--pages"), both.stderr)
  }

  func testEnglishReadsAsBefore() throws {
    let expected: [([String], String)] = [
      (
        ["list", "popular", "--page", "2", "--pages", "3"],
        "reel: --page and --pages do not go together; --pages 7 fetches page 7\n"
      ),
      (
        ["list", "popular", "--bogus"], "reel: Unknown option '--bogus'\n"
      ),
      (
        ["list", "popular", "--page", "abc"],
        "reel: The value 'abc' is invalid for '--page <page>'\n"
      ),
      (["show"], "reel: Missing expected argument '<id>'\n"),
      (
        ["--timeout", "0", "list", "popular"],
        "reel: --timeout must be between 0.1 and 3600 seconds\n"
      ),
      (["lsit"], "reel: unknown command \"lsit\"; did you mean `list`?\n"),
      (["list", "popular", "--page"], "reel: --page needs a value: a page number from 1 to 500\n"),
    ]
    for (arguments, line) in expected {
      let run = try reel(arguments)
      XCTAssertEqual(run.status, 64, "\(arguments)")
      XCTAssertEqual(run.stderr, line)
    }
  }
}
