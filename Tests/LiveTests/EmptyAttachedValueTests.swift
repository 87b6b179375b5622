import Foundation
import ReelTestSupport
import XCTest

/// review48: an option given an empty value with `=` (`--note=`, `--note="$NOTE"` with NOTE
/// empty) took the argument after it as its value, even one typed before it (global options
/// move behind the command): `reel --replay watchlist add 550 --note=` saved the note
/// "--replay", and `discover --min-rating=` said the value '--replay' was invalid.
final class EmptyAttachedValueTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func reel(_ arguments: String...) throws -> (status: Int32, out: String, err: String) {
    let run = try runProcess(
      try builtProduct("reel"), arguments,
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    return (run.status, run.stdout, run.stderr)
  }

  func testAnEmptyNoteSavesNoOtherArgumentAsTheNote() throws {
    _ = try reel("--replay", "watchlist", "add", "550", "--note=")
    _ = try reel("watchlist", "add", "13", "--note=", "--replay")
    let list = try reel("--replay", "watchlist", "list", "--json")
    XCTAssertFalse(list.out.contains("--replay"), list.out)
  }

  func testAnEmptyValueIsRefusedAsEmptyNotAsAnotherArgument() throws {
    let runs = [
      try reel("--replay", "discover", "--min-rating="),
      try reel("--replay", "search", "x", "--year="),
      try reel("--replay", "list", "popular", "--pages="),
      try reel("list", "popular", "--pages=", "--replay"),
    ]
    for run in runs {
      XCTAssertEqual(run.status, 64, run.err)
      XCTAssertFalse(run.err.contains("--replay"), run.err)
    }
  }
}
