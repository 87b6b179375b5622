import Foundation
import XCTest

@testable import TMDB

/// The exact path and query of every call, as the client sends it.
final class EndpointTests: XCTestCase {
  private func request(
    _ endpoint: Endpoint, language: String? = nil, region: String? = nil
  ) -> TransportRequest {
    TMDBClient(transport: StubTransport(body: "{}"), language: language, region: region)
      .request(for: endpoint)
  }

  private func query(_ endpoint: Endpoint, language: String? = nil, region: String? = nil)
    -> [String]
  {
    request(endpoint, language: language, region: region).query.map { "\($0.name)=\($0.value)" }
  }

  func testConfigurationAndGenres() {
    XCTAssertEqual(request(.configuration), TransportRequest(path: "/3/configuration"))
    XCTAssertEqual(request(.genres), TransportRequest(path: "/3/genre/movie/list"))
  }

  func testEveryCategory() {
    let paths = Category.allCases.map { request(.category($0, page: 3)).path }
    XCTAssertEqual(
      paths,
      [
        "/3/movie/popular", "/3/movie/top_rated", "/3/movie/now_playing", "/3/movie/upcoming",
        "/3/trending/movie/week",
      ])
    for category in Category.allCases {
      XCTAssertEqual(query(.category(category, page: 3)), ["page=3"])
    }
    XCTAssertEqual(Category(rawValue: "top-rated"), .topRated)
    XCTAssertEqual(Category.nowPlaying.title, "Now playing")
  }

  func testSearch() {
    XCTAssertEqual(
      request(.search(query: "x", page: 1, options: SearchOptions())).path, "/3/search/movie")
    XCTAssertEqual(
      query(.search(query: "blade runner", page: 2, options: SearchOptions())),
      ["query=blade runner", "page=2", "include_adult=false"])
    XCTAssertEqual(
      query(
        .search(query: "Amélie", page: 1, options: SearchOptions(includeAdult: true, year: 2001))),
      ["query=Amélie", "page=1", "include_adult=true", "year=2001"])
    XCTAssertEqual(
      Endpoint.list(.search("dune"), page: 4),
      .search(query: "dune", page: 4, options: SearchOptions()))
    XCTAssertEqual(Endpoint.list(.category(.upcoming), page: 2), .category(.upcoming, page: 2))
  }

  func testDetailsAppendTheirParts() {
    XCTAssertEqual(
      request(.details(id: 550)),
      TransportRequest(
        path: "/3/movie/550",
        query: [QueryItem("append_to_response", "credits,videos,release_dates")]))
  }

  func testLanguageGoesEverywhere() {
    let all: [Endpoint] =
      [
        .configuration, .genres, .details(id: 1),
        .search(query: "a", page: 1, options: SearchOptions()),
      ]
      + Category.allCases.map { .category($0, page: 1) }
    for endpoint in all {
      XCTAssertEqual(query(endpoint, language: "de-DE").last, "language=de-DE", "\(endpoint)")
    }
    XCTAssertEqual(query(.configuration, language: ""), [], "an empty language is none")
  }

  func testRegionOnlyWhereTMDBTakesIt() {
    func takesRegion(_ endpoint: Endpoint) -> Bool {
      query(endpoint, language: "fr-FR", region: "FR").contains("region=FR")
    }
    XCTAssertTrue(takesRegion(.search(query: "a", page: 1, options: SearchOptions())))
    XCTAssertTrue(takesRegion(.category(.popular, page: 1)))
    XCTAssertTrue(takesRegion(.category(.topRated, page: 1)))
    XCTAssertTrue(takesRegion(.category(.nowPlaying, page: 1)))
    XCTAssertTrue(takesRegion(.category(.upcoming, page: 1)))
    XCTAssertFalse(takesRegion(.category(.trending, page: 1)))
    XCTAssertFalse(takesRegion(.configuration))
    XCTAssertFalse(takesRegion(.genres))
    XCTAssertFalse(takesRegion(.details(id: 1)))
    XCTAssertEqual(
      query(.category(.nowPlaying, page: 2), language: "fr-FR", region: "FR"),
      ["page=2", "language=fr-FR", "region=FR"])
    XCTAssertEqual(query(.category(.popular, page: 1), region: ""), ["page=1"])
  }

  func testTheClientSendsExactlyTheRequest() async throws {
    let stub = StubTransport(body: #"{"genres": [{"id": 28, "name": "Action"}, {"id": "x"}]}"#)
    let client = TMDBClient(transport: stub, language: "en-US", region: "US")
    let genres = try await client.genres()
    XCTAssertEqual(genres, [Genre(id: 28, name: "Action")])
    XCTAssertEqual(
      stub.requests,
      [TransportRequest(path: "/3/genre/movie/list", query: [QueryItem("language", "en-US")])])
  }

  func testDescriptionsForMessages() {
    XCTAssertEqual(Endpoint.configuration.description, "configuration")
    XCTAssertEqual(Endpoint.genres.description, "genre list")
    XCTAssertEqual(Endpoint.category(.topRated, page: 2).description, "top-rated page 2")
    XCTAssertEqual(
      Endpoint.search(query: "dune", page: 1, options: SearchOptions()).description,
      #"search "dune" page 1"#)
    XCTAssertEqual(Endpoint.details(id: 550).description, "movie 550")
  }
}
