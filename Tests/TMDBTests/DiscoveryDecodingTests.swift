import Foundation
import XCTest

@testable import TMDB

/// People, providers, collections and related lists: read as TMDB sends them, forgiving a bad
/// field or item (and counting it), refusing what cannot be a real answer.
final class DiscoveryDecodingTests: XCTestCase {
  private func decode<T: Decodable>(
    _ type: T.Type, _ json: String, report: DecodeReport = DecodeReport()
  )
    throws -> T
  {
    do {
      return try PayloadDecoder.decode(
        T.self, from: Data(json.utf8), endpoint: "test", report: report)
    } catch {
      throw error
    }
  }

  // MARK: People

  func testAPersonWithTheirFilms() throws {
    let person = try decode(PersonDetails.self, DiscoveryFixtures.person)
    XCTAssertEqual(person.id, 287)
    XCTAssertEqual(person.name, "Brad Pitt")
    XCTAssertEqual(person.knownForDepartment, "Acting")
    XCTAssertEqual(person.birthday, "1963-12-18")
    XCTAssertNil(person.deathday)
    XCTAssertEqual(person.placeOfBirth, "Shawnee, Oklahoma, USA")
    XCTAssertEqual(person.movieCredits?.cast.count, 3)
    XCTAssertEqual(person.movieCredits?.crew.count, 2)
    XCTAssertEqual(person.movieCredits?.cast.first?.character, "Tyler Durden")
    XCTAssertEqual(person.movieCredits?.crew.last?.job, "Producer")
  }

  func testTheirFilmsOnceEachWithEveryRoleNewestFirstUndatedLast() throws {
    let person = try decode(PersonDetails.self, DiscoveryFixtures.person)
    let films = person.films(sortedBy: .date)
    XCTAssertEqual(films.map(\.movie.id), [76203, 550, 807, 900001])
    XCTAssertEqual(films[1].roles, ["as Tyler Durden", "Executive Producer"])
    XCTAssertEqual(films[3].roles, [])
    XCTAssertEqual(
      person.films(sortedBy: .popularity).map(\.movie.id), [550, 807, 76203, 900001])
  }

