import Foundation
import TMDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Downloaded poster files under `$XDG_CACHE_HOME/reel/images/`, so a poster seen once shows
/// at once next time, offline and in a new process. Bounded in bytes (oldest downloads go
/// first), and files older than six months are removed: TMDB's terms allow keeping its data
/// that long at most. Writes are atomic (a temporary file renamed into place), so a reader
/// never sees half a file; a damaged file found later is the loader's miss, and removed.
public final class DiskImageCache: @unchecked Sendable {
  public static let defaultLimitBytes = 200 << 20
  /// Six months.
  public static let defaultMaxAge: TimeInterval = 183 * 24 * 3600

  public let directory: URL
  public let limitBytes: Int
  public let maxAge: TimeInterval
  private let now: @Sendable () -> Date
  private let lock = NSLock()
  /// Bytes on disk as last counted plus what was written since; nil until counted.
  private var totalBytes: Int?

  public init(
    directory: URL, limitBytes: Int = defaultLimitBytes, maxAge: TimeInterval = defaultMaxAge,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.directory = directory
    self.limitBytes = max(0, limitBytes)
    self.maxAge = maxAge
    self.now = now
  }

  /// `$XDG_CACHE_HOME/reel/images` (an absolute XDG_CACHE_HOME only), else
  /// `~/.cache/reel/images`.
  /// Whether `defaultDirectory` may be made: an absolute XDG_CACHE_HOME is made as the XDG
  /// specification asks, but a home that does not exist is never made (the browser with
  /// `HOME=/tmp/none/x` left `/tmp/none/x/.cache/reel/posters.pack` behind).
  public static func defaultDirectoryMayBeMade(environment: [String: String]) -> Bool {
    environment["XDG_CACHE_HOME"].map { $0.hasPrefix("/") } == true
      || UserHome.exists(environment: environment)
  }

