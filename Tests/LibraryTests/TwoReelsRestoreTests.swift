import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// review48: two Reels (or a browser and a `reel watchlist` command) have the watchlist open
/// when a backup is renamed over it. The first to look follows the new file and writes into
/// its new `-wal`; the second, closing the old file as the last one holding it, let SQLite
/// delete the log at the path by its name: the first's live log, so a change it reported saved
/// was in no file anyone else reads.
final class TwoReelsRestoreTests: XCTestCase {
  func testTheSecondReelFollowingTheFileLeavesTheFirstsLogAlone() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    let first = try SQLiteWatchlistStore(url: url)
    let second = try SQLiteWatchlistStore(url: url)
    try first.add(MovieSummary(id: 1, title: "Film 1"), note: nil)
    XCTAssertEqual(try second.ids(), [1])
    let other = folder.appendingPathComponent("restored.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: other)
      try store.add(MovieSummary(id: 2, title: "Film 2"), note: nil)
      _ = try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      try store.pool.close()
    }
    for suffix in ["-wal", "-shm"] { unlink(other.path + suffix) }
    XCTAssertEqual(rename(other.path, url.path), 0)

    try first.add(MovieSummary(id: 3, title: "Film 3"), note: nil)
    XCTAssertEqual(try second.ids(), [2, 3], "the second Reel reads what the first saved")
    try second.add(MovieSummary(id: 4, title: "Film 4"), note: nil)
    XCTAssertEqual(try first.ids(), [2, 3, 4])
    XCTAssertEqual(try SQLiteWatchlistStore(url: url).ids(), [2, 3, 4], "as the next start reads")
  }
}
