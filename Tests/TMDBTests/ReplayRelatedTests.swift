import Foundation
import XCTest

@testable import TMDB

/// Recommendations, similar films, people, collections and watch providers, computed from the
/// bundled catalog in TMDB's shapes; unknown ids answer TMDB's 404.
final class ReplayRelatedTests: XCTestCase {
  let dune = 438_631
  let duneTwo = 693_134
  let duneThree = 1_170_608

  func testRecommendationsLeadToFilmsSharingPeople() async throws {
    let replay = try BundledReplay()
    let body = try await replay.ok("/3/movie/\(dune)/recommendations")
    let ids = body.resultIDs
    XCTAssertFalse(ids.contains(dune), "a film does not recommend itself")
    XCTAssertEqual(Set(ids.prefix(2)), [duneTwo, duneThree], "the sequels share most people")
    XCTAssertEqual(Set(ids).count, ids.count)
    XCTAssertEqual(
      body["results"]?.array.first?["media_type"], .string("movie"), "as TMDB marks them")
    let page = try PayloadDecoder.decode(
      MoviePage.self, from: body.data(), endpoint: "/3/movie/\(dune)/recommendations")
    XCTAssertEqual(page.dropped, .none)
  }

  func testSimilarSharesGenres() async throws {
    let replay = try BundledReplay()
    let details = try await replay.ok(
      "/3/movie/\(dune)", ["append_to_response": "credits,videos,release_dates"])
    let genres = Set((details["genres"]?.array ?? []).compactMap { $0["id"]?.int })
    let body = try await replay.ok("/3/movie/\(dune)/similar")
    XCTAssertEqual(body["results"]?.array.count, 20)
    for movie in body["results"]?.array ?? [] {
      let shared = Set((movie["genre_ids"]?.array ?? []).compactMap(\.int)).intersection(genres)
      XCTAssertFalse(shared.isEmpty, "\(movie["title"] ?? .null)")
    }
  }

  func testUnknownIdsAreTMDBsNotFound() async throws {
    let replay = try BundledReplay()
    for path in [
      "/3/movie/1/recommendations", "/3/movie/1/similar", "/3/movie/1/watch/providers",
      "/3/person/1", "/3/person/1/movie_credits", "/3/collection/1", "/3/movie/550/nonsense",
    ] {
      assertTMDBNotFound(try await replay.get(path))
    }
  }

  func testAPersonWithTheirFilms() async throws {
    let replay = try BundledReplay()
    let nolan = try await replay.ok("/3/person/525", ["append_to_response": "movie_credits"])
    XCTAssertEqual(nolan["name"], .string("Christopher Nolan"))
    XCTAssertEqual(nolan["birthday"], .string("1970-07-30"))
    XCTAssertEqual(nolan["deathday"], .null)
    XCTAssertEqual(nolan["known_for_department"], .string("Directing"))
    XCTAssertFalse((nolan["biography"]?.string ?? "").isEmpty)
    let crew = nolan["movie_credits"]?["crew"]?.array ?? []
    let directed = Set(
      crew.filter { $0["job"] == .string("Director") }.compactMap { $0["id"]?.int })
    XCTAssertTrue(directed.isSuperset(of: [27_205, 155, 157_336, 872_585]))
    // The credit ids are the ones in the film's own credits.
    let inception = try await replay.ok(
      "/3/movie/27205", ["append_to_response": "credits,videos,release_dates"])
    let recorded = (inception["credits"]?["crew"]?.array ?? [])
      .first { $0["id"] == .integer(525) && $0["job"] == .string("Director") }?["credit_id"]
    let served = crew.first { $0["id"] == .integer(27_205) && $0["job"] == .string("Director") }?[
      "credit_id"]
    XCTAssertNotNil(recorded)
    XCTAssertEqual(served, recorded)
    // Without the append, no films; on their own, the films alone.
    let bare = try await replay.ok("/3/person/525")
    XCTAssertNil(bare["movie_credits"])
    let credits = try await replay.ok("/3/person/525/movie_credits")
    XCTAssertEqual(credits["id"], .integer(525))
    XCTAssertEqual(credits["crew"]?.array.count, crew.count)
  }

