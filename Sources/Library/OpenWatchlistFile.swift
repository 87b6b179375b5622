import Foundation
import GRDB

/// The database the watchlist store has open, and which file that is.
///
/// SQLite holds the file by its descriptor. When the file at the path is replaced (a backup
/// restored with `mv`, a sync tool's rename) or removed while Reel runs, every change would go
/// on into the old file, which nothing reads again: `w` said "Added", and `reel watchlist
/// list` and the next start never saw it. So before each use the path is looked at (one
/// `stat`), and a different file there, or none, is opened as the next start would open it.
final class OpenWatchlistFile: @unchecked Sendable {
  private let lock = NSLock()
  private let path: String
  private let reopen: @Sendable () throws(LibraryError) -> any DatabaseWriter
  private var writer: any DatabaseWriter
  private var identity: FileIdentity?
  /// The open file's write-ahead log, to know it when the file beside it is another.
  private var walIdentity: FileIdentity?
  /// How many times another file was found at the path: part of the data version, so the
  /// browser reads its window again from the new file.
  private var generation = 0

  init(
    writer: any DatabaseWriter, path: String,
    reopen: @escaping @Sendable () throws(LibraryError) -> any DatabaseWriter
  ) {
    self.writer = writer
    self.path = path
    self.reopen = reopen
    identity = FileIdentity(path: path)
    walIdentity = FileIdentity(path: Self.logBase(path) + "-wal")
  }

  /// The writer as it is, without looking at the path (for the repairs made at opening, and
  /// tests that close it).
  var opened: any DatabaseWriter {
    lock.lock()
    defer { lock.unlock() }
    return writer
  }

  /// The writer of the file at the path now, and how many times it was replaced.
  func current() throws(LibraryError) -> (writer: any DatabaseWriter, generation: Int) {
    lock.lock()
    defer { lock.unlock() }
    let found = FileIdentity(path: path)
    guard found != identity || found == nil else { return (writer, generation) }
    // Closed first: closing may remove the old file's `-wal` by its path, which must not be
    // the new file's by then. One still in use elsewhere is left open, and closes when the
    // last use lets it go.
    try? writer.close()
    // A file renamed alone over the open one leaves the old file's log beside it, and SQLite
    // would read the old changes from it into the new file. Still the log this store had open,
    // it is the old file's: its changes are in the old file (closing checkpointed them), or in
    // no file anyone reads.
    let base = Self.logBase(path)
    if let walIdentity, FileIdentity(path: base + "-wal") == walIdentity {
      for suffix in ["-wal", "-shm"] { unlink(base + suffix) }
    }
    writer = try reopen()
    identity = FileIdentity(path: path)
    walIdentity = FileIdentity(path: Self.logBase(path) + "-wal")
    generation += 1
    return (writer, generation)
  }
}

extension OpenWatchlistFile {
  /// Where SQLite keeps the file's `-wal` and `-shm`: beside the file a link at the path names
  /// (it resolves links), not beside the link; the path itself when nothing resolves.
  static func logBase(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// A file's device and inode: the same at the path means the same file.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  /// Nil when nothing is at the path.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
