import Foundation
import Images
import XCTest

/// The memory cache under many distinct posters: still bounded, still least recently used
/// first, and evicting no longer scans the whole cache (it keeps its uses in order). Proven
/// equal to the plain way (scan for the oldest) on long random runs.
final class PosterCacheHostileTests: XCTestCase {
  /// The plain way: every eviction scans for the least recently used.
  private struct Reference {
    let limit: Int
    var entries: [Int: (value: Int, bytes: Int, used: Int)] = [:]
    var clock = 0
    var total = 0

    mutating func value(_ key: Int) -> Int? {
      guard let entry = entries[key] else { return nil }
      clock += 1
      entries[key]!.used = clock
      return entry.value
    }

    mutating func insert(_ value: Int, bytes: Int, key: Int) {
      guard bytes <= limit else {
        if let old = entries.removeValue(forKey: key) { total -= old.bytes }
        return
      }
      clock += 1
      if let old = entries.updateValue((value, bytes, clock), forKey: key) { total -= old.bytes }
      total += bytes
      while total > limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
        entries.removeValue(forKey: oldest.key)
        total -= oldest.value.bytes
      }
    }
  }

  func testEvictionMatchesScanningForTheOldestOnLongRandomRuns() {
    var generator = SplitMix(seed: 20)
    for run in 0..<20 {
      let limit = [0, 1, 100, 1000, 5000][run % 5]
      let keys = [3, 20, 200][run % 3]
      let cache = MemoryImageCache<Int, Int>(limitBytes: limit)
      var reference = Reference(limit: limit)
      for step in 0..<5000 {
        let key = Int(generator.next() % UInt64(keys))
        if generator.next() % 3 == 0 {
          let bytes = Int(generator.next() % UInt64(max(1, limit / 4) + 2))
          cache.insert(step, bytes: bytes, for: key)
          reference.insert(step, bytes: bytes, key: key)
        } else {
          XCTAssertEqual(cache.value(for: key), reference.value(key), "run \(run) step \(step)")
        }
        XCTAssertEqual(cache.byteCount, reference.total, "run \(run) step \(step)")
        XCTAssertEqual(cache.count, reference.entries.count, "run \(run) step \(step)")
        if cache.count != reference.entries.count { return }
      }
      for key in 0..<keys {
        XCTAssertEqual(cache.value(for: key), reference.value(key), "run \(run) end, key \(key)")
      }
    }
  }

  func testTenThousandDistinctPostersStayWithinTheBound() {
    let cache = MemoryImageCache<String, [UInt8]>(limitBytes: 1 << 20)
    for index in 0..<10_000 {
      cache.insert([UInt8](repeating: 1, count: 8), bytes: 3000, for: "/poster\(index).jpg")
      // The card on screen is looked at again and again: it is the last to go.
      _ = cache.value(for: "/poster0.jpg")
    }
    XCTAssertLessThanOrEqual(cache.byteCount, 1 << 20)
    XCTAssertEqual(cache.count, (1 << 20) / 3000)
    XCTAssertNotNil(cache.value(for: "/poster0.jpg"))
    XCTAssertNotNil(cache.value(for: "/poster9999.jpg"))
    XCTAssertNil(cache.value(for: "/poster5000.jpg"))
  }
}

/// A small deterministic generator for the random runs.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
