import Foundation
import ReelTestSupport
import XCTest

/// `reel --script` end to end: a line Reel cannot read and a line that failed are said on
/// stderr in the run's language, with the exit status unchanged (1).
final class LocalisedScriptCommandLineTests: XCTestCase {
  private func run(_ script: String, _ arguments: [String]) throws -> ProcessResult {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("s.reel")
    try Data(script.utf8).write(to: file)
    return try runProcess(
      try builtProduct("reel"), ["--replay", "--script", file.path] + arguments,
      environment: [
        "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "LANG": "C.UTF-8",
      ])
  }

  func testAFailedLineIsReasonedInTheLanguage() throws {
    // The reason is the runner's own (worded since fix49); the line's prefix is BrowseCommand's.
    let result = try run("wait idle\nexpect text \"Nowhere\"\n", ["--language", "ja-JP"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains(": 「Nowhere」が画面にありません\n"), result.stderr)
  }

  func testALineReelCannotReadAndItsPrefixAreSaidInTheLanguage() throws {
    let unread = try run("key bogus\n", ["--language", "ja-JP"])
    XCTAssertEqual(unread.status, 1)
    XCTAssertEqual(unread.stderr, "reel: スクリプトの1行目: 「bogus」というキーはありません\n")
    let failed = try run("wait idle\nexpect text \"Nowhere\"\n", ["--language", "ja-JP"])
    XCTAssertEqual(failed.status, 1)
    XCTAssertTrue(
      failed.stderr.hasPrefix(
        "reel: スクリプトの2行目（expect text \"Nowhere\"）: 「Nowhere」が画面にありません\n"),
      failed.stderr)
    let english = try run("key bogus\n", [])
    XCTAssertEqual(english.stderr, "reel: script line 1: unknown key \"bogus\"\n")
  }
}
