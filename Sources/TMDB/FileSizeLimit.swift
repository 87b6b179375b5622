import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Words for a write refused by the file size limit (`ulimit -f`: EFBIG), shared by the
/// watchlist and cache (Library) and the recorder (here): the limit is the one thing to change,
/// and "File too large" or "disk I/O error" does not say so.
public enum FileSizeLimit {
  /// "the file size limit (ulimit -f: 1 KB) is too small" when this process has one, else nil.
  /// In bytes, not blocks: `ulimit -f` counts 1,024-byte blocks in bash, 512-byte ones in dash.
  public static func words() -> String? {
    bytes().map { WriteFault.fileSizeLimit(bytes: $0).english }
  }

  /// The most bytes a file this process writes may hold, when there is a limit.
  public static func bytes() -> Int? {
    var limit = rlimit()
    // RLIM_INFINITY is all bits set (Swift cannot import the C macro's -1 as unsigned).
    guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
    return Int(clamping: limit.rlim_cur)
  }

  /// The limit's words when `error` is, or wraps, EFBIG (Foundation's write errors keep the
  /// POSIX one under `NSUnderlyingErrorKey`).
  public static func words(for error: any Error) -> String? {
    let error = error as NSError
    let posix =
      error.domain == NSPOSIXErrorDomain
      ? error
      : (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
        $0.domain == NSPOSIXErrorDomain ? $0 : nil
      }
    guard let posix, posix.code == Int(EFBIG) else { return nil }
    return words()
  }

  #if canImport(Glibc)
    /// Glibc spells RLIMIT_FSIZE as an enum case that Swift imports as a struct.
    private static let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
  #else
    private static let resource = RLIMIT_FSIZE
  #endif
}
