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
