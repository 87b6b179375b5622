import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

final class DamageAndMigrationTests: XCTestCase {
  private func asideFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.contains(".damaged-") }.sorted()
  }

  /// Garbage may be anything of the user's: it is refused with instructions, never renamed.
  func testGarbageIsRefusedAndLeftUntouched() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
    try garbage.write(to: url)
    try Data("not a wal either".utf8).write(to: URL(fileURLWithPath: url.path + "-wal"))

    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      XCTAssertTrue("\(error)".contains("move it away"), "\(error)")
    }
    XCTAssertEqual(try asideFiles(in: folder), [])
    XCTAssertEqual(try Data(contentsOf: url), garbage, "the file is kept byte for byte")
    XCTAssertEqual(
      try Data(contentsOf: URL(fileURLWithPath: url.path + "-wal")),
      Data("not a wal either".utf8))
  }

  func testCorruptPagesFailTheCheckAndAreMovedAside() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      for id in 1...300 {
        try store.add(MovieSummary(id: id, title: String(repeating: "x", count: 200)), note: nil)
      }
      try store.pool.writeWithoutTransaction { db in
        _ = try db.checkpoint(.truncate)
      }
      try store.pool.close()
    }
    // Keep the header (a valid SQLite file) but scribble over pages in the middle.
    var bytes = try Data(contentsOf: url)
    XCTAssertGreaterThan(bytes.count, 8 * 4096)
    for offset in stride(from: 4096, to: 8 * 4096, by: 1) { bytes[offset] = 0xA5 }
    try bytes.write(to: url)

    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertNotNil(store.notice)
    XCTAssertEqual(try store.ids(), [])
    XCTAssertEqual(
      try asideFiles(in: folder).filter {
        $0.hasSuffix("-wal") == false && $0.hasSuffix("-shm") == false
      }.count, 1)
  }

  func testADatabaseFromANewerReelIsRefusedAndLeftAlone() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.add(MovieSummary(id: 7, title: "Kept"), note: nil)
      try store.pool.write { db in
        try db.execute(
          sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')")
      }
      try store.pool.close()
    }
    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      let message = (error as? LibraryError)?.message ?? ""
      XCTAssertTrue(message.contains("newer version of Reel"), message)
    }
    XCTAssertEqual(try asideFiles(in: folder), [])
    let rows = try DatabaseQueue(path: url.path).read { db in
      try Int.fetchAll(db, sql: "SELECT movie_id FROM watchlist")
    }
    XCTAssertEqual(rows, [7])
  }

  func testAnEmptyFileIsANewDatabaseNotADamagedOne() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    try Data().write(to: url)
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertNil(store.notice)
    XCTAssertEqual(try store.appliedMigrations(), ["v1", "v2-added-index", "v3-order-indexes"])
    XCTAssertEqual(try asideFiles(in: folder), [])
  }

  func testSomethingThatIsNotAFileIsRefused() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      XCTAssertTrue("\(error)".contains("is a folder"), "\(error)")
    }
    XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
  }

  func testUnreadableFileIsRefusedNotMoved() throws {
    guard getuid() != 0 else { throw XCTSkip("root can read any file") }
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    try Data("whatever".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      XCTAssertTrue("\(error)".contains("cannot be read"), "\(error)")
    }
    XCTAssertEqual(try asideFiles(in: folder), [])
  }

  /// A file as the first release wrote it (only migration "v1"), made by hand with raw SQL.
  func testMigratesAV1FileKeepingItsData() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('v1');
          CREATE TABLE watchlist (
            movie_id INTEGER PRIMARY KEY NOT NULL CHECK (movie_id > 0),
            title TEXT NOT NULL, original_title TEXT, year INTEGER, poster_path TEXT,
            vote_average REAL, added_at TEXT NOT NULL, note TEXT);
          INSERT INTO watchlist VALUES
            (603, 'The Matrix', 'The Matrix', 1999, '/m.jpg', 8.2, '2020-02-02T10:00:00.000Z', 'rewatch'),
            (78, 'Blade Runner', NULL, 1982, NULL, NULL, '2021-03-03T11:00:00.000Z', NULL);
          """)
    }
    try queue.close()

    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertNil(store.notice)
    XCTAssertEqual(try store.appliedMigrations(), ["v1", "v2-added-index", "v3-order-indexes"])
    let indexes = try store.pool.read { db in try db.indexes(on: "watchlist").map(\.name) }
    XCTAssertTrue(indexes.contains("watchlist_by_added_at"), "\(indexes)")
    let entries = try store.entries(sortedBy: .added)
    XCTAssertEqual(entries.map(\.movieID), [78, 603])
    XCTAssertEqual(entries[1].note, "rewatch")
    XCTAssertEqual(entries[1].addedAt, ISODate.date(from: "2020-02-02T10:00:00Z"))
    XCTAssertEqual(entries[0].voteAverage, nil)
    XCTAssertTrue(try store.checkIntegrity())
  }
}
