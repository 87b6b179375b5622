import Foundation
import ReelTestSupport
import XCTest

/// review48: a table made only by a header's dotted name (`[a.b]`) was warned about with no
/// line ("config.toml: Reel has no [a] table"), and before the warnings of earlier lines; a
/// dotted key (`a.b = 1`) named its line already.
final class ImplicitTableLineTests: XCTestCase {
  func testATableMadeByADottedHeaderIsNamedByItsLine() throws {
    let home = try makeTemporaryFolder(self)
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    try Data("x = 1\n\n[a.b.c]\nd = 2\n".utf8).write(to: file)
    let run = try runProcess(
      try builtProduct("reel"), ["--replay", "list", "popular"],
      environment: [
        "HOME": home.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
      ])
    XCTAssertEqual(
      run.stderr,
      "reel: warning: \(file.path) line 1: unknown key \"x\" ignored\n"
        + "reel: warning: \(file.path) line 3: Reel has no [a] table; its keys are ignored\n")
  }
}
