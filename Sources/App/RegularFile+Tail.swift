import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RegularFile {
  /// The end of a file Reel did not write itself.
  struct Tail {
    /// The file's last bytes, at most the count asked for.
    let data: Data
    /// Whether `data` starts at the file's first byte (its first line is whole).
    let isWhole: Bool
  }

  /// The last `count` bytes of a regular file of at most `limit` bytes, or why not: what a
  /// reader of the newest lines needs, without reading (or holding) the rest. Checked like
  /// `read` (opened without blocking, then checked on the open descriptor).
  static func readTail(_ path: String, limit: Int, count: Int) -> Result<Tail, Refusal> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
    guard status.st_size <= limit else { return .failure(.tooLarge(limit: limit)) }
    let size = Int(status.st_size)
    let start = max(0, size - count)
    var data = Data(count: size - start)
    // A file shrinking meanwhile ends early: what was read is kept, the rest cut off.
    let filled = data.withUnsafeMutableBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      var filled = 0
      while filled < buffer.count {
        let read = pread(descriptor, base + filled, buffer.count - filled, off_t(start + filled))
        if read < 0, errno == EINTR { continue }
        guard read > 0 else { return read < 0 ? -1 : filled }
        filled += read
      }
      return filled
    }
    guard filled >= 0 else { return .failure(.unreadable) }
    data.count = filled
    return .success(Tail(data: data, isWhole: start == 0))
  }
}