  func testCreditsSortedForJSONKeepTMDBsShape() throws {
    let person = try decode(PersonDetails.self, DiscoveryFixtures.person)
    let sorted = try XCTUnwrap(person.movieCredits?.sorted(by: .popularity))
    XCTAssertEqual(sorted.cast.map(\.movie.id), [550, 807, 900001])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: encoder.encode(sorted.cast[0])) as? [String: Any])
    XCTAssertEqual(object["id"] as? Int, 550)
    XCTAssertEqual(object["title"] as? String, "Fight Club")
    XCTAssertEqual(object["character"] as? String, "Tyler Durden")
    XCTAssertEqual(object["credit_id"] as? String, "52fe4250c3a36847f80149f3")
    XCTAssertEqual(object["release_date"] as? String, "1999-10-15")
    // And it reads back as the same credit.
    let again = try decode(
      PersonMovieCredit.self, String(decoding: encoder.encode(sorted.cast[0]), as: UTF8.self))
    XCTAssertEqual(again, sorted.cast[0])
  }

  func testAPersonWithBrokenCreditsKeepsTheRestAndCountsTheLoss() throws {
    let hostile = """
      {"id": 5, "name": "Someone", "birthday": 1963, "biography": "",
       "known_for_department": null, "also_known_as": "not a list",
       "movie_credits": {"cast": [{"title": "no id"}, {"id": "7", "title": "id as text"},
                                  {"id": 9, "title": "Kept", "character": ["x"]}],
                         "crew": {"oops": true}}}
      """
    let report = DecodeReport()
    let person = try decode(PersonDetails.self, hostile, report: report)
    XCTAssertEqual(person.name, "Someone")
    XCTAssertNil(person.birthday)
    XCTAssertNil(person.biography)
    XCTAssertEqual(person.alsoKnownAs, [])
    XCTAssertEqual(person.movieCredits?.cast.map(\.movie.id), [9])
    XCTAssertNil(person.movieCredits?.cast.first?.character)
    XCTAssertEqual(person.movieCredits?.crew, [])
    XCTAssertEqual(report.counts.items, 2)
    XCTAssertEqual(report.counts.fields, 4)
  }

  func testAPersonWithoutCreditsHasNoFilms() throws {
    let person = try decode(PersonDetails.self, #"{"id": 1, "name": "Only a name"}"#)
    XCTAssertEqual(person.films(), [])
  }

  func testAPersonWithoutIdOrNameIsNotAnAnswer() {
    for body in [#"{"name": "No id"}"#, #"{"id": 3}"#, #"{"id": 3, "name": null}"#, "[]"] {
      XCTAssertThrowsError(try decode(PersonDetails.self, body), body)
    }
  }

  func testPeopleSearchWithFilmsAndShowsTheyAreKnownFor() throws {
    let page = try decode(PersonPage.self, DiscoveryFixtures.personSearch)
    XCTAssertEqual(page.results.map(\.id), [287, 1_562_134])
    XCTAssertEqual(page.results[0].knownFor.compactMap(\.displayTitle), ["Fight Club", "Friends"])
    XCTAssertNil(page.results[1].profilePath)
    XCTAssertEqual(page.totalResults, 2)
  }

  func testPeopleSearchDropsBadRowsAndCapsPaging() throws {
    let body = """
      {"page": 1, "results": [{"name": "no id"}, {"id": 4, "name": "Kept", "known_for": [{"title": "no id"}]}],
       "total_pages": 100000, "total_results": -3}
      """
    let page = try decode(PersonPage.self, body)
    XCTAssertEqual(page.results.map(\.name), ["Kept"])
    XCTAssertEqual(page.results[0].knownFor, [])
    XCTAssertEqual(page.totalPages, 500)
    XCTAssertEqual(page.totalResults, 0)
    XCTAssertThrowsError(try decode(PersonPage.self, #"{"page": 1}"#))
  }

  // MARK: Where to watch

  func testProvidersByCountryOrderedByTMDBsPriority() throws {
    let results = try decode(WatchProviderResults.self, DiscoveryFixtures.providers)
    let us = try XCTUnwrap(results.region("us"))
    XCTAssertEqual(us.flatrate.map(\.providerName), ["Netflix", "Hulu"])
    XCTAssertEqual(us.rent.map(\.providerName), ["Apple TV"])
    XCTAssertEqual(us.buy.map(\.providerName), ["Apple TV", "Amazon Video"])
    XCTAssertEqual(us.offers.map(\.kind), [.stream, .rent, .buy])
    XCTAssertEqual(us.link, "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US")
    XCTAssertNil(results.region("DE"))
    XCTAssertEqual(Array(results.keepingOnly("fr").results.keys), ["FR"])
  }

  func testProvidersEncodeAsTMDBDoesLeavingOutEmptyKinds() throws {
    let results = try decode(WatchProviderResults.self, DiscoveryFixtures.providers)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: encoder.encode(results.keepingOnly("FR")))
        as? [String: Any])
    let france = try XCTUnwrap((object["results"] as? [String: Any])?["FR"] as? [String: Any])
    XCTAssertEqual(Set(france.keys), ["link", "flatrate"])
    let first = try XCTUnwrap((france["flatrate"] as? [[String: Any]])?.first)
    XCTAssertEqual(first["provider_name"] as? String, "Canal+")
    XCTAssertEqual(first["display_priority"] as? Int, 2)
  }

  func testABrokenCountryOrProviderCostsOnlyItself() throws {
    let body = """
      {"id": 1, "results": {"US": {"flatrate": [{"provider_name": "no id"}, {"provider_id": 8, "provider_name": "Netflix"},
                                                {"provider_id": 8, "provider_name": "Netflix again"}]},
                            "GB": "not an object", "DE": {}}}
      """
    let report = DecodeReport()
    let results = try decode(WatchProviderResults.self, body, report: report)
    XCTAssertEqual(results.region("US")?.flatrate.map(\.providerName), ["Netflix"])
    XCTAssertNil(results.region("GB"))
    XCTAssertEqual(results.region("DE")?.isEmpty, true)
    XCTAssertEqual(report.counts.items, 2)
    XCTAssertThrowsError(try decode(WatchProviderResults.self, #"{"id": 1}"#))
    XCTAssertThrowsError(try decode(WatchProviderResults.self, #"{"id": 1, "results": []}"#))
  }

  // MARK: Collections

  func testACollectionsFilmsInReleaseOrder() throws {
    let collection = try decode(MovieCollection.self, DiscoveryFixtures.collection)
    XCTAssertEqual(collection.name, "The Lord of the Rings Collection")
    XCTAssertEqual(collection.parts.map(\.id), [120, 121, 122])
    XCTAssertEqual(collection.asPage.results.map(\.id), [120, 121, 122])
    XCTAssertEqual(collection.asPage.totalResults, 3)
  }

  func testACollectionKeepsUndatedFilmsLastAndEachFilmOnce() throws {
    let body = """
      {"id": 9, "name": "Series", "parts": [{"id": 3, "title": "Next", "release_date": ""},
        {"id": 1, "title": "First", "release_date": "1980-01-01"}, {"id": 1, "title": "First"},
        {"title": "no id"}]}
      """
    let collection = try decode(MovieCollection.self, body)
    XCTAssertEqual(collection.parts.map(\.id), [1, 3])
  }

  // MARK: The client

  func testEveryNewCallsPathQueryAndName() {
    let cases: [(Endpoint, String, [String], String)] = [
      (
        .recommendations(movieID: 550, page: 2), "/3/movie/550/recommendations", ["page=2"],
        "recommendations for movie 550 page 2"
      ),
      (
        .similar(movieID: 550, page: 1), "/3/movie/550/similar", ["page=1"],
        "similar movies for movie 550 page 1"
      ),
      (.person(id: 287), "/3/person/287", ["append_to_response=movie_credits"], "person 287"),
      (
        .searchPeople(query: "brad pitt", page: 1), "/3/search/person",
        ["query=brad pitt", "page=1", "include_adult=false"], "person search \"brad pitt\" page 1"
      ),
      (
        .watchProviders(movieID: 550), "/3/movie/550/watch/providers", [],
        "watch providers for movie 550"
      ),
      (.collection(id: 119), "/3/collection/119", [], "collection 119"),
      (
        .discover(DiscoverFilters(), page: 3), "/3/discover/movie",
        ["page=3", "sort_by=popularity.desc"],
        "discover page 3"
      ),
    ]
    // Region is for lists and search only: none of these take it.
    let client = TMDBClient(transport: StubTransport(body: "{}"), region: "FR")
    for (endpoint, path, query, name) in cases {
      let request = client.request(for: endpoint)
      XCTAssertEqual(request.path, path)
      XCTAssertEqual(request.query.map { "\($0.name)=\($0.value)" }, query, path)
      XCTAssertEqual(endpoint.description, name)
    }
  }

  func testMoreLikeThisFallsBackToSimilarWhenThereAreNoRecommendations() async throws {
    let transport = StubTransport { request in
      let body =
        request.path.hasSuffix("/recommendations")
        ? DiscoveryFixtures.page([]) : DiscoveryFixtures.page([11, 550, 12])
      return TransportResponse(status: 200, body: Data(body.utf8))
    }
    let related = try await TMDBClient(transport: transport).moreLikeThis(movieID: 550)
    XCTAssertEqual(related.source, .similar)
    // The film itself is never "like itself".
    XCTAssertEqual(related.page.results.map(\.id), [11, 12])
    XCTAssertEqual(
      transport.requests.map(\.path), ["/3/movie/550/recommendations", "/3/movie/550/similar"])
  }

  func testLaterPagesFollowTheSameChoice() async throws {
    let transport = StubTransport { request in
      let page = request.query.first { $0.name == "page" }?.value
      let number = page.flatMap { Int($0) } ?? 1
      let body: String
      if request.path.hasSuffix("/recommendations") {
        // Past the end of a real list: empty, but the list has results.
        body =
          page == "3"
          ? DiscoveryFixtures.page([], total: 40, number: number)
          : DiscoveryFixtures.page([], number: number)
      } else {
        body = DiscoveryFixtures.page([21, 22], number: number)
      }
      return TransportResponse(status: 200, body: Data(body.utf8))
    }
    let client = TMDBClient(transport: transport)
    let pastTheEnd = try await client.moreLikeThis(movieID: 550, page: 3)
    XCTAssertEqual(pastTheEnd.source, .recommendations)
    XCTAssertEqual(pastTheEnd.page.results, [])
    let similar = try await client.moreLikeThis(movieID: 550, page: 2)
    XCTAssertEqual(similar.source, .similar)
    XCTAssertEqual(transport.requests.last?.query.first { $0.name == "page" }?.value, "2")
  }

  /// Another page than the one asked for is refused, as for every other list: shown, it would
  /// put the wrong films in place; asked again, it would loop.
  func testAnswersForAnotherPageAreRefused() async {
    let transport = StubTransport(body: DiscoveryFixtures.page([13, 14]))
    let client = TMDBClient(transport: transport)
    do {
      _ = try await client.discover(DiscoverFilters(), page: 2)
      XCTFail("page 1 was taken for page 2")
    } catch {
      XCTAssertEqual(error, .wrongPage(endpoint: "discover page 2", asked: 2, answered: 1))
    }
    do {
      _ = try await client.searchPeople("brad", page: 3)
      XCTFail("page 1 was taken for page 3")
    } catch {
      guard case .wrongPage(_, 3, 1) = error else { return XCTFail("\(error)") }
    }
  }

  func testMoreLikeThisUsesRecommendationsWhenThereAreSome() async throws {
    let transport = StubTransport(body: DiscoveryFixtures.page([13, 14]))
    let related = try await TMDBClient(transport: transport).moreLikeThis(movieID: 550)
    XCTAssertEqual(related.source, .recommendations)
    XCTAssertEqual(related.page.results.map(\.id), [13, 14])
    XCTAssertEqual(transport.requests.count, 1)
  }

  func testAnUnknownFilmIsNotFoundNotAnEmptyList() async {
    let transport = StubTransport(
      status: 404,
      body:
        #"{"success": false, "status_code": 34, "status_message": "The resource you requested could not be found."}"#
    )
    let error = await expectError {
      try await TMDBClient(transport: transport).moreLikeThis(movieID: 9)
    }
    XCTAssertEqual(error?.message, "Not found: TMDB has no recommendations for movie 9 page 1.")
    XCTAssertEqual(transport.requests.count, 1)
  }

  func testDiscoverPagesCountWhatTheyDropped() async throws {
    let body = """
      {"page": 1, "results": [{"title": "no id"}, {"id": 5, "title": "Kept"}], "total_pages": 1, "total_results": 2}
      """
    let page = try await TMDBClient(transport: StubTransport(body: body)).discover(
      DiscoverFilters(), page: 1)
    XCTAssertEqual(page.results.map(\.id), [5])
    XCTAssertEqual(page.dropped.items, 1)
  }
}
