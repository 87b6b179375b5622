import Foundation
import GRDB
import TMDB

/// The watchlist in an SQLite file (WAL mode), safe to share between Reel processes.
///
/// Every write is one immediate transaction and returns only after its commit, with
/// `synchronous = FULL` so that an acknowledged change survives a crash or a power cut. A busy
/// timeout makes a second process wait for the lock instead of failing.
public final class SQLiteWatchlistStore: WatchlistStore {
  /// Where the database is.
  public let url: URL
  /// Something the user should be told about opening, e.g. that a damaged file was moved aside.
  public let notice: String?

  let pool: DatabasePool
  private let now: @Sendable () -> Date

  /// Opens (or creates) the watchlist at `REEL_WATCHLIST_DB` or
  /// `$XDG_DATA_HOME/reel/library.sqlite`.
  public convenience init(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(LibraryError) {
    try self.init(url: XDGPaths.watchlistDatabase(environment: environment))
  }

  /// Opens (or creates) the watchlist at `url`, bringing its schema up to date. A file that is
  /// not a database or fails its integrity check is moved aside and a new one started (see
  /// `notice`); a file written by a newer Reel, or one that cannot be read, is refused.
  public init(url: URL, now: @escaping @Sendable () -> Date = Date.init) throws(LibraryError) {
    self.url = url
    self.now = now
    try XDGPaths.createDirectory(url.deletingLastPathComponent())
    (pool, notice) = try DatabaseFile.withFolderLock(for: url) { () throws(LibraryError) in
      try Self.open(url)
    }
  }

  private static func open(_ url: URL) throws(LibraryError) -> (DatabasePool, String?) {
    let migrator = WatchlistSchema.migrator
    var notice: String?
    do {
      switch try DatabaseFile.health(of: url, migrator: migrator) {
      case .missing, .healthy:
        break
      case .damaged:
        let aside = try DatabaseFile.moveAside(url)
        notice =
          "The watchlist database was damaged; it was moved to \(aside.path) and a new one started."
      case .superseded:
        throw LibraryError(
          "the watchlist database \(url.path) was written by a newer version of Reel; "
            + "update Reel to use it (the file was left as it is)")
      }
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      configuration.prepareDatabase { db in
        try db.execute(sql: "PRAGMA synchronous = FULL")
      }
      let pool = try DatabasePool(path: url.path, configuration: configuration)
      try migrator.migrate(pool)
      return (pool, notice)
    } catch let error as LibraryError {
      throw error
    } catch {
      throw LibraryError(
        "cannot open the watchlist database \(url.path): \(LibraryError.reason(error))")
    }
  }

  public func ids() throws -> Set<Int> {
    try read { db in try Set(Int.fetchAll(db, sql: "SELECT movie_id FROM watchlist")) }
  }

  public func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM watchlist").map(Self.entry)
    }.sorted(by: sort)
  }

  public func entry(movieID: Int) throws -> WatchlistEntry? {
    try read { db in
      try Row.fetchOne(db, sql: "SELECT * FROM watchlist WHERE movie_id = ?", arguments: [movieID])
        .map(Self.entry)
    }
  }

  /// Adding again refreshes the movie's data and keeps the date it was first added; a note,
  /// if given, replaces the old one.
  public func add(_ movie: MovieSummary, note: String?) throws {
    let entry = WatchlistEntry(movie: movie, addedAt: now(), note: note)
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO watchlist
            (movie_id, title, original_title, year, poster_path, vote_average, added_at, note)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (movie_id) DO UPDATE SET
            title = excluded.title, original_title = excluded.original_title,
            year = excluded.year, poster_path = excluded.poster_path,
            vote_average = excluded.vote_average, note = COALESCE(excluded.note, note)
          """, arguments: Self.arguments(entry))
    }
  }

  public func remove(movieID: Int) throws {
    try write { db in
      try db.execute(sql: "DELETE FROM watchlist WHERE movie_id = ?", arguments: [movieID])
    }
  }

  /// Merges entries from elsewhere in one transaction: new movies are added as they are;
  /// for a movie already here the earlier date wins, and the incoming note is taken only
  /// when the local one is empty. Repeating a merge changes nothing.
  @discardableResult
  public func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult {
    try write { db in
      var result = WatchlistMergeResult()
      for entry in incoming {
        let existing = try Row.fetchOne(
          db, sql: "SELECT * FROM watchlist WHERE movie_id = ?", arguments: [entry.movieID]
        ).map(Self.entry)
        guard let existing else {
          try db.execute(
            sql: """
              INSERT INTO watchlist
                (movie_id, title, original_title, year, poster_path, vote_average, added_at, note)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?)
              """, arguments: Self.arguments(entry))
          result.added += 1
          continue
        }
        result.alreadyThere += 1
        let merged = existing.merging(entry)
        if merged != existing {
          try db.execute(
            sql: "UPDATE watchlist SET added_at = ?, note = ? WHERE movie_id = ?",
            arguments: [ISODate.string(from: merged.addedAt), merged.note, merged.movieID])
        }
      }
      return result
    }
  }

  /// The schema migrations applied to the file, oldest first (for tests and diagnostics).
  public func appliedMigrations() throws -> [String] {
    try read { db in try WatchlistSchema.migrator.appliedMigrations(db) }
  }

  /// `PRAGMA integrity_check`'s verdict: true when the file is sound.
  public func checkIntegrity() throws -> Bool {
    try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"] }
  }

  // MARK: - Rows

  private static func arguments(_ entry: WatchlistEntry) -> StatementArguments {
    [
      entry.movieID, entry.title, entry.originalTitle, entry.year, entry.posterPath,
      entry.voteAverage, ISODate.string(from: entry.addedAt), entry.note,
    ]
  }

  private static func entry(_ row: Row) -> WatchlistEntry {
    let added: String = row["added_at"]
    return WatchlistEntry(
      movieID: row["movie_id"], title: row["title"], originalTitle: row["original_title"],
      year: row["year"], posterPath: row["poster_path"], voteAverage: row["vote_average"],
      addedAt: ISODate.date(from: added) ?? Date(timeIntervalSince1970: 0), note: row["note"])
  }

  private func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try pool.read(body)
    } catch {
      throw LibraryError("cannot read the watchlist: \(LibraryError.reason(error))")
    }
  }

  private func write<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try pool.write(body)
    } catch {
      throw LibraryError("cannot save the watchlist: \(LibraryError.reason(error))")
    }
  }
}
