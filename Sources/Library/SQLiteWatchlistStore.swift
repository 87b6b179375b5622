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
  /// What opening had to do that the user should hear about, in English.
  public var notice: String? { libraryNotice?.english }
  /// The same as a value, to word in the user's language.
  public let libraryNotice: LibraryNotice?

  /// Whether the store was opened read-only (the file cannot be written, or reads were asked
  /// for): every change fails with a plain message.
  public let isReadOnly: Bool

  let pool: any DatabaseWriter
  private let now: @Sendable () -> Date

  /// Opens (or creates) the watchlist at `REEL_WATCHLIST_DB` or
  /// `$XDG_DATA_HOME/reel/library.sqlite`. A folder named by `REEL_WATCHLIST_DB` must exist:
  /// a mistyped path is reported, never created.
  public convenience init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    access: DatabaseAccess = .readWrite
  ) throws(LibraryError) {
    let explicit = environment["REEL_WATCHLIST_DB"].map { !$0.isEmpty } ?? false
    try self.init(
      url: XDGPaths.watchlistDatabase(environment: environment), access: access,
      createsFolder: !explicit)
  }

  /// Opens (or creates) the watchlist at `url`, bringing its schema up to date. A database that
  /// fails its integrity check is moved aside and a new one started (see `notice`); a file
  /// that is not a database, another program's database, a file written by a newer Reel, or
  /// one that cannot be read, is refused and left as it is. A file that cannot be written is
  /// opened read-only (see `isReadOnly`); `.readOnly` access reads without migrating.
  public init(
    url: URL, access: DatabaseAccess = .readWrite, createsFolder: Bool = true,
    now: @escaping @Sendable () -> Date = Date.init
  ) throws(LibraryError) {
    self.url = url
    self.now = now
    let opened = try DatabaseFile.open(
      DatabaseFile.Request(
        url: url, file: .watchlist, migrator: WatchlistSchema.migrator,
        access: access, createsFolder: createsFolder, onDamage: .moveAside,
        prepare: { db in try db.execute(sql: "PRAGMA synchronous = FULL") }))
    pool = opened.writer
    libraryNotice = opened.notice
    isReadOnly = opened.isReadOnly
    if !isReadOnly { forgetImpossibleValues() }
  }

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
  private func forgetImpossibleValues() {
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
  private static func holdsAddedAtThatIsNotADate(_ db: Database) throws -> Bool {
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

  public func ids() throws -> Set<Int> {
    try read { db in try Set(Int.fetchAll(db, sql: "SELECT movie_id FROM watchlist")) }
  }

  public func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] {
    guard sort == .added else {
      return try read { db in
        try Row.fetchAll(db, sql: "SELECT * FROM watchlist ORDER BY \(Self.orderBy(sort))")
          .map(Self.entry)
      }
    }
    // A file opened read-only (`reel watchlist`, its export), or busy at the open, still holds
    // the values a writable open makes '' (see `forgetImpossibleValues`): those are put last
    // here with the '' ones, as that open has them. Only those: a value that starts like a
    // date but is none keeps its place, as windows and positions (the browser) have it; moved
    // last here too, the list printed and the list shown disagreed.
    // Read row by row into the two parts (a million rows are never all held as rows).
    var inPlace: [WatchlistEntry] = []
    var last: [WatchlistEntry] = []
    try read { db in
      db.add(function: Self.readsAsDate)
      let rows = try Row.fetchCursor(
        db,
        sql: "SELECT *, added_at = '' OR ((\(Self.addedAtIsNotADate)) "
          + "AND NOT \(Self.readsAsDate.name)(added_at)) AS reel_listed_last "
          + "FROM watchlist ORDER BY \(Self.orderBy(sort))")
      while let row = try rows.next() {
        if LenientRow(row).int("reel_listed_last") == 1 {
          last.append(Self.entry(row))
        } else {
          inPlace.append(Self.entry(row))
        }
      }
    }
    // '' rows come last already, by id; others joining them are put in that order too.
    return inPlace + last.sorted { $0.movieID > $1.movieID }
  }

  public func count() throws -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM watchlist") ?? 0 }
  }

  /// Walks the index of the order (see `WatchlistSchema` v3): cost grows with `offset + limit`,
  /// not with the length of the list.
  public func entries(sortedBy sort: WatchlistSort, offset: Int, limit: Int) throws
    -> [WatchlistEntry]
  {
    guard limit > 0 else { return [] }
    return try read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM watchlist ORDER BY \(Self.orderBy(sort)) LIMIT ? OFFSET ?",
        arguments: [limit, max(offset, 0)]
      ).map(Self.entry)
    }
  }

  public func position(of movieID: Int, sortedBy sort: WatchlistSort) throws -> Int? {
    try read { db in try Self.position(of: movieID, sortedBy: sort, in: db) }
  }

  /// The count, the position of `around` and the window, in one read transaction so they
  /// agree with each other even while another program writes.
  public func window(
    sortedBy sort: WatchlistSort, offset: Int, limit: Int, around: Int?, knownCount: Int? = nil
  ) throws -> WatchlistStoreWindow {
    try read { db in
      let count = try knownCount ?? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM watchlist") ?? 0
      let found = try around.flatMap { try Self.position(of: $0, sortedBy: sort, in: db) }
      let start = WatchlistStoreWindow.start(
        offset: offset, limit: limit, count: count, centredOn: found)
      let size = max(min(limit, count - start), 0)
      guard size > 0 else {
        return WatchlistStoreWindow(count: count, offset: start, entries: [], found: found)
      }
      // OFFSET walks the index from its first entry, so a window in the second half of the
      // list is read from the other end: `G` on a million entries walks 200 entries, not a
      // million.
      let fromEnd = count - start - size
      let entries: [WatchlistEntry]
      if fromEnd < start {
        entries = try Row.fetchAll(
          db,
          sql: "SELECT * FROM watchlist ORDER BY \(Self.orderBy(sort, reversed: true)) "
            + "LIMIT ? OFFSET ?", arguments: [size, fromEnd]
        ).map(Self.entry).reversed()
      } else {
        entries = try Row.fetchAll(
          db, sql: "SELECT * FROM watchlist ORDER BY \(Self.orderBy(sort)) LIMIT ? OFFSET ?",
          arguments: [size, start]
        ).map(Self.entry)
      }
      return WatchlistStoreWindow(count: count, offset: start, entries: entries, found: found)
    }
  }

  /// How many entries come before the movie in `sort` order, as `orderBy` orders them: those
  /// whose key comes before its key, and those with the same key and a movie id before its id.
  /// Two range counts over the order's index (one comparison of (key, id) pairs would scan).
  private static func position(of movieID: Int, sortedBy sort: WatchlistSort, in db: Database)
    throws -> Int?
  {
    let (key, before) = orderKey(sort)
    guard
      let value = try DatabaseValue.fetchOne(
        db, sql: "SELECT \(key) FROM watchlist WHERE movie_id = ?", arguments: [movieID])
    else { return nil }
    let earlierKeys =
      try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM watchlist WHERE \(key) \(before) ?", arguments: [value]) ?? 0
    let sameKey =
      try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM watchlist WHERE \(key) = ? AND movie_id \(before) ?",
        arguments: [value, movieID]) ?? 0
    return earlierKeys + sameKey
  }

  /// Each order's key expression (as its index has it) and the comparison that means "comes
  /// before" for (key, movie id) pairs.
  private static func orderKey(_ sort: WatchlistSort) -> (key: String, before: String) {
    switch sort {
    case .added: ("added_at", ">")
    case .title: ("title COLLATE NOCASE", "<")
    case .year: ("COALESCE(year, 0)", ">")
    case .rating: ("COALESCE(vote_average, 0)", ">")
    }
  }

  public func ids(among movieIDs: [Int]) throws -> Set<Int> {
    guard !movieIDs.isEmpty else { return [] }
    var found = Set<Int>()
    // SQLite caps the number of bound values; ask in slices well below it.
    for start in stride(from: 0, to: movieIDs.count, by: 500) {
      let slice = Array(movieIDs[start..<min(start + 500, movieIDs.count)])
      let marks = Array(repeating: "?", count: slice.count).joined(separator: ",")
      try read { db in
        found.formUnion(
          try Int.fetchAll(
            db, sql: "SELECT movie_id FROM watchlist WHERE movie_id IN (\(marks))",
            arguments: StatementArguments(slice)))
      }
    }
    return found
  }

  /// SQLite's `data_version` on one connection (the writer's): it changes when another
  /// connection, in this process or another, has committed since; never for our own writes.
  public func dataVersion() throws -> Int {
    do {
      return try pool.writeWithoutTransaction { db in
        // Prepared once per connection: preparing it again was ~120 k of a check's ~270 k
        // instructions, and a run of keys checks every few seconds.
        try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
      }
    } catch {
      throw LibraryError(.cannotReadWatchlist(LibraryError.reason(error)))
    }
  }

  /// The SQL order of each sort: the same order `[WatchlistEntry].sorted(by:)` gives (titles
  /// compared case-insensitively), with the movie id breaking ties.
  static func orderBy(_ sort: WatchlistSort, reversed: Bool = false) -> String {
    switch (sort, reversed) {
    case (.added, false): "added_at DESC, movie_id DESC"
    case (.added, true): "added_at, movie_id"
    case (.title, false): "title COLLATE NOCASE, movie_id"
    case (.title, true): "title COLLATE NOCASE DESC, movie_id DESC"
    case (.year, false): "COALESCE(year, 0) DESC, movie_id DESC"
    case (.year, true): "COALESCE(year, 0), movie_id"
    case (.rating, false): "COALESCE(vote_average, 0) DESC, movie_id DESC"
    case (.rating, true): "COALESCE(vote_average, 0), movie_id"
    }
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
    // Only a damaged row has such an id (its undo after removal lands here): SQLite's own
    // words would be "CHECK constraint failed: movie_id > 0".
    guard movie.id > 0 else {
      throw LibraryError(.notAMovieID(movie.id))
    }
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
    // Only a damaged row has such an id (`u` after removing one lands here); SQLite's own
    // words would be "CHECK constraint failed: movie_id > 0".
    if let damaged = incoming.first(where: { $0.movieID <= 0 }) {
      throw LibraryError(.notAMovieID(damaged.movieID))
    }
    return try write { db in
      var result = WatchlistMergeResult()
      // Each statement compiled once for the whole merge: compiling (and GRDB's authorizer
      // look at) three statements per entry took two thirds of a 200,000-movie import, all
      // of it holding the write lock every other Reel waits on.
      let select = try db.cachedStatement(sql: "SELECT * FROM watchlist WHERE movie_id = ?")
      let insert = try db.cachedStatement(
        sql: """
          INSERT INTO watchlist
            (movie_id, title, original_title, year, poster_path, vote_average, added_at, note)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """)
      let update = try db.cachedStatement(
        sql: "UPDATE watchlist SET added_at = ?, note = ? WHERE movie_id = ?")
      for entry in incoming {
        let existing = try Row.fetchOne(select, arguments: [entry.movieID]).map(Self.entry)
        guard let existing else {
          try insert.execute(arguments: Self.arguments(entry))
          result.added += 1
          continue
        }
        result.alreadyThere += 1
        let merged = existing.merging(entry)
        if merged != existing {
          try update.execute(arguments: [
            Self.storable(merged.addedAt), merged.note.map(Self.storable), merged.movieID,
          ])
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
      entry.movieID, storable(entry.title), entry.originalTitle.map(storable), entry.year,
      entry.posterPath.map(storable), entry.voteAverage, storable(entry.addedAt),
      entry.note.map(storable),
    ]
  }

  /// Text without NUL: SQLite's C API would end the string there ("Before\0After" stored as
  /// "Before"). A NUL is never meaningful in a title or a note, so it is dropped on the way in
  /// and the rest is kept.
  static func storable(_ text: String) -> String {
    text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "") : text
  }

  /// A date as the file holds it: an unknown one is '', which the `added_at` index puts after
  /// every date in the newest-first order (see `forgetImpossibleValues`).
  static func storable(_ date: Date?) -> String {
    date.map(ISODate.string(from:)) ?? ""
  }

  /// A row as an entry, whatever types the file holds (see `LenientRow`): a value of the wrong
  /// type is unknown, a title that is not UTF-8 is read as best it can be.
  private static func entry(_ row: Row) -> WatchlistEntry {
    let row = LenientRow(row)
    return WatchlistEntry(
      movieID: row.int("movie_id") ?? 0, title: row.text("title") ?? "",
      originalTitle: row.text("original_title"),
      year: row.int("year").flatMap { WatchlistDocument.years.contains($0) ? $0 : nil },
      posterPath: row.text("poster_path"),
      voteAverage: row.double("vote_average").flatMap { (0...10).contains($0) ? $0 : nil },
      addedAt: row.text("added_at").flatMap(ISODate.date(from:)),
      note: row.text("note"))
  }

  private func read<T>(_ body: (Database) throws -> T) throws -> T {
    do {
      return try pool.read(body)
    } catch {
      throw LibraryError(.cannotReadWatchlist(LibraryError.reason(error)))
    }
  }

  private func write<T>(_ body: (Database) throws -> T) throws -> T {
    guard !isReadOnly else {
      throw LibraryError(.readOnly(path: url.path))
    }
    do {
      return try pool.write(body)
    } catch let error as DatabaseError {
      switch error.resultCode {
      case .SQLITE_BUSY, .SQLITE_LOCKED:
        throw LibraryError(.busy)
      case .SQLITE_READONLY:
        throw LibraryError(.readOnly(path: url.path))
      case .SQLITE_FULL:
        throw LibraryError(.diskFull(path: url.path))
      default:
        throw LibraryError(.cannotSaveWatchlist(LibraryError.reason(error)))
      }
    } catch {
      throw LibraryError(.cannotSaveWatchlist(LibraryError.reason(error)))
    }
  }
}
