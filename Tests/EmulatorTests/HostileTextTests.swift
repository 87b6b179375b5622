import CVTerm
import Foundation
import ReelTestSupport
import XCTest

/// Titles, overviews and dates come from the internet. Whatever escape sequences they carry,
/// none reaches the user's terminal: the window title stays, the screen is not cleared, the
/// clipboard is not written, no bidi override reorders the screen.
final class HostileTextTests: XCTestCase {
  static let hostileTitle =
    "Evil\u{1B}]2;PWNED-TITLE\u{07}Title\u{1B}[2J\u{9B}31m\u{202E}desrever\u{9D}2;C1-TITLE\u{9C}"
  static let hostileOverview =
    "Over\u{1B}]52;c;SGVsbG8=\u{07}view\u{1B}[H\u{1B}[2J\u{1B}[?1049l\u{1B}P+q544e\u{1B}\\ "
    + "\u{2066}isolate\u{2069} \u{1B}]0;ICON-TITLE\u{1B}\\ends"

  /// The bundled catalog, with the first popular film's text made hostile.
  private func hostileCatalog() throws -> URL {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Resources/Catalog").standardizedFileURL
    let copy = try makeTemporaryFolder(self).appendingPathComponent("catalog")
    try FileManager.default.copyItem(at: catalog, to: copy)
    for file in [
      "3_movie_popular__page-1.json",
      "3_movie_1003596__append_to_response-credits,videos,release_dates.json",
    ] {
      let url = copy.appendingPathComponent(file)
      var record = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      var response = try XCTUnwrap(record["response"] as? [String: Any])
      var body = try XCTUnwrap(response["body"] as? [String: Any])
      func poison(_ movie: inout [String: Any]) {
        movie["title"] = Self.hostileTitle
        movie["original_title"] = Self.hostileTitle
        movie["overview"] = Self.hostileOverview
        movie["tagline"] = Self.hostileOverview
        movie["release_date"] = "2026-12-18\u{1B}]2;DATE-TITLE\u{07}"
      }
      if var results = body["results"] as? [[String: Any]] {
        poison(&results[0])
        body["results"] = results
      } else {
        poison(&body)
      }
      response["body"] = body
      record["response"] = response
      try JSONSerialization.data(withJSONObject: record).write(to: url)
    }
    return copy
  }

  func testNothingLeaksFromMovieText() throws {
    let catalog = try hostileCatalog()
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay-dir", catalog.path])
    reel.waitFor("Evil")
    reel.settle()
    reel.press(VTERM_KEY_ENTER)  // the detail screen too
    reel.settle()
    let terminal = reel.terminal
    XCTAssertEqual(terminal.titleChanges, 0, "the window title was set to \(terminal.title)")
    XCTAssertTrue(
      terminal.contains("Search movies") && terminal.rows.filter { !$0.isEmpty }.count > 10,
      "the screen was cleared:\n\(terminal.text)")
    XCTAssertTrue(terminal.isAlternateScreen, "the hostile text left the alternate screen")
    let bytes = terminal.received
    for (needle, what) in [
      ([0x1B, 0x5D] as [UInt8], "OSC"), ([0xC2, 0x9B], "C1 CSI"), ([0xC2, 0x9D], "C1 OSC"),
      ([0x1B, 0x50], "DCS"), (Array("\u{202E}".utf8), "RLO override"),
      (Array("\u{2066}".utf8), "LRI isolate"),
    ] {
      XCTAssertNil(terminal.lastIndex(of: needle), "\(what) reached the terminal")
    }
    XCTAssertGreaterThan(bytes.count, 0)
  }
}
