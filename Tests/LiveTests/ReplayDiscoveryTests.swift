import Foundation
import ReelTestSupport
import XCTest

/// The same commands in replay, over the bundled catalog. The catalog learns these endpoints
/// on another branch: until it answers them, each test skips (saying so) instead of failing.
/// Once it does, they check that replay answers as TMDB would. To make them strict, delete
/// `skipUntilTheCatalogAnswers`.
final class ReplayDiscoveryTests: XCTestCase {
  private var home: URL!

  override func setUpWithError() throws {
    home = try makeTemporaryFolder(self)
  }

  private func replay(_ arguments: String...) throws -> ProcessResult {
    try runProcess(
      try builtProduct("reel"), ["--replay"] + arguments, environment: ["HOME": home.path])
  }

  private func object(_ run: ProcessResult) throws -> [String: Any] {
    try skipUntilTheCatalogAnswers(run)
    XCTAssertEqual(run.status, 0, run.stderr)
    return try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
  }

  private func skipUntilTheCatalogAnswers(_ run: ProcessResult) throws {
    if run.status != 0, run.stderr.contains("Not found: TMDB has no") {
      throw XCTSkip("the replay catalog does not answer this yet: \(run.stderr)")
    }
  }

  func testDiscoverListsTheCatalogs1990sDramasBestFirst() throws {
    let page = try object(
      try replay(
        "discover", "--genre", "Drama", "--year", "1990-1999", "--sort", "rating", "--json"))
    let results = try XCTUnwrap(page["results"] as? [[String: Any]])
    XCTAssertFalse(results.isEmpty)
    for movie in results {
      XCTAssertTrue((movie["genre_ids"] as? [Int] ?? []).contains(18), "\(movie)")
      let year = Int((movie["release_date"] as? String ?? "").prefix(4)) ?? 0
      XCTAssertTrue((1990...1999).contains(year), "\(movie)")
    }
    let ratings = results.compactMap { $0["vote_average"] as? Double }
    XCTAssertEqual(ratings, ratings.sorted(by: >))
    let table = try replay(
      "discover", "--genre", "Drama", "--year", "1990-1999", "--sort", "rating")
    XCTAssertTrue(
      table.stdout.hasPrefix("Drama · 1990–1999 · best rated first · page 1 of "), table.stdout)
  }

  func testMoreLikeThisOpensOtherFilms() throws {
    let page = try object(try replay("show", "550", "--similar", "--json"))
    let ids = try XCTUnwrap(page["results"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
    XCTAssertFalse(ids.isEmpty)
    XCTAssertFalse(ids.contains(550))
    let other = try replay("show", String(ids[0]))
    XCTAssertEqual(other.status, 0, other.stderr)
  }

  func testTheDirectorsPageListsTheFilm() throws {
    let film = try object(try replay("show", "550", "--json"))
    let crew = try XCTUnwrap((film["credits"] as? [String: Any])?["crew"] as? [[String: Any]])
    let director = try XCTUnwrap(crew.first { $0["job"] as? String == "Director" })
    let id = try XCTUnwrap(director["id"] as? Int)
    let person = try object(try replay("person", String(id), "--json"))
    XCTAssertEqual(person["name"] as? String, director["name"] as? String)
    let credits = try XCTUnwrap(person["movie_credits"] as? [String: Any])
    let films =
      ((credits["crew"] as? [[String: Any]]) ?? []) + ((credits["cast"] as? [[String: Any]]) ?? [])
    XCTAssertTrue(films.contains { $0["id"] as? Int == 550 })
    let found = try replay("search", "--person", director["name"] as? String ?? "")
    try skipUntilTheCatalogAnswers(found)
    XCTAssertTrue(found.stdout.contains("\(id)  "), found.stdout)
  }
}
