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

  /// The file at `url` as it is now (see `OpenWatchlistFile`).
  private let file: OpenWatchlistFile
  /// The database as opened, for the repairs made at opening and tests.
  var pool: any DatabaseWriter { file.opened }
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
    let open: @Sendable () throws(LibraryError) -> DatabaseFile.Opened = {
      () throws(LibraryError) in
      try DatabaseFile.open(
        DatabaseFile.Request(
          url: url, file: .watchlist, migrator: WatchlistSchema.migrator,
          access: access, createsFolder: createsFolder, onDamage: .moveAside,
          prepare: { db in try db.execute(sql: "PRAGMA synchronous = FULL") }))
    }
    let opened = try open()
    file = OpenWatchlistFile(writer: opened.writer, path: url.path) { () throws(LibraryError) in
      try open().writer
    }
    libraryNotice = opened.notice
    isReadOnly = opened.isReadOnly
    if !isReadOnly { forgetImpossibleValues() }
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
  /// Another file found at the path (see `OpenWatchlistFile`) changes it too.
  public func dataVersion() throws -> Int {
    let (pool, generation) = try file.current()
    do {
      let version = try pool.writeWithoutTransaction { db in
        // Prepared once per connection: preparing it again was ~120 k of a check's ~270 k
        // instructions, and a run of keys checks every few seconds.
        try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
      }
      return generation << 32 | version & 0xFFFF_FFFF
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

  func read<T>(_ body: (Database) throws -> T) throws -> T {
    let pool = try file.current().writer
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
    let pool = try file.current().writer
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