  func testEveryPersonTheCatalogNamesHasAPage() async throws {
    let replay = try BundledReplay()
    let details = try await replay.ok(
      "/3/movie/129", ["append_to_response": "credits,videos,release_dates"])
    for member in details["credits"]?["cast"]?.array ?? [] {
      let id = try XCTUnwrap(member["id"]?.int)
      let person = try await replay.ok("/3/person/\(id)", ["append_to_response": "movie_credits"])
      XCTAssertEqual(person["name"], member["name"])
      let films = (person["movie_credits"]?["cast"]?.array ?? []).compactMap { $0["id"]?.int }
      XCTAssertTrue(films.contains(129))
    }
  }

  func testSearchingPeople() async throws {
    let replay = try BundledReplay()
    let body = try await replay.ok("/3/search/person", ["query": "NOLAN"])
    let first = try XCTUnwrap(body["results"]?.array.first)
    XCTAssertEqual(first["id"], .integer(525))
    XCTAssertEqual(
      first.keys,
      [
        "adult", "gender", "id", "known_for", "known_for_department", "name", "original_name",
        "popularity", "profile_path",
      ])
    XCTAssertEqual(first["known_for"]?.array.first?["media_type"], .string("movie"))
    let none = try await replay.ok("/3/search/person", ["query": "zzzz nobody"])
    XCTAssertEqual(none["total_results"], .integer(0))
    XCTAssertEqual(none["results"], .array([]))
  }

  func testACollectionListsItsFilmsInOrder() async throws {
    let replay = try BundledReplay()
    let details = try await replay.ok(
      "/3/movie/\(dune)", ["append_to_response": "credits,videos,release_dates"])
    let collection = try XCTUnwrap(details["belongs_to_collection"]?["id"]?.int)
    let body = try await replay.ok("/3/collection/\(collection)")
    XCTAssertEqual(body["name"], details["belongs_to_collection"]?["name"])
    XCTAssertEqual(
      (body["parts"]?.array ?? []).compactMap { $0["id"]?.int }, [dune, duneTwo, duneThree])
    XCTAssertEqual(
      body.keys, ["backdrop_path", "id", "name", "overview", "parts", "poster_path"])
  }

  func testWatchProvidersAreTMDBsShape() async throws {
    let replay = try BundledReplay()
    let body = try await replay.ok("/3/movie/550/watch/providers")
    XCTAssertEqual(body["id"], .integer(550))
    guard case .object(let regions)? = body["results"] else { return XCTFail("\(body)") }
    XCTAssertFalse(regions.isEmpty)
    XCTAssertTrue(Set(regions.keys).isSubset(of: ["US", "GB", "DE", "JP"]))
    for (region, answer) in regions {
      XCTAssertEqual(
        answer["link"]?.string, "https://www.themoviedb.org/movie/550/watch?locale=\(region)")
      XCTAssertTrue(answer.keys.isSubset(of: ["link", "flatrate", "rent", "buy"]))
      for kind in ["flatrate", "rent", "buy"] {
        for offer in answer[kind]?.array ?? [] {
          XCTAssertEqual(
            offer.keys, ["display_priority", "logo_path", "provider_id", "provider_name"])
        }
      }
    }
    // A film not yet released is offered nowhere.
    let unreleased = try await replay.ok("/3/movie/\(duneThree)/watch/providers")
    XCTAssertEqual(unreleased["results"], .object([:]))
  }

  func testDetailsWithOtherAppendedParts() async throws {
    let replay = try BundledReplay()
    let body = try await replay.ok(
      "/3/movie/\(dune)",
      ["append_to_response": "credits,recommendations,similar,watch/providers"])
    XCTAssertNotNil(body["credits"])
    XCTAssertNil(body["videos"], "not asked for")
    XCTAssertEqual(
      body["recommendations"]?.resultIDs.first.map { [duneTwo, duneThree].contains($0) }, true)
    XCTAssertNotNil(body["similar"]?["results"])
    XCTAssertNotNil(body["watch/providers"]?["results"])
    let plain = try await replay.ok("/3/movie/\(dune)")
    XCTAssertEqual(plain["title"], .string("Dune"))
    XCTAssertNil(plain["credits"])
  }
}
