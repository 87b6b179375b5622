import Foundation
import ReelTestSupport
import Screen
import XCTest

@testable import App

/// `--har` to a file Reel cannot write, and Services' own warnings about a start screen or a
/// home row genre it does not know (a configuration made other than by config.toml's reader),
/// are said in the run's language: both were English under `--language ja-JP`.
final class LocalisedHARAndStartWarningsTests: XCTestCase {
  private func run(_ arguments: [String]) throws -> ProcessResult {
    let folder = try makeTemporaryFolder(self)
    return try runProcess(
      try builtProduct("reel"), arguments,
      environment: [
        "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "LANG": "C.UTF-8",
      ])
  }

  func testAHARThatCannotBeWrittenIsSaidInTheLanguage() throws {
    let folder = try makeTemporaryFolder(self)
    let japanese = try run(["--replay", "--language", "ja-JP", "--har", folder.path, "keys"])
    XCTAssertEqual(japanese.status, 1)
    XCTAssertEqual(japanese.stderr, "reel: HARファイル\(folder.path)に書き込めません: フォルダーです\n")
    let persian = try run(["--replay", "--language", "fa-IR", "--har", folder.path, "keys"])
    XCTAssertEqual(persian.status, 1)
    XCTAssertTrue(persian.stderr.contains("فایل HAR در"), persian.stderr)
    // A failing command's HAR, said before the command's own failure.
    let failing = try run([
      "--replay", "--language", "ja-JP", "--har", folder.path, "watchlist", "import",
      folder.appendingPathComponent("missing.json").path,
    ])
    XCTAssertEqual(failing.status, 1)
    XCTAssertTrue(
      failing.stderr.hasPrefix("reel: HARファイル\(folder.path)に書き込めません: フォルダーです\n"),
      failing.stderr)
    let english = try run(["--replay", "--har", folder.path, "keys"])
    XCTAssertEqual(english.status, 1)
    XCTAssertEqual(
      english.stderr, "reel: cannot write the HAR file \(folder.path): it is a folder\n")
  }

  func testAHARWrittenForAFailingScriptIsSaidInTheLanguage() throws {
    let folder = try makeTemporaryFolder(self)
    let script = folder.appendingPathComponent("fails.reel")
    try Data("expect text \"Nowhere\"\n".utf8).write(to: script)
    let result = try run([
      "--replay", "--language", "ja-JP", "--har", folder.path, "--script", script.path,
    ])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stderr.contains("reel: HARファイル\(folder.path)に書き込めません: フォルダーです\n"),
      result.stderr)
  }

  private func warnings(_ code: String) throws -> [String] {
    var config = ConfigFile(path: "c.toml")
    config.start = "nowhere"
    config.homeRows = [.genre("Nope"), .row(.category(.popular))]
    var options = ConnectionOptions()
    options.forceReplay = true
    options.language = code
    return try Services.make(options, environment: [:], config: config).warnings
  }

  func testServicesWarningsAreSaidInTheLanguage() throws {
    let japanese = try warnings("ja-JP")
    XCTAssertEqual(japanese.count, 2, "\(japanese)")
    XCTAssertTrue(
      japanese.contains { $0.hasPrefix("c.toml: start = \"nowhere\" は次のどれでもありません：") },
      "\(japanese)")
    XCTAssertTrue(
      japanese.contains {
        $0.hasPrefix("c.toml: ホームの行 genre:Nope は TMDB のジャンル（") && $0.hasSuffix("この行は省きます")
      }, "\(japanese)")
    let english = try warnings("en-US")
    XCTAssertEqual(
      english.first,
      "c.toml: start = \"nowhere\" is not one of " + StartOption.names.joined(separator: ", ")
        + "; opening on home")
    XCTAssertEqual(
      english.last,
      "c.toml: home row genre:Nope is not one of TMDB's genres ("
        + TMDBGenres.names.joined(separator: ", ") + "); left out")
  }
}
