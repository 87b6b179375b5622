import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converted posters kept on disk in one append-only file, so a poster converted once is read
/// back in a new Reel instead of being decoded and converted again.
///
/// One file, not a file a poster: creating a file costs ~100–200 µs of system time (measured
/// here: create 107 µs, create + rename 202 µs; an append to an open file 1.7 µs), which a
/// step along a home row would pay for every card it brings in.
///
/// The file is read once, when the first poster is looked up, and then only appended to. It
/// is read as hostile: every record carries its lengths and a checksum, and the first one that
/// does not add up ends the reading (a record cut short by a crash, or a second Reel writing at
/// the same moment, loses what follows it, never shows it). What a record holds is checked
/// again by `SymbolArtFile` before it is shown. Past its size bound or its age (six months:
/// TMDB's limit for keeping its data) the file starts again empty.
///
/// Several Reels append to one pack (each record is one write(2) with O_APPEND), so what one
/// Reel does to the file is safe for the others: the header goes only into an empty file, a
/// record a full disk cut short is taken back out, and damage is cut off, or a pack removed,
/// only while the pack's name still names the file that was read (ArtPack+File.swift).
///
/// Layout: "RPAK", a version byte, the creation time (64-bit little-endian seconds since
/// 1970), then records: name length (16-bit), name (UTF-8), data length (32-bit), data, and an
/// FNV-1a checksum of the name and data (32-bit), all little-endian.
public final class ArtPack: @unchecked Sendable {
  public static let defaultLimitBytes = 8 << 20
  static let magic: [UInt8] = Array("RPAK".utf8)
  static let version: UInt8 = 1
  static let headerSize = 13
  static let maxNameBytes = 255
  /// A poster as large as any screen shows it is ~100 KB of cells.
  static let maxDataBytes = 1 << 20

  public let file: URL
  public let limitBytes: Int
  public let maxAge: TimeInterval
  private let now: @Sendable () -> Date
  private let lock = NSLock()
  /// Records by name, as offsets into `contents`; nil until the file is read.
  private var index: [String: Range<Int>]?
  private var contents = Data()
  /// Appends go here, opened at the first; -1 when closed.
  private var descriptor: Int32 = -1
  private var size = 0

