import Foundation

/// Rendered posters in memory, bounded in bytes; the least recently used go first. Locked,
/// so the UI thread can look a poster up without waiting for anything.
public final class MemoryImageCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable
{
  public let limitBytes: Int
  private let lock = NSLock()
  private var entries: [Key: (value: Value, bytes: Int, used: UInt64)] = [:]
  private var clock: UInt64 = 0
  private var total = 0

  public init(limitBytes: Int) {
    self.limitBytes = max(0, limitBytes)
  }

  public func value(for key: Key) -> Value? {
    lock.withLock {
      // The key hashed once (a poster's path is a long string): found, then marked in place.
      guard let index = entries.index(forKey: key) else { return nil }
      clock += 1
      entries.values[index].used = clock
      return entries.values[index].value
    }
  }

  /// Stores `value`, counted as `bytes`; one larger than the whole bound is not kept.
  public func insert(_ value: Value, bytes: Int, for key: Key) {
    lock.withLock {
      guard bytes <= limitBytes else {
        if let old = entries.removeValue(forKey: key) { total -= old.bytes }
        return
      }
      clock += 1
      // One look-up that stores and hands back what it replaces.
      if let old = entries.updateValue((value, bytes, clock), forKey: key) { total -= old.bytes }
      total += bytes
      while total > limitBytes, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
        entries.removeValue(forKey: oldest.key)
        total -= oldest.value.bytes
      }
    }
  }

  public var byteCount: Int { lock.withLock { total } }
  public var count: Int { lock.withLock { entries.count } }
}
