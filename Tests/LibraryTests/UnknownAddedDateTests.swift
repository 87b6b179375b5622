import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// A watchlist row whose `added_at` is not a date (written into the file by another program:
/// '', 'yesterday', a number, bytes) was read as 1970 and listed first, newest first. Its date
/// is unknown: listed after every known date, in every read of the list, and the film is still
/// listed, removed and exported.
final class UnknownAddedDateTests: XCTestCase {
  private let base = Date(timeIntervalSince1970: 1_700_000_000)

  /// Films 1 to 9 with known dates (film n added n days in), then some of them made unknown
  /// with plain SQL, as the sqlite3 tool would.
  private func scribbledStore() throws -> (SQLiteWatchlistStore, URL) {
    let url = try scribbledFile()
    return (try SQLiteWatchlistStore(url: url), url)
  }

  private func scribbledFile() throws -> URL {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.merge(
        (1...9).map {
          WatchlistEntry(movieID: $0, title: "Film \($0)", addedAt: base + Double($0) * 86_400)
        })
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: """
          UPDATE watchlist SET added_at = '' WHERE movie_id = 2;
          UPDATE watchlist SET added_at = 'yesterday' WHERE movie_id = 4;
          UPDATE watchlist SET added_at = 1700000000 WHERE movie_id = 5;
          UPDATE watchlist SET added_at = '5' WHERE movie_id = 6;
          UPDATE watchlist SET added_at = X'7A7A' WHERE movie_id = 8;
          UPDATE watchlist SET added_at = ' 2024' WHERE movie_id = 9;
          """)
    }
    try queue.close()
    return url
  }

  /// Known dates newest first, then the unknown ones (by id, as ties are).
  private let expectedOrder = [7, 3, 1, 9, 8, 6, 5, 4, 2]

  func testUnknownDatesAreReadAsUnknownAndListedLast() throws {
    let (store, _) = try scribbledStore()
    let all = try store.entries(sortedBy: .added)
    XCTAssertEqual(all.map(\.movieID), expectedOrder)
    XCTAssertEqual(
      all.map { entry -> Bool in entry.addedAt == nil },
      [false, false, false] + Array(repeating: true, count: 6))
    XCTAssertEqual(try store.entry(movieID: 7)?.addedAt, base + 7 * 86_400)
    // The same order from the store kept in memory.
    let memory = MemoryWatchlistStore()
    try memory.merge(all.shuffled())
    XCTAssertEqual(try memory.entries(sortedBy: .added).map(\.movieID), expectedOrder)
  }

  /// A number after every date of the list's years ('20240501' sorts after '2023-…') and one
  /// before them are found too, not only values outside the digits.
  func testNumbersAmongTheDatesAreFound() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.merge(
        (1...4).map {
          WatchlistEntry(movieID: $0, title: "Film \($0)", addedAt: base + Double($0) * 86_400)
        })
      try store.pool.close()
    }
    for (id, value, last) in [(2, "20240501", [2]), (3, "1700000000", [3, 2])] {
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in
        try db.execute(
          sql: "UPDATE watchlist SET added_at = ? WHERE movie_id = ?", arguments: [value, id])
      }
      try queue.close()
      let store = try SQLiteWatchlistStore(url: url)
      let order = try store.entries(sortedBy: .added, offset: 0, limit: 10).map(\.movieID)
      XCTAssertEqual(Array(order.suffix(last.count)), last, value)
      try store.pool.close()
    }
  }

  /// `reel watchlist` and its export open the file read-only: nothing is rewritten there, and
  /// the whole list still has the unknown dates last.
  func testAFileOpenedReadOnlyListsUnknownDatesLast() throws {
    let url = try scribbledFile()
    let store = try SQLiteWatchlistStore(url: url, access: .readOnly)
    XCTAssertEqual(try store.entries(sortedBy: .added).map(\.movieID), expectedOrder)
    XCTAssertNil(try store.entry(movieID: 4)?.addedAt)
    try store.pool.close()
    let queue = try DatabaseQueue(path: url.path)
    let written = try queue.read { db in
      try String.fetchOne(db, sql: "SELECT added_at FROM watchlist WHERE movie_id = 4")
    }
    XCTAssertEqual(written, "yesterday", "a file opened read-only is left as it is")
  }

  /// Pages of two: known and unknown dates meet inside a page and on a page boundary; every
  /// film comes exactly once, in the whole order, whichever end a window is read from.
  func testPagesGiveEachFilmOnceAcrossTheUnknownBoundary() throws {
    let (store, _) = try scribbledStore()
    for size in 1...4 {
      var pieced: [Int] = []
      for offset in stride(from: 0, to: expectedOrder.count, by: size) {
        pieced += try store.entries(sortedBy: .added, offset: offset, limit: size).map(\.movieID)
        let window = try store.window(
          sortedBy: .added, offset: offset, limit: size, around: nil, knownCount: nil)
        XCTAssertEqual(
          window.entries.map(\.movieID),
          Array(expectedOrder[window.offset..<min(window.offset + size, expectedOrder.count)]),
          "window of \(size) at \(offset)")
      }
      XCTAssertEqual(pieced, expectedOrder, "pages of \(size)")
    }
    for (index, id) in expectedOrder.enumerated() {
      XCTAssertEqual(try store.position(of: id, sortedBy: .added), index, "film \(id)")
    }
  }

  func testAFilmOfUnknownDateIsRemovedReaddedAndExported() throws {
    let (store, url) = try scribbledStore()
    // Adding it again keeps its (unknown) date, as it keeps a known one.
    try store.add(MovieSummary(id: 4, title: "Film 4"), note: "seen")
    XCTAssertNil(try store.entry(movieID: 4)?.addedAt)
    XCTAssertEqual(try store.entries(sortedBy: .added).map(\.movieID), expectedOrder)
    // Exported as null and read back unknown.
    let document = WatchlistDocument(
      exportedAt: base, entries: try store.entries(sortedBy: .added))
    let read = try WatchlistDocument.decode(document.encoded(), now: base)
    XCTAssertEqual(read.entries.map(\.movieID), expectedOrder)
    XCTAssertEqual(read.entries.filter { $0.addedAt == nil }.count, 6)
    // Merged with a known date, the known one wins.
    try store.merge([WatchlistEntry(movieID: 4, title: "Film 4", addedAt: base)])
    XCTAssertEqual(try store.entry(movieID: 4)?.addedAt, base)
    try store.remove(movieID: 2)
    XCTAssertNil(try store.entry(movieID: 2))
    try store.pool.close()
    // What the file holds now: '' for every unknown date, which its index puts last.
    let queue = try DatabaseQueue(path: url.path)
    let unknown = try queue.read { db in
      try Int.fetchAll(db, sql: "SELECT movie_id FROM watchlist WHERE added_at = '' ORDER BY 1")
    }
    XCTAssertEqual(unknown, [5, 6, 8, 9])
  }
}
