import Foundation
import ReelTestSupport
import XCTest

/// `reel list popular --page 13` on a 12-page list printed "Popular · page 13 · no results",
/// as if the list were empty (review39). A page past the last one of a list that has pages is
/// now an error that says so, on every command that takes `--page` or `--pages`, as a table or
/// as JSON. A list with nothing in it still says "no results".
final class PastTheLastPageTests: XCTestCase {
  private func reel(_ arguments: String...) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments, environment: environment)
  }

  private func assertPast(
    _ run: ProcessResult, page: Int, last: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(run.status, 1, run.stdout, file: file, line: line)
    XCTAssertEqual(run.stdout, "", file: file, line: line)
    XCTAssertEqual(
      run.stderr, "reel: page \(page) is past the last page (\(last))\n", file: file, line: line)
  }

  func testAPagePastTheLastIsSaidSo() throws {
    assertPast(try reel("list", "popular", "--page", "13"), page: 13, last: 12)
    assertPast(try reel("list", "popular", "--page", "13", "--json"), page: 13, last: 12)
    assertPast(try reel("search", "dune", "--page", "3"), page: 3, last: 1)
    assertPast(try reel("discover", "--page", "99"), page: 99, last: 12)
    assertPast(try reel("search", "--person", "tom", "--page", "5"), page: 5, last: 1)
    assertPast(try reel("show", "550", "--similar", "--page", "5"), page: 5, last: 1)
  }

  func testASpanStartingPastTheLastIsSaidSo() throws {
    assertPast(try reel("list", "popular", "--pages", "13-20"), page: 13, last: 12)
    assertPast(try reel("list", "popular", "--pages", "13-20", "--json"), page: 13, last: 12)
    assertPast(try reel("search", "dune", "--pages", "2", "--json-lines"), page: 2, last: 1)
  }

  /// The last page, a span running past it, and a list with nothing in it are as they were.
  func testWhatIsThereIsStillPrinted() throws {
    let last = try reel("list", "popular", "--page", "12")
    XCTAssertEqual(last.status, 0, last.stderr)
    XCTAssertTrue(last.stdout.hasPrefix("Popular · page 12 of 12 · 221–227 of 227\n"), last.stdout)
    let span = try reel("list", "popular", "--pages", "11-20")
    XCTAssertEqual(span.status, 0, span.stderr)
    XCTAssertTrue(span.stdout.hasPrefix("Popular · pages 11–12 of 12 · 201–227 of 227\n"))
    let nothing = try reel("search", "zzzqqqxxx", "--page", "2")
    XCTAssertEqual(nothing.status, 0, nothing.stderr)
    XCTAssertTrue(nothing.stdout.contains("no results"), nothing.stdout)
  }
}
