import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// The windowed reads the watchlist view uses on long lists.
final class WatchlistWindowTests: XCTestCase {
  private func filledStore() throws -> SQLiteWatchlistStore {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    let titles = ["beta", "Alpha", "gamma", "alpha", "Delta", "epsilon", "Zeta", "eta"]
    try store.merge(
      titles.enumerated().map { index, title in
        WatchlistEntry(
          movieID: index + 1, title: title, year: index % 3 == 0 ? nil : 1990 + index % 4,
          voteAverage: index % 4 == 0 ? nil : Double(index % 3),
          addedAt: Date(
            timeIntervalSince1970: 1_700_000_000 + Double(index % 5)))
      })
    return store
  }

  func testWindowsAreSlicesOfTheWholeOrder() throws {
    let store = try filledStore()
    XCTAssertEqual(try store.count(), 8)
    for sort in WatchlistSort.allCases {
      let all = try store.entries(sortedBy: sort)
      XCTAssertEqual(all.count, 8)
      var pieced: [WatchlistEntry] = []
      for offset in stride(from: 0, to: 8, by: 3) {
        pieced += try store.entries(sortedBy: sort, offset: offset, limit: 3)
      }
      XCTAssertEqual(pieced, all, "\(sort)")
      XCTAssertEqual(try store.entries(sortedBy: sort, offset: 7, limit: 5).count, 1)
      XCTAssertEqual(try store.entries(sortedBy: sort, offset: 9, limit: 5), [])
    }
    XCTAssertEqual(
      try store.entries(sortedBy: .title).map(\.title),
      ["Alpha", "alpha", "beta", "Delta", "epsilon", "eta", "gamma", "Zeta"])
  }

  func testEveryOrderWalksAnIndexInsteadOfSortingTheTable() throws {
    let store = try filledStore()
    for sort in WatchlistSort.allCases {
      let plan = try store.pool.read { db in
        try Row.fetchAll(
          db,
          sql: "EXPLAIN QUERY PLAN SELECT * FROM watchlist ORDER BY "
            + SQLiteWatchlistStore.orderBy(sort) + " LIMIT 50 OFFSET 10"
        ).map { $0["detail"] as String }.joined(separator: "; ")
      }
      XCTAssertFalse(plan.contains("TEMP B-TREE"), "\(sort): \(plan)")
      XCTAssertTrue(plan.contains("INDEX"), "\(sort): \(plan)")
    }
  }

  func testIDsAmongAPageOfResults() throws {
    let store = try filledStore()
    XCTAssertEqual(try store.ids(among: [1, 3, 99, 8]), [1, 3, 8])
    XCTAssertEqual(try store.ids(among: Array(0..<2_000)), Set(1...8))
    XCTAssertEqual(try store.ids(among: []), [])
  }

  func testDataVersionChangesWhenAnotherConnectionWrites() throws {
    let store = try filledStore()
    let before = try store.dataVersion()
    try store.add(MovieSummary(id: 100, title: "Mine"), note: nil)
    XCTAssertEqual(try store.dataVersion(), before, "our own change is already known")
    let other = try SQLiteWatchlistStore(url: store.url)
    try other.add(MovieSummary(id: 101, title: "Theirs"), note: nil)
    XCTAssertNotEqual(try store.dataVersion(), before)
  }

  /// The browser reads through a store it may not write: it must still see others' changes.
  func testAReadOnlyStoreAlsoSeesOtherWriters() throws {
    let store = try filledStore()
    let reader = try SQLiteWatchlistStore(url: store.url, access: .readOnly)
    XCTAssertTrue(reader.isReadOnly)
    let before = try reader.dataVersion()
    try store.add(MovieSummary(id: 200, title: "New"), note: nil)
    XCTAssertNotEqual(try reader.dataVersion(), before)
    XCTAssertEqual(try reader.count(), 9)
    XCTAssertThrowsError(try reader.remove(movieID: 200))
  }

  /// The watchlist screen's read: count, where a movie stands and the window around it, in
  /// every order; windows in the second half are read from the other end and must still come
  /// out in order. The in-memory store (replay) must answer the same.
  func testWindowsCentreOnAMovieAndAgreeWithTheWholeOrder() throws {
    let store = try filledStore()
    let memory = MemoryWatchlistStore()
    try memory.merge(try store.entries(sortedBy: .added))
    for sort in WatchlistSort.allCases {
      let all = try store.entries(sortedBy: sort)
      for (position, entry) in all.enumerated() {
        XCTAssertEqual(try store.position(of: entry.movieID, sortedBy: sort), position, "\(sort)")
        XCTAssertEqual(try memory.position(of: entry.movieID, sortedBy: sort), position, "\(sort)")
      }
      XCTAssertNil(try store.position(of: 999, sortedBy: sort))
      for offset in 0...8 {
        let window = try store.window(sortedBy: sort, offset: offset, limit: 3, around: nil)
        let start = max(min(offset, 8 - 3), 0)
        XCTAssertEqual(
          window,
          WatchlistStoreWindow(count: 8, offset: start, entries: Array(all[start..<start + 3])),
          "\(sort) from \(offset)")
        XCTAssertEqual(
          try memory.window(sortedBy: sort, offset: offset, limit: 3, around: nil), window)
      }
      // Centred on the movie at position 5: positions 4, 5, 6, and it says where it found it.
      let centred = try store.window(
        sortedBy: sort, offset: 0, limit: 3, around: all[5].movieID)
      XCTAssertEqual(
        centred,
        WatchlistStoreWindow(count: 8, offset: 4, entries: Array(all[4..<7]), found: 5), "\(sort)")
      // A movie no longer there: the offset asked for is used.
      XCTAssertEqual(
        try store.window(sortedBy: sort, offset: 2, limit: 3, around: 999),
        WatchlistStoreWindow(count: 8, offset: 2, entries: Array(all[2..<5])))
    }
    // A count the caller knows is taken as it is: no count of every row.
    XCTAssertEqual(
      try store.window(sortedBy: .added, offset: 5, limit: 3, around: nil, knownCount: 8),
      try store.window(sortedBy: .added, offset: 5, limit: 3, around: nil))
    XCTAssertEqual(
      try store.window(sortedBy: .title, offset: 0, limit: 0, around: nil),
      WatchlistStoreWindow(count: 8, offset: 0, entries: []))
  }

  /// The position query counts over the order's index; the far-end read walks it backwards.
  func testPositionAndTheFarEndUseTheIndexes() throws {
    let store = try filledStore()
    for sort in WatchlistSort.allCases {
      let plan = try store.pool.read { db in
        try Row.fetchAll(
          db,
          sql: "EXPLAIN QUERY PLAN SELECT * FROM watchlist ORDER BY "
            + SQLiteWatchlistStore.orderBy(sort, reversed: true) + " LIMIT 50 OFFSET 10"
        ).map { $0["detail"] as String }.joined(separator: "; ")
      }
      XCTAssertFalse(plan.contains("TEMP B-TREE"), "\(sort): \(plan)")
    }
  }
}
