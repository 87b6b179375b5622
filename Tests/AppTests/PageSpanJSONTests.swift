import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import App

/// `--pages --json` and `--json-lines` go through `JSONOutput`, as every `--json` does: text
/// from TMDB that would steer a terminal never reaches stdout raw, and reads back the same.
final class PageSpanJSONTests: XCTestCase {
  /// Text from TMDB that would steer a terminal, break JSON or test its escaping: escaped as
  /// `JSONOutput` escapes it, so `--pages --json` is as safe to show as `reel show --json`, and a
  /// parser reads back exactly what TMDB sent.
  func testHostileTextIsEscapedAndReadsBackTheSame() throws {
    let hostile =
      "Fight\u{1B}[2J\u{07}\"Club\"\\/\u{08}\u{0C}\n\r\t\u{7F}\u{85}\u{9B}31m\u{202E}kcab"
      + "\u{2066}\u{200B}\u{2028}\u{FEFF}\u{E0041}\u{0}é日本😀"
    let movie = MovieSummary(
      id: 7, title: hostile, originalTitle: "\u{1B}]8;;http://x\u{07}", overview: hostile,
      posterPath: "/a\"b.jpg")
    let span = PageSpan(
      requested: .all,
      pages: [MoviePage(page: 1, results: [movie], totalPages: 1, totalResults: 1)],
      failure: nil)
    let json = try PrintedPages.json(span)
    let lines = try PrintedPages.jsonLines(span)
    for raw in [
      "\u{1B}", "\u{07}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2028}", "\u{E0041}",
    ] {
      XCTAssertNil(
        json.firstRange(of: Data(raw.utf8)), "\(raw.unicodeScalars.first!.value) written raw")
      XCTAssertNil(
        lines.firstRange(of: Data(raw.utf8)), "\(raw.unicodeScalars.first!.value) in a line")
    }
    let line = try XCTUnwrap(JSONSerialization.jsonObject(with: lines) as? [String: Any])
    XCTAssertEqual(line["title"] as? String, hostile)
    let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
    let results = try XCTUnwrap(document["results"] as? [[String: Any]])
    XCTAssertEqual(results.first?["title"] as? String, hostile)
    XCTAssertEqual(results.first?["poster_path"] as? String, "/a\"b.jpg")
  }

  /// `reel list popular --pages 1 --json` and `--json-lines` over a replay folder whose page
  /// carries escape sequences and a bidi override in a title: nothing of them reaches stdout
  /// raw, and the title is still there, escaped.
  func testHostileTitlesInPagesOutputAreNeverWrittenRaw() throws {
    let folder = try makeTemporaryFolder(self)
    let name = "3_movie_popular__page-1.json"
    var recording = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: catalog.appendingPathComponent(name)))
        as? [String: Any])
    var response = try XCTUnwrap(recording["response"] as? [String: Any])
    var body = try XCTUnwrap(response["body"] as? [String: Any])
    var results = try XCTUnwrap(body["results"] as? [[String: Any]])
    results[0]["title"] = "Fight\u{1B}]2;pwned\u{07}\u{1B}[2J\u{9B}1m\u{202E}Club\u{85}"
    body["results"] = results
    response["body"] = body
    recording["response"] = response
    try JSONSerialization.data(withJSONObject: recording).write(
      to: folder.appendingPathComponent(name))
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    for form in ["--json", "--json-lines"] {
      let result = try runProcess(
        try builtProduct("reel"),
        ["--replay-dir", folder.path, "list", "popular", "--pages", "1", form],
        environment: environment)
      XCTAssertEqual(result.status, 0, result.stderr)
      let raw = result.stdout.unicodeScalars.filter {
        $0.value == 0x1B || $0.value == 0x07 || (0x7F...0x9F).contains($0.value)
          || $0.value == 0x202E
      }
      XCTAssertTrue(raw.isEmpty, "\(form): \(raw.map { $0.value })")
      XCTAssertTrue(result.stdout.contains(#"Fight\u001b]2;pwned\u0007"#), result.stdout)
      XCTAssertTrue(result.stdout.contains(#"\u202eClub\u0085"#), result.stdout)
    }
  }

  // MARK: - Helpers

  private var catalog: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/Catalog")
  }
}
