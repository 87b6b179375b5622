import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a caller means to use a database.
public enum DatabaseAccess: Sendable, Equatable {
  /// Changes will be made: the schema is brought up to date (when the file can be written).
  case readWrite
  /// Only reads: nothing is migrated, locked or created beside an existing file, so a read-only
  /// file, or one another program is writing to, can still be read.
  case readOnly
}

/// The one way Library opens an SQLite file (the watchlist and the response cache): checks the
/// file before daring to write to it, bounds every wait, and opens read-only when it must.
enum DatabaseFile {
  /// What a caller wants done with a file that fails its integrity check.
  enum DamagePolicy {
    /// Rename it aside, byte for byte, and start afresh (the watchlist: the user keeps it).
    case moveAside
    /// Delete it (the cache: everything in it can be fetched again).
    case delete
  }

  /// What to open and how to treat what is found there.
  struct Request {
    var url: URL
    /// Words for messages: "the watchlist database", "the response cache".
    var name: String
    var migrator: DatabaseMigrator
    var access: DatabaseAccess = .readWrite
    /// Whether a missing folder may be created (the XDG defaults), or is a mistake to report
    /// (a path the user typed).
    var createsFolder = true
    var onDamage: DamagePolicy
    /// A file with migrations this Reel does not know: refused (nil), or opened anyway.
    var acceptsNewerSchema = false
    /// What the user is told when the folder does not exist and may not be created.
    var missingFolderHint = ""
    /// Runs on every connection (pragmas).
    var prepare: (@Sendable (Database) throws -> Void)?
  }

  /// An open database and what the user should hear about opening it.
  struct Opened {
    var writer: any DatabaseWriter
    var notice: String?
    /// The file could not be written: reads work, writes fail with a plain message.
    var isReadOnly: Bool
  }

  /// The state of a file found where a database should be.
  enum Health: Equatable {
    case missing
    /// `migrated`: every migration applied; `wal`: already in WAL mode.
    case healthy(migrated: Bool, wal: Bool)
    /// Not an SQLite database at all: someone else's file, never touched.
    case notADatabase(String)
    /// An SQLite database that fails `PRAGMA quick_check`; the reason is SQLite's.
    case damaged(String)
    /// An SQLite database with tables but none of Reel's: someone else's, never touched.
    case foreign
    /// Holds migrations this version of Reel does not know: written by a newer Reel.
    case superseded
  }

  /// The companions SQLite keeps beside a database in WAL mode.
  static let companionSuffixes = ["-wal", "-shm"]

  /// How long SQLite waits for another process's write lock before saying "busy".
  static let busyTimeout: TimeInterval = 5
  /// How long opening waits for another Reel that is opening (and perhaps migrating) the file.
  static let folderLockTimeout: TimeInterval = 10

  static func open(_ request: Request) throws(LibraryError) -> Opened {
    let url = request.url
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
      guard request.createsFolder else {
        throw LibraryError(
          "the folder \(folder.path) for \(request.name) does not exist\(request.missingFolderHint)"
        )
      }
      try XDGPaths.createDirectory(folder)
    } else if !isDirectory.boolValue {
      throw LibraryError("\(folder.path) is a file, not a folder")
    }
    try checkIsRegularFile(url, name: request.name)

