import Foundation
import GRDB
import TMDB

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
    /// Which file, for messages: "the watchlist database", "the response cache".
    var file: LibraryFault.File
    var migrator: DatabaseMigrator
    var access: DatabaseAccess = .readWrite
    /// Whether a missing folder may be created (the XDG defaults), or is a mistake to report
    /// (a path the user typed).
    var createsFolder = true
    var onDamage: DamagePolicy
    /// A file with migrations this Reel does not know: refused (nil), or opened anyway.
    var acceptsNewerSchema = false
    /// Runs on every connection (pragmas).
    var prepare: (@Sendable (Database) throws -> Void)?
  }

  /// An open database and what the user should hear about opening it.
  struct Opened {
    var writer: any DatabaseWriter
    var notice: LibraryNotice?
    /// The file could not be written: reads work, writes fail with a plain message.
    var isReadOnly: Bool
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
        throw LibraryError(.folderMissing(path: folder.path, request.file))
      }
      try XDGPaths.createDirectory(folder)
    } else if !isDirectory.boolValue {
      throw LibraryError(.fileNotFolder(path: folder.path))
    }
    try checkIsRegularFile(url, file: request.file)

    let exists = FileManager.default.fileExists(atPath: url.path)
    let writable =
      access(folder.path, W_OK) == 0 && (!exists || access(url.path, W_OK) == 0)
    if exists, !writable || request.access == .readOnly {
      if let opened = try openForReading(request, writable: writable) { return opened }
      guard writable else {
        throw LibraryError(.notReadyToRead(request.file, path: url.path))
      }
    }
    return try withFolderLock(for: url, file: request.file) { () throws(LibraryError) in
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
      throw LibraryError(.damagedReadOnly(request.file, path: url.path, reason))
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    do {
      let queue = try DatabaseQueue(
        path: writable ? url.path : immutableURI(url), configuration: configuration)
      let notice: LibraryNotice? = writable ? nil : .readOnly(request.file, path: url.path)
      return Opened(writer: queue, notice: notice, isReadOnly: true)
    } catch {
      throw LibraryError(
        .cannotOpen(request.file, path: url.path, reason(error, at: url)), mayPass: true)
    }
  }

  private static func openForWriting(_ request: Request) throws(LibraryError) -> Opened {
    let url = request.url
    var notice: LibraryNotice?
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
        notice = .movedAside(request.file, to: aside.path)
      case .delete:
        delete(url)
        notice = .cleared(request.file)
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
      throw LibraryError(
        .cannotOpen(request.file, path: url.path, reason(error, at: url)), mayPass: true)
    }
  }

  private static func superseded(_ request: Request) -> LibraryError {
    LibraryError(.newerVersion(request.file, path: request.url.path))
  }

  private static func notADatabase(_ request: Request, reason: LibraryFault.Reason) -> LibraryError
  {
    LibraryError(.notADatabase(path: request.url.path, reason))
  }

  private static func foreign(_ request: Request) -> LibraryError {
    LibraryError(.foreign(path: request.url.path, request.file))
  }
}
