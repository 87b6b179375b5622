import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// review33: a recording's movies, read by the scan and `ReplayDetailsSummary` (fix33), against
/// the way they were read before (each file a whole `ResponseRecord`, each details body a whole
/// `MovieDetails`): on folders of hostile records (bodies not what their path says, ids null or
/// repeated, titles of 1 MB, keys given twice, odd statuses, empty and cut files, a symlink to
/// /dev/zero, a pipe, a folder named like a record) both give the same movies in the same order.
final class ReplayAllMoviesDifferentialTests: XCTestCase {
  /// How the movies were read before fix33.
  private static func referenceMovies(in directory: URL) -> [MovieSummary] {
    let files =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var details: [MovieSummary] = []
    var listed: [MovieSummary] = []
    for file in files {
      let url = directory.appendingPathComponent(file)
      guard let record = try? ResponseRecord.load(from: url),
        (200..<300).contains(record.response.status),
        let body = try? record.response.bodyData()
      else { continue }
      let path = record.request.path
      if ReplayStore.isDetailsPath(path) {
        if let movie = try? PayloadDecoder.decode(MovieDetails.self, from: body, endpoint: .said(path)) {
          details.append(movie.summary)
        }
      } else if ReplayStore.isMovieListPath(path) {
        if let page = try? PayloadDecoder.decode(MoviePage.self, from: body, endpoint: .said(path)) {
          listed.append(contentsOf: page.results)
        }
      }
    }
    var seen: Set<Int> = []
    return (details + listed).filter { seen.insert($0.id).inserted }
  }

  private struct Stream: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  private static let longTitle = "\"" + String(repeating: "Ж", count: 600_000) + "\""

  private static func details(_ random: inout Stream) -> String {
    let id =
      Bool.random(using: &random)
      ? "\(Int.random(in: 10...40, using: &random))"
      : ["1", "2", "3", "null", "\"4\"", "4.0", "-5", "9223372036854775807", "1e400"]
        .randomElement(using: &random)!
    let title =
      Int.random(in: 0..<40, using: &random) == 0
      ? longTitle
      : ["\"A\"", "\"a\"", "\"Á\"", "null", "7", "\"\"", "\"\\u0000\""]
        .randomElement(using: &random)!
    var members = [
      "\"id\":\(id)", "\"title\":\(title)",
      "\"popularity\":" + ["1", "1", "2.5", "null", "\"x\"", "-1"].randomElement(using: &random)!,
      "\"genres\":" + ["[{\"id\":28,\"name\":\"Action\"}]", "null", "[1]", "{}"]
        .randomElement(using: &random)!,
      "\"credits\":" + ["{\"cast\":[]}", "[]", "null", "{\"cast\":[{\"id\":null}]}"]
        .randomElement(using: &random)!,
      "\"release_date\":" + ["\"1999-01-01\"", "\"\"", "null", "5"].randomElement(using: &random)!,
      "\"vote_average\":" + ["7.5", "11", "null", "\"7\""].randomElement(using: &random)!,
    ]
    if Int.random(in: 0..<8, using: &random) == 0 { members.append("\"id\":99") }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: ",") + "}"
  }

  private static func page(_ random: inout Stream) -> String {
    let results = (0..<Int.random(in: 0...3, using: &random)).map { _ in
      let id =
        Bool.random(using: &random)
        ? "\(Int.random(in: 10...40, using: &random))"
        : ["1", "2", "5", "null", "\"6\""].randomElement(using: &random)!
      let title = ["\"B\"", "\"b\"", "null", "\"A\""].randomElement(using: &random)!
      return "{\"id\":\(id),\"title\":\(title),\"popularity\":1}"
    }
    return "{\"page\":1,\"results\":[" + results.joined(separator: ",")
      + "],\"total_pages\":1,\"total_results\":\(results.count)}"
  }

  private static func record(_ random: inout Stream) -> String {
    let path = [
      "\"/3/movie/1\"", "\"/3/movie/2\"", "\"\\/3\\/movie\\/3\"", "\"/3/movie/popular\"",
      "\"/3/search/movie\"", "\"/3/tv/1\"", "null", "7", "\"/3/movie/x\"",
    ].randomElement(using: &random)!
    var request = ["\"path\":\(path)"]
    if Int.random(in: 0..<6, using: &random) == 0 { request.append("\"path\":\"/3/movie/2\"") }
    if Bool.random(using: &random) {
      request.append(
        "\"method\":" + ["\"GET\"", "null", "1"].randomElement(using: &random)!)
    }
    if Bool.random(using: &random) {
      request.append(
        "\"query\":" + ["{\"page\":\"1\"}", "null", "{\"a\":[1]}", "[]"].randomElement(
          using: &random)!)
    }
    request.shuffle(using: &random)
    // Mostly the body the path says; else anything.
    let body =
      Int.random(in: 0..<10, using: &random) < 7
      ? (path.contains("popular") || path.contains("search") ? page(&random) : details(&random))
      : [details(&random), page(&random), "null", "\"text\"", "[]", "{}"].randomElement(
        using: &random)!
    var response = [
      "\"status\":" + [
        "200", "200", "200", "200", "200", "200", "200.0", "\"200\"", "404", "null", "299",
      ]
      .randomElement(using: &random)!,
      "\"body\":" + body,
    ]
    if Int.random(in: 0..<6, using: &random) == 0 {
      response.append(
        "\"headers\":" + ["{\"content-type\":\"application/json\"}", "null", "{\"a\":1}", "[]"]
          .randomElement(using: &random)!)
    }
    if Int.random(in: 0..<10, using: &random) == 0 { response.append("\"status\":404") }
    if Int.random(in: 0..<10, using: &random) == 0 { response.append("\"body_text\":\"x\"") }
    response.shuffle(using: &random)
    var members = [
      "\"request\":{" + request.joined(separator: ",") + "}",
      "\"response\":{" + response.joined(separator: ",") + "}",
    ]
    if Int.random(in: 0..<10, using: &random) == 0 { members.append("\"extra\":[1,{}]") }
    members.shuffle(using: &random)
    var text = "{" + members.joined(separator: ",") + "}"
    if Int.random(in: 0..<20, using: &random) == 0 {
      text = String(text.prefix(Int.random(in: 0..<text.count, using: &random)))
    }
    return text
  }

  func testARecordingsMoviesAreTheOnesTheFullReaderGives() throws {
    var random = Stream(state: 33)
    var compared = 0
    for folderNumber in 0..<40 {
      let dir = try makeTemporaryFolder(self)
      for index in 0..<24 {
        try Data(Self.record(&random).utf8).write(
          to: dir.appendingPathComponent(String(format: "r%02d.json", index)))
      }
      try Data().write(to: dir.appendingPathComponent("empty.json"))
      try FileManager.default.createSymbolicLink(
        atPath: dir.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
      XCTAssertEqual(mkfifo(dir.appendingPathComponent("pipe.json").path, 0o600), 0)

      let fast = ReplayStore.allMovies(in: dir)
      let reference = Self.referenceMovies(in: dir)
      XCTAssertEqual(fast, reference, "folder \(folderNumber)")
      compared += reference.count
    }
    XCTAssertGreaterThan(compared, 120, "enough movies are read to compare")
  }
}

