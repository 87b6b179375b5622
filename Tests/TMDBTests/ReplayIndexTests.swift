import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// The prepared index agrees with the records it was built beside, and a catalog without one
/// (a recording) still answers what its records hold.
final class ReplayIndexTests: XCTestCase {
  func testTheIndexAgreesWithEveryDetailsRecord() async throws {
    let replay = try BundledReplay()
    let dir = replay.transport.directory
    let index = try XCTUnwrap(ReplayIndex.load(from: dir))
    let people = ReplayPeopleIndex.load(from: dir)
    XCTAssertEqual(index.movies.count, 227)
    for movie in index.movies {
      let details = try await replay.ok(
        "/3/movie/\(movie.id)", ["append_to_response": "credits,videos,release_dates"])
      XCTAssertEqual(details["title"]?.string, movie.title)
      XCTAssertEqual(details["runtime"]?.int, movie.runtime, movie.title)
      XCTAssertEqual(
        (details["genres"]?.array ?? []).compactMap { $0["id"]?.int }, movie.genreIDs)
      XCTAssertEqual(details["belongs_to_collection"]?["id"]?.int, movie.collection)
      let cast = (details["credits"]?["cast"]?.array ?? []).compactMap { $0["id"]?.int }
      XCTAssertEqual(cast, movie.cast.map(\.personID), movie.title)
      // Everyone credited has a person page under the same id and name.
      for member in details["credits"]?["cast"]?.array ?? [] {
        let id = try XCTUnwrap(member["id"]?.int)
        XCTAssertEqual(people.person(id)?.name, member["name"]?.string)
      }
    }
  }

  func testARecordingWithoutAnIndexAnswersFromItsRecords() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    let transport = ReplayTransport(directory: dir)
    func get(_ path: String, _ query: [QueryItem] = []) async throws -> TransportResponse {
      try await transport.send(TransportRequest(path: path, query: query))
    }
    // Discover over the films the recording knows.
    let discover = try await get("/3/discover/movie", [QueryItem("sort_by", "popularity.asc")])
    XCTAssertEqual(discover.status, 200)
    let page = try PayloadDecoder.decode(
      MoviePage.self, from: discover.body, endpoint: "/3/discover/movie")
    XCTAssertEqual(page.results.map(\.id), [194, 680, 550, 603, 238])
    // The recording holds no people: a person page is TMDB's 404, not a crash or a guess.
    let person = try await get("/3/person/3")
    XCTAssertEqual(person.status, 404)
    // A language it holds no translations for keeps the recorded English title.
    let details = try await get(
      "/3/movie/194",
      [
        QueryItem("append_to_response", "credits,videos,release_dates"),
        QueryItem("language", "fa-IR"),
      ])
    XCTAssertEqual(ReplayJSON.parse(details.body)?["title"], .string("Amélie"))
  }

  func testADamagedIndexFallsBackToTheRecords() async throws {
    // JSON, a film without a number, an index of another version, binary noise.
    for damage in [
      "{\"version\": 1, \"movies\": [", "V\t2\nM\tnot-a-number\tX\n", "V\t1\nM\t5\tOld\n",
      "\u{0}\u{FF}\t\t\n\n",
    ] {
      let dir = try ReplayFixtures.catalog(for: self)
      try Data(damage.utf8).write(to: dir.appendingPathComponent(ReplayIndex.fileName))
      XCTAssertNil(ReplayIndex.load(from: dir), damage)
      let page = try await TMDBClient(transport: ReplayTransport(directory: dir)).search(
        "amelie", page: 1, options: SearchOptions())
      XCTAssertEqual(page.results.map(\.id), [194], "the records answer instead")
    }
  }

  func testARecordMadeInTheLanguageAskedForIsServedAsMade() async throws {
    let dir = try ReplayFixtures.catalog(for: self)
    // The build's line format: kind, then tab-separated fields (see replay_index.py).
    func movie(_ fields: [String]) -> String { (["M"] + fields).joined(separator: "\t") }
    let lines = [
      "V\t2", "G\ten\t35\tComedy", "G\tfa\t35\tکمدی",
      movie(
        [
          "194", "Amélie", "", "fr", "Paris.", "", "", "", "", "", "35", "", "", "", "", "", "",
          "", "", "", "", "fa\u{1F}آملی\u{1F}پاریس.\u{1F}",
        ]),
      movie(["550", "Fight Club", "", "en", "Soap.", "", "", "", "", "", "18"]),
    ]
    try Data(
      (lines.joined(separator: "\n") + "\n").utf8
    ).write(to: dir.appendingPathComponent(ReplayIndex.fileName))
    try writeRecord(
      in: dir, path: "/3/movie/194",
      query: ReplayFixtures.detailsQuery.merging(["language": "fa-IR"]) { a, _ in a },
      body: #"{"id": 194, "title": "ضبط‌شده", "overview": ""}"#)
    let transport = ReplayTransport(directory: dir)
    func body(_ path: String, _ query: [String: String]) async throws -> ReplayJSON? {
      let response = try await transport.send(
        TransportRequest(
          path: path, query: query.sorted { $0.key < $1.key }.map { QueryItem($0.key, $0.value) }
        ))
      return ReplayJSON.parse(response.body)
    }
    let recorded = try await body(
      "/3/movie/194", ReplayFixtures.detailsQuery.merging(["language": "fa-IR"]) { a, _ in a })
    XCTAssertEqual(recorded?["title"], .string("ضبط‌شده"), "recorded in Persian: kept")
    // A record made without the language is translated from the index, by TMDB's rules.
    let popular = try await body("/3/movie/top_rated", ["page": "1", "language": "fa-IR"])
    let rows = popular?["results"]?.array ?? []
    let amelie = rows.first { $0["id"] == .integer(194) }
    XCTAssertEqual(amelie?["title"], .string("آملی"))
    XCTAssertEqual(amelie?["overview"], .string("پاریس."))
    let fightClub = try await body("/3/movie/popular", ["page": "1", "language": "fa-IR"])
    let row = fightClub?["results"]?.array.first { $0["id"] == .integer(550) }
    XCTAssertEqual(row?["title"], .string("Fight Club"), "no translation: the English title")
    XCTAssertEqual(row?["overview"], .string(""), "no translation: no overview")
  }
}
