import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// Every read of the list in date-added order says the same order: the whole list
/// (`reel watchlist`, its export), pages, windows read from either end (the browser) and the
/// position of a film (the keyset the browser keeps its place by). A film listed in two places,
/// or in none, is a silently wrong result.
final class AddedOrderAgreementTests: XCTestCase {
  private let base = Date(timeIntervalSince1970: 1_700_000_000)

  /// Dated films, then what another program may write: no date at all, and texts that start
  /// like a date but are none.
  private let scribbles: [(Int, String)] = [
    (3, "2023-11-20T00:00:00.000Z-ish"), (5, "2023-13-45T99:99:99Z"), (6, "2023-"),
    (8, "yesterday"), (10, ""), (11, "2023-11-19"),
  ]

  private func scribbledFile() throws -> URL {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.merge(
        (1...12).map {
          WatchlistEntry(movieID: $0, title: "Film \($0)", addedAt: base + Double($0) * 3_600)
        })
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      for (id, value) in scribbles {
        try db.execute(
          sql: "UPDATE watchlist SET added_at = ? WHERE movie_id = ?", arguments: [value, id])
      }
    }
    try queue.close()
    return url
  }

  private func assertEveryReadAgrees(_ store: SQLiteWatchlistStore, _ label: String) throws {
    let whole = try store.entries(sortedBy: .added).map(\.movieID)
    XCTAssertEqual(Set(whole).count, whole.count, label)
    for size in 1...5 {
      for offset in 0..<whole.count {
        let window = try store.window(
          sortedBy: .added, offset: offset, limit: size, around: nil, knownCount: nil)
        XCTAssertEqual(
          window.entries.map(\.movieID),
          Array(whole[window.offset..<min(window.offset + size, whole.count)]),
          "\(label): window of \(size) at \(offset)")
      }
    }
    for (index, id) in whole.enumerated() {
      XCTAssertEqual(try store.position(of: id, sortedBy: .added), index, "\(label): film \(id)")
    }
  }

  func testEveryReadAgreesOnAFileOpenedToWrite() throws {
    let url = try scribbledFile()
    let store = try SQLiteWatchlistStore(url: url)
    try assertEveryReadAgrees(store, "opened")
    // Removed and added again: dated now, first; still one order everywhere.
    try store.remove(movieID: 5)
    try assertEveryReadAgrees(store, "removed")
    try store.add(MovieSummary(id: 5, title: "Film 5"), note: nil)
    try assertEveryReadAgrees(store, "re-added")
  }

  /// A date kept as bytes (a blob) reads as that date; bytes sort after every text, so it was
  /// listed first, newest first, whatever its date. It takes its place among the dates.
  func testADateKeptAsBytesIsListedAmongTheDates() throws {
    let url = try scribbledFile()
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: "UPDATE watchlist SET added_at = ? WHERE movie_id = 12",
        arguments: [Data(ISODate.string(from: base + 1.5 * 3_600).utf8)])
    }
    try queue.close()
    let store = try SQLiteWatchlistStore(url: url)
    let whole = try store.entries(sortedBy: .added).map(\.movieID)
    XCTAssertEqual(
      Array(whole.suffix(whole.count - whole.firstIndex(of: 2)!).prefix(3)), [2, 12, 1])
    XCTAssertEqual(try store.entry(movieID: 12)?.addedAt, base + 1.5 * 3_600)
    try assertEveryReadAgrees(store, "bytes")
  }

  /// `reel watchlist` opens the file read-only, where nothing is rewritten: it lists the
  /// films in the order the browser shows once the file is opened to write.
  func testAFileOpenedReadOnlyListsTheOrderOfTheFileOpenedToWrite() throws {
    let url = try scribbledFile()
    let copy = url.deletingLastPathComponent().appendingPathComponent("copy.sqlite")
    try FileManager.default.copyItem(at: url, to: copy)
    let readOnly = try SQLiteWatchlistStore(url: url, access: .readOnly)
    let written = try SQLiteWatchlistStore(url: copy)
    XCTAssertEqual(
      try readOnly.entries(sortedBy: .added).map(\.movieID),
      try written.entries(sortedBy: .added).map(\.movieID))
    XCTAssertEqual(
      try readOnly.entries(sortedBy: .added).map(\.addedAt),
      try written.entries(sortedBy: .added).map(\.addedAt))
  }
}
