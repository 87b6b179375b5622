import Foundation
import ReelTestSupport
import XCTest

@testable import TMDB

/// The bundled catalog names films by their real TMDB ids, so a watchlist made in replay (which
/// keeps ids) names the same films live. Where each id comes from: Tools/catalog/ids-sources.md.
final class ReplayCatalogIDTests: XCTestCase {
  /// The build's synthetic ids started at 9,000,000; TMDB's movie ids are far below that.
  func testNoFilmCarriesAnInventedID() throws {
    let dir = try BundledReplay().transport.directory
    let index = try XCTUnwrap(ReplayIndex.load(from: dir))
    let invented = index.movies.filter { $0.id >= 9_000_000 }.map(\.title)
    XCTAssertEqual(invented, [])
  }

  /// Films that once had invented ids answer under the ids TMDB gives them.
  func testOnceInventedFilmsAnswerUnderTheirTMDBIDs() async throws {
    let replay = try BundledReplay()
    let expected = [
      (1599, "tt0356721"), (37181, "tt1360860"), (30020, "tt0120265"), (5801, "tt0048473"),
      (12259, "tt0073707"), (38360, "tt0050634"), (38368, "tt1588895"), (455714, "tt6788942"),
    ]
    for (id, imdb) in expected {
      let body = try await replay.ok(
        "/3/movie/\(id)", ["append_to_response": "credits,videos,release_dates"])
      XCTAssertEqual(body["id"]?.int, id)
      XCTAssertEqual(body["imdb_id"]?.string, imdb, "movie \(id)")
    }
    let apu = try await replay.ok(
      "/3/movie/5801", ["append_to_response": "credits,videos,release_dates"])
    XCTAssertEqual(apu["belongs_to_collection"]?["id"]?.int, 158_391, "TMDB's Apu Collection")
  }
}
