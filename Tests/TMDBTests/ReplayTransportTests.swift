import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// The replay transport answering recorded requests, and answering like TMDB where the
/// recording runs out.
final class ReplayTransportTests: XCTestCase {
  private func client(_ dir: URL, language: String? = nil, region: String? = nil) -> TMDBClient {
    TMDBClient(transport: ReplayTransport(directory: dir), language: language, region: region)
  }

  private func raw(_ dir: URL, _ path: String, _ query: [QueryItem] = []) async throws
    -> (status: Int, body: ReplayJSON?)
  {
    let response = try await ReplayTransport(directory: dir).send(
      TransportRequest(path: path, query: query))
    return (response.status, ReplayJSON.parse(response.body))
  }

  func testARecordedPage() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let page = try await client(dir).page(.category(.popular), page: 1)
    XCTAssertEqual(page.results.map(\.id), [550, 680])
    XCTAssertEqual(page.totalPages, 2)
    XCTAssertEqual(page.totalResults, 3)
    XCTAssertEqual(page.dropped, .none)
    let got1 = try await client(dir).page(.category(.popular), page: 2).results.map(\.id)
    XCTAssertEqual(got1, [603])
  }

  func testConfigurationAndDetails() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let configuration = try await client(dir).configuration()
    XCTAssertEqual(configuration.images.secureBaseURL, "https://image.tmdb.org/t/p/")
    let movie = try await client(dir).details(id: 550)
    XCTAssertEqual(movie.title, "Fight Club")
    XCTAssertEqual(movie.directors, ["David Fincher"])
    XCTAssertEqual(movie.certification(country: "US"), "R")
  }

  func testLanguageRegionAndCredentialsFallBackToTheRecordWithout() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let localized = client(dir, language: "en-US", region: "US")
    let got2 = try await localized.page(.category(.popular), page: 1).results.map(\.id)
    XCTAssertEqual(got2, [550, 680])
    let got3 = try await localized.details(id: 194).title
    XCTAssertEqual(got3, "Amélie")
    let keyed = try await raw(
      dir, "/3/movie/popular", [QueryItem("page", "1"), QueryItem("api_key", "abcdefgh12345678")])
    XCTAssertEqual(keyed.status, 200)
  }

  func testAnExactRecordWinsOverTheFallback() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    try writeRecord(
      in: dir, path: "/3/movie/popular", query: ["page": "1", "language": "de-DE"],
      body: pageJSON(
        page: 1, movies: [movieJSON(id: 1, title: "Der Film")], totalPages: 2, totalResults: 3))
    let got4 = try await client(dir, language: "de-DE").page(.category(.popular), page: 1).results
      .map(\.title)
    XCTAssertEqual(got4, ["Der Film"])
    let got5 = try await client(dir, language: "fr-FR").page(.category(.popular), page: 1).results
      .map(\.id)
    XCTAssertEqual(got5, [550, 680])
  }

  func testPagesPastTheEndAreTMDBsEmptyPage() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let page = try await client(dir).page(.category(.popular), page: 3)
    XCTAssertEqual(page, MoviePage(page: 3, results: [], totalPages: 2, totalResults: 3))
    let answer = try await raw(dir, "/3/movie/popular", [QueryItem("page", "500")])
    XCTAssertEqual(answer.status, 200)
    XCTAssertEqual(
      answer.body,
      .object([
        "page": .integer(500), "results": .array([]), "total_pages": .integer(2),
        "total_results": .integer(3),
      ]))
    let nowPlaying = try await client(dir, region: "GB").page(.category(.nowPlaying), page: 2)
    XCTAssertEqual(nowPlaying.dates, DateRange(minimum: "2024-03-14", maximum: "2024-05-01"))
    XCTAssertEqual(nowPlaying.results, [])
  }

  func testPagesOutsideOneToFiveHundredAreRejectedLikeTMDB() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let message =
      "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."
    for page in ["501", "0", "-1", "two", ""] {
      let answer = try await raw(dir, "/3/movie/popular", [QueryItem("page", page)])
      XCTAssertEqual(answer.status, 400, page)
      XCTAssertEqual(
        answer.body,
        .object([
          "success": .bool(false), "status_code": .integer(22), "status_message": .string(message),
        ]))
    }
    let error = await expectError { try await client(dir).page(.category(.popular), page: 501) }
    XCTAssertEqual(error, .rejected(status: 400, message: message))
    let search = await expectError { try await client(dir).search("amelie", page: 0) }
    XCTAssertEqual(search, .rejected(status: 400, message: message))
  }

  func testAnUnknownMovieIsNotFound() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let error = await expectError { try await client(dir).details(id: 424_242) }
    XCTAssertEqual(error, .notFound(endpoint: "movie 424242"))
    let answer = try await raw(dir, "/3/movie/424242", Endpoint.details(id: 424_242).query)
    XCTAssertEqual(answer.status, 404)
    XCTAssertEqual(
      answer.body,
      .object([
        "success": .bool(false), "status_code": .integer(34),
        "status_message": .string("The resource you requested could not be found."),
      ]))
  }

  func testAnyOtherUnknownPathIsNotFound() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    for path in ["/3/tv/1399", "/3/genre/movie/list", "/", "/3/movie/popular/../../x"] {
      let answer = try await raw(dir, path)
      XCTAssertEqual(answer.status, 404, path)
      XCTAssertEqual(answer.body?["status_code"], .integer(34), path)
    }
  }

  func testADamagedRecordIsAServerErrorNamingTheFile() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let broken = ReplayFixtures.file(in: dir, "/3/movie/77", ReplayFixtures.detailsQuery)
    try Data(
      #"{"request": {"path": "/3/movie/77"}, "response": {"status": 200, "body": {"id": 7"#.utf8
    )
    .write(to: broken)
    let error = await expectError { try await client(dir).details(id: 77) }
    XCTAssertEqual(
      error,
      .damagedRecord(
        file: broken.lastPathComponent,
        reason: "it is not valid JSON (truncated, or invalid UTF-8)"))
  }

  func testARecordOfTheWrongShapeIsDamagedToo() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    try Data(#"{"request": {"path": "/3/movie/upcoming"}}"#.utf8)
      .write(to: ReplayFixtures.file(in: dir, "/3/movie/upcoming", ["page": "1"]))
    try Data(#"["not", "a", "record"]"#.utf8)
      .write(to: ReplayFixtures.file(in: dir, "/3/trending/movie/week", ["page": "1"]))
    try Data().write(to: ReplayFixtures.file(in: dir, "/3/genre/movie/list"))
    let missing = await expectError { try await client(dir).page(.category(.upcoming), page: 1) }
    XCTAssertEqual(
      missing?.message,
      #"The replay catalog's file 3_movie_upcoming__page-1.json is damaged: missing "response"."#
    )
    let array = await expectError { try await client(dir).page(.category(.trending), page: 1) }
    XCTAssertEqual(
      array,
      .damagedRecord(
        file: "3_trending_movie_week__page-1.json",
        reason: "the top level is not an object"))
    let empty = await expectError { try await client(dir).genres() }
    XCTAssertEqual(
      empty,
      .damagedRecord(
        file: "3_genre_movie_list.json",
        reason: "it is not valid JSON (truncated, or invalid UTF-8)"))
    // A damaged first page also answers for the pages after it.
    let later = await expectError { try await client(dir).page(.category(.upcoming), page: 2) }
    XCTAssertEqual(later, missing)
  }

  func testADeeplyNestedRecordIsDamaged() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let deep =
      #"{"request": {"path": "/3/genre/movie/list"}, "response": {"status": 200, "body": "#
      + String(repeating: "[", count: 50_000)
    try Data(deep.utf8).write(to: ReplayFixtures.file(in: dir, "/3/genre/movie/list"))
    let error = await expectError { try await client(dir).genres() }
    XCTAssertEqual(
      error,
      .damagedRecord(
        file: "3_genre_movie_list.json",
        reason: "its JSON is nested too deeply"))
  }

  func testABadByteInsideAStringSaysTheRecordIsNotUTF8() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    // Valid JSON but for two bytes that are not UTF-8 in a film's overview: the error names
    // them, not the list around them (which said "results is not an object").
    var bytes = Data(
      #"{"request": {"path": "/3/movie/upcoming", "query": {"page": 1}}, "response": {"status": 200, "body": {"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": 1, "title": "A", "overview": "ab"}]}}}"#
        .utf8)
    let overview = try XCTUnwrap(bytes.range(of: Data(#""ab""#.utf8)))
    bytes.replaceSubrange(overview.lowerBound + 1..<overview.lowerBound + 3, with: [0xFF, 0xFE])
    try bytes.write(to: ReplayFixtures.file(in: dir, "/3/movie/upcoming", ["page": "1"]))
    let error = await expectError { try await client(dir).page(.category(.upcoming), page: 1) }
    XCTAssertEqual(
      error,
      .damagedRecord(
        file: "3_movie_upcoming__page-1.json",
        reason: "it is not valid UTF-8 text"))
  }

  func testAnUnreadableRecordIsDamaged() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let file = ReplayFixtures.file(in: dir, "/3/movie/upcoming", ["page": "1"])
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let error = await expectError { try await client(dir).page(.category(.upcoming), page: 1) }
    XCTAssertEqual(
      error,
      .damagedRecord(
        file: "3_movie_upcoming__page-1.json",
        reason: "it is not a regular file"))
  }

  func testATextBodyAndRecordedHeaders() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    try Data(
      #"{"request": {"path": "/3/movie/upcoming", "query": {"page": 1}}, "response": {"status": 200, "bodyText": "<html>Bad gateway</html>"}}"#
        .utf8
    ).write(to: ReplayFixtures.file(in: dir, "/3/movie/upcoming", ["page": "1"]))
    try Data(
      #"{"request": {"path": "/3/movie/top_rated", "query": {"page": "2"}}, "response": {"status": 429, "headers": {"Retry-After": "5"}, "body": {"status_code": 25, "status_message": "Slow down."}}}"#
        .utf8
    ).write(to: ReplayFixtures.file(in: dir, "/3/movie/top_rated", ["page": "2"]))
    let html = await expectError { try await client(dir).page(.category(.upcoming), page: 1) }
    XCTAssertEqual(
      html, .badResponse(endpoint: "upcoming page 1", reason: "it is not JSON (an HTML page)"))
    let limited = await expectError { try await client(dir).page(.category(.topRated), page: 2) }
    XCTAssertEqual(limited, .rateLimited(retryAfter: 5))
    let response = try await ReplayTransport(directory: dir).send(
      TransportRequest(path: "/3/movie/top_rated", query: [QueryItem("page", "2")]))
    XCTAssertEqual(response.headers, ["retry-after": "5"])
  }

  func testManyConcurrentRequests() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let replay = client(dir)
    let ids = try await withThrowingTaskGroup(of: [Int].self) { group in
      for index in 0..<40 {
        group.addTask {
          index.isMultiple(of: 2)
            ? try await replay.page(.category(.popular), page: 1).results.map(\.id)
            : try await replay.search("the", page: 1).results.map(\.id)
        }
      }
      return try await group.reduce(into: Set<[Int]>()) { $0.insert($1) }
    }
    XCTAssertEqual(ids, [[550, 680], [238, 603]])
  }

  func testTheRecordFormatRoundTrips() throws {
    let record = ResponseRecord(
      request: RecordedRequest(path: "/3/movie/550", query: ["language": "en-US"]),
      response: RecordedResponse(
        status: 200, headers: ["content-type": "application/json"],
        body: .object([
          "id": .integer(550), "vote_average": .number(8.438), "adult": .bool(false),
          "tagline": .null, "title": .string("Fight Club"), "genres": .array([]),
        ])))
    let dir = try makeTemporaryFolder(self)
    let url = try record.write(into: dir)
    XCTAssertEqual(url.lastPathComponent, "3_movie_550__language-en-US.json")
    XCTAssertEqual(try ResponseRecord.load(from: url), record)
    XCTAssertEqual(
      String(decoding: try record.response.bodyData(), as: UTF8.self),
      #"{"adult":false,"genres":[],"id":550,"tagline":null,"title":"Fight Club","vote_average":8.438}"#
    )
  }
}