/// review33: an index file (a catalog's, or one handed over with a folder) is read as TMDB's
/// answers are: a popularity of "nan" made the search order's comparison no order at all, and
/// ratings no rating can be ("1e300", "-1", "inf") went on to the screens.
final class ReplayIndexHostileNumbersTests: XCTestCase {
  func testNumbersNoRatingCanBeAreUnknown() throws {
    let rows: [(id: Int, popularity: String, vote: String, count: String)] = [
      (1, "nan", "nan", "-3"), (2, "3", "1e300", "10"), (3, "inf", "-1", "5"),
      (4, "1", "inf", "7"), (5, "-5", "11", "1"), (6, "2", "7.5", "9"), (7, "-inf", "5", "2"),
      (8, "nan", "2", "4"),
    ]
    var text = "V\t\(ReplayIndex.version)\n"
    for row in rows {
      text +=
        "M\t\(row.id)\tFilm \(row.id)\t\t\t\t\t\t\(row.popularity)\t\(row.vote)\t\(row.count)\n"
    }
    let index = try XCTUnwrap(ReplayIndex(file: Array(text.utf8)))
    // Best first, then the unknown ones (as 0) by title.
    XCTAssertEqual(
      index.movies.map(\.id),
      [6, 4, 2, 1, 3, 5, 7, 8].sorted { a, b in
        let known: [Int: Double] = [2: 3, 6: 2, 4: 1]
        let (pa, pb) = (known[a] ?? 0, known[b] ?? 0)
        return pa != pb ? pa > pb : a < b
      })
    for movie in index.movies {
      XCTAssertTrue(movie.popularity.map { $0.isFinite && $0 >= 0 } ?? true, "\(movie.id)")
      XCTAssertTrue(movie.voteAverage.map { (0...10).contains($0) } ?? true, "\(movie.id)")
      XCTAssertTrue(movie.voteCount.map { $0 >= 0 } ?? true, "\(movie.id)")
    }
    XCTAssertEqual(index.movie(6)?.voteAverage, 7.5)
    XCTAssertNil(index.movie(2)?.voteAverage)
  }
}
