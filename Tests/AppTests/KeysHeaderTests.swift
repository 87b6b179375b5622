import Foundation
import ReelTestSupport
import XCTest

/// The first line of `reel keys` says where the map printed under it comes from. With a config
/// file whose only key table is `[keys.inspector]` (ignored, and not printed) or that has no key
/// table at all, it said "the defaults with [keys] from …": nothing from the file was applied
/// (found by review39).
final class KeysHeaderTests: XCTestCase {
  private func keysHeader(config: String) throws -> (header: String, run: ProcessResult) {
    let folder = try makeTemporaryFolder(self)
    let reelFolder = folder.appendingPathComponent("reel")
    try FileManager.default.createDirectory(at: reelFolder, withIntermediateDirectories: true)
    try Data(config.utf8).write(to: reelFolder.appendingPathComponent("config.toml"))
    let run = try runProcess(
      try builtProduct("reel"), ["keys"], environment: ["XDG_CONFIG_HOME": folder.path])
    let header = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
    return (header.replacingOccurrences(of: reelFolder.path, with: "CONFIG"), run)
  }

  func testOnlyTheInspectorsTableIsNotKeysFromTheConfig() throws {
    let (header, run) = try keysHeader(config: "[keys.inspector]\nclose = \"x\"\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(header, "# Reel's keys: the defaults (CONFIG/config.toml remaps no keys).")
    XCTAssertTrue(run.stderr.contains("[keys.inspector] is ignored"), run.stderr)
  }

  func testAConfigWithoutKeysIsTheDefaults() throws {
    let (header, run) = try keysHeader(config: "language = \"ja-JP\"\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(header, "# Reel's keys: the defaults (CONFIG/config.toml remaps no keys).")
  }

  func testARemapIsNamed() throws {
    let (header, run) = try keysHeader(
      config: "[keys.inspector]\nclose = \"x\"\n[keys.list]\nquit = \"Q\"\n")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(header, "# Reel's keys: the defaults with [keys] from CONFIG/config.toml.")
    XCTAssertTrue(run.stdout.contains("quit = \"Q\""), run.stdout)
  }
}
