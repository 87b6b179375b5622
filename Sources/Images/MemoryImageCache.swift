import Foundation

/// Rendered posters in memory, bounded in bytes; the least recently used go first. Locked,
/// so the UI thread can look a poster up without waiting for anything.
public final class MemoryImageCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable
{
  public let limitBytes: Int
  private let lock = NSLock()
  private var entries: [Key: (value: Value, bytes: Int, used: UInt64)] = [:]
  /// Keys in the order they were used, oldest first, each with the stamp of that use: a key
  /// used again is here again, and only the entry whose stamp is its latest counts. Evicting
  /// takes from the front. Finding the oldest by scanning every entry cost a scan of the whole
  /// cache per insert once it was full (thousands of card posters: ~6 µs warm, far more
  /// with the cache's memory cold, on the UI thread for a card brought in by a key press).
  private var order: [(key: Key, used: UInt64)] = []
  /// Where `order`'s live part starts: before it, uses already evicted or superseded.
  private var orderStart = 0
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
      noteUse(key)
      return entries.values[index].value
    }
  }

  /// Stores `value`, counted as `bytes`; one larger than the whole bound is not kept.
  public func insert(_ value: Value, bytes: Int, for key: Key) {
    // A negative count would let the others grow past the bound.
    let bytes = max(0, bytes)
    lock.withLock {
      guard bytes <= limitBytes else {
        if let old = entries.removeValue(forKey: key) { total -= old.bytes }
        return
      }
      clock += 1
      // One look-up that stores and hands back what it replaces.
      if let old = entries.updateValue((value, bytes, clock), forKey: key) { total -= old.bytes }
      // Room is made before the new one is counted: `total + bytes` could overflow (a bound
      // near Int.max), `limitBytes - bytes` cannot. The new one is not in `order` yet (its
      // earlier uses there are superseded), so only others go, oldest first.
      while total > limitBytes - bytes, orderStart < order.count {
        let oldest = order[orderStart]
        orderStart += 1
        // A use superseded by a later one (or of a key gone) is passed over.
        guard let entry = entries[oldest.key], entry.used == oldest.used else { continue }
        entries.removeValue(forKey: oldest.key)
        total -= entry.bytes
      }
      total += bytes
      noteUse(key)
      compactOrder()
    }
  }

  public var byteCount: Int { lock.withLock { total } }
  public var count: Int { lock.withLock { entries.count } }

  /// Under the lock: `key` was used at `clock`.
  private func noteUse(_ key: Key) {
    order.append((key, clock))
    // Looked up far more often than evicted: rebuilt from the entries (one use each) when
    // the superseded uses outnumber them, so the list stays within a few times the cache.
    if order.count - orderStart > 2 * entries.count + 64 {
      order = entries.map { ($0.key, $0.value.used) }.sorted { $0.used < $1.used }
      orderStart = 0
    }
  }

  /// Under the lock: drops the evicted front once it is most of the list.
  private func compactOrder() {
    guard orderStart > 64, orderStart * 2 > order.count else { return }
    order.removeFirst(orderStart)
    orderStart = 0
  }
}
