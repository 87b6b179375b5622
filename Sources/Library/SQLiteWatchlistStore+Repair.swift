import Foundation
import GRDB
import TMDB

// The file's health: the repairs made at opening (values the order's indexes would misplace,
// found in a few index probes and made unknown), and the checks tests and diagnostics ask for.
extension SQLiteWatchlistStore {
  /// Ratings TMDB gives are 0 to 10, years 1800 to 9999. A row holding another value (Infinity,
  /// 1e308, a year of 99999 or text, written with the sqlite3 tool or imported by an older
  /// Reel) is read as unknown, but the order's index (`COALESCE(vote_average, 0)`,
  /// `COALESCE(year, 0)`, fixed by migration v3) put it first. Such values are made unknown in
  /// the file: TMDB's data, not the user's, refetched with the film. A new index would need a
  /// migration, and a migrated file is refused by every older Reel. Costs a few probes of
  /// those indexes when there is nothing to do; nothing waits on a busy file (tried again at
  /// the next open).
  ///
  /// A date added that is not a date ('yesterday', a number, a blob) is read as unknown, but
  /// the `added_at` index put it first (or among the dates, as the text it is). It is made ''
  /// (also unknown), which that index puts after every date: nothing the user typed is lost,
  /// the file held no date to lose. Found with that index in a few probes (see
  /// `holdsAddedAtThatIsNotADate`).
  func forgetImpossibleValues() {
    let rating = "COALESCE(vote_average, 0) > 10 OR COALESCE(vote_average, 0) < 0"
    // An unknown year is 0 in the index: the ranges either side of 0, and past 9999.
    let year =
      "COALESCE(year, 0) > \(WatchlistDocument.years.upperBound) OR COALESCE(year, 0) < 0 "
      + "OR COALESCE(year, 0) BETWEEN 1 AND \(WatchlistDocument.years.lowerBound - 1)"
    let added = Self.addedAtIsNotADate
    do {
      let found = try pool.read { db in
        try Bool.fetchOne(
          db,
          sql: "SELECT EXISTS (SELECT 1 FROM watchlist WHERE \(rating)) "
            + "OR EXISTS (SELECT 1 FROM watchlist WHERE \(year))") == true
          || Self.holdsAddedAtThatIsNotADate(db)
      }
      guard found else { return }
      try pool.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA busy_timeout = 0")
        defer {
          try? db.execute(sql: "PRAGMA busy_timeout = \(Int(DatabaseFile.busyTimeout * 1000))")
        }
        try db.inTransaction(.immediate) {
          try db.execute(sql: "UPDATE watchlist SET vote_average = NULL WHERE \(rating)")
          try db.execute(sql: "UPDATE watchlist SET year = NULL WHERE \(year)")
          // A value Reel reads as a date in a form the test above does not expect (a year
          // past 9999, bytes holding a date's text) is a known date: never made unknown. Bytes
          // holding one become that text, which the index puts among the dates (as bytes, it
          // was listed before every date, newest first).
          db.add(function: Self.readsAsDate)
          try db.execute(
            sql: "UPDATE watchlist SET added_at = CAST(added_at AS TEXT) "
              + "WHERE added_at >= ':' AND typeof(added_at) = 'blob' "
              + "AND \(Self.readsAsDate.name)(added_at)")
          try db.execute(
            sql: "UPDATE watchlist SET added_at = '' WHERE (\(added)) "
              + "AND NOT \(Self.readsAsDate.name)(added_at)")
          return .commit
        }
      }
    } catch {
      // Left for the next open: the rows still read, only their place in an order is off.
    }
  }

  /// The rows whose `added_at` is neither '' nor has a date's start, a year and '-' (see
  /// `forgetImpossibleValues`). Text past the digits (letters) and blobs sort after ':', other
  /// text before '0'. A value of that start that is still no date ('2024-05-99') reads
  /// unknown but keeps its place among the dates of its year.
  static let addedAtIsNotADate =
    "(added_at >= ':' OR (added_at > '' AND added_at < '0') "
    + "OR (added_at >= '0' AND added_at < ':' AND added_at NOT GLOB '[0-9][0-9][0-9][0-9]-*'))"

  /// Whether some row matches `addedAtIsNotADate`, in a few probes of the `added_at` index
  /// rather than a walk of every date (a quarter of a second on a million films, at every
  /// open): the ranges either side of the texts that start with a digit, then one seek per
  /// year the list has dates of, each skipping that year's dates ('2024-' to '2024.').
  static func holdsAddedAtThatIsNotADate(_ db: Database) throws -> Bool {
    // Past the digits: bytes (made '', or the date's text they hold) and letters. Before them:
    // only values that are no date, once made '', but for dates kept in another form (see
    // `readsAsDate`): few, and looked at one by one.
    db.add(function: readsAsDate)
    let outside = try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS (SELECT 1 FROM watchlist WHERE added_at >= ':' "
        + "AND (typeof(added_at) = 'blob' OR NOT \(readsAsDate.name)(added_at))) "
        + "OR EXISTS (SELECT 1 FROM watchlist WHERE added_at > '' AND added_at < '0' "
        + "AND NOT \(readsAsDate.name)(added_at))")
    if outside == true { return true }
    var from = "0"
    var comparison = ">="
    // Dates in another form are looked at one by one: past a few, the rewrite (which keeps
    // them, see `readsAsDate`) is cheaper than a seek per date at every open.
    var otherForms = 0
    while let value = try String.fetchOne(
      db,
      sql: "SELECT added_at FROM watchlist WHERE added_at \(comparison) ? AND added_at < ':' "
        + "ORDER BY added_at LIMIT 1", arguments: [from])
    {
      let bytes = Array(value.utf8.prefix(5))
      let isYear =
        bytes.count == 5 && bytes[..<4].allSatisfy { (0x30...0x39).contains($0) }
        && bytes[4] == UInt8(ascii: "-")
      if isYear {
        from = String(decoding: bytes[..<4], as: UTF8.self) + "."
        comparison = ">="
      } else if ISODate.date(from: value) != nil {
        // A date all the same (a year past 9999): kept, the next value looked at.
        otherForms += 1
        guard otherForms <= 100 else { return true }
        from = value
        comparison = ">"
      } else {
        return true
      }
    }
    return false
  }

  /// SQL `reel_added_at_reads_as_date(value)`: whether `entry` reads the value as a date, so
  /// that the rewrite of `forgetImpossibleValues` never drops one that is.
  static let readsAsDate = DatabaseFunction(
    "reel_added_at_reads_as_date", argumentCount: 1, pure: true
  ) { values in
    LenientRow.text(values[0]).flatMap(ISODate.date(from:)) != nil
  }

  /// The schema migrations applied to the file, oldest first (for tests and diagnostics).
  public func appliedMigrations() throws -> [String] {
    try read { db in try WatchlistSchema.migrator.appliedMigrations(db) }
  }

  /// `PRAGMA integrity_check`'s verdict: true when the file is sound.
  public func checkIntegrity() throws -> Bool {
    try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"] }
  }
}
