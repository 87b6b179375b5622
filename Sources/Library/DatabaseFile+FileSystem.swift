import Foundation
import GRDB

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
        default: "a special file"
        }
      throw LibraryError("\(url.path) is \(kind), not a file; \(name) must be an ordinary file")
    }
  }

  /// Why opening or reading `url` failed, in plain words: SQLite says "disk I/O error" when it
  /// cannot even create its `-shm` beside a file on a full disk, which tells nobody what to do.
  static func reason(_ error: any Error, at url: URL) -> String {
    let reason = LibraryError.reason(error)
    guard let error = error as? DatabaseError,
      [.SQLITE_IOERR, .SQLITE_FULL, .SQLITE_CANTOPEN].contains(error.resultCode),
      diskIsFull(holding: url)
    else { return reason }
    return "\(reason) (the disk holding it is full: free some space and try again)"
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
              + "\(name) \(url.path) (it holds a lock on \(folder)); nothing was changed",
            mayPass: true)
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
