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
  public let notice: String?
  public let maxEntries: Int
  public let maxBytes: Int

  let pool: DatabasePool

  /// Opens the cache at `$XDG_CACHE_HOME/reel/cache.sqlite`.
  public convenience init(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(LibraryError) {
    try self.init(url: XDGPaths.cacheDatabase(environment: environment))
  }

  /// Opens (or creates) the cache at `url`, keeping at most the newest `maxEntries`
  /// responses and `maxBytes` of bodies.
  public init(url: URL, maxEntries: Int = 2_000, maxBytes: Int = 50_000_000)
    throws(LibraryError)
  {
    self.url = url
    self.maxEntries = maxEntries
    self.maxBytes = maxBytes
    try XDGPaths.createDirectory(url.deletingLastPathComponent())
    (pool, notice) = try DatabaseFile.withFolderLock(for: url) { () throws(LibraryError) in
      try Self.open(url)
    }
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
    return migrator
  }()

  private static func open(_ url: URL) throws(LibraryError) -> (DatabasePool, String?) {
    var notice: String?
    do {
      // A newer Reel only ever adds to the cache's schema, so its file is still usable here.
      if case .damaged = try DatabaseFile.health(of: url, migrator: migrator) {
        DatabaseFile.delete(url)
        notice = "The response cache was damaged; it was cleared and a new one started."
      }
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      let pool = try DatabasePool(path: url.path, configuration: configuration)
      try migrator.migrate(pool)
      return (pool, notice)
    } catch let error as LibraryError {
      throw error
    } catch {
      throw LibraryError(
        "cannot open the response cache \(url.path): \(LibraryError.reason(error))")
    }
  }

  /// The key of a request: method, path and the query sorted, without credentials.
  public static func key(for request: TransportRequest) -> String {
    let query = request.query
      .filter { !credentialParameters.contains($0.name.lowercased()) }
      .sorted { ($0.name, $0.value) < ($1.name, $1.value) }
      .map { escape($0.name) + "=" + escape($0.value) }
      .joined(separator: "&")
    let head = request.method.uppercased() + " " + request.path
    return query.isEmpty ? head : head + "?" + query
  }

  private static func escape(_ text: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// Keeps a response. Errors are swallowed: a cache that cannot write is merely a cache
  /// that misses.
  public func store(_ response: TransportResponse, for request: TransportRequest, at date: Date)
    async
  {
    let key = Self.key(for: request)
    let (maxEntries, maxBytes) = (self.maxEntries, self.maxBytes)
    _ = try? await pool.write { db in
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO response (key, status, body, size, fetched_at)
          VALUES (?, ?, ?, ?, ?)
          """,
        arguments: [
          key, response.status, response.body, response.body.count,
          date.timeIntervalSince1970,
        ])
      try Self.prune(db, maxEntries: maxEntries, maxBytes: maxBytes)
    }
  }

  /// The stored response for a request, if any.
  public func cached(for request: TransportRequest) async -> Entry? {
    let key = Self.key(for: request)
    return try? await pool.read { db in
      try Row.fetchOne(
        db, sql: "SELECT status, body, fetched_at FROM response WHERE key = ?", arguments: [key]
      ).map { row in
        Entry(
          status: row["status"], body: row["body"],
          fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]))
      }
    }
  }

  /// How many responses are stored and the total size of their bodies.
  public func usage() throws -> (entries: Int, bytes: Int) {
    try pool.read { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM response")
      return (row?["n"] ?? 0, row?["bytes"] ?? 0)
    }
  }

  /// Every key stored, newest first (for tests and diagnostics).
  public func keys() throws -> [String] {
    try pool.read { db in
      try String.fetchAll(db, sql: "SELECT key FROM response ORDER BY fetched_at DESC, key")
    }
  }

  /// Drops the oldest responses beyond the entry count or the byte budget.
  static func prune(_ db: Database, maxEntries: Int, maxBytes: Int) throws {
    try db.execute(
      sql: """
        DELETE FROM response WHERE key IN (
          SELECT key FROM (
            SELECT key,
              ROW_NUMBER() OVER newest AS position,
              SUM(size) OVER newest AS running
            FROM response
            WINDOW newest AS (ORDER BY fetched_at DESC, key ROWS UNBOUNDED PRECEDING)
          ) WHERE position > ? OR running > ?
        )
        """, arguments: [maxEntries, maxBytes])
  }
}
