import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// `reel info`: what a bug report needs, and never the secret.
final class InfoCommandTests: XCTestCase {
  private let key = "0123456789abcdef0123456789abcdef"

  func testInfoNamesTheCredentialsSourceNeverItsValue() throws {
    let folder = try makeTemporaryFolder(self)
    let run = try runProcess(
      try builtProduct("reel"), ["info"],
      environment: [
        "XDG_CONFIG_HOME": folder.appendingPathComponent("conf").path,
        "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        "TMDB_API_KEY": key,
        "TMDB_API_BASE_URL": "http://user:hunter2@127.0.0.1:9/?api_key=\(key)",
        "LANG": "ja_JP.UTF-8",
      ])
    XCTAssertEqual(run.status, 0, run.stderr)
    let out = run.stdout
    XCTAssertFalse(out.contains(key), out)
    XCTAssertFalse(out.contains("hunter2"), out)
    XCTAssertTrue(out.contains("mode:       live (API key from TMDB_API_KEY)"), out)
    XCTAssertTrue(out.contains("credential: API key from TMDB_API_KEY"), out)
    XCTAssertTrue(out.contains("api:        http://127.0.0.1:9/"), out)
    XCTAssertTrue(out.contains("language:   ja-JP (from LANG)"), out)
    XCTAssertTrue(out.contains("version:    "), out)
    XCTAssertTrue(out.contains("images:     "), out)
    XCTAssertTrue(
      out.contains("config:     \(folder.path)/conf/reel/config.toml (not there yet)"), out)
    XCTAssertTrue(out.contains("log:        \(folder.path)/state/reel/reel.log"), out)
    XCTAssertTrue(
      out.contains("history:    \(folder.path)/data/reel/search-history (not there yet)"), out)
    XCTAssertTrue(out.contains("catalog:    "), out)
    XCTAssertTrue(
      out.hasSuffix(
        "This product uses the TMDB API but is not endorsed or certified by TMDB.\n"), out)
  }

  func testInfoSaysWhyItIsInReplayAndSizesFiles() throws {
    let folder = try makeTemporaryFolder(self)
    let config = folder.appendingPathComponent("reel/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("theme = \"light\"\n".utf8).write(to: config)
    let report = InfoCommand.report(
      options: ConnectionOptions(), environment: ["XDG_CONFIG_HOME": folder.path])
    XCTAssertTrue(report.contains("mode:       replay (no credential:"), report)
    XCTAssertTrue(report.contains("credential: none"), report)
    XCTAssertTrue(report.contains("theme:      light"), report)
    XCTAssertTrue(report.contains("\(config.path) (16 bytes)"), report)
    var forced = ConnectionOptions()
    forced.forceReplay = true
    forced.apiKey = key
    let replay = InfoCommand.report(options: forced, environment: [:])
    XCTAssertTrue(replay.contains("mode:       replay (--replay)"), replay)
    XCTAssertTrue(replay.contains("credential: API key from --api-key"), replay)
    XCTAssertFalse(replay.contains(key), replay)
  }

  func testABrokenConfigIsReportedNotFatal() throws {
    let folder = try makeTemporaryFolder(self)
    let config = folder.appendingPathComponent("reel/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[keys]\nquit = \"hyper\"\n".utf8).write(to: config)
    let report = InfoCommand.report(
      options: ConnectionOptions(), environment: ["XDG_CONFIG_HOME": folder.path])
    XCTAssertTrue(report.contains("error: \(config.path) line 2:"), report)
  }

  /// A config that starts Reel with warnings (an unknown start screen, an unknown table) was
  /// listed by `reel info` as if it were clean.
  func testAConfigsWarningsAreListedUnderIt() throws {
    let folder = try makeTemporaryFolder(self)
    let config = folder.appendingPathComponent("reel/config.toml")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("start = \"bogus\"\n[nope]\nx = 1\n".utf8).write(to: config)
    let report = InfoCommand.report(
      options: ConnectionOptions(), environment: ["XDG_CONFIG_HOME": folder.path])
    let lines = report.split(separator: "\n").map(String.init)
    let at = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("config:") }, report)
    XCTAssertTrue(lines[at + 1].hasPrefix("  warning:"), report)
    XCTAssertTrue(lines[at + 1].contains("\(config.path) line 1: start = \"bogus\""), report)
    XCTAssertTrue(lines[at + 2].contains("\(config.path) line 2:"), report)
  }

  func testTheHelpEndsWithTMDBsAttribution() {
    let last = KeyMap.standard.help.last
    XCTAssertEqual(
      last?.entries.map(\.action).joined(separator: " "),
      "This product uses the TMDB API but is not endorsed or certified by TMDB.")
  }
}
