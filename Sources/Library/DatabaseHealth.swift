import Foundation
import GRDB
import TMDB

/// Judging a file before opening it for writing: is it Reel's, sound, and current?
extension DatabaseFile {
  /// The state of a file found where a database should be.
  enum Health: Equatable {
    case missing
    /// `migrated`: every migration applied; `wal`: already in WAL mode.
    case healthy(migrated: Bool, wal: Bool)
    /// Not an SQLite database at all: someone else's file, never touched.
    case notADatabase(LibraryFault.Reason)
    /// An SQLite database that fails `PRAGMA quick_check`; the reason is SQLite's.
    case damaged(LibraryFault.Reason)
    /// An SQLite database with tables but none of Reel's: someone else's, never touched.
    case foreign
    /// Holds migrations this version of Reel does not know: written by a newer Reel.
    case superseded
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
    if isDirectory.boolValue { throw LibraryError(.folderNotDatabase(path: url.path)) }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw LibraryError(.unreadable(path: url.path))
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
        guard problems == ["ok"] else {
          return .damaged(.said(problems.first ?? "failed its check"))
        }
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
      throw LibraryError(.cannotReadFile(path: url.path, reason(error, at: url)), mayPass: true)
    }
  }

  /// Whether an SQLite error means the file's content is bad, as opposed to its access.
  static func isDamage(_ error: DatabaseError) -> Bool {
    [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT].contains(error.resultCode)
  }
}
