import Foundation
import ReelTestSupport
import XCTest

/// review47: `reel watchlist add ID --note TEXT` stored the note as typed, where the browser's
/// one-line note field keeps only what can be seen on one line: a tab, a line separator, an
/// escape or a zero-width space went into the file (and the export) from the command line.
/// Both keep the same text now.
final class CommandLineNoteTests: XCTestCase {
  func testANoteFromTheCommandLineIsKeptAsTheNoteFieldKeepsIt() throws {
    let reel = try builtProduct("reel")
    let folder = try makeTemporaryFolder(self)
    let environment = [
      "REEL_WATCHLIST_DB": folder.appendingPathComponent("library.sqlite").path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
    ]
    let added = try runProcess(
      reel,
      [
        "watchlist", "add", "603", "--replay", "--note",
        "  with\tSam\u{2028}and\u{1B}[31m Ann\u{200B}\u{202E} می\u{200C}خواهم  ",
      ], environment: environment)
    XCTAssertEqual(added.status, 0, added.stderr)
    let listed = try runProcess(
      reel, ["watchlist", "list", "--json"], environment: environment)
    let entries =
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
    XCTAssertEqual(entries?.first?["note"] as? String, "with Sam and[31m Ann می\u{200C}خواهم")
  }
}
