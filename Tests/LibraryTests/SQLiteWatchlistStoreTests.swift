import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

final class SQLiteWatchlistStoreTests: XCTestCase {
  private func movie(_ id: Int, _ title: String, year: Int? = nil, rating: Double? = nil)
    -> MovieSummary
  {
    MovieSummary(
      id: id, title: title, originalTitle: "\(title) (original)", posterPath: "/p\(id).jpg",
      releaseDate: year.map { "\($0)-06-01" }, voteAverage: rating)
  }

  /// A clock the test moves by hand.
  private final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_700_000_000)
    func now() -> Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
  }

  func testAddListRemoveAndReopen() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let clock = Clock()
    let store = try SQLiteWatchlistStore(url: url, now: clock.now)
    XCTAssertNil(store.notice)
    XCTAssertEqual(try store.ids(), [])
    try store.add(movie(603, "The Matrix", year: 1999, rating: 8.2), note: "with Sam")
    clock.advance(60)
    try store.add(movie(78, "Blade Runner", year: 1982, rating: 7.9), note: nil)
    XCTAssertEqual(try store.ids(), [603, 78])
    let matrix = try XCTUnwrap(try store.entry(movieID: 603))
    XCTAssertEqual(
      matrix,
      WatchlistEntry(
        movieID: 603, title: "The Matrix", originalTitle: "The Matrix (original)", year: 1999,
        posterPath: "/p603.jpg", voteAverage: 8.2,
        addedAt: Date(timeIntervalSince1970: 1_700_000_000),
        note: "with Sam"))
    XCTAssertNil(try store.entry(movieID: 1))

    try store.remove(movieID: 603)
    try store.remove(movieID: 603)  // harmless
    let reopened = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(try reopened.ids(), [78])
    XCTAssertTrue(try reopened.checkIntegrity())
  }

  func testAddingTwiceKeepsTheDateAndRefreshesTheData() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let clock = Clock()
    let store = try SQLiteWatchlistStore(url: url, now: clock.now)
    try store.add(movie(1, "Old title", rating: 5), note: "keep me")
    let first = try XCTUnwrap(try store.entry(movieID: 1)).addedAt
    clock.advance(3600)
    try store.add(movie(1, "New title", rating: 6), note: nil)
    var entry = try XCTUnwrap(try store.entry(movieID: 1))
    XCTAssertEqual(entry.addedAt, first)
    XCTAssertEqual(entry.title, "New title")
    XCTAssertEqual(entry.voteAverage, 6)
    XCTAssertEqual(entry.note, "keep me", "adding without a note keeps the old one")
    try store.add(movie(1, "New title"), note: "replaced")
    entry = try XCTUnwrap(try store.entry(movieID: 1))
    XCTAssertEqual(entry.note, "replaced")
    XCTAssertEqual(try store.entries(sortedBy: .added).count, 1)
  }

  func testSorts() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let clock = Clock()
    let store = try SQLiteWatchlistStore(url: url, now: clock.now)
    for item in [
      movie(1, "banana", year: 2001, rating: 6), movie(2, "Apple", year: 1999, rating: 8),
      movie(3, "cherry", year: nil, rating: nil), movie(4, "apple", year: 2001, rating: 8),
    ] {
      try store.add(item, note: nil)
      clock.advance(10)
    }
    XCTAssertEqual(try store.entries(sortedBy: .added).map(\.movieID), [4, 3, 2, 1])
    XCTAssertEqual(try store.entries(sortedBy: .title).map(\.movieID), [2, 4, 1, 3])
    XCTAssertEqual(try store.entries(sortedBy: .year).map(\.movieID), [4, 1, 2, 3])
    XCTAssertEqual(try store.entries(sortedBy: .rating).map(\.movieID), [4, 2, 1, 3])
  }

  func testFileIsInWALModeWithTheCurrentSchema() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(try store.appliedMigrations(), ["v1", "v2-added-index", "v3-order-indexes"])
    let mode = try store.pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    XCTAssertEqual(mode, "wal")
    let synchronous = try store.pool.read { db in
      try Int.fetchOne(db, sql: "PRAGMA synchronous")
    }
    XCTAssertEqual(synchronous, 2, "FULL: an acknowledged change survives a power cut")
  }

  func testCreatesTheDataFolderFromXDG() throws {
    let root = try makeTemporaryFolder(self)
    let store = try SQLiteWatchlistStore(environment: [
      "XDG_DATA_HOME": root.path, "HOME": root.path,
    ])
    XCTAssertEqual(store.url.path, root.appendingPathComponent("reel/library.sqlite").path)
    XCTAssertTrue(FileManager.default.fileExists(atPath: store.url.path))
  }

  func testMergeKeepsTheEarlierDateAndTheLocalNote() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let clock = Clock()
    let store = try SQLiteWatchlistStore(url: url, now: clock.now)
    try store.add(movie(1, "Local"), note: "mine")
    try store.add(movie(2, "Local two"), note: nil)
    let early = Date(timeIntervalSince1970: 1_600_000_000)
    let late = Date(timeIntervalSince1970: 1_800_000_000)
    let incoming = [
      WatchlistEntry(movieID: 1, title: "Remote", addedAt: early, note: "theirs"),
      WatchlistEntry(movieID: 2, title: "Remote two", addedAt: late, note: "theirs too"),
      WatchlistEntry(movieID: 3, title: "New", year: 2020, addedAt: late, note: nil),
    ]
    XCTAssertEqual(try store.merge(incoming), WatchlistMergeResult(added: 1, alreadyThere: 2))
    let one = try XCTUnwrap(try store.entry(movieID: 1))
    XCTAssertEqual(one.addedAt, early)
    XCTAssertEqual(one.note, "mine")
    XCTAssertEqual(one.title, "Local")
    let two = try XCTUnwrap(try store.entry(movieID: 2))
    XCTAssertEqual(two.addedAt, clock.now())
    XCTAssertEqual(two.note, "theirs too")
    let before = try store.entries(sortedBy: .added)
    XCTAssertEqual(try store.merge(incoming), WatchlistMergeResult(added: 0, alreadyThere: 3))
    XCTAssertEqual(try store.entries(sortedBy: .added), before, "a repeated merge changes nothing")
  }
}
