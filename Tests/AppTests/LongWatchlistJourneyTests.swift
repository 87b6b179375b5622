import App
import Foundation
import Library
import ReelTestSupport
import TMDB
import XCTest

/// The watchlist screen on a stored list longer than its window: the real SQLite store, read a
/// window at a time, with removals and a chain of undos across windows.
final class LongWatchlistJourneyTests: XCTestCase {
  /// 1,000 films, "Film 0001" the oldest and "Film 1000" the newest.
  private func longWatchlist() throws -> SQLiteWatchlistStore {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    try store.merge(
      (1...1_000).map { id in
        WatchlistEntry(
          movieID: id, title: String(format: "Film %04d", id), year: 2000,
          addedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(id)))
      })
    return store
  }

  func testALongWatchlistScrollsRemovesAndUndoesAcrossWindows() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      key W
      wait idle
      expect text "Watchlist · newest first"
      expect text "1/1000"
      expect text "Film 1000"
      key G
      wait idle
      expect text "1000/1000"
      expect text "Film 0001"
      key k
      key w
      expect text "Removed “Film 0002” from the watchlist (u undoes)."
      expect text "999/999"
      key w
      expect text "Removed “Film 0001” from the watchlist (u undoes)."
      expect text "998/998"
      key g
      wait idle
      key w
      expect text "Removed “Film 1000” from the watchlist (u undoes)."
      expect text "1/997"
      key u
      expect text "Put “Film 1000” back on the watchlist."
      expect text "1/998"
      key u
      wait idle
      expect text "Put “Film 0001” back on the watchlist."
      expect text "999/999"
      key u
      wait idle
      expect text "Put “Film 0002” back on the watchlist."
      expect text "999/1000"
      key u
      expect text "Nothing left to undo."
      snap
      key j
      expect text "1000/1000"
      key s
      wait idle
      expect text "Watchlist · by title"
      expect text "1/1000"
      """, watchlist: try longWatchlist())
    XCTAssertNil(failure?.reason, "\(failure?.screen.joined(separator: "\n") ?? "")")
    // The snap: the bottom of the list, the restored rows in their places again.
    let rows = Array(output.dropFirst())
    let listRows = rows.filter { $0.hasPrefix(" ★ ") }
    XCTAssertEqual(
      listRows.suffix(2).map { String($0.prefix(12)) }, [" ★ Film 0003", " ★ Film 0002"],
      rows.joined(separator: "\n"))
  }
}
