import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file under `posters.pack`, as one Reel among several sees it: what it cuts or removes
/// after reading is the file it read, and only while the pack's name still names it. Another
/// Reel may have started the pack again in between (past its bound), and a cut or removal by
/// name fell on the new file: cut at the old one's length (in the middle of a record, or made
/// longer with zeros that ended every later reading there) or removed whole.
///
/// The file read stays open until then: its inode cannot be given to a new file while it is
/// (a file removed and made again at once often gets the same number), so comparing numbers
/// tells the two apart.
final class PackFileReading {
  enum Outcome {
    case nothing, tooLarge
    case contents(Data)
  }

  let path: String
  let outcome: Outcome
  private let descriptor: Int32
  private let writable: Bool

  /// Reads `path` through one descriptor, opened without blocking (a named pipe in the pack's
  /// place is not waited on); nothing but a regular file of at most `limit` bytes is read.
  init(_ path: String, limit: Int) {
    self.path = path
    var opened = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
    writable = opened >= 0
    if opened < 0 { opened = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    descriptor = opened
    var status = stat()
    guard opened >= 0, fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      outcome = .nothing
      return
    }
    guard status.st_size <= limit else {
      outcome = .tooLarge
      return
    }
    outcome = Self.readAll(opened, expecting: Int(status.st_size), limit: limit)
  }

  /// The rest of `descriptor`, read into one buffer of the size it had (one read(2) in the
  /// usual case, as `RegularFile.read`: FileHandle's `readToEnd` read an 8 MB pack in pieces,
  /// 4 ms where this takes 0.3); too large past `limit` (it grew meanwhile). A read that fails
  /// is nothing read: what it did not read is not damage to cut off.
  private static func readAll(_ descriptor: Int32, expecting size: Int, limit: Int) -> Outcome {
    var capacity = size + 1  // a byte more, so that the end is seen without growing
    guard var buffer = malloc(capacity) else { return .nothing }
    var filled = 0
    while true {
      if filled == capacity {
        let larger = min(capacity * 2, limit + 1)
        guard filled <= limit, let grown = realloc(buffer, larger) else {
          free(buffer)
          return filled > limit ? .tooLarge : .nothing
        }
        buffer = grown
        capacity = larger
      }
      let count = read(descriptor, buffer + filled, capacity - filled)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        free(buffer)
        return .nothing
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= limit else {
      free(buffer)
      return .tooLarge
    }
    return .contents(Data(bytesNoCopy: buffer, count: filled, deallocator: .free))
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Whether the pack's name still names the file read (through a link, as it was read: a
  /// pack a user moved elsewhere and linked to is still cut when damaged).
  var isStillThePack: Bool {
    var named = stat()
    var read = stat()
    guard descriptor >= 0, stat(path, &named) == 0, fstat(descriptor, &read) == 0 else {
      return false
    }
    return named.st_dev == read.st_dev && named.st_ino == read.st_ino
  }

  enum Cut { case cut, replaced, failed }

  /// Cuts the file read at `end`, while it is still the pack and no shorter.
  func cut(at end: Int) -> Cut {
    guard isStillThePack else { return .replaced }
    var status = stat()
    guard writable, fstat(descriptor, &status) == 0 else { return .failed }
    guard status.st_size >= off_t(end) else { return .replaced }
    return ftruncate(descriptor, off_t(end)) == 0 ? .cut : .failed
  }

  /// Removes the file read, while it is still the pack.
  func remove() {
    guard isStillThePack else { return }
    unlink(path)
  }
}
