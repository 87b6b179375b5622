import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// review48: the watchlist file replaced while Reel runs by something that is no watchlist
/// (a folder, a FIFO, a link to a device, another program's SQLite database): a change is
/// refused in words, never hangs, never writes into the other program's file, and the store
/// works again once a watchlist is back at the path.
final class ReplacedByOddFileTests: XCTestCase {
  private func running(_ url: URL) throws -> SQLiteWatchlistStore {
    let store = try SQLiteWatchlistStore(url: url)
    try store.add(MovieSummary(id: 1, title: "Film 1"), note: nil)
    for suffix in ["", "-wal", "-shm"] { unlink(url.path + suffix) }
    return store
  }

  func testAFolderFIFOOrDeviceAtThePathIsRefusedAndLeftAlone() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    let odd: [(String, () throws -> Void)] = [
      (
        "folder",
        { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false) }
      ),
      ("fifo", { XCTAssertEqual(mkfifo(url.path, 0o600), 0) }),
      (
        "device",
        {
          try FileManager.default.createSymbolicLink(
            atPath: url.path, withDestinationPath: "/dev/null")
        }
      ),
    ]
    for (name, make) in odd {
      let store = try running(url)
      try make()
      XCTAssertThrowsError(try store.add(MovieSummary(id: 2, title: "Film 2"), note: nil), name)
      XCTAssertThrowsError(try store.ids(), name)
      try? FileManager.default.removeItem(at: url)
      XCTAssertFalse(FileManager.default.fileExists(atPath: url.path + "-wal"), name)
      try store.add(MovieSummary(id: 3, title: "Film 3"), note: nil)
      XCTAssertEqual(try store.ids(), [3], name + ": a new file, as the next start makes")
      try store.pool.close()
      for suffix in ["", "-wal", "-shm"] { unlink(url.path + suffix) }
    }
  }

  func testAnotherProgramsDatabaseAtThePathIsNotWrittenInto() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    let store = try running(url)
    let other = try DatabaseQueue(path: url.path)
    try other.write { db in
      try db.execute(sql: "CREATE TABLE notes(x TEXT); INSERT INTO notes VALUES ('mine')")
    }
    try other.close()
    XCTAssertThrowsError(try store.add(MovieSummary(id: 2, title: "Film 2"), note: nil))
    let tables = try DatabaseQueue(path: url.path).read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    XCTAssertEqual(tables, ["notes"], "the other program's file is left as it was")
  }
}
