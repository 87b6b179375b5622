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

  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if storage.capacity - count < bytes.count { grow(toHold: bytes.count) }
    (storage.base + count).update(from: source, count: bytes.count)
    count &+= bytes.count
  }

  mutating func append(contentsOf bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  mutating func removeLast(_ count: Int) {
    precondition(count >= 0 && count <= self.count)
    self.count -= count
  }

  func copyLast(_ count: Int, to target: UnsafeMutablePointer<UInt8>) {
    precondition(count >= 0 && count <= self.count)
    target.update(from: storage.base + (self.count - count), count: count)
  }

  private mutating func grow(toHold extra: Int) {
    let larger = Storage(capacity: max(storage.capacity * 2, count + extra))
    larger.base.update(from: storage.base, count: count)
    storage = larger
  }
}
