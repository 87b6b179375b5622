import Foundation
import XCTest

@testable import TMDB

/// `/3/discover/movie` computed over the bundled catalog with TMDB's filters and sorts.
final class ReplayDiscoverTests: XCTestCase {
  func testNinetiesDramasBestRatedFirst() async throws {
    let replay = try BundledReplay()
    let body = try await replay.ok(
      "/3/discover/movie",
      [
        "with_genres": "18", "primary_release_date.gte": "1990-01-01",
        "primary_release_date.lte": "1999-12-31", "sort_by": "vote_average.desc",
      ])
    let results = body["results"]?.array ?? []
    XCTAssertEqual(results.first?["id"], .integer(278), "The Shawshank Redemption leads")
    XCTAssertEqual(body["total_results"], .integer(28))
    XCTAssertEqual(body["total_pages"], .integer(2))
    for movie in results {
      XCTAssertTrue(movie["genre_ids"]?.array.contains(.integer(18)) ?? false)
      let date = movie["release_date"]?.string ?? ""
      XCTAssertTrue(("1990-01-01"..."1999-12-31").contains(date), date)
    }
    let ratings = results.compactMap { $0["vote_average"]?.double }
    XCTAssertEqual(ratings, ratings.sorted(by: >))
    let second = try await replay.ok(
      "/3/discover/movie",
      [
        "with_genres": "18", "primary_release_date.gte": "1990-01-01",
        "primary_release_date.lte": "1999-12-31", "sort_by": "vote_average.desc", "page": "2",
      ])
    XCTAssertEqual(second.resultIDs.count, 8)
    XCTAssertTrue(Set(second.resultIDs).isDisjoint(with: body.resultIDs))
  }

  func testRowShapeIsTMDBs() async throws {
    let body = try await BundledReplay().ok("/3/discover/movie", ["with_genres": "16"])
    XCTAssertEqual(body.keys, ["page", "results", "total_pages", "total_results"])
    XCTAssertEqual(
      body["results"]?.array.first?.keys,
      [
        "adult", "backdrop_path", "genre_ids", "id", "original_language", "original_title",
        "overview", "popularity", "poster_path", "release_date", "title", "video",
        "vote_average", "vote_count",
      ])
    // The same rows decode as the client's list model.
    let page = try PayloadDecoder.decode(
      MoviePage.self, from: body.data(), endpoint: "/3/discover/movie")
    XCTAssertEqual(page.dropped, .none)
    XCTAssertFalse(page.results.isEmpty)
  }

  func testGenresAndOrAndWithout() async throws {
    let replay = try BundledReplay()
    let both = try await replay.ok("/3/discover/movie", ["with_genres": "16,10751"])
    let either = try await replay.ok("/3/discover/movie", ["with_genres": "16|10751"])
    XCTAssertGreaterThan(
      either["total_results"]?.int ?? 0, both["total_results"]?.int ?? 0, "| widens, , narrows")
    let withoutFamily = try await replay.ok(
      "/3/discover/movie", ["with_genres": "16", "without_genres": "10751"])
    for movie in withoutFamily["results"]?.array ?? [] {
      XCTAssertFalse(movie["genre_ids"]?.array.contains(.integer(10751)) ?? true)
    }
    XCTAssertGreaterThan(withoutFamily["total_results"]?.int ?? 0, 0)
  }