    let exists = FileManager.default.fileExists(atPath: url.path)
    let writable =
      access(folder.path, W_OK) == 0 && (!exists || access(url.path, W_OK) == 0)
    if exists, !writable || request.access == .readOnly {
      if let opened = try openForReading(request, writable: writable) { return opened }
      guard writable else {
        throw LibraryError("\(request.name) \(url.path) cannot be written and has no watchlist yet")
      }
    }
    return try withFolderLock(for: url, name: request.name) { () throws(LibraryError) in
      try openForWriting(request)
    }
  }

  /// Opens an existing file without changing it; nil when it needs the writer's path first
  /// (not yet migrated). A read-only file is opened `immutable`, so SQLite creates no `-shm`
  /// beside it (one left with the file's mode 0444 would break every later open).
  private static func openForReading(_ request: Request, writable: Bool) throws(LibraryError)
    -> Opened?
  {
    let url = request.url
    switch try health(of: url, migrator: request.migrator, immutable: !writable) {
    case .missing: return nil
    case .healthy(let migrated, _):
      guard migrated || !writable else { return nil }
    case .superseded where request.acceptsNewerSchema: break
    case .superseded: throw superseded(request)
    case .notADatabase(let reason): throw notADatabase(request, reason: reason)
    case .foreign: throw foreign(request)
    case .damaged(let reason):
      if writable { return nil }  // the writer's path moves it aside or deletes it
      throw LibraryError(
        "\(request.name) \(url.path) is damaged (\(reason)) and cannot be written, so it was left "
          + "as it is")
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    do {
      let queue = try DatabaseQueue(
        path: writable ? url.path : immutableURI(url), configuration: configuration)
      let notice =
        writable
        ? nil
        : "\(capitalized(request.name)) \(url.path) is read-only: it can be read, but changes cannot be saved."
      return Opened(writer: queue, notice: notice, isReadOnly: true)
    } catch {
      throw LibraryError("cannot open \(request.name) \(url.path): \(LibraryError.reason(error))")
    }
  }

  private static func openForWriting(_ request: Request) throws(LibraryError) -> Opened {
    let url = request.url
    var notice: String?
    var ready = false
    switch try health(of: url, migrator: request.migrator, immutable: false) {
    case .missing: break
    case .healthy(let migrated, let wal): ready = migrated && wal
    case .superseded where request.acceptsNewerSchema: break
    case .superseded: throw superseded(request)
    case .foreign: throw foreign(request)
    case .notADatabase(let reason) where request.onDamage == .moveAside:
      throw notADatabase(request, reason: reason)
    case .notADatabase, .damaged:
      switch request.onDamage {
      case .moveAside:
        let aside = try moveAside(url)
        notice =
          "\(capitalized(request.name)) was damaged; it was moved to \(aside.path) and a new one started."
      case .delete:
        delete(url)
        notice = "\(capitalized(request.name)) was damaged; it was cleared and a new one started."
      }
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    if let prepare = request.prepare { configuration.prepareDatabase(prepare) }
    do {
      // A file that is ready (WAL, migrated) opens without taking the write lock, so a file
      // another program is writing to still opens and reads (GRDB's pool would write a
      // probe table into an empty WAL first). New or older files take the pool's set-up and
      // the migrations, under the folder lock.
      if ready {
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        return Opened(writer: queue, notice: notice, isReadOnly: false)
      }
      let pool = try DatabasePool(path: url.path, configuration: configuration)
      try request.migrator.migrate(pool)
      return Opened(writer: pool, notice: notice, isReadOnly: false)
    } catch {
      throw LibraryError("cannot open \(request.name) \(url.path): \(LibraryError.reason(error))")
    }
  }

  /// Looks at the file read-only, so that a damaged file is never changed by the look.
  /// Errors that say nothing about the file's content (permissions, a folder in its place)
  /// are thrown: the caller refuses rather than moving a file it merely could not read.
  static func health(of url: URL, migrator: DatabaseMigrator, immutable: Bool = false)
    throws(LibraryError) -> Health
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .missing
    }
    if isDirectory.boolValue { throw LibraryError("\(url.path) is a folder, not a database") }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw LibraryError("\(url.path) cannot be read (permission denied)")
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    do {
      let queue = try DatabaseQueue(
        path: immutable ? immutableURI(url) : url.path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard problems == ["ok"] else { return .damaged(problems.first ?? "failed its check") }
        let tables = try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        if tables.isEmpty { return .healthy(migrated: false, wal: false) }
        if !tables.contains("grdb_migrations") { return .foreign }
        if try migrator.hasBeenSuperseded(db) { return .superseded }
        let journal = try String.fetchOne(db, sql: "PRAGMA journal_mode")
        return .healthy(
          migrated: try migrator.hasCompletedMigrations(db), wal: journal?.lowercased() == "wal")
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
      return .notADatabase(LibraryError.reason(error))
    } catch let error as DatabaseError where isDamage(error) {
      return .damaged(LibraryError.reason(error))
    } catch {
      throw LibraryError("cannot read \(url.path): \(LibraryError.reason(error))")
    }
  }

  /// Whether an SQLite error means the file's content is bad, as opposed to its access.
  static func isDamage(_ error: DatabaseError) -> Bool {
    [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT].contains(error.resultCode)
  }

  /// A FIFO, a device or a socket where a database should be would make SQLite block or worse:
  /// only a regular file (or a symbolic link to one) is opened.
  static func checkIsRegularFile(_ url: URL, name: String) throws(LibraryError) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return }  // missing: created later
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw LibraryError("\(url.path) is a folder, not a database") }
    guard type == S_IFREG else {
      let kind =
        switch type {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      throw LibraryError("\(url.path) is \(kind), not a file; \(name) must be an ordinary file")
    }
  }

  /// `file:` URI for SQLite's `immutable` mode: no lock, no `-shm`, no `-wal` is created.
  /// (SQLite reads URI file names when built with SQLITE_USE_URI, as Debian's and Apple's are.)
  static func immutableURI(_ url: URL) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let path = url.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
    return "file:\(path)?immutable=1"
  }

  private static func superseded(_ request: Request) -> LibraryError {
    LibraryError(
      "\(request.name) \(request.url.path) was written by a newer version of Reel; "
        + "update Reel to use it (the file was left as it is)")
  }

  private static func notADatabase(_ request: Request, reason: String) -> LibraryError {
    let path = request.url.path
    return LibraryError(
      "\(path) is not an SQLite database (\(reason)), so Reel left it as it is; if it is an old "
        + "or damaged watchlist, move it away (mv \(path) \(path).old) and Reel starts a new one")
  }

  private static func foreign(_ request: Request) -> LibraryError {
    LibraryError(
      "\(request.url.path) is another program's SQLite database, not \(request.name); Reel left "
        + "it as it is (choose another file)")
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Renames the file and its companions to `NAME.damaged-YYYYMMDD-HHMMSS` (with `-2`, `-3` …
  /// when that name is taken), leaving their bytes untouched. Returns the new location.
  static func moveAside(_ url: URL, now: Date = Date()) throws(LibraryError) -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stem = url.path + ".damaged-" + formatter.string(from: now)
    var target = stem
    var counter = 1
    let manager = FileManager.default
    while manager.fileExists(atPath: target) {
      counter += 1
      target = "\(stem)-\(counter)"
    }
    do {
      try manager.moveItem(atPath: url.path, toPath: target)
      for suffix in companionSuffixes where manager.fileExists(atPath: url.path + suffix) {
        try manager.moveItem(atPath: url.path + suffix, toPath: target + suffix)
      }
    } catch {
      throw LibraryError(
        "the database \(url.path) is damaged and could not be moved aside: "
          + LibraryError.reason(error))
    }
    return URL(fileURLWithPath: target)
  }

  /// Deletes the file and its companions (for the cache, which can always be refetched).
  static func delete(_ url: URL) {
    for suffix in [""] + companionSuffixes {
      try? FileManager.default.removeItem(atPath: url.path + suffix)
    }
  }

  /// Runs `body` holding an exclusive lock on the database's folder, so that two processes
  /// never judge, move aside or migrate the same file at the same time. The lock is advisory
  /// (`flock`) and released when the descriptor closes, so a killed process never leaves it
  /// held; a live one that keeps it (stopped with Ctrl-Z mid-open, say) is waited for at most
  /// `timeout`, then reported.
  static func withFolderLock<T>(
    for url: URL, name: String = "the database", timeout: TimeInterval = folderLockTimeout,
    _ body: () throws(LibraryError) -> T
  ) throws(LibraryError) -> T {
    let folder = url.deletingLastPathComponent().path
    let descriptor = systemOpen(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw LibraryError("cannot open the folder \(folder): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        guard Date() < deadline else {
          throw LibraryError(
            "gave up after \(Int(timeout)) s waiting for another program that is opening "
              + "\(name) \(url.path) (it holds a lock on \(folder)); nothing was changed")
        }
        usleep(20_000)
      default:
        throw LibraryError("cannot lock the folder \(folder): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}

/// `open(2)`, named apart from `DatabaseFile.open`.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags)
  #else
    Darwin.open(path, flags)
  #endif
}
