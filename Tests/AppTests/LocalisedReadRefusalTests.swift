import Foundation
import ReelTestSupport
import XCTest

/// What reading a file whole refuses (`watchlist import`, a key script) and output Reel cannot
/// write are worded in the command's language: both were English under --language ja-JP.
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
