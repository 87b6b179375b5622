import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What opening a database file must know before it dares write to it.
enum DatabaseFile {
  /// The state of a file found where a database should be.
  enum Health: Equatable {
    case missing
    case healthy
    /// Not a database, or one that fails `PRAGMA quick_check`; the reason is SQLite's.
    case damaged(String)
    /// Holds migrations this version of Reel does not know: written by a newer Reel.
    case superseded
  }

  /// The companions SQLite keeps beside a database in WAL mode.
  static let companionSuffixes = ["-wal", "-shm"]

  /// Looks at the file read-only, so that a damaged file is never changed by the look.
  /// Errors that say nothing about the file's content (permissions, a folder in its place)
  /// are thrown: the caller refuses rather than moving a file it merely could not read.
  static func health(of url: URL, migrator: DatabaseMigrator) throws -> Health {
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
    configuration.busyMode = .timeout(5)
    do {
      let queue = try DatabaseQueue(path: url.path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard problems == ["ok"] else { return .damaged(problems.first ?? "failed its check") }
        return try migrator.hasBeenSuperseded(db) ? .superseded : .healthy
      }
    } catch let error as DatabaseError where isDamage(error) {
      return .damaged(LibraryError.reason(error))
    }
  }

  /// Whether an SQLite error means the file's content is bad, as opposed to its access.
  static func isDamage(_ error: DatabaseError) -> Bool {
    [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT].contains(error.resultCode)
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
  /// (`flock`) and released when the descriptor closes, so a killed process never leaves it held.
  static func withFolderLock<T>(
    for url: URL, _ body: () throws(LibraryError) -> T
  ) throws(LibraryError) -> T {
    let folder = url.deletingLastPathComponent().path
    let descriptor = open(folder, O_RDONLY)
    guard descriptor >= 0 else {
      throw LibraryError("cannot open the folder \(folder): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw LibraryError("cannot lock the folder \(folder): \(String(cString: strerror(errno)))")
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
