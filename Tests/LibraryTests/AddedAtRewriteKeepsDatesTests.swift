import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// Opening a watchlist to write makes an `added_at` that is not a date '' (unknown). Every value
/// that Reel reads as a date must come through that untouched, in whatever form Reel, an older
/// Reel, an import or the sqlite3 tool wrote it: the rewrite may only ever drop what was
/// already unknown, never a known date.
final class AddedAtRewriteKeepsDatesTests: XCTestCase {
  /// Dates in the forms an ISO 8601 reader might accept: with and without fractional seconds,
  /// `Z`, offsets, lower case, the far past and future, a leap second.
  private let candidates = [
    "2024-05-01T12:00:00.000Z", "2024-05-01T12:00:00Z", "2024-05-01T12:00:00+02:00",
    "2024-05-01T12:00:00.5+02:00", "2024-05-01T12:00:00-0530", "2024-05-01T12:00:00.123456Z",
    "2024-05-01 12:00:00Z", "2024-05-01t12:00:00z", "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59.999Z", "1969-07-20T20:17:40Z", "1900-01-01T00:00:00Z",
    "2016-12-31T23:59:60Z", "10000-01-01T00:00:00Z", "+2024-05-01T12:00:00Z",
    "-0001-01-01T00:00:00Z", " 2024-05-01T12:00:00Z", "20240501T120000Z", "2024-W18-3T12:00:00Z",
    "2024-122T12:00:00Z", "\u{FEFF}2024-05-01T12:00:00Z", "2024-05-01T12:00:00Z ",
  ]

  func testEveryValueReadAsADateIsKeptByTheWritableOpen() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      try store.merge(
        candidates.indices.map {
          WatchlistEntry(movieID: $0 + 1, title: "Film \($0 + 1)", addedAt: Date())
        })
      try store.pool.close()
    }
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in
      for (index, value) in candidates.enumerated() {
        try db.execute(
          sql: "UPDATE watchlist SET added_at = ? WHERE movie_id = ?",
          arguments: [value, index + 1])
      }
    }
    // A date's text kept as bytes (a blob), as another program may write it: read as a date.
    let blobID = candidates.count + 1
    try queue.write { db in
      try db.execute(
        sql: "INSERT INTO watchlist (movie_id, title, added_at) VALUES (?, 'Blob', ?)",
        arguments: [blobID, Data("2024-05-01T12:00:00Z".utf8)])
    }
    try queue.close()
    let store = try SQLiteWatchlistStore(url: url)
    for (index, value) in candidates.enumerated() {
      guard let date = ISODate.date(from: value) else { continue }
      XCTAssertEqual(
        try store.entry(movieID: index + 1)?.addedAt, date, "\(value) was a date")
    }
    XCTAssertEqual(
      try store.entry(movieID: blobID)?.addedAt, ISODate.date(from: "2024-05-01T12:00:00Z"))
  }
}
