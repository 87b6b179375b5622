import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file Reel did not write itself (a replay record, a catalog's index, the search
/// history, which anything can replace) only when it is
/// a regular file of bounded size. `Data(contentsOf:)` would wait forever for a writer on a
/// named pipe put in its place, and read without end from `/dev/zero` or a symlink to it;
/// here neither is read at all, and nothing past `limit` is ever held.
public enum RegularFile {
  public enum Refusal: Error, Equatable {
    case notARegularFile
    case tooLarge(limit: Int)
    case unreadable

    /// Why, in the words a replay record error uses ("it is …").
    public var reason: String { fault.english }

    /// Why, as a replay record's fault, worded in the user's language on screen.
    public var fault: AnswerFault {
      switch self {
      case .notARegularFile: .notARegularFile
      case .tooLarge(let limit): .fileTooLarge(megabytes: limit / (1024 * 1024))
      case .unreadable: .unreadableFile
      }
    }
  }

  /// The whole file, or why not. Opened without blocking (a named pipe would otherwise wait for
  /// a writer), then checked on the open descriptor, so what is read is what was checked.
  public static func read(_ path: String, limit: Int) -> Result<Data, Refusal> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
    guard status.st_size <= limit else { return .failure(.tooLarge(limit: limit)) }
    // One byte more than the size, so the end is seen without growing the buffer (the usual
    // case: one read fills it, the next returns 0); a file growing meanwhile grows it, up to
    // one byte past the limit, enough to refuse it. Not zero-filled: read(2) fills it.
    var capacity = Int(status.st_size) + 1
    guard var buffer = malloc(capacity) else { return .failure(.unreadable) }
    var filled = 0
    while true {
      if filled == capacity {
        guard filled <= limit, let larger = realloc(buffer, min(capacity * 2, limit + 1)) else {
          free(buffer)
          return .failure(filled > limit ? .tooLarge(limit: limit) : .unreadable)
        }
        buffer = larger
        capacity = min(capacity * 2, limit + 1)
      }
      let count = readBytes(descriptor, buffer + filled, capacity - filled)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        free(buffer)
        return .failure(.unreadable)
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= limit else {
      free(buffer)
      return .failure(.tooLarge(limit: limit))
    }
    return .success(Data(bytesNoCopy: buffer, count: filled, deallocator: .free))
  }
}

/// The C `read`, which `RegularFile.read` hides inside the enum.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