  func testLanguageRuntimeVotesAndCertification() async throws {
    let replay = try BundledReplay()
    let japanese = try await replay.ok(
      "/3/discover/movie", ["with_original_language": "ja", "vote_count.gte": "5000"])
    XCTAssertGreaterThan(japanese["total_results"]?.int ?? 0, 3)
    for movie in japanese["results"]?.array ?? [] {
      XCTAssertEqual(movie["original_language"], .string("ja"))
      XCTAssertGreaterThanOrEqual(movie["vote_count"]?.int ?? 0, 5000)
    }
    let short = try await replay.ok(
      "/3/discover/movie", ["with_runtime.gte": "60", "with_runtime.lte": "95"])
    let shortIDs = Set(short.resultIDs)
    XCTAssertTrue(shortIDs.contains(8392), "My Neighbor Totoro runs 86 minutes")
    XCTAssertFalse(shortIDs.contains(157336), "Interstellar runs 169")
    let rated = try await replay.ok(
      "/3/discover/movie",
      ["certification_country": "US", "certification": "G", "vote_average.gte": "8"])
    XCTAssertTrue(rated.resultIDs.contains(862), "Toy Story is rated G")
    XCTAssertFalse(rated.resultIDs.contains(129), "Spirited Away is rated PG, not G")
    // The catalog rates films for the US only: another country finds no release, as TMDB.
    let british = try await replay.ok(
      "/3/discover/movie", ["certification_country": "GB", "certification": "15"])
    XCTAssertEqual(british["total_results"], .integer(0))
    let pg13 = try await replay.ok(
      "/3/discover/movie", ["certification_country": "US", "certification.lte": "PG"])
    XCTAssertFalse(pg13.resultIDs.isEmpty)
    XCTAssertFalse(pg13.resultIDs.contains(155), "The Dark Knight is PG-13")
  }

  func testEverySortBothWays() async throws {
    let replay = try BundledReplay()
    for field in ["popularity", "vote_average", "primary_release_date", "revenue"] {
      for direction in ["asc", "desc"] {
        let body = try await replay.ok(
          "/3/discover/movie", ["sort_by": "\(field).\(direction)", "vote_count.gte": "100"])
        let results = body["results"]?.array ?? []
        XCTAssertEqual(results.count, 20, field)
        let key = field == "primary_release_date" ? "release_date" : field
        if field == "revenue" { continue }  // revenue is not in a list row
        let values = results.compactMap { $0[key] }
        let ordered = values.sorted { a, b in
          if let x = a.double, let y = b.double { return x < y }
          return (a.string ?? "") < (b.string ?? "")
        }
        XCTAssertEqual(values, direction == "asc" ? ordered : ordered.reversed(), field)
      }
    }
    let titles = try await replay.ok("/3/discover/movie", ["sort_by": "original_title.asc"])
    let originals = (titles["results"]?.array ?? []).compactMap { $0["original_title"]?.string }
    XCTAssertEqual(originals, originals.sorted { searchFold($0) < searchFold($1) })
    let revenue = try await replay.ok("/3/discover/movie", ["sort_by": "revenue.desc"])
    XCTAssertEqual(revenue.resultIDs.first, 19995, "Avatar earned the most")
  }

  func testAPageOutsideTMDBsRangeIsRefused() async throws {
    let answer = try await BundledReplay().get("/3/discover/movie", ["page": "501"])
    XCTAssertEqual(answer.status, 400)
    XCTAssertEqual(answer.body["status_code"], .integer(22))
  }

  func testPeopleAndWatchProviders() async throws {
    let replay = try BundledReplay()
    let nolan = try await replay.ok("/3/discover/movie", ["with_crew": "525"])
    XCTAssertTrue(Set(nolan.resultIDs).isSuperset(of: [27_205, 155, 157_336, 872_585]))
    let both = try await replay.ok("/3/discover/movie", ["with_cast": "3,2"])
    XCTAssertTrue(both.resultIDs.contains(11), "Harrison Ford and Mark Hamill in Star Wars")
    XCTAssertFalse(both.resultIDs.contains(85), "Raiders has Ford without Hamill")
    let providers = try await replay.ok("/3/movie/550/watch/providers")
    guard case .object(let regions)? = providers["results"],
      let (region, offers) = regions.first(where: { $0.value["flatrate"] != nil }),
      let provider = offers["flatrate"]?.array.first?["provider_id"]?.int
    else { return XCTFail("Fight Club streams somewhere in the catalog") }
    let streaming = try await replay.ok(
      "/3/discover/movie",
      [
        "with_watch_providers": String(provider), "watch_region": region,
        "with_watch_monetization_types": "flatrate", "vote_count.gte": "20000",
      ])
    XCTAssertTrue(streaming.resultIDs.contains(550))
  }
}
