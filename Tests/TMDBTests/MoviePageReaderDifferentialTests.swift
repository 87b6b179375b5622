import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// The list-page reader against the full way (`JSONDecoder` and the lenient containers): the
/// same page, the same report, or the reader steps aside, for every page the replay catalog
/// serves, the fuzz corpus and a generated set of hostile pages.
final class MoviePageReaderDifferentialTests: XCTestCase {
  private func assertSame(_ body: Data, _ label: @autoclosure () -> String, line: UInt = #line) {
    if let difference = MoviePageReaderCheck.difference(in: body) {
      XCTFail("\(label()): \(difference)", line: line)
    }
  }

  private func assertSame(_ body: String, line: UInt = #line) {
    assertSame(Data(body.utf8), String(body.prefix(300)), line: line)
  }

  /// Every record of the catalog: a list page is read by the reader, and read the same;
  /// anything else (details, configuration) is left to the full way.
  func testEveryCatalogListPageIsReadFastAndTheSame() throws {
    guard let dir = ReplayCatalog.directory() else { throw XCTSkip("no bundled catalog yet") }
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    var pages = 0
    for file in files {
      let body = try ResponseRecord.load(from: dir.appendingPathComponent(file)).response
        .transportResponse().body
      assertSame(body, file)
      let isPage = (try? JSONDecoder().decode(MoviePage.self, from: body)) != nil
      XCTAssertEqual(MoviePageReaderCheck.isReadFast(body), isPage, file)
      if isPage { pages += 1 }
    }
    XCTAssertGreaterThanOrEqual(pages, 24)
  }

  /// The pages replay makes up (search, discover) as well as those it has on file.
  func testEveryServedSearchAndDiscoverPageIsReadFastAndTheSame() async throws {
    let replay = try BundledReplay()
    let asks: [(String, [String: String])] = [
      ("/3/search/movie", ["query": "the", "page": "1"]),
      ("/3/search/movie", ["query": "the", "page": "2"]),
      ("/3/search/movie", ["query": "a", "page": "3"]),
      ("/3/search/movie", ["query": "star"]), ("/3/search/movie", ["query": "zzzz"]),
      ("/3/discover/movie", ["with_genres": "18", "page": "1"]),
      ("/3/discover/movie", ["sort_by": "vote_average.desc", "page": "2"]),
    ]
    for (path, query) in asks {
      let response = try await replay.transport.send(
        TransportRequest(
          path: path, query: query.sorted { $0.key < $1.key }.map { QueryItem($0.key, $0.value) }))
      guard response.status == 200 else { continue }
      assertSame(response.body, "\(path) \(query)")
      XCTAssertTrue(MoviePageReaderCheck.isReadFast(response.body), "\(path) \(query)")
    }
  }

