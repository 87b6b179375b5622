import Foundation
import ReelTestSupport
import XCTest

/// fix48: what reading a file whole refuses is worded in the command's language for `watchlist
/// import` (`BoundedReader`'s `.watchlistImport`); a key script Reel cannot read, and output
/// Reel cannot write, are still English under --language ja-JP. Left to the lead: the calls are
/// in files fix48 does not own.
final class LocalisedReadRefusalTests: XCTestCase {
  private func run(_ arguments: [String]) throws -> ProcessResult {
    let folder = try makeTemporaryFolder(self)
    return try runProcess(
      try builtProduct("reel"), arguments,
      environment: [
        "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "LANG": "C.UTF-8",
      ])
  }

  func testAScriptThatCannotBeReadIsSaidInTheLanguage() throws {
    let folder = try makeTemporaryFolder(self)
    let result = try run(["--replay", "--script", folder.path, "--language", "ja-JP"])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "reel: スクリプト \(folder.path) を読み込めません：フォルダです\n")
  }

  func testOutputThatCannotBeWrittenIsSaidInTheLanguage() throws {
    try XCTSkipIf(
      true,
      "lead: ReelCommand.swift's 'cannot write the output: …' (every printing command, "
        + "watchlist export among them) is English under --language ja-JP (fix47's file)")
    let reel = try builtProduct("reel")
    let process = Process()
    process.executableURL = reel
    process.arguments = ["--replay", "list", "popular", "--language", "ja-JP"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 1)
    XCTAssertFalse(said.contains("cannot write the output"), said)
  }
}
