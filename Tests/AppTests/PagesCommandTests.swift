import Foundation
import ReelTestSupport
import XCTest

/// `--pages` and `--json-lines` on the replay catalog, through the built binary.
final class PagesCommandTests: XCTestCase {
  private func reel(_ arguments: String...) throws -> ProcessResult { try reel(arguments) }

  private func reel(_ arguments: [String]) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  func testOneTableForEveryPageWithTheRangeInItsHeading() throws {
    let run = try reel("list", "top-rated", "--pages", "1-3")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stderr.contains("failed"), run.stderr)
    let lines = run.stdout.split(separator: "\n")
    XCTAssertTrue(lines[0].hasPrefix("Top rated · pages 1–3 of 3 · "), String(lines[0]))
    XCTAssertTrue(lines[1].hasPrefix("    ID  TITLE") || lines[1].contains("ID  TITLE"))
    // One header, then one row per movie, never a second heading.
    XCTAssertEqual(lines.filter { $0.contains("TITLE") }.count, 1)
    XCTAssertGreaterThan(lines.count, 42)
    for line in lines { XCTAssertLessThanOrEqual(line.count, 80, String(line)) }
  }

  func testJSONLinesMatchesTheDocumentsResults() throws {
    let document = try reel("list", "popular", "--pages", "2-4", "--json")
    let lines = try reel("list", "popular", "--pages", "2-4", "--json-lines")
    XCTAssertEqual(document.status, 0, document.stderr)
    XCTAssertEqual(lines.status, 0, lines.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(document.stdout.utf8)) as? [String: Any])
    let results = try XCTUnwrap(json["results"] as? [[String: Any]])
    let lineIDs = try lines.stdout.split(separator: "\n").map { line in
      try XCTUnwrap(
        (JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? Int)
    }
    XCTAssertEqual(lineIDs, results.compactMap { $0["id"] as? Int })
    XCTAssertEqual(lineIDs.count, 60)
  }

  func testAnEmptySearchSaysSo() throws {
    let run = try reel("search", "zzzqqqxxx", "--pages", "all")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Search “zzzqqqxxx” · no results\n")
  }

  func testJSONLinesAloneIsOnePage() throws {
    let run = try reel("list", "popular", "--page", "12", "--json-lines")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout.split(separator: "\n").count, 7)
  }

  func testBadPageSelectionsAreOneClearLineAndNoOutput() throws {
    for (arguments, words) in [
      (["list", "popular", "--pages", "0-3"], "--pages must stay between 1 and 500"),
      (["list", "popular", "--pages", "5-2"], "runs backwards"),
      (["search", "dune", "--pages", "many"], "a range (1-50)"),
      (["list", "popular", "--page", "2", "--pages", "1-3"], "do not go together"),
      (["list", "popular", "--pages", "2", "--json", "--json-lines"], "do not go together"),
    ] {
      let run = try reel(arguments)
      XCTAssertNotEqual(run.status, 0, "\(arguments)")
      XCTAssertEqual(run.stdout, "", "\(arguments)")
      XCTAssertTrue(run.stderr.hasPrefix("reel: "), run.stderr)
      XCTAssertTrue(run.stderr.contains(words), "\(arguments): \(run.stderr)")
      XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
    }
  }
}
