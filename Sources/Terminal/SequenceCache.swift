/// The `CSI … m` sequences `RenditionTable` built lately, by the pair of packed styles they go
/// between: a frame changes rendition a dozen times, mostly between the pairs of the frame
/// before, and a sequence kept is one copy where building it is two renditions looked up,
/// their difference taken and a few parameters joined.
///
/// 64 slots, one pair each (the newest of those that land on it), in memory of its own: the
/// table's copies share it, which is right, as a pair's sequence is the same for every copy of
/// a table (it depends only on the terminal's strings and colours, fixed at `init`).
final class SequenceCache {
  private static let slotCount = 64
  /// A slot is one 64-byte line, aligned: the pair (8 bytes), the sequence's length, then the
  /// sequence; a pair found costs that line only.
  private static let slotSize = 64
  private static let longest = slotSize - 9
  /// Not a pair: no packed style is `UInt32.max`.
  private static let empty = UInt64.max

  private let slots: UnsafeMutableRawPointer

  init() {
    slots = .allocate(byteCount: Self.slotCount * Self.slotSize, alignment: Self.slotSize)
    slots.initializeMemory(as: UInt8.self, repeating: 0, count: Self.slotCount * Self.slotSize)
    for slot in 0..<Self.slotCount {
      slots.storeBytes(of: Self.empty, toByteOffset: slot * Self.slotSize, as: UInt64.self)
    }
  }

  deinit { slots.deallocate() }

  private static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// Appends the sequence kept for `key`; false, with nothing appended, when none is.
  @inline(__always)
  func append(_ key: UInt64, into out: inout some ByteOutput) -> Bool {
    let start = slots + Self.slot(key) &* Self.slotSize
    guard start.load(as: UInt64.self) == key else { return false }
    let count = Int(start.load(fromByteOffset: 8, as: UInt8.self))
    out.append(
      contentsOf: UnsafeBufferPointer(
        start: (start + 9).assumingMemoryBound(to: UInt8.self), count: count))
    return true
  }

  /// Keeps the last `count` bytes of `out` as `key`'s sequence (unless longer than a slot holds).
  func keep(_ key: UInt64, last count: Int, of out: some ByteOutput) {
    guard count <= Self.longest else { return }
    let start = slots + Self.slot(key) &* Self.slotSize
    start.storeBytes(of: key, as: UInt64.self)
    start.storeBytes(of: UInt8(count), toByteOffset: 8, as: UInt8.self)
    out.copyLast(count, to: (start + 9).assumingMemoryBound(to: UInt8.self))
  }
}
