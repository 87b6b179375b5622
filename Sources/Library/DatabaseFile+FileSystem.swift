import Foundation
import GRDB
import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What opening a database does with files and folders: what may be opened, moving a damaged
/// file aside, and the lock that keeps two processes from doing so at once.
extension DatabaseFile {
  /// A FIFO, a device or a socket where a database should be would make SQLite block or worse:
  /// only a regular file (or a symbolic link to one) is opened.
  static func checkIsRegularFile(_ url: URL, file: LibraryFault.File) throws(LibraryError) {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return }  // missing: created later
    let type = info.st_mode & S_IFMT
    if type == S_IFDIR { throw LibraryError(.folderNotDatabase(path: url.path)) }
    guard type == S_IFREG else {
      let kind: LibraryFault.Special =
        switch type {
        case S_IFIFO: .fifo
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        default: .other
        }
      throw LibraryError(.notOrdinaryFile(path: url.path, kind, file))
    }
  }

  /// Why opening or reading `url` failed, in plain words: SQLite says "disk I/O error" when it
  /// cannot even create its `-shm` beside a file on a full disk, which tells nobody what to do.
  static func reason(_ error: any Error, at url: URL) -> LibraryFault.Reason {
    let reason = LibraryError.reason(error)
    guard let error = error as? DatabaseError,
      [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN].contains(error.resultCode),
      diskIsFull(holding: url)
    else { return reason }
    return .diskFull(reason)
  }

  /// Whether the file system holding `url`'s folder has no room left for this user.
  static func diskIsFull(holding url: URL) -> Bool {
    var info = statvfs()
    guard statvfs(url.deletingLastPathComponent().path, &info) == 0 else { return false }
    return info.f_bavail == 0
  }

  /// `file:` URI for SQLite's `immutable` mode: no lock, no `-shm`, no `-wal` is created.
  /// (SQLite reads URI file names when built with SQLITE_USE_URI, as Debian's and Apple's are.)
  static func immutableURI(_ url: URL) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let path = url.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
    return "file:\(path)?immutable=1"
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
      throw LibraryError(.cannotMoveAside(path: url.path, LibraryError.reason(error)))
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
    for url: URL, file: LibraryFault.File, timeout: TimeInterval = folderLockTimeout,
    _ body: () throws(LibraryError) -> T
  ) throws(LibraryError) -> T {
    let folder = url.deletingLastPathComponent().path
    let descriptor = systemOpen(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw LibraryError(.cannotOpenFolder(path: folder, Self.unloweredReason(errno)))
    }
    defer { close(descriptor) }
    let deadline = Date().addingTimeInterval(timeout)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        guard Date() < deadline else {
          throw LibraryError(
            .lockTimedOut(seconds: Int(timeout), file, path: url.path, folder: folder),
            mayPass: true)
        }
        usleep(20_000)
      default:
        throw LibraryError(.cannotLockFolder(path: folder, Self.unloweredReason(errno)))
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// strerror's words as they are (the folder lock's messages never lowered them).
  static func unloweredReason(_ code: Int32) -> LibraryFault.Reason {
    .system(code: code, words: String(cString: strerror(code)))
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