  public init(
    file: URL, limitBytes: Int = defaultLimitBytes,
    maxAge: TimeInterval = DiskImageCache.defaultMaxAge,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.file = file
    self.limitBytes = max(0, limitBytes)
    self.maxAge = maxAge
    self.now = now
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The data stored under `name`, or nil.
  public func read(_ name: String) -> Data? {
    lock.withLock {
      loadIfNeeded()
      guard let range = index?[name] else { return nil }
      return contents.subdata(in: range)
    }
  }

  /// The data stored under `name` if the file has been read already; nil (without reading
  /// it) otherwise. For the UI thread, which must not wait for a file of megabytes: the
  /// first poster looked up off it reads the file. Nor does it wait for the lock, which that
  /// first read holds while it reads and indexes the whole file: busy, it answers nil, and the
  /// poster is loaded off the UI thread instead.
  public func readIfLoaded(_ name: String) -> Data? {
    readIfLoaded(name) { Data($0) }
  }

  /// `body` on the bytes stored under `name`, in place, as `readIfLoaded(_:)` finds them (nil
  /// when it would answer nil). For the UI thread's converted posters: copied out first, each
  /// card an `l` brings in was a record's allocation, copy and release.
  func readIfLoaded<T>(_ name: String, _ body: (UnsafeRawBufferPointer) -> T?) -> T? {
    guard lock.try() else { return nil }
    defer { lock.unlock() }
    guard let range = index?[name] else { return nil }
    return contents.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
  }

  /// Runs `body` with the pack's lock held, as its first read or an append holds it (tests).
  func whileBusy<T>(_ body: () -> T) -> T {
    lock.withLock(body)
  }

  /// Appends `data` under `name` (a later record wins over an earlier one of the same name).
  public func write(_ data: Data, name: String) throws {
    let nameBytes = Array(name.utf8)
    guard nameBytes.count <= Self.maxNameBytes, data.count <= Self.maxDataBytes else { return }
    var record: [UInt8] = []
    record.reserveCapacity(nameBytes.count + data.count + 10)
    Self.append(UInt64(nameBytes.count), bytes: 2, to: &record)
    record += nameBytes
    Self.append(UInt64(data.count), bytes: 4, to: &record)
    record += data
    Self.append(UInt64(Self.checksum(nameBytes, data)), bytes: 4, to: &record)
    try lock.withLock {
      loadIfNeeded()
      if size + record.count > limitBytes { try startAgain() }
      guard size + record.count <= limitBytes else { return }
      if descriptor < 0 { try openForAppending() }
      try Self.writeAll(record, to: descriptor)
      let start = size + 2 + nameBytes.count + 4
      contents.append(contentsOf: record)
      index?[name] = start..<(start + data.count)
      size += record.count
    }
  }

  /// Forgets one record until it is written again (found unusable).
  public func remove(_ name: String) {
    lock.withLock { _ = index?.removeValue(forKey: name) }
  }

  // MARK: reading

  /// Under the lock.
  private func loadIfNeeded() {
    guard index == nil else { return }
    index = [:]
    // What is cut or removed below is the file read, never one another Reel has put in its
    // place meanwhile (see ArtPack+File.swift).
    let reading = PackFileReading(file.path, limit: limitBytes)
    let data: Data
    switch reading.outcome {
    case .nothing: return
    case .tooLarge:
      reading.remove()
      return
    case .contents(let read): data = read
    }
    guard !data.isEmpty else { return }
    // A pack dated ahead of the clock (made while it was set ahead) has a negative age, which
    // is never past `maxAge`: it is started again, as one too old is (a minute allowed).
    guard let created = Self.creationTime(data),
      case let age = now().timeIntervalSince(created), age >= -60, age <= maxAge
    else {
      reading.remove()
      return
    }
    let (records, end) = Self.readRecords(in: data)
    // What follows a record that does not add up is cut off, so that what is appended from
    // now on can be read back. A file put in this one's place meanwhile is left as it is (the
    // records read are whole, and this Reel's to use).
    if end < data.count, reading.cut(at: end) == .failed {
      reading.remove()
      return
    }
    contents = data.prefix(end)
    size = end
    index = records
  }

  static func creationTime(_ data: Data) -> Date? {
    guard data.count >= headerSize, Array(data.prefix(4)) == magic,
      data[data.startIndex + 4] == version
    else { return nil }
    let seconds = number(data, at: 5, bytes: 8)
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// Whether a whole header of this version starts at `offset`.
  static func isHeader(_ data: Data, at offset: Int) -> Bool {
    guard offset + headerSize <= data.count else { return false }
    // Byte by byte, no slice made: this runs at every record of the first read.
    let start = data.startIndex + offset
    for (index, byte) in magic.enumerated() where data[start + index] != byte { return false }
    return data[start + 4] == version
  }

  /// Every whole record's data by name, up to the first that does not add up.
  static func records(in data: Data) -> [String: Range<Int>] {
    readRecords(in: data).records
  }

  /// The records, and where the last whole one ends.
  ///
  /// A whole header where a record would start is passed over: two Reels that began on no
  /// pack each write one when they cannot have the lock between them (a file system without
  /// flock, a lock held past the 20 ms waited), and the second one ended the reading, the
  /// posters after it cut off at every such start. No record starts like one ("RP" is a name
  /// of 20,562 bytes).
  static func readRecords(in data: Data) -> (records: [String: Range<Int>], end: Int) {
    var found: [String: Range<Int>] = [:]
    var offset = headerSize
    while offset + 2 <= data.count {
      if isHeader(data, at: offset) {
        offset += headerSize
        continue
      }
      let nameCount = Int(number(data, at: offset, bytes: 2))
      let nameStart = offset + 2
      guard nameCount <= maxNameBytes, nameStart + nameCount + 4 <= data.count else { break }
      let dataCount = Int(number(data, at: nameStart + nameCount, bytes: 4))
      let dataStart = nameStart + nameCount + 4
      guard dataCount <= maxDataBytes, dataStart + dataCount + 4 <= data.count else { break }
      let name = Array(data[nameStart..<(nameStart + nameCount)])
      let stored = UInt32(number(data, at: dataStart + dataCount, bytes: 4))
      guard stored == checksum(name, data[dataStart..<(dataStart + dataCount)]),
        let text = String(validating: name, as: UTF8.self)
      else { break }
      found[text] = dataStart..<(dataStart + dataCount)
      offset = dataStart + dataCount + 4
    }
    return (found, offset)
  }

  // MARK: writing

  /// Under the lock: an empty file with a new header, the old one's records forgotten.
  private func startAgain() throws {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    try? FileManager.default.removeItem(at: file)
    contents = Data()
    size = 0
    index = [:]
  }

  /// Under the lock. A new file gets its header first.
  private func openForAppending() throws {
    // 0700, as the XDG specification asks of what Reel creates under the cache folder.
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    var opened = Self.openRegularFile(file.path)
    if opened < 0, errno != EACCES, errno != EISDIR {
      // Something other than a file in the pack's place (a named pipe, a device, a link to
      // one): replaced by a new file. A named pipe was waited on for ever for a reader, with
      // the lock held, and the loop froze at its next `readIfLoaded`.
      unlink(file.path)
      opened = Self.openRegularFile(file.path)
    }
    guard opened >= 0 else { throw Self.error(errno, file) }
    descriptor = opened
    var header = Self.magic + [Self.version]
    Self.append(UInt64(max(0, now().timeIntervalSince1970)), bytes: 8, to: &header)
    // The header goes into the file when the file is empty, whatever this Reel read at its
    // start: another Reel may have made the file since (its header stands; a second one in
    // the middle ended every later reading there, and what followed was cut off), or started
    // it again. The lock makes "empty, so write it" one step between Reels, which hold it for
    // microseconds: it is waited for 20 ms at most, never for ever (another program can hold
    // it as long as it likes, and waiting held the pack's lock and a thread of the pool).
    let locked = Self.lockBriefly(descriptor)
    defer { if locked { flock(descriptor, LOCK_UN) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_size == 0 {
      try Self.writeAll(header, to: descriptor)
    }
    if size == 0 {
      contents = Data(header)
      size = header.count
    }
  }

  /// Takes `descriptor`'s exclusive lock if it is free within 20 ms.
  private static func lockBriefly(_ descriptor: Int32) -> Bool {
    for _ in 0..<10 {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
      guard errno == EWOULDBLOCK || errno == EINTR else { return false }
      usleep(2000)
    }
    return false
  }

  /// `path` opened for appending if it is a regular file (made if missing), else -1 with
  /// `errno` set. Opened without blocking, so a named pipe is refused (ENXIO, or EINVAL once
  /// looked at) instead of waited on.
  private static func openRegularFile(_ path: String) -> Int32 {
    let opened = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard opened >= 0 else { return -1 }
    var status = stat()
    guard fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(opened)
      errno = EINVAL
      return -1
    }
    return opened
  }

  static func append(_ value: UInt64, bytes: Int, to buffer: inout [UInt8]) {
    for index in 0..<bytes { buffer.append(UInt8((value >> (8 * UInt64(index))) & 0xFF)) }
  }

  static func number(_ data: Data, at offset: Int, bytes: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<bytes {
      value |= UInt64(data[data.startIndex + offset + index]) << (8 * UInt64(index))
    }
    return value
  }

  static func checksum<Name: Sequence<UInt8>, Bytes: Sequence<UInt8>>(
    _ name: Name, _ data: Bytes
  ) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    mix(name, into: &hash)
    mix(data, into: &hash)
    return hash
  }

  /// FNV-1a over `bytes`: through their storage when they have one (an array, a `Data`),
  /// which a poster's record written at each step along a home row took a byte at a time
  /// through `Data`'s iterator (~40 instructions a byte).
  private static func mix(_ bytes: some Sequence<UInt8>, into hash: inout UInt32) {
    var value = hash
    defer { hash = value }
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      for byte in buffer { value = (value ^ UInt32(byte)) &* 16_777_619 }
    }
    guard done == nil else { return }
    for byte in bytes { value = (value ^ UInt32(byte)) &* 16_777_619 }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        systemWrite(descriptor, raw.baseAddress! + written, raw.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let code = errno
        if written > 0 { cutOff(written, from: descriptor) }
        throw error(code, nil)
      }
      written += result
    }
  }

  /// Takes back the `count` bytes just appended on `descriptor`, the start of a record that a
  /// full disk (or `ulimit -f`) refused the rest of: left there, it ended the next Reel's
  /// reading, which cut off every record this one appended after it once there was room.
  /// Only while they are still the file's last bytes: what another Reel appended since stays.
  private static func cutOff(_ count: Int, from descriptor: Int32) {
    let end = lseek(descriptor, 0, SEEK_CUR)  // appending: the end of what was just written
    var status = stat()
    guard end >= off_t(count), fstat(descriptor, &status) == 0, status.st_size == end else {
      return
    }
    _ = ftruncate(descriptor, end - off_t(count))
  }

  private static func error(_ code: Int32, _ file: URL?) -> Error {
    var info: [String: Any] = [NSLocalizedDescriptionKey: String(cString: strerror(code))]
    if let file { info[NSFilePathErrorKey] = file.path }
    return NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: info)
  }
}

/// write(2), named apart from `ArtPack.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