  public static func defaultDirectory(environment: [String: String]) -> URL {
    let base: String
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = cache
    } else {
      // As Library's XDG folders take it: a relative HOME put the posters in whatever folder
      // Reel was started from.
      base = (UserHome.folder(environment: environment) as NSString).appendingPathComponent(
        ".cache")
    }
    return URL(fileURLWithPath: base, isDirectory: true)
      .appendingPathComponent("reel/images", isDirectory: true)
  }

  /// The file name for a poster: "w185_abc.jpg". Poster paths are checked plain before they
  /// get here; anything else is replaced, so a name never leaves the folder.
  public static func fileName(posterPath: String, size: String) -> String {
    // Byte by byte: a poster's art is looked up here every time a card comes into view, and
    // going through Characters cost ~100 k instructions a name. A byte of a multi-byte
    // character is never ASCII, so each becomes "_" (the name stays ASCII).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size.utf8.count + posterPath.utf8.count + 1)
    bytes += size.utf8
    bytes.append(UInt8(ascii: "_"))
    bytes += posterPath.utf8.drop { $0 == UInt8(ascii: "/") }
    for index in bytes.indices where !isPlainNameByte(bytes[index]) {
      bytes[index] = UInt8(ascii: "_")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `name` is one this cache makes: a poster's file ("w185_abc.jpg": one of TMDB's
  /// sizes, "_", plain name bytes ending in ".jpg" or ".jpeg") or a write's temporary file
  /// (".tmp-" and a UUID). Trimming removes nothing else: the folder may be a link into the
  /// user's own files, or hold files a user put there, and those are not Reel's to delete.
  /// `write` keeps only names that pass, so every file the cache adds can be trimmed.
  public static func isCacheFileName(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      if bytes.starts(with: temporaryPrefix.utf8) {
        let rest = bytes.dropFirst(temporaryPrefix.utf8.count)
        return rest.count == 36 && UUID(uuidString: String(decoding: rest, as: UTF8.self)) != nil
      }
      guard bytes.count < 256, let underscore = bytes.firstIndex(of: UInt8(ascii: "_")) else {
        return false
      }
      let size = bytes[..<underscore]
      let file = bytes[(underscore + 1)...]
      return isPosterSize(size) && file.first != UInt8(ascii: ".")
        && file.allSatisfy(isPlainNameByte)
        && (file.reversed().starts(with: ".jpg".utf8.reversed())
          || file.reversed().starts(with: ".jpeg".utf8.reversed()))
    }
  }

  /// TMDB's poster sizes: "original", or "w" or "h" and a number ("w185").
  private static func isPosterSize(_ size: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    if size.elementsEqual("original".utf8) { return true }
    guard let first = size.first, first == UInt8(ascii: "w") || first == UInt8(ascii: "h"),
      size.count > 1, size.count <= 6
    else { return false }
    return size.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  private static let temporaryPrefix = ".tmp-"

  /// The file of a poster, nil unless the poster path is TMDB's plain shape ("/" and plain
  /// name bytes) and the size letters and digits: only then is the name one poster's alone.
  /// `fileName` makes every other byte "_" and drops the leading "/", so "/a b.jpg", "a.jpg",
  /// "//a.jpg" or size "w185 " named the file of "/a_b.jpg", "/a.jpg" or "/_a.jpg": such a
  /// path is never fetched, but it was looked up here first, and its film showed another
  /// film's poster (or removed it, found unusable).
  private func url(posterPath: String, size: String) -> URL? {
    guard isPlainPosterPath(posterPath), Self.isPlainSize(size) else { return nil }
    return directory.appendingPathComponent(Self.fileName(posterPath: posterPath, size: size))
  }

  /// Letters and digits in ASCII, as TMDB's sizes are ("w185", "original").
  private static func isPlainSize(_ size: String) -> Bool {
    !size.utf8.isEmpty
      && size.utf8.allSatisfy {
        isPlainNameByte($0) && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "_")
          && $0 != UInt8(ascii: "-")
      }
  }

  /// The stored file, or nil when there is none or it is past its age. A file that is not one
  /// a download could have left (not a regular file, larger than any download, dated ahead) is
  /// a miss, and removed: it is fetched again rather than read whole or kept for ever.
  public func read(posterPath: String, size: String) -> Data? {
    guard let file = url(posterPath: posterPath, size: size),
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
    else {
      return nil
    }
    let regular = attributes[.type] as? FileAttributeType == .typeRegular
    let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
    let modified = attributes[.modificationDate] as? Date ?? .distantPast
    guard regular, bytes <= HTTPImageSource.maxBytes, !isStale(modified, at: now()) else {
      remove(posterPath: posterPath, size: size)
      return nil
    }
    return try? Data(contentsOf: file)
  }

  /// Past its age, or dated more than a minute ahead (written while the clock was set ahead, or
  /// touched by another program): a negative age would never pass the bound.
  private func isStale(_ modified: Date, at current: Date) -> Bool {
    let age = current.timeIntervalSince(modified)
    return age > maxAge || age < -60
  }

  /// Stores a downloaded file, then trims the folder to its bound.
  public func write(_ data: Data, posterPath: String, size: String) throws {
    // A name trimming would not know stays off the disk (the poster is shown all the same).
    guard data.count <= limitBytes, let file = url(posterPath: posterPath, size: size),
      Self.isCacheFileName(file.lastPathComponent)
    else { return }
    // 0700, as the XDG specification asks of what Reel creates under the cache folder.
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let temporary = directory.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString)
    do {
      try data.write(to: temporary)
      // rename(2) replaces the old file in one step.
      guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    let over = lock.withLock { () -> Bool in
      guard let total = totalBytes else { return true }
      totalBytes = total + data.count
      return total + data.count > limitBytes
    }
    if over { trim() }
  }

  /// Forgets one poster (e.g. found damaged).
  public func remove(posterPath: String, size: String) {
    guard let file = url(posterPath: posterPath, size: size) else { return }
    try? FileManager.default.removeItem(at: file)
  }

  /// Removes files past their age, leftovers of interrupted writes, then the oldest files
  /// until the folder fits its bound: only files the cache names (see `isCacheFileName`).
  public func trim() {
    let manager = FileManager.default
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    let files =
      (try? manager.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys, options: [])) ?? []
    let current = now()
    var kept: [(url: URL, modified: Date, size: Int)] = []
    for file in files where Self.isCacheFileName(file.lastPathComponent) {
      guard let values = try? file.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      let modified = values.contentModificationDate ?? .distantPast
      let age = current.timeIntervalSince(modified)
      let stale = isStale(modified, at: current)
      let leftover = file.lastPathComponent.hasPrefix(".tmp-") && (age > 60 || age < -60)
      if stale || leftover {
        try? manager.removeItem(at: file)
      } else if !file.lastPathComponent.hasPrefix(".tmp-") {
        kept.append((file, modified, values.fileSize ?? 0))
      }
    }
    var total = kept.reduce(0) { $0 + $1.size }
    for file in kept.sorted(by: { $0.modified < $1.modified }) where total > limitBytes {
      try? manager.removeItem(at: file.url)
      total -= file.size
    }
    lock.withLock { totalBytes = total }
  }

  /// Bytes the cached files take now (the cache's own: see `isCacheFileName`).
  public func currentSize() -> Int {
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: [.fileSizeKey], options: [])) ?? []
    return files.filter { Self.isCacheFileName($0.lastPathComponent) }.reduce(0) {
      $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0)
    }
  }
}