  func testTheFuzzCorpusReadsTheSame() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.appendingPathComponent("Fuzz/corpus")
    let enumerator = FileManager.default.enumerator(atPath: corpus.path)
    var count = 0
    while let name = enumerator?.nextObject() as? String {
      let url = corpus.appendingPathComponent(name)
      guard let body = FileManager.default.contents(atPath: url.path) else { continue }
      assertSame(body, name)
      count += 1
    }
    XCTAssertGreaterThan(count, 5)
  }

  func testEveryGeneratedHostilePageReadsTheSame() {
    let bodies = MoviePageVariants.all()
    for body in bodies { assertSame(body) }
    // The reader is a fast path for real pages, not for these: but it still reads most.
    let fast = bodies.filter { MoviePageReaderCheck.isReadFast(Data($0.utf8)) }.count
    XCTAssertGreaterThan(fast, bodies.count / 3, "\(fast) of \(bodies.count) read fast")
  }

  func testRandomNumbersReadTheSameWherever() {
    for literal in MoviePageVariants.numbers(count: 3_000) {
      for name in ["vote_average", "popularity", "vote_count", "id"] {
        assertSame(MoviePageVariants.withFilm(name, literal))
      }
    }
  }

  /// What a plain page and a page with the usual gaps take: the fast path, not the full way.
  func testCommonGapsAreReadFast() {
    let common = [
      MoviePageVariants.withFilm("title", nil), MoviePageVariants.withFilm("overview", "null"),
      MoviePageVariants.withFilm("poster_path", #""""#), MoviePageVariants.withFilm("id", "-5"),
      MoviePageVariants.withFilm("vote_average", "11"), MoviePageVariants.withFilm("id", "null"),
      MoviePageVariants.withFilm("genre_ids", #"[1, "x", null]"#),
      MoviePageVariants.withFilm("title", #""A \"quoted\" \u00e9 title\n""#),
      MoviePageVariants.withFilm("overview", "\"é ü 千と千尋 👩‍👩‍👧\""),
      MoviePageVariants.page(films: [MoviePageVariants.film, "null"]),
    ]
    for body in common {
      XCTAssertTrue(MoviePageReaderCheck.isReadFast(Data(body.utf8)), body)
    }
  }

  /// A dropped film and dropped fields are reported as the full way reports them, in order.
  func testDropsAreReportedInTheFullWaysOrderAndWords() throws {
    let body = MoviePageVariants.object([
      ("total_results", #""many""#), ("dates", "7"), ("page", "1"),
      (
        "results",
        "[" + MoviePageVariants.object([("adult", "1"), ("id", "3"), ("title", "[]")]) + ", "
          + #"{"id": 0}, 5, {"genre_ids": ["a", 2, null], "id": 4, "overview": false}]"#
      ),
    ])
    let report = DecodeReport()
    let page = try XCTUnwrap(MoviePageReader.read(Data(body.utf8), report: report))
    XCTAssertEqual(page.results.map(\.id), [3, 4])
    XCTAssertEqual(page.results.map(\.genreIDs), [[], [2]])
    XCTAssertEqual(page.totalResults, 2)
    XCTAssertEqual(
      report.droppedFields,
      [
        ".results[0].title", ".results[0].adult", ".results[3].overview", ".total_results",
        ".dates",
      ])
    XCTAssertEqual(
      report.droppedItems,
      [".results[1]", ".results[2]", ".results[3].genre_ids[0]", ".results[3].genre_ids[2]"])
    assertSame(body)
  }

  /// Through `PayloadDecoder`, a byte order mark before it (dropped first) and all: the
  /// reader's page and report are what the caller gets.
  func testPayloadDecoderGivesTheReadersPage() throws {
    let body = MoviePageVariants.withFilm("title", "7")
    let report = DecodeReport()
    let page = try PayloadDecoder.decode(
      MoviePage.self, from: Data([0xEF, 0xBB, 0xBF]) + Data(body.utf8), endpoint: "e",
      report: report)
    let fullReport = DecodeReport()
    let decoder = JSONDecoder()
    decoder.userInfo[DecodeReport.key] = fullReport
    XCTAssertEqual(page, try decoder.decode(MoviePage.self, from: Data(body.utf8)))
    XCTAssertEqual(report.droppedFields, [".results[1].title"])
    XCTAssertEqual(report.droppedFields, fullReport.droppedFields)
  }

  /// Through `PayloadDecoder`: a page it refuses is refused in the same words as before.
  func testErrorsAreTheFullWays() {
    for body in [
      #"{"page": 0, "results": []}"#, #"{"page": 1}"#, #"{"page": 1, "results": {}}"#,
      #"{"page": 1.5, "results": []}"#, #"{"page": 1, "results": []} x"#,
    ] {
      XCTAssertFalse(MoviePageReaderCheck.isReadFast(Data(body.utf8)), body)
      XCTAssertThrowsError(
        try PayloadDecoder.decode(MoviePage.self, from: Data(body.utf8), endpoint: "e"))
    }
  }
}
