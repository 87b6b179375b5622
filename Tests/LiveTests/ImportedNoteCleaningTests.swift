import Foundation
import ReelTestSupport
import XCTest

/// review48: review47 kept the note field and `--note` to one line with nothing unseen, but a
/// note arriving by `reel watchlist import` went into the file as it was: line breaks, U+2028,
/// zero-width spaces, an escape, a bidi override; then the one-line note field held a line
/// break and Backspace seemed to do nothing. An imported note is kept as the field keeps it.
final class ImportedNoteCleaningTests: XCTestCase {
  func testAnImportedNoteIsKeptAsTheNoteFieldKeepsIt() throws {
    let home = try makeTemporaryFolder(self)
    let environment = [
      "HOME": home.path, "LANG": "C.UTF-8",
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "REEL_WATCHLIST_DB": home.appendingPathComponent("library.sqlite").path,
    ]
    let file = home.appendingPathComponent("in.json")
    let note = #"  line1\nline2\u2028x\u200by\u001b[31mz\u202e\u200cw  "#
    try Data(
      (#"{"format":"reel-watchlist","version":1,"entries":[{"id":12,"title":"T","note":""#
        + note + #"","added_at":"2026-01-01T00:00:00Z"}]}"#).utf8
    ).write(to: file)
    let reel = try builtProduct("reel")
    let imported = try runProcess(
      reel, ["--replay", "watchlist", "import", file.path], environment: environment)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    let decoded = try JSONDecoder().decode([String].self, from: Data(("[\"" + note + "\"]").utf8))
    let added = try runProcess(
      reel, ["--replay", "watchlist", "add", "550", "--note", decoded[0]], environment: environment)
    XCTAssertEqual(added.status, 0, added.stderr)
    let export = try runProcess(
      reel, ["--replay", "watchlist", "export"], environment: environment)
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
    let notes = try XCTUnwrap(document["entries"] as? [[String: Any]]).map { $0["note"] as? String }
    XCTAssertEqual(notes.count, 2)
    XCTAssertEqual(notes[0], notes[1], "the same note by import as by --note")
    XCTAssertFalse(notes[1]?.contains("\n") ?? true)
    let unseen: Set<Unicode.Scalar> = ["\u{1B}", "\n", "\u{2028}", "\u{200B}", "\u{202E}"]
    XCTAssertFalse(notes[1]?.unicodeScalars.contains { unseen.contains($0) } ?? true)
  }
}
