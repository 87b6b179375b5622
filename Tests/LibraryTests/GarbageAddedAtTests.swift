import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// review28 (left by fix33: the fix is in SQLiteWatchlistStore and WatchlistEntry, whose date
/// is not optional, and in the Browser that shows it): a row whose `added_at` is no date
/// (written with the sqlite3 tool, or by another program) sorts first in the "added" order and
/// is shown as added in 1970. It should read as unknown: last in that order, shown without a
/// date, and the row left as it is (a real date in another format is not overwritten).
final class GarbageAddedAtTests: XCTestCase {
  func testAnAddedAtThatIsNoDateSortsLast() throws {
    try XCTSkipIf(
      true,
      "lead: SQLiteWatchlistStore reads an unparsable added_at as 1970 and sorts it by its text; "
        + "needs WatchlistEntry.addedAt optional (Library + Browser), outside fix33's files")
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      for id in 1...3 {
        try store.add(MovieSummary(id: id, title: "Film \(id)"), note: nil)
      }
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(sql: "UPDATE watchlist SET added_at = 'garbage' WHERE movie_id = 2")
    }
    try queue.close()
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(try store.entries(sortedBy: .added).map(\.movieID).last, 2)
    XCTAssertNotEqual(
      try store.entry(movieID: 2)?.addedAt, Date(timeIntervalSince1970: 0),
      "shown as added in 1970")
  }
}
