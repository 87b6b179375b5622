import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// review48: the watchlist path a link (dotfiles kept elsewhere, a synced folder linked in).
/// SQLite keeps the log beside the file the link names, not beside the link, so review47's
/// check of `library.sqlite-wal` found none: a backup renamed over the linked-to file had the
/// old file's `-wal` read back over it, and the restored list showed the old changes.
final class LinkedDatabaseFileTests: XCTestCase {
  func testTheOldLogBesideTheLinkedFileIsNotReadIntoTheRestoredOne() throws {
    let folder = try makeTemporaryFolder(self)
    let real = folder.appendingPathComponent("kept/library.sqlite")
    try FileManager.default.createDirectory(
      at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("library.sqlite")
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: real.path)
    let running = try SQLiteWatchlistStore(url: url)
    try running.add(MovieSummary(id: 1, title: "Film 1"), note: nil)
    let other = folder.appendingPathComponent("restored.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: other)
      try store.add(MovieSummary(id: 2, title: "Film 2"), note: nil)
      _ = try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      try store.pool.close()
    }
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: other.path + suffix)
    }
    XCTAssertEqual(rename(other.path, real.path), 0)

    XCTAssertEqual(try running.ids(), [2], "the list shown is the restored file's")
    try running.add(MovieSummary(id: 3, title: "Film 3"), note: nil)
    XCTAssertEqual(try SQLiteWatchlistStore(url: url).ids(), [2, 3])
  }
}
