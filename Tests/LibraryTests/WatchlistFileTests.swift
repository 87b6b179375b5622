import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// What is found where the watchlist should be, and who else is using it.
final class WatchlistFileTests: XCTestCase {
  private func databaseURL() throws -> URL {
    try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
  }

  func testAFIFOIsRefusedInsteadOfHangingTheStart() throws {
    let url = try databaseURL()
    XCTAssertEqual(mkfifo(url.path, 0o600), 0)
    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      XCTAssertTrue("\(error)".contains("is a named pipe (FIFO), not a file"), "\(error)")
    }
  }

  func testAMistypedFolderIsReportedNotCreated() throws {
    let root = try makeTemporaryFolder(self)
    let path = root.appendingPathComponent("nonexistent/dir/x.sqlite").path
    XCTAssertThrowsError(try SQLiteWatchlistStore(environment: ["REEL_WATCHLIST_DB": path])) {
      error in
      XCTAssertTrue("\(error)".contains("does not exist"), "\(error)")
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("nonexistent").path))
  }

  func testAFileThatIsNotADatabaseIsRefusedAndLeftAlone() throws {
    let url = try databaseURL()
    let text = Data("my notes, not a database\n".utf8) + Data(repeating: 0x41, count: 4096)
    try text.write(to: url)
    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("is not an SQLite database"), message)
      XCTAssertTrue(message.contains("mv \(url.path) \(url.path).old"), message)
    }
    XCTAssertEqual(try Data(contentsOf: url), text)
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    XCTAssertEqual(siblings, ["library.sqlite"], "nothing renamed, nothing created")
  }

  func testAnotherProgramsDatabaseIsNotTakenOver() throws {
    let url = try databaseURL()
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in try db.execute(sql: "CREATE TABLE photos (id INTEGER)") }
    try queue.close()
    XCTAssertThrowsError(try SQLiteWatchlistStore(url: url)) { error in
      XCTAssertTrue("\(error)".contains("another program's SQLite database"), "\(error)")
    }
    let tables = try DatabaseQueue(path: url.path).read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    XCTAssertEqual(tables, ["photos"])
  }

  func testTheFolderLockIsWaitedForBoundedlyAndNamed() throws {
    let url = try databaseURL()
    let folder = url.deletingLastPathComponent().path
    // flock belongs to an open file: a second descriptor in this process is another holder.
    let holder = open(folder, O_RDONLY)
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    defer { close(holder) }
    XCTAssertThrowsError(
      try DatabaseFile.withFolderLock(for: url, file: .watchlist, timeout: 0.2) {
        () throws(LibraryError) in XCTFail("must not run while another holds the lock")
      }
    ) { error in
      let message = "\(error)"
      XCTAssertTrue(message.contains("waiting for another program"), message)
      XCTAssertTrue(message.contains(url.path), message)
    }
  }

  func testNULIsDroppedOnTheWayInNotCuttingTheRest() throws {
    let store = try SQLiteWatchlistStore(url: try databaseURL())
    try store.add(MovieSummary(id: 5, title: "Before\0After"), note: "one\0two")
    let entry = try XCTUnwrap(try store.entry(movieID: 5))
    XCTAssertEqual(entry.title, "BeforeAfter")
    XCTAssertEqual(entry.note, "onetwo")
    try store.merge([
      WatchlistEntry(movieID: 6, title: "Im\0port", addedAt: Date(), note: "n\0ote")
    ])
    XCTAssertEqual(try store.entry(movieID: 6)?.title, "Import")
    XCTAssertEqual(try store.entry(movieID: 6)?.note, "note")
  }

  /// A writer holding `BEGIN EXCLUSIVE` (WAL) blocks other writers, never readers: the list
  /// opens and reads, and a change is refused in plain words.
  func testReadersWorkUnderAnotherProcesssWriteTransaction() throws {
    let url = try databaseURL()
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.add(MovieSummary(id: 603, title: "The Matrix"), note: nil)
    }
    let sqlite = URL(fileURLWithPath: "/usr/bin/sqlite3")
    guard FileManager.default.isExecutableFile(atPath: sqlite.path) else {
      throw XCTSkip("needs the sqlite3 tool")
    }
    let process = Process()
    process.executableURL = sqlite
    process.arguments = [url.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try input.fileHandleForWriting.write(
      contentsOf: Data(
        "BEGIN EXCLUSIVE;\nINSERT INTO watchlist VALUES (1, 'x', NULL, NULL, NULL, NULL, '2020-01-01T00:00:00.000Z', NULL);\nSELECT 'locked';\n"
          .utf8))
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("locked") {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      seen += chunk
    }
    defer {
      try? input.fileHandleForWriting.write(contentsOf: Data("ROLLBACK;\n.quit\n".utf8))
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(try store.entries(sortedBy: .added).map(\.movieID), [603])
    let reader = try SQLiteWatchlistStore(url: url, access: .readOnly)
    XCTAssertEqual(try reader.count(), 1)
    XCTAssertThrowsError(try store.add(MovieSummary(id: 78, title: "Blade Runner"), note: nil)) {
      error in
      XCTAssertEqual(
        "\(error)",
        "the watchlist is busy (another program is writing to it); nothing was saved")
    }
  }

  func testAReadOnlyFileIsListedAndLeavesNoCompanionsBehind() throws {
    guard getuid() != 0 else { throw XCTSkip("root can write any file") }
    let url = try databaseURL()
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.add(MovieSummary(id: 603, title: "The Matrix"), note: nil)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    do {
      let store = try SQLiteWatchlistStore(url: url)
      XCTAssertTrue(store.isReadOnly)
      XCTAssertNotNil(store.notice)
      XCTAssertEqual(try store.ids(), [603])
      XCTAssertThrowsError(try store.remove(movieID: 603)) { error in
        XCTAssertTrue("\(error)".contains("is read-only; nothing was saved"), "\(error)")
      }
    }
    let siblings = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    XCTAssertEqual(siblings, ["library.sqlite"])
  }
}
