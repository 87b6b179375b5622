import Foundation
import GRDB

/// The watchlist's tables, one migration per version of the schema. Migrations are only ever
/// appended: a released one is never edited, so every older file can be brought up to date.
enum WatchlistSchema {
  static let migrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      // Dates are ISO 8601 text in UTC with milliseconds: readable with the sqlite3 tool and
      // ordered correctly as text.
      try db.execute(
        sql: """
          CREATE TABLE watchlist (
            movie_id INTEGER PRIMARY KEY NOT NULL CHECK (movie_id > 0),
            title TEXT NOT NULL,
            original_title TEXT,
            year INTEGER,
            poster_path TEXT,
            vote_average REAL,
            added_at TEXT NOT NULL,
            note TEXT
          )
          """)
    }
    migrator.registerMigration("v2-added-index") { db in
      // The list opens sorted by date added; keep that cheap however long the list grows.
      try db.execute(sql: "CREATE INDEX watchlist_by_added_at ON watchlist (added_at)")
    }
    migrator.registerMigration("v3-order-indexes") { db in
      // One index per order the watchlist view offers, so a window of a long list (a million
      // entries) is read by walking an index, never by sorting the table. The expressions are
      // exactly those of `WatchlistSort.orderBy`, or SQLite would not use them.
      try db.execute(
        sql: """
          CREATE INDEX watchlist_by_title ON watchlist (title COLLATE NOCASE, movie_id);
          CREATE INDEX watchlist_by_year ON watchlist (COALESCE(year, 0), movie_id);
          CREATE INDEX watchlist_by_rating ON watchlist (COALESCE(vote_average, 0), movie_id);
          """)
    }
    return migrator
  }()
}

/// ISO 8601 dates as the library stores and exports them.
enum ISODate {
  static func string(from date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }

  /// Accepts dates with or without fractional seconds, in UTC or with an offset.
  static func date(from text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
      return date
    }
    return try? Date.ISO8601FormatStyle().parse(text)
  }
}
