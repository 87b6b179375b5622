import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// Hostile values in the watchlist file and in an import: ratings no film has, and an import
/// large enough that its cost shows.
final class WatchlistFileHostileTests: XCTestCase {
  private func film(_ id: Int, rating: Double?) -> MovieSummary {
    MovieSummary(id: id, title: "Film \(id)", voteAverage: rating)
  }

  /// A file with ratings TMDB never gives (Infinity, 1e308, below 0, written with the sqlite3
  /// tool or by an older Reel's import): each reads as unknown, and in the rating order each
  /// stands where an unknown rating stands. An infinite rating used to come first, shown
  /// without a rating; 1e308 came first shown as 10.
  func testImpossibleRatingsAreUnknownAndSortAsUnknown() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.add(film(1, rating: 7.5), note: nil)
      try store.add(film(2, rating: nil), note: "mine")
      for id in 3...5 { try store.add(film(id, rating: 5), note: nil) }
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: """
          UPDATE watchlist SET vote_average = 9e999 WHERE movie_id = 3;
          UPDATE watchlist SET vote_average = 1e308 WHERE movie_id = 4;
          UPDATE watchlist SET vote_average = -1 WHERE movie_id = 5;
          """)
    }
    try queue.close()

    // Read-only first: nothing can be repaired, yet every such rating reads as unknown.
    let reader = try SQLiteWatchlistStore(url: url, access: .readOnly)
    XCTAssertEqual(try reader.entry(movieID: 3)?.voteAverage, nil)
    XCTAssertEqual(try reader.entry(movieID: 4)?.voteAverage, nil)
    XCTAssertEqual(try reader.entry(movieID: 5)?.voteAverage, nil)
    try reader.pool.close()

    let store = try SQLiteWatchlistStore(url: url)
    let expected = [1, 5, 4, 3, 2]  // 7.5, then the unknown ones by id, newest id first
    XCTAssertEqual(try store.entries(sortedBy: .rating).map(\.movieID), expected)
    let window = try store.window(sortedBy: .rating, offset: 0, limit: 10, around: 3)
    XCTAssertEqual(window.entries.map(\.movieID), expected)
    XCTAssertEqual(window.found, 3)
    // The far end of the list is read backwards: the same order.
    let tail = try store.window(sortedBy: .rating, offset: 3, limit: 2, around: nil)
    XCTAssertEqual(tail.entries.map(\.movieID), [3, 2])
    XCTAssertEqual(try store.entries(sortedBy: .rating).map(\.voteAverage), [7.5] + [nil] * 4)
    // Nothing else in the rows changed.
    XCTAssertEqual(try store.entry(movieID: 2)?.note, "mine")
    XCTAssertEqual(try store.count(), 5)
  }

  /// Years no film has (99999, 1700, below 0, text) read as unknown and stand where an unknown
  /// year stands in the year order: text came first (SQLite sorts text above numbers), shown
  /// without a year, and 99999 came first shown as 9999.
  func testImpossibleYearsAreUnknownAndSortAsUnknown() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      for id in 1...6 {
        try store.add(
          MovieSummary(id: id, title: "Film \(id)", releaseDate: id == 1 ? "1999-01-01" : nil),
          note: nil)
      }
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      try db.execute(
        sql: """
          UPDATE watchlist SET year = 99999 WHERE movie_id = 3;
          UPDATE watchlist SET year = 'nineteen' WHERE movie_id = 4;
          UPDATE watchlist SET year = 1700 WHERE movie_id = 5;
          UPDATE watchlist SET year = -3 WHERE movie_id = 6;
          """)
    }
    try queue.close()
    let reader = try SQLiteWatchlistStore(url: url, access: .readOnly)
    XCTAssertEqual(
      try reader.entries(sortedBy: .added).map(\.year), [nil, nil, nil, nil, nil, 1999])
    try reader.pool.close()
    let store = try SQLiteWatchlistStore(url: url)
    XCTAssertEqual(try store.entries(sortedBy: .year).map(\.movieID), [1, 6, 5, 4, 3, 2])
    let window = try store.window(sortedBy: .year, offset: 0, limit: 3, around: 4)
    XCTAssertEqual(window.found, 3)
  }

  /// `u` after removing a damaged row (id 0 or below) puts it back through a merge: refused in
  /// plain words, as adding one is, not in SQLite's ("CHECK constraint failed: movie_id > 0").
  func testPuttingBackADamagedRowSaysWhyInPlainWords() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    let entry = WatchlistEntry(movieID: -7, title: "Negative", addedAt: Date(), note: "kept")
    XCTAssertThrowsError(try store.merge([entry])) { error in
      XCTAssertEqual(
        (error as? LibraryError)?.message,
        "-7 is not a TMDB movie id (the row was damaged); not saved")
    }
  }

  /// An import's rating outside TMDB's 0 to 10 is unknown, not stored as it came (1e308 was
  /// stored, shown as 10 and sorted first) and not a reason to refuse the whole backup.
  func testAnImportedImpossibleRatingIsUnknown() throws {
    let json = """
      {"format": "reel-watchlist", "version": 1, "entries": [
        {"id": 1, "title": "Huge", "vote_average": 1e308},
        {"id": 2, "title": "Below", "vote_average": -5},
        {"id": 3, "title": "Fine", "vote_average": 7.5},
        {"id": 4, "title": "Whole", "vote_average": 10}]}
      """
    let document = try WatchlistDocument.decode(Data(json.utf8))
    XCTAssertEqual(document.entries.map(\.voteAverage), [nil, nil, 7.5, 10])
  }

  /// JSON values decode to the same kinds whichever kind is tried first (text and objects come
  /// first now, for an import's speed): a number stays a number, a bool a bool, text text.
  func testJSONValuesKeepTheirKinds() throws {
    let json = """
      {"s": "1", "t": "true", "i": 1, "n": -7, "d": 1.5, "e": 1e3, "b": true, "f": false,
       "z": null, "a": [1, "x", null, {"k": [true]}], "o": {"p": {}}, "q": [], "u": ""}
      """
    let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    XCTAssertEqual(
      value,
      .object([
        "s": .string("1"), "t": .string("true"), "i": .int(1), "n": .int(-7), "d": .double(1.5),
        "e": .int(1000), "b": .bool(true), "f": .bool(false), "z": .null,
        "a": .array([.int(1), .string("x"), .null, .object(["k": .array([.bool(true)])])]),
        "o": .object(["p": .object([:])]), "q": .array([]), "u": .string(""),
      ]))
  }

  /// A merge of many entries (an import of a large backup) holds the write lock every other
  /// Reel waits on for the whole of it: it must stay quick, and give the same result as one
  /// entry at a time.
  func testALargeMergeIsTheSameAsSmallOnes() throws {
    let folder = try makeTemporaryFolder(self)
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let entries = (1...3_000).map {
      WatchlistEntry(
        movieID: $0, title: "Film \($0)", addedAt: date + Double($0), note: $0 % 3 == 0 ? "n" : nil)
    }
    let whole = try SQLiteWatchlistStore(url: folder.appendingPathComponent("whole.sqlite"))
    let first = try whole.merge(entries)
    let again = try whole.merge(
      entries.map {
        var e = $0
        e.addedAt? -= 1
        return e
      })
    let pieces = try SQLiteWatchlistStore(url: folder.appendingPathComponent("pieces.sqlite"))
    for entry in entries { try pieces.merge([entry]) }
    for entry in entries {
      var e = entry
      e.addedAt? -= 1
      try pieces.merge([e])
    }
    XCTAssertEqual(first, WatchlistMergeResult(added: 3_000, alreadyThere: 0))
    XCTAssertEqual(again, WatchlistMergeResult(added: 0, alreadyThere: 3_000))
    XCTAssertEqual(try whole.entries(sortedBy: .added), try pieces.entries(sortedBy: .added))
    XCTAssertEqual(try whole.entry(movieID: 7)?.addedAt, date + 6)
  }
}

extension Array {
  fileprivate static func * (element: [Element], count: Int) -> [Element] {
    (0..<count).flatMap { _ in element }
  }
}
