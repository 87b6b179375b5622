import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// review47: a running Reel kept the database it opened, by its open descriptor. When the file
/// at the path was replaced (a backup restored with `mv`, a sync tool's rename) or removed,
/// `w` said "Added … to the watchlist." and wrote into the old file nobody would read again:
/// `reel watchlist list` and the next start never saw it, and the browser kept showing the old
/// list. The store follows the file at its path.
final class ReplacedDatabaseFileTests: XCTestCase {
  private func movie(_ id: Int) -> MovieSummary {
    MovieSummary(id: id, title: "Film \(id)")
  }

  /// Makes a second database holding `ids` and renames it over `url`, its companions
  /// removed, as a restore of the set (or a sync tool) does. (Renaming the file alone over one
  /// in use leaves the old `-wal` beside it, which SQLite reads into whatever file is there:
  /// the old changes over the restored file, for every program. No program can help that.)
  private func replace(_ url: URL, withOneHolding ids: [Int]) throws {
    let other = url.deletingLastPathComponent().appendingPathComponent("restored.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: other)
      for id in ids { try store.add(movie(id), note: nil) }
      _ = try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      try store.pool.close()
    }
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: other.path + suffix)
    }
    XCTAssertEqual(rename(other.path, url.path), 0)
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: url.path + suffix)
    }
  }

  func testAChangeAfterTheFileWasReplacedLandsInTheFileThereNow() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let running = try SQLiteWatchlistStore(url: url)
    try running.add(movie(1), note: nil)
    let versionBefore = try running.dataVersion()

    try replace(url, withOneHolding: [2])

    XCTAssertNotEqual(
      try running.dataVersion(), versionBefore, "the browser reads its window again")
    XCTAssertEqual(try running.ids(), [2], "the list shown is the file's")
    try running.add(movie(3), note: nil)
    XCTAssertEqual(try SQLiteWatchlistStore(url: url).ids(), [2, 3], "what was reported is saved")
  }

  func testAChangeAfterTheFileWasRemovedStartsTheFileAgain() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let running = try SQLiteWatchlistStore(url: url)
    try running.add(movie(1), note: nil)
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.removeItem(atPath: url.path + suffix)
    }
    try running.add(movie(4), note: nil)
    XCTAssertEqual(try SQLiteWatchlistStore(url: url).ids(), [4], "as the next start would")
  }
}

/// review47: a restore that renames only `library.sqlite` over the one Reel has open leaves the
/// old file's `-wal` (and `-shm`) beside the new file; read into it, they put the old changes
/// back over the restored list.
final class ReplacedDatabaseFileAloneTests: XCTestCase {
  func testTheOldFilesLeftoversAreNotReadIntoTheRestoredOne() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let running = try SQLiteWatchlistStore(url: url)
    try running.add(MovieSummary(id: 1, title: "Film 1"), note: nil)
    let other = url.deletingLastPathComponent().appendingPathComponent("restored.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: other)
      try store.add(MovieSummary(id: 2, title: "Film 2"), note: nil)
      _ = try store.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
      try store.pool.close()
    }
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: other.path + suffix)
    }
    XCTAssertEqual(rename(other.path, url.path), 0)

    XCTAssertEqual(try running.ids(), [2], "the list shown is the restored file's")
    try running.add(MovieSummary(id: 3, title: "Film 3"), note: nil)
    XCTAssertEqual(try SQLiteWatchlistStore(url: url).ids(), [2, 3])
  }
}
