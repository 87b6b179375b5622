import Foundation
import ReplayCatalog
import XCTest

@testable import TMDB

/// `UsableAnswer` decides what the response cache keeps: every answer TMDB (here the bundled
/// catalog, which answers as TMDB does) gives must pass, or the offline fallback would quietly
/// end for it; an answer the client refuses must not.
final class UsableAnswerTests: XCTestCase {
  private func answer(_ path: String, _ query: [QueryItem] = []) async throws -> (
    TransportRequest, TransportResponse
  ) {
    guard let directory = ReplayCatalog.directory() else {
      throw XCTSkip("the bundled catalog (Resources/Catalog) is not built yet")
    }
    let request = TransportRequest(path: path, query: query)
    let response = try await ReplayTransport(directory: directory).send(request)
    XCTAssertEqual(response.status, 200, path)
    return (request, response)
  }

  private func ids(_ body: Data, _ keys: String...) throws -> [Int] {
    var value: Any? = try JSONSerialization.jsonObject(with: body)
    for key in keys.dropLast() { value = (value as? [String: Any])?[key] }
    let list = (value as? [String: Any])?[keys.last!] as? [[String: Any]] ?? []
    return list.compactMap { $0["id"] as? Int }
  }

  func testEveryKindOfAnswerTheCatalogGivesIsKept() async throws {
    var requests: [(String, [QueryItem])] = [
      ("/3/configuration", []), ("/3/genre/movie/list", []),
      ("/3/movie/popular", [QueryItem("page", "2")]), ("/3/movie/top_rated", [QueryItem("page", "1")]),
      ("/3/movie/now_playing", [QueryItem("page", "1")]),
      ("/3/movie/upcoming", [QueryItem("page", "1")]),
      ("/3/trending/movie/week", [QueryItem("page", "1")]),
      ("/3/search/movie", [QueryItem("query", "dune"), QueryItem("page", "1")]),
      ("/3/discover/movie", [QueryItem("with_genres", "18"), QueryItem("page", "1")]),
      ("/3/search/person", [QueryItem("query", "mi"), QueryItem("page", "1")]),
      ("/3/movie/155/recommendations", [QueryItem("page", "1")]),
      ("/3/movie/155/similar", [QueryItem("page", "1")]),
      ("/3/movie/155/watch/providers", []),
      ("/3/movie/155", [QueryItem("append_to_response", "credits,videos,release_dates")]),
    ]
    let (_, details) = try await answer("/3/movie/155", requests.last!.1)
    let person = try XCTUnwrap(try ids(details.body, "credits", "cast").first)
    requests.append(("/3/person/\(person)", [QueryItem("append_to_response", "movie_credits")]))
    let object = try JSONSerialization.jsonObject(with: details.body) as? [String: Any]
    let collection = try XCTUnwrap(
      (object?["belongs_to_collection"] as? [String: Any])?["id"] as? Int)
    requests.append(("/3/collection/\(collection)", []))
    for (path, query) in requests {
      let (request, response) = try await answer(path, query)
      XCTAssertTrue(UsableAnswer.check(response, for: request), "\(path) \(query)")
    }
  }

  func testAnswersTheClientRefusesAreNotKept() async throws {
    let (page, pageAnswer) = try await answer("/3/movie/popular", [QueryItem("page", "2")])
    var askedFirst = page
    askedFirst.query = [QueryItem("page", "1")]
    XCTAssertFalse(UsableAnswer.check(pageAnswer, for: askedFirst), "page 2 for page 1")

    let (details, detailsAnswer) = try await answer("/3/movie/155")
    var otherFilm = details
    otherFilm.path = "/3/movie/27205"
    XCTAssertFalse(UsableAnswer.check(detailsAnswer, for: otherFilm), "film 155 for 27205")

    let (providers, providersAnswer) = try await answer("/3/movie/155/watch/providers")
    var otherProviders = providers
    otherProviders.path = "/3/movie/27205/watch/providers"
    XCTAssertFalse(UsableAnswer.check(providersAnswer, for: otherProviders))

    let (_, people) = try await answer(
      "/3/search/person", [QueryItem("query", "mi"), QueryItem("page", "1")])
    XCTAssertFalse(
      UsableAnswer.check(
        people,
        for: TransportRequest(
          path: "/3/search/person", query: [QueryItem("query", "mi"), QueryItem("page", "3")])))

    let refused: [(String, String)] = [
      ("/3/configuration", #"{"images": {"poster_sizes": ["w92"]}}"#),
      ("/3/genre/movie/list", #"{"genres": "none"}"#),
      ("/3/movie/popular", #"{"page": 0, "results": []}"#),
      ("/3/person/5", #"{"id": 6, "name": "Someone Else"}"#),
      ("/3/collection/5", #"{"id": 6, "name": "Another", "parts": []}"#),
      ("/3/movie/5", "{" + String(repeating: "[", count: 100) + "}"),
    ]
    for (path, body) in refused {
      XCTAssertFalse(
        UsableAnswer.check(
          TransportResponse(status: 200, body: Data(body.utf8)),
          for: TransportRequest(path: path, query: [QueryItem("page", "1")])), path)
    }
  }

  func testPathsItDoesNotKnowAreKeptAsBefore() {
    let odd = TransportResponse(status: 200, body: Data(#"{"anything": 1}"#.utf8))
    for path in ["/3/tv/1", "/4/list/1", "/3/movie/1/images", "/other"] {
      XCTAssertTrue(UsableAnswer.check(odd, for: TransportRequest(path: path)), path)
    }
  }
}
