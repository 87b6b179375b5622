import Foundation
import GRDB
import TMDB

/// Live TMDB responses kept on disk with their fetch time, so Reel can still show something
/// when the network is down. Shared between processes (WAL, busy timeout); bounded in size.
/// It is only a cache: a damaged file is deleted and started afresh, and a failure to store
/// a response never fails the request that produced it.
public final class ResponseCache: Sendable {
  /// One stored response.
  public struct Entry: Sendable, Equatable {
    public var status: Int
    public var body: Data
    public var fetchedAt: Date
  }

  /// Query parameters that carry credentials: never part of a key, never stored.
  public static let credentialParameters: Set<String> = [
    "api_key", "access_token", "session_id", "guest_session_id",
  ]

  public let url: URL
  /// Something the user should be told about opening, e.g. that a damaged cache was cleared.
  /// What opening had to do that the user should hear about, in English.
  public var notice: String? { libraryNotice?.english }
  /// The same as a value, to word in the user's language.
  public let libraryNotice: LibraryNotice?
  public let maxEntries: Int
  public let maxBytes: Int
  /// The server the answers come from (scheme, host and port): part of every key, so one
  /// server's answers are never served for another's.
  public let origin: String

  let pool: any DatabaseWriter

  /// Opens the cache at `$XDG_CACHE_HOME/reel/cache.sqlite`.
  public convenience init(
    environment: [String: String] = ProcessInfo.processInfo.environment, origin: String = ""
  ) throws(LibraryError) {
    try self.init(url: XDGPaths.cacheDatabase(environment: environment), origin: origin)
  }

  /// Opens (or creates) the cache at `url`, keeping at most the newest `maxEntries`
  /// responses and `maxBytes` of bodies.
  public init(
    url: URL, origin: String = "", maxEntries: Int = 2_000, maxBytes: Int = 50_000_000
  ) throws(LibraryError) {
    self.url = url
    self.origin = origin
    self.maxEntries = maxEntries
    self.maxBytes = maxBytes
    // A newer Reel only ever adds to the cache's schema, so its file is still usable here.
    let opened = try DatabaseFile.open(
      DatabaseFile.Request(
        url: url, file: .responseCache, migrator: Self.migrator, onDamage: .delete,
        acceptsNewerSchema: true))
    pool = opened.writer
    libraryNotice = opened.notice
  }

