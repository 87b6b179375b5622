import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// An export is the user's backup: whatever the watchlist holds, what `export` writes,
/// `import` must take back. The import refuses a whole file for one bad entry (so that a
/// hand-edited file is fixed, not half imported); an export it refuses is a backup that
/// cannot be restored.
final class ExportReimportTests: XCTestCase {
  private func reimported(_ store: SQLiteWatchlistStore) throws -> [WatchlistEntry] {
    let exported = WatchlistDocument(
      exportedAt: Date(), entries: try store.entries(sortedBy: .added)
    ).encoded()
    let document = try WatchlistDocument.decode(exported)
    let fresh = try SQLiteWatchlistStore(
      url: try makeTemporaryFolder(self).appendingPathComponent("library.sqlite"))
    _ = try fresh.merge(document.entries)
    return try fresh.entries(sortedBy: .added)
  }

  /// TMDB lists films without a title (nor an original one); Reel lists and keeps them as
  /// untitled, so a backup must carry them too.
  func testAFilmWithoutATitleSurvivesExportAndImport() throws {
    let store = try SQLiteWatchlistStore(
      url: try makeTemporaryFolder(self).appendingPathComponent("library.sqlite"))
    try store.add(MovieSummary(id: 5, title: "", releaseDate: "1999-01-01"), note: nil)
    try store.add(MovieSummary(id: 6, title: "Heat"), note: "with Al")
    let entries = try reimported(store)
    XCTAssertEqual(entries.map(\.movieID).sorted(), [5, 6])
    XCTAssertEqual(entries.first { $0.movieID == 5 }?.title, "")
    XCTAssertEqual(entries.first { $0.movieID == 6 }?.note, "with Al")
  }

  /// A damaged or edited file: years no film has, ids no film has. The films are backed up
  /// with what can be known of them; ids that cannot be stored (0 and below) are not films.
  func testADamagedWatchlistStillExportsAFileImportTakes() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      for id in 1...3 {
        try store.add(
          MovieSummary(id: id, title: "Film \(id)", releaseDate: "1999-03-31"), note: nil)
      }
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: """
          PRAGMA ignore_check_constraints = 1;
          UPDATE watchlist SET year = 9223372036854775807 WHERE movie_id = 1;
          UPDATE watchlist SET year = -5 WHERE movie_id = 2;
          INSERT INTO watchlist (movie_id, title, added_at)
            VALUES (-7, 'Not a film', '2020-01-01T00:00:00.000Z');
          """)
    }
    try queue.close()
    let store = try SQLiteWatchlistStore(url: url)
    let entries = try reimported(store)
    XCTAssertEqual(entries.map(\.movieID).sorted(), [1, 2, 3])
    XCTAssertNil(entries.first { $0.movieID == 1 }?.year, "a year no film has is unknown")
    XCTAssertNil(entries.first { $0.movieID == 2 }?.year)
    XCTAssertEqual(entries.first { $0.movieID == 3 }?.year, 1999)
  }
}
