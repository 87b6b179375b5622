import Foundation
import ReelTestSupport
import XCTest

/// review46: a path holding what cannot be seen (U+202E, an escape sequence, a line break) is
/// written out in an error on stderr in English (`/tmp/a\u202Eb`), so the path said is the path
/// there. In Japanese, Persian and Arabic the sentence's own cleaning took it out first: the
/// watchlist's or config.toml's error named `/tmp/ab`, a folder that does not exist.
final class LocalisedHostilePathTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ environment: [String: String], _ arguments: String...) throws -> (
    status: Int32, stderr: String
  ) {
    var all = [
      "HOME": home.path, "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
    ]
    all.merge(environment) { $1 }
    let run = try runProcess(try builtProduct("reel"), ["--replay"] + arguments, environment: all)
    return (run.status, run.stderr)
  }

  func testAWatchlistPathIsWrittenOutInEveryLanguage() throws {
    let folder = home.path + "/no\u{202E}dir\u{1B}]2;x\u{7}"
    for language in ["en-US", "ja-JP", "fa-IR", "ar-EG"] {
      let run = try reel(
        ["REEL_WATCHLIST_DB": folder + "/lib.sqlite"], "watchlist", "list", "--language",
        language)
      XCTAssertNotEqual(run.status, 0, language)
      XCTAssertTrue(
        run.stderr.contains(home.path + "/no\\u202Edir\\u001B]2;x\\u0007"),
        "\(language): \(run.stderr)")
      XCTAssertFalse(run.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }
  }

  func testAConfigPathIsWrittenOutInEveryLanguage() throws {
    let config = home.appendingPathComponent("con\u{202E}fig")
    let folder = config.appendingPathComponent("reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("\n[home]\nrows = [\"nope\"]\n".utf8).write(
      to: folder.appendingPathComponent("config.toml"))
    for language in ["en-US", "ja-JP", "fa-IR", "ar-EG"] {
      let run = try reel(
        ["XDG_CONFIG_HOME": config.path], "list", "popular", "--language", language)
      XCTAssertNotEqual(run.status, 0, language)
      XCTAssertTrue(
        run.stderr.contains(home.path + "/con\\u202Efig/reel/config.toml"),
        "\(language): \(run.stderr)")
    }
  }
}