  private static let migrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE response (
            key TEXT PRIMARY KEY NOT NULL,
            status INTEGER NOT NULL,
            body BLOB NOT NULL,
            size INTEGER NOT NULL,
            fetched_at REAL NOT NULL
          );
          CREATE INDEX response_by_fetched_at ON response (fetched_at);
          """)
    }
    migrator.registerMigration("v2-totals") { db in
      // The entry count and byte total, kept by triggers, so that a store knows in one row
      // read whether anything must go: the cost of a store stays flat however full the cache.
      try db.execute(
        sql: """
          CREATE TABLE response_totals (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            entries INTEGER NOT NULL,
            bytes INTEGER NOT NULL
          );
          INSERT INTO response_totals
            SELECT 1, COUNT(*), COALESCE(SUM(size), 0) FROM response;
          CREATE TRIGGER response_added AFTER INSERT ON response BEGIN
            UPDATE response_totals SET entries = entries + 1, bytes = bytes + new.size;
          END;
          CREATE TRIGGER response_removed AFTER DELETE ON response BEGIN
            UPDATE response_totals SET entries = entries - 1, bytes = bytes - old.size;
          END;
          CREATE TRIGGER response_replaced AFTER UPDATE OF size ON response BEGIN
            UPDATE response_totals SET bytes = bytes - old.size + new.size;
          END;
          """)
    }
    return migrator
  }()

  /// The key of a request: origin, method, path and the query sorted, without credentials.
  public static func key(for request: TransportRequest, origin: String = "") -> String {
    let query = request.query
      .filter { !credentialParameters.contains($0.name.lowercased()) }
      .sorted { ($0.name, $0.value) < ($1.name, $1.value) }
      .map { escape($0.name) + "=" + escape($0.value) }
      .joined(separator: "&")
    let head = request.method.uppercased() + " " + origin + request.path
    return query.isEmpty ? head : head + "?" + query
  }

  private static func escape(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// Keeps a response. Errors are swallowed: a cache that cannot write is merely a cache
  /// that misses. (What is worth keeping, and redacting, is `CachingTransport`'s to decide.)
  public func store(_ response: TransportResponse, for request: TransportRequest, at date: Date)
    async
  {
    // Never read back (see `cached(for:)`), so never written.
    guard response.body.count <= PayloadDecoder.maximumBodySize else { return }
    let key = Self.key(for: request, origin: origin)
    let (maxEntries, maxBytes) = (self.maxEntries, self.maxBytes)
    _ = try? await pool.writeWithoutTransaction { db in
      // The answer waits for its store: another program holding the write lock (a Reel
      // stopped with Ctrl-Z mid-store, an open `sqlite3` shell) held up every answer for the
      // whole busy timeout, one after another. A store takes well under a millisecond, so a
      // short wait still rides out another Reel's; past it the answer simply is not kept.
      try db.execute(sql: "PRAGMA busy_timeout = \(Self.storeBusyMilliseconds)")
      defer {
        try? db.execute(sql: "PRAGMA busy_timeout = \(Int(DatabaseFile.busyTimeout * 1000))")
      }
      try db.inTransaction(.immediate) {
        try Self.insert(db, key: key, response: response, date: date)
        try Self.prune(db, maxEntries: maxEntries, maxBytes: maxBytes)
        return .commit
      }
    }
  }

  /// How long a store waits for another program's write lock.
  static let storeBusyMilliseconds = 100

  private static func insert(
    _ db: Database, key: String, response: TransportResponse, date: Date
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO response (key, status, body, size, fetched_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (key) DO UPDATE SET
          status = excluded.status, body = excluded.body, size = excluded.size,
          fetched_at = excluded.fetched_at
        """,
      arguments: [
        key, response.status, response.body, response.body.count,
        date.timeIntervalSince1970,
      ])
  }

  /// The stored response for a request, if any.
  public func cached(for request: TransportRequest) async -> Entry? {
    let key = Self.key(for: request, origin: origin)
    let entry = try? await pool.read { db -> Entry? in
      // A body past what any answer may hold (an edited or foreign file) is never read: a
      // 100 MB row, loaded and parsed to check its shape, took 4.8 GB and half a minute
      // before the decoder refused it. SQLite measures a blob without reading it.
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT status, body, fetched_at FROM response
          WHERE key = ? AND length(body) <= ?
          """,
        arguments: [key, PayloadDecoder.maximumBodySize]
      ).map(LenientRow.init)
      // Values of the wrong type (a damaged or edited file, see `LenientRow`) make a miss.
      guard let row, let status = row.int("status"), let body = row.data("body"),
        let fetchedAt = row.double("fetched_at"), Self.isPlausible(fetchedAt: fetchedAt)
      else { return nil }
      return Entry(status: status, body: body, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
    }
    return entry ?? nil
  }

  /// A fetch time (seconds since 1970) within the years 0001…9999: anything else is not a time
  /// an answer was fetched (a flipped bit, an edit), and would stop the program where the
  /// time is written out as a date or its age counted in whole minutes.
  static func isPlausible(fetchedAt: Double) -> Bool {
    fetchedAt > -62_135_596_800 && fetchedAt < 253_402_300_800
  }

  /// How many responses are stored and the total size of their bodies.
  public func usage() throws -> (entries: Int, bytes: Int) {
    try pool.read { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM response"
      ).map(LenientRow.init)
      return (row?.int("n") ?? 0, row?.int("bytes") ?? 0)
    }
  }

  /// Every key stored, newest first (for tests and diagnostics).
  public func keys() throws -> [String] {
    try pool.read { db in
      try String.fetchAll(db, sql: "SELECT key FROM response ORDER BY fetched_at DESC, key")
    }
  }

  /// Drops the oldest responses beyond the entry count or the byte budget. The totals row
  /// says in one read whether anything must go; then the oldest go by the `fetched_at` index,
  /// so a store into a full cache costs the same as one into an empty cache.
  static func prune(_ db: Database, maxEntries: Int, maxBytes: Int) throws {
    // TOTAL, not SUM: sizes past the largest integer (a damaged file) make SUM fail, and
    // every store after it; TOTAL's sum is a real, cast back to at most the largest integer.
    func recount() throws {
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO response_totals
            SELECT 1, COUNT(*), CAST(TOTAL(size) AS INTEGER) FROM response
          """)
    }
    func totals() throws -> (entries: Int, bytes: Int) {
      let row = try Row.fetchOne(db, sql: "SELECT entries, bytes FROM response_totals")
        .map(LenientRow.init)
      if let entries = row?.int("entries"), let bytes = row?.int("bytes") {
        return (entries, bytes)
      }
      // A totals row that is not numbers (a damaged or edited file) is counted afresh.
      try recount()
      let counted = try Row.fetchOne(db, sql: "SELECT entries, bytes FROM response_totals")
        .map(LenientRow.init)
      return (counted?.int("entries") ?? 0, counted?.int("bytes") ?? 0)
    }
    var current = try totals()
    if current.entries > maxEntries {
      try deleteOldest(db, count: current.entries - maxEntries)
      current = try totals()
    }
    while current.bytes > maxBytes, current.entries > 0 {
      try deleteOldest(db, count: 1)
      // Nothing was left to delete, yet the totals still count some: the row is wrong (a
      // damaged or edited file). Counted afresh, it says the table is empty, and the loop
      // ends instead of deleting nothing for ever.
      if db.changesCount == 0 { try recount() }
      current = try totals()
    }
  }

  private static func deleteOldest(_ db: Database, count: Int) throws {
    try db.execute(
      sql: """
        DELETE FROM response WHERE key IN (
          SELECT key FROM response ORDER BY fetched_at, key DESC LIMIT ?)
        """, arguments: [count])
  }
}
