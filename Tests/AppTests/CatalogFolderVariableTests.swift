import Foundation
import ReelTestSupport
import XCTest

/// `REEL_CATALOG_DIR` names the replay catalog to use instead of the bundled one. One that
/// named a missing folder, a file, or a folder with no catalog in it was passed over without a
/// word, and the bundled catalog served instead (only `reel info` showed which): a user adding
/// films to a copy saw none of them and no reason (review39). Now replay mode refuses to start,
/// naming the variable and what is wrong, as `REEL_WATCHLIST_DB` is refused.
final class CatalogFolderVariableTests: XCTestCase {
  private func reel(_ arguments: [String], catalog: String) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = ["REEL_CATALOG_DIR": catalog]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  private func assertRefused(
    _ catalog: String, saying words: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    for command in [
      ["--replay", "list", "popular"], ["search", "dune"], ["--script", "/dev/null"],
    ] {
      let run = try reel(command, catalog: catalog)
      XCTAssertEqual(run.status, 1, "\(command): \(run.stdout)", file: file, line: line)
      XCTAssertEqual(run.stdout, "", "\(command)", file: file, line: line)
      XCTAssertEqual(run.stderr, "reel: " + words + "\n", "\(command)", file: file, line: line)
    }
  }

  func testAMissingFolderIsRefused() throws {
    let folder = try makeTemporaryFolder(self).appendingPathComponent("nowhere").path
    try assertRefused(
      folder,
      saying: "REEL_CATALOG_DIR names \(folder), which does not exist; set it to a "
        + "replay catalog's folder (the one holding 3_configuration.json), or unset it to use "
        + "the bundled catalog")
  }

  func testAFileIsRefused() throws {
    let file = try makeTemporaryFolder(self).appendingPathComponent("catalog.json")
    try Data("{}".utf8).write(to: file)
    try assertRefused(
      file.path,
      saying: "REEL_CATALOG_DIR names \(file.path), which is a file, not a folder; "
        + "set it to a replay catalog's folder (the one holding 3_configuration.json), or unset "
        + "it to use the bundled catalog")
  }

  func testAFolderWithNoCatalogIsRefused() throws {
    let folder = try makeTemporaryFolder(self).path
    try assertRefused(
      folder,
      saying: "REEL_CATALOG_DIR names \(folder), which holds no replay catalog (no "
        + "3_configuration.json); set it to a replay catalog's folder (the one holding "
        + "3_configuration.json), or unset it to use the bundled catalog")
  }

  /// The bundle's folder rather than the catalog inside it: the message points one level in.
  func testTheFolderAboveACatalogIsPointedIn() throws {
    let folder = try makeTemporaryFolder(self)
    let inner = folder.appendingPathComponent("Catalog")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: inner.appendingPathComponent("3_configuration.json"))
    let run = try reel(["--replay", "list", "popular"], catalog: folder.path)
    XCTAssertEqual(run.status, 1, run.stdout)
    XCTAssertTrue(
      run.stderr.hasSuffix("; did you mean \(inner.path)?\n"), run.stderr)
  }

  /// `reel info` names the problem on its catalog line instead of the bundled catalog.
  func testInfoSaysWhatIsWrong() throws {
    let folder = try makeTemporaryFolder(self).appendingPathComponent("nowhere").path
    let run = try reel(["info"], catalog: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    let line = run.stdout.split(separator: "\n").first { $0.hasPrefix("catalog:") } ?? ""
    XCTAssertTrue(
      line.contains("error: REEL_CATALOG_DIR names \(folder), which does not exist;"), String(line))
  }

  /// A real catalog is used, and an empty value means "not set", as for the other variables.
  func testACatalogOrNothingIsTaken() throws {
    let bundled = try reel(["--replay", "list", "popular"], catalog: "")
    XCTAssertEqual(bundled.status, 0, bundled.stderr)
    let info = try reel(["info"], catalog: "")
    let line = info.stdout.split(separator: "\n").first { $0.hasPrefix("catalog:") } ?? ""
    let path =
      line.dropFirst("catalog:".count).trimmingCharacters(in: .whitespaces)
      .split(separator: " ").first.map(String.init) ?? ""
    XCTAssertTrue(path.hasSuffix("Catalog"), String(line))
    let chosen = try reel(["--replay", "list", "popular"], catalog: path)
    XCTAssertEqual(chosen.status, 0, chosen.stderr)
    XCTAssertEqual(chosen.stdout, bundled.stdout)
  }
}
