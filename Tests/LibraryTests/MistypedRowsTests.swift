import Foundation
import GRDB
import ReelTestSupport
import TMDB
import XCTest

@testable import Library

/// SQLite keeps whatever type a value has, whatever the column says: a file edited with the
/// sqlite3 tool (the watchlist's dates are text so that it can be), another program, or a
/// flipped bit can leave text where a number belongs, or bytes that are not UTF-8 where text
/// does. Such a file passes SQLite's own check, so Reel opens it: it must read what it can,
/// not stop.
final class MistypedRowsTests: XCTestCase {
  /// Rewrites values in place with plain SQL, as the sqlite3 tool would.
  private func scribble(_ url: URL, _ statements: String) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in try db.execute(sql: statements) }
    try queue.close()
  }

  func testWatchlistRowsWithMistypedValuesAreReadNotFatal() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      for id in 1...4 {
        try store.add(
          MovieSummary(
            id: id, title: "Film \(id)", originalTitle: "Original \(id)",
            posterPath: "/p\(id).jpg", releaseDate: "1999-03-31", voteAverage: 7.5),
          note: "note \(id)")
      }
      try store.pool.close()
    }
    try scribble(
      url,
      """
      UPDATE watchlist SET year = 'unknown', vote_average = 'great' WHERE movie_id = 1;
      UPDATE watchlist SET title = X'FFFE41', note = X'C0' WHERE movie_id = 2;
      UPDATE watchlist SET added_at = 12345, poster_path = 3.5 WHERE movie_id = 3;
      UPDATE watchlist SET original_title = X'00FF' WHERE movie_id = 4;
      """)

    let store = try SQLiteWatchlistStore(url: url)
    let entries = try store.entries(sortedBy: .added)
    XCTAssertEqual(entries.map(\.movieID).sorted(), [1, 2, 3, 4], "every film is still listed")
    let first = try XCTUnwrap(try store.entry(movieID: 1))
    XCTAssertNil(first.year, "a year that is not a number is unknown")
    XCTAssertNil(first.voteAverage, "a rating that is not a number is unknown")
    XCTAssertEqual(first.title, "Film 1", "the rest of the row is kept")
    let second = try XCTUnwrap(try store.entry(movieID: 2))
    XCTAssertFalse(second.title.isEmpty, "a title that is not UTF-8 is shown as best it can be")
    XCTAssertEqual(try store.entry(movieID: 3)?.title, "Film 3")
    XCTAssertEqual(try store.entry(movieID: 4)?.title, "Film 4")
    // The windowed reads the list view uses, in every order.
    for sort in WatchlistSort.allCases {
      XCTAssertEqual(try store.entries(sortedBy: sort, offset: 0, limit: 10).count, 4, "\(sort)")
    }
    // Importing over such rows still merges.
    let result = try store.merge([
      WatchlistEntry(
        movie: MovieSummary(id: 1, title: "Film 1"), addedAt: Date(timeIntervalSince1970: 0))
    ])
    XCTAssertEqual(result.alreadyThere, 1)
  }

  func testACachedAnswerWithMistypedValuesIsAMissNotFatal() async throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("cache.sqlite")
    let request = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "1")])
    let other = TransportRequest(path: "/3/movie/popular", query: [QueryItem("page", "2")])
    do {
      let cache = try ResponseCache(url: url)
      for asked in [request, other] {
        await cache.store(
          TransportResponse(status: 200, headers: [:], body: Data("{}".utf8)), for: asked,
          at: Date())
      }
      try cache.pool.close()
    }
    try scribble(
      url,
      """
      UPDATE response SET status = 'OK', fetched_at = 'yesterday' WHERE key LIKE '%page=1';
      UPDATE response_totals SET entries = 'many', bytes = X'00';
      """)

    let cache = try ResponseCache(url: url, maxEntries: 1)
    let entry = await cache.cached(for: request)
    XCTAssertNil(entry, "an answer that cannot be read is a miss")
    let kept = await cache.cached(for: other)
    XCTAssertNotNil(kept, "the others are still served")
    // Storing prunes by the totals row, which is not numbers either: the store goes on.
    await cache.store(
      TransportResponse(status: 200, headers: [:], body: Data("{}".utf8)), for: request,
      at: Date())
    XCTAssertNoThrow(try cache.usage())
  }
}
