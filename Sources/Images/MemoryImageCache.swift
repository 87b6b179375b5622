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
      guard var entry = entries[key] else { return nil }
      clock += 1
      entry.used = clock
      entries[key] = entry
      return entry.value
    }
  }

  /// Stores `value`, counted as `bytes`; one larger than the whole bound is not kept.
  public func insert(_ value: Value, bytes: Int, for key: Key) {
    lock.withLock {
      if let old = entries.removeValue(forKey: key) { total -= old.bytes }
      guard bytes <= limitBytes else { return }
      clock += 1
      entries[key] = (value, bytes, clock)
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
