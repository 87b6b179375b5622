/// Where the frame writer's bytes go: an array (tests, the short tails of a frame) or
/// `FrameBytes`.
protocol ByteOutput {
  var count: Int { get }
  mutating func append(_ byte: UInt8)
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
  mutating func append(contentsOf bytes: [UInt8])
  mutating func removeLast(_ count: Int)
  /// Copies the last `count` bytes to `target`.
  func copyLast(_ count: Int, to target: UnsafeMutablePointer<UInt8>)
}

extension Array: ByteOutput where Element == UInt8 {
  func copyLast(_ count: Int, to target: UnsafeMutablePointer<UInt8>) {
    precondition(count >= 0 && count <= self.count)
    withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress, count > 0 else { return }
      target.update(from: base + (bytes.count - count), count: count)
    }
  }
}

/// A frame's bytes as the writer makes them, in memory kept from frame to frame.
///
/// An array checks that its storage is its own (a call into the runtime) at every append, and
/// a frame is a thousand appends of a byte or two; here an append is a compare and a store.
/// The storage grows when a frame needs more and is never given back, so after the first
/// frames nothing is allocated. Copies share the storage: one is used at a time, by the writer.
struct FrameBytes: ByteOutput {
  final class Storage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 64)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }
  }

  private(set) var storage: Storage
  private(set) var count = 0

  /// Empty, writing into `storage` from its start.
  init(reusing storage: Storage) {
    self.storage = storage
  }

  /// The bytes made so far; valid until the next append.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: count) }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == storage.capacity { grow(toHold: 1) }
    storage.base[count] = byte
    count &+= 1
  }

  /// Most pieces are short (a move, a rendition's parameters, a run of a few cells): up to 16
  /// bytes are copied as two words that may overlap, not by a call to memmove, which costs
  /// more than the copy.
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    let length = bytes.count
    if storage.capacity - count < length { grow(toHold: length) }
    let target = storage.base + count
    if length <= 16 {
      Self.copyShort(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), length)
    } else {
      target.update(from: source, count: length)
    }
    count &+= length
  }

  /// Copies 1 to 16 bytes: the first and last 8 (or 4, or single bytes), overlapping in the
  /// middle when fewer.
  @inline(__always)
  static func copyShort(
    from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, _ length: Int
  ) {
    if length >= 8 {
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
    } else if length >= 4 {
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
      target.storeBytes(of: head, as: UInt32.self)
      target.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
    } else {
      let first = source.load(as: UInt8.self)
      let middle = source.load(fromByteOffset: length >> 1, as: UInt8.self)
      let last = source.load(fromByteOffset: length &- 1, as: UInt8.self)
      target.storeBytes(of: first, as: UInt8.self)
      target.storeBytes(of: middle, toByteOffset: length >> 1, as: UInt8.self)
      target.storeBytes(of: last, toByteOffset: length &- 1, as: UInt8.self)
    }
  }

  mutating func append(contentsOf bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Lets `body` write up to `maximum` bytes straight after the bytes so far; it returns how
  /// many it wrote.
  @inline(__always)
  mutating func appendDirectly(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if storage.capacity - count < maximum { grow(toHold: maximum) }
    let written = body(storage.base + count)
    precondition(written >= 0 && written <= maximum)
    count &+= written
  }

  mutating func removeLast(_ count: Int) {
    precondition(count >= 0 && count <= self.count)
    self.count -= count
  }

  func copyLast(_ count: Int, to target: UnsafeMutablePointer<UInt8>) {
    precondition(count >= 0 && count <= self.count)
    let source = storage.base + (self.count - count)
    if count > 16 {
      target.update(from: source, count: count)
    } else if count > 0 {
      Self.copyShort(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count)
    }
  }

  private mutating func grow(toHold extra: Int) {
    let larger = Storage(capacity: max(storage.capacity * 2, count + extra))
    larger.base.update(from: storage.base, count: count)
    storage = larger
  }
}
