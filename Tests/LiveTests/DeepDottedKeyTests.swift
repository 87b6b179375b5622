import Foundation
import ReelTestSupport
import XCTest

/// review48: a key or table header of tens of thousands of dotted parts (`a.a.a…`, a file
/// under config.toml's 1 MB) crashed Reel (signal 11 in the parser) before it said a word,
/// and 20,000 parts took ten seconds to read; it is refused with its line as nesting too deep.
final class DeepDottedKeyTests: XCTestCase {
  func testAKeyOrHeaderOfManyDottedPartsIsRefusedWithItsLine() throws {
    let home = try makeTemporaryFolder(self)
    let folder = home.appendingPathComponent("config/reel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.toml")
    let deep = Array(repeating: "a", count: 50_000).joined(separator: ".")
    for text in ["# x\n\(deep) = 1\n", "# x\n[\(deep)]\n", "# x\nx = { \(deep) = 1 }\n"] {
      try Data(text.utf8).write(to: file)
      let run = try runProcess(
        try builtProduct("reel"), ["--replay", "list", "popular"],
        environment: [
          "HOME": home.path, "LANG": "C.UTF-8",
          "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
          "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
          "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
        ])
      XCTAssertEqual(run.status, 1, run.stderr)
      XCTAssertTrue(run.stderr.hasPrefix("reel: \(file.path) line 2: "), run.stderr)
      XCTAssertTrue(run.stderr.contains("nest"), run.stderr)
    }
  }
}
