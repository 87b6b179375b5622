import Foundation
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// review47: an id past 32 bits names no film (`TMDBID.range`; `reel show`, `watchlist add` and
/// `remove` refuse it), yet `watchlist import` took one in, and the browser then asked TMDB for
/// a film that cannot exist. The import refuses it as it refuses 0 and -4, naming the range.
final class ImportIDRangeTests: XCTestCase {
  private func document(ids: [String]) -> Data {
    let entries = ids.map { #"{"id":\#($0),"title":"A title","added_at":"2024-05-01T12:00:00Z"}"# }
    return Data(
      (#"{"format":"reel-watchlist","version":1,"entries":["# + entries.joined(separator: ",")
        + "]}").utf8)
  }

  private func problems(_ data: Data) -> [String] {
    do {
      _ = try WatchlistDocument.decode(data, now: Date(timeIntervalSince1970: 0))
      return []
    } catch {
      return error.problems
    }
  }

  func testAnIDPastThirtyTwoBitsIsRefusedAndNothingIsImported() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(
      problems(document(ids: ["1", "2147483647", "2147483648", "9223372036854775807", "0"])),
      [
        #"entries[2]: "id" must be a whole number from 1 to 2147483647"#,
        #"entries[3]: "id" must be a whole number from 1 to 2147483647"#,
        #"entries[4]: "id" must be a whole number from 1 to 2147483647"#,
      ])
    XCTAssertEqual(try store.ids(), [], "validation comes before any change")
  }

  func testTheLargestIDTMDBGivesIsImported() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    let document = try WatchlistDocument.decode(self.document(ids: ["2147483647"]))
    try store.merge(document.entries)
    XCTAssertEqual(try store.ids(), [2_147_483_647])
  }

  /// The same class from a server: a list naming a film by an id past 32 bits shows it, `w`
  /// keeps it and Enter asked for /movie/4294967846: `MovieSummary` checked `id > 0`, not
  /// `TMDBID.range` (fix48; the rest of the class in TMDBTests' `ServerIDRangeTests`).
  func testAListedFilmWithAnIDPastThirtyTwoBitsIsNotTakenAsAFilm() throws {
    let body = Data(#"{"id": 4294967846, "title": "Huge"}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(MovieSummary.self, from: body))
  }
}
