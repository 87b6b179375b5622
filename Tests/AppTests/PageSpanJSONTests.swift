import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import App

/// `--pages --json` and `--json-lines` are written by hand (`PageSpanJSON`) for speed: the bytes
/// must be what `JSONOutput` (JSONEncoder, keys sorted, invisibles escaped) writes for the same
/// document, for every list in the catalog and for hostile text.
final class PageSpanJSONTests: XCTestCase {
  func testEveryCatalogListIsWrittenAsJSONEncoderWritesIt() throws {
    for list in ["popular", "top_rated", "now_playing", "upcoming"] {
      let pages = try catalogPages(list)
      let span = PageSpan(
        requested: PageSelection(first: 1, last: pages.count), pages: pages, failure: nil)
      XCTAssertGreaterThan(span.results.count, 40, list)
      assertSameBytes(PrintedPages.json(span), try JSONOutput.encode(Reference(span)), list)
      try assertSameLines(span, list)
    }
  }

  func testDatesAFailedPageAndEmptyFieldsAreWrittenAsJSONEncoderWritesThem() throws {
    var page = try catalogPages("now_playing")[0]
    XCTAssertNotNil(page.dates)
    page.results = [
      MovieSummary(id: 1, title: ""),
      MovieSummary(
        id: 2, title: "All", originalTitle: "Tout", originalLanguage: "fr", overview: "",
        posterPath: "/p.jpg", backdropPath: "/b.jpg", releaseDate: "2001-02-03",
        voteAverage: 7.0, voteCount: 0, popularity: 0.5, genreIDs: [18], adult: false),
    ]
    let failed = PageSpan(
      requested: PageSelection(first: 1, last: 9), pages: [page],
      failure: PageSpanFailure(page: 2, error: .notFound(endpoint: "x")))
    assertSameBytes(PrintedPages.json(failed), try JSONOutput.encode(Reference(failed)), "failed")
    try assertSameLines(failed, "failed")

    page.results = []
    page.dates = nil
    let empty = PageSpan(requested: PageSelection(first: 1, last: 1), pages: [page], failure: nil)
    assertSameBytes(PrintedPages.json(empty), try JSONOutput.encode(Reference(empty)), "empty")
    XCTAssertEqual(PrintedPages.jsonLines(empty), Data())
  }

  func testNumbersAreWrittenAsJSONEncoderWritesThem() throws {
    let values: [Double] = [0, 7, 7.25, 0.1, 1e-7, 123_456.789, 1e15, 1e16, 1e21, 99.99999999]
    let movies = values.enumerated().map { index, value in
      MovieSummary(
        id: index, title: "n", voteAverage: value, voteCount: Int.max - index, popularity: value,
        genreIDs: [Int.min, -1, 0])
    }
    let span = PageSpan(
      requested: .all,
      pages: [MoviePage(page: 1, results: movies, totalPages: 1, totalResults: 10)],
      failure: nil)
    assertSameBytes(PrintedPages.json(span), try JSONOutput.encode(Reference(span)), "numbers")
    try assertSameLines(span, "numbers")
  }

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
    let json = PrintedPages.json(span)
    assertSameBytes(json, try JSONOutput.encode(Reference(span)), "hostile")
    try assertSameLines(span, "hostile")
    for raw in [
      "\u{1B}", "\u{07}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2028}", "\u{E0041}",
    ] {
      XCTAssertNil(
        json.firstRange(of: Data(raw.utf8)), "\(raw.unicodeScalars.first!.value) written raw")
    }
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

  private func assertSameBytes(
    _ written: Data, _ expected: Data, _ name: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard written != expected else { return }
    let a = String(decoding: written, as: UTF8.self)
    let b = String(decoding: expected, as: UTF8.self)
    let at = zip(a, b).prefix { $0 == $1 }.count
    XCTFail(
      "\(name): differs at character \(at): …\(a.dropFirst(max(0, at - 40)).prefix(80))… "
        + "where JSONEncoder wrote …\(b.dropFirst(max(0, at - 40)).prefix(80))…",
      file: file, line: line)
  }

  /// Each line is JSONEncoder's compact form of the movie, invisibles escaped.
  private func assertSameLines(
    _ span: PageSpan, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var expected = Data()
    for movie in span.results {
      expected.append(JSONOutput.escapingInvisibles(try encoder.encode(movie)))
      expected.append(UInt8(ascii: "\n"))
    }
    assertSameBytes(PrintedPages.jsonLines(span), expected, name + " lines", file: file, line: line)
  }

  private var catalog: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/Catalog")
  }

  private func catalogPages(_ list: String) throws -> [MoviePage] {
    var pages: [MoviePage] = []
    for number in 1... {
      let file = catalog.appendingPathComponent("3_movie_\(list)__page-\(number).json")
      guard FileManager.default.fileExists(atPath: file.path) else { break }
      let recording = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      let response = try XCTUnwrap(recording["response"] as? [String: Any])
      let body = try JSONSerialization.data(withJSONObject: try XCTUnwrap(response["body"]))
      pages.append(try PayloadDecoder.decode(MoviePage.self, from: body, endpoint: list))
    }
    return pages
  }
}

/// The document as `JSONEncoder` sees it: the shape `reel --pages --json` has always printed.
private struct Reference: Encodable {
  struct Range: Encodable {
    var first: Int
    var last: Int
  }
  var pageRange: Range
  var complete: Bool
  var failedPage: Int?
  var totalPages: Int
  var totalResults: Int
  var duplicatesDropped: Int
  var results: [MovieSummary]
  var dates: DateRange?

  init(_ span: PageSpan) {
    pageRange = Range(first: span.pages.lowerBound, last: span.pages.upperBound)
    complete = span.isComplete
    failedPage = span.failure?.page
    totalPages = span.totalPages
    totalResults = span.totalResults
    duplicatesDropped = span.duplicatesDropped
    results = span.results
    dates = span.dates
  }

  enum CodingKeys: String, CodingKey {
    case complete, results, dates
    case pageRange = "page_range"
    case failedPage = "failed_page"
    case totalPages = "total_pages"
    case totalResults = "total_results"
    case duplicatesDropped = "duplicates_dropped"
  }
}
