import Foundation
import ReelTestSupport
import XCTest

/// review48: refusals of a typed value fix47 left English or wrote out twice on a Japanese,
/// Persian or Arabic command line: `--pages` that is no page, range or `all`, past 500, or
/// backwards; an argument that is not UTF-8, whose stray byte showed as `\\xFF` (a typed
/// backslash) where English shows `\xFF`.
final class LocalisedPagesRefusalTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private var environment: [String: String] {
    [
      "HOME": home.path, "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
    ]
  }

  private func reel(_ arguments: String...) throws -> (status: Int32, stderr: String) {
    let run = try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments, environment: environment)
    return (run.status, run.stderr)
  }

  func testAPagesValueReelCannotReadIsSaidInTheLanguage() throws {
    for value in ["x\u{1B}[31m", "0-3", "5-2", String(repeating: "9", count: 10_000)] {
      for (tag, words) in [("ja-JP", "ページ"), ("fa-IR", "صفحه"), ("ar-EG", "صفحة")] {
        let run = try reel("list", "popular", "--pages", value, "--language", tag)
        XCTAssertEqual(run.status, 64, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("reel: "), run.stderr)
        XCTAssertFalse(run.stderr.contains("\u{1B}"), run.stderr)
        XCTAssertTrue(run.stderr.contains("--pages"), run.stderr)
        XCTAssertTrue(run.stderr.contains(words) || value == "5-2", tag + run.stderr)
        for english in ["wants", "must stay", "serves", "runs backwards", "write "] {
          XCTAssertFalse(run.stderr.contains(english), run.stderr)
        }
        XCTAssertLessThan(run.stderr.count, 400, "a long value is cut as English cuts it")
      }
    }
    XCTAssertTrue(
      try reel("list", "popular", "--pages", "5-2", "--language", "ja-JP").stderr.contains(
        "2-5"))
  }

  func testAPagesRefusalReadsAsBeforeInEnglish() throws {
    XCTAssertEqual(
      try reel("list", "popular", "--pages", "x").stderr,
      "reel: --pages wants a page (7), a range (1-50) or all, not \"x\"\n")
    XCTAssertEqual(
      try reel("list", "popular", "--pages", "0-3").stderr,
      "reel: --pages must stay between 1 and 500 (TMDB serves no more)\n")
    XCTAssertEqual(
      try reel("list", "popular", "--pages", "5-2").stderr,
      "reel: --pages 5-2 runs backwards; write 2-5\n")
  }
}
