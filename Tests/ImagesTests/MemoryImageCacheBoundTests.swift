import Foundation
import Images
import XCTest

/// The memory cache's byte bound under counts its callers should never give but could: a
/// negative size, a bound or a size near Int.max, one key stored over and over, and several
/// threads at once (the UI thread looks posters up while poster threads store them).
final class MemoryImageCacheBoundTests: XCTestCase {
  func testANegativeSizeDoesNotMakeRoomForMoreThanTheBound() {
    let cache = MemoryImageCache<Int, Int>(limitBytes: 100)
    cache.insert(0, bytes: -1000, for: 0)
    for key in 1...10 { cache.insert(key, bytes: 50, for: key) }
    // Counted as nothing: two of 50 bytes fit, not twenty.
    let kept = (1...10).filter { cache.value(for: $0) != nil }
    XCTAssertEqual(kept, [9, 10])
    XCTAssertGreaterThanOrEqual(cache.byteCount, 0)
    XCTAssertLessThanOrEqual(cache.byteCount, 100)
  }

  func testSizesNearIntMaxUnderABoundOfIntMaxDoNotOverflow() {
    // Before: total + bytes overflowed (a trap, the app gone) before anything was evicted.
    let cache = MemoryImageCache<Int, Int>(limitBytes: Int.max)
    cache.insert(1, bytes: Int.max, for: 1)
    cache.insert(2, bytes: 1, for: 2)
    XCTAssertNil(cache.value(for: 1))
    XCTAssertEqual(cache.value(for: 2), 2)
    XCTAssertEqual(cache.byteCount, 1)
    cache.insert(3, bytes: Int.max - 1, for: 3)
    XCTAssertEqual(cache.value(for: 2), 2)
    XCTAssertEqual(cache.value(for: 3), 3)
    XCTAssertEqual(cache.byteCount, Int.max)
    cache.insert(4, bytes: Int.max, for: 4)
    XCTAssertEqual(cache.count, 1)
    XCTAssertEqual(cache.value(for: 4), 4)
  }

  func testOneLargerThanTheBoundIsNotKeptAndTakesItsKeysOldValueAway() {
    let cache = MemoryImageCache<Int, Int>(limitBytes: 100)
    cache.insert(1, bytes: 60, for: 1)
    cache.insert(2, bytes: 40, for: 2)
    cache.insert(9, bytes: 101, for: 1)
    XCTAssertNil(cache.value(for: 1), "an old poster for the key is not shown for the new one")
    XCTAssertEqual(cache.value(for: 2), 2)
    XCTAssertEqual(cache.byteCount, 40)
  }

  func testZeroByteEntriesAndAFullBoundEntryEvictEachOtherCleanly() {
    let cache = MemoryImageCache<Int, Int>(limitBytes: 100)
    for key in 0..<10 { cache.insert(key, bytes: 0, for: key) }
    XCTAssertEqual(cache.count, 10)
    cache.insert(100, bytes: 100, for: 100)
    // Exactly full: nothing has to go.
    XCTAssertEqual(cache.count, 11)
    cache.insert(101, bytes: 1, for: 101)
    XCTAssertNil(cache.value(for: 100), "the only entry with bytes to free goes")
    XCTAssertEqual(cache.byteCount, 1)
  }

  func testTheSameKeyStoredAndLookedUpOverAndOverStaysOneEntry() {
    let cache = MemoryImageCache<String, Int>(limitBytes: 1000)
    for round in 0..<100_000 {
      cache.insert(round, bytes: 10, for: "/same.jpg")
      XCTAssertEqual(cache.value(for: "/same.jpg"), round)
    }
    XCTAssertEqual(cache.count, 1)
    XCTAssertEqual(cache.byteCount, 10)
    // The order list was rebuilt as it went: others still evict in least recently used order.
    for key in 0..<99 { cache.insert(key, bytes: 10, for: "/other\(key).jpg") }
    XCTAssertEqual(cache.byteCount, 1000)
    _ = cache.value(for: "/same.jpg")
    cache.insert(-1, bytes: 10, for: "/new.jpg")
    XCTAssertNotNil(cache.value(for: "/same.jpg"))
    XCTAssertNil(cache.value(for: "/other0.jpg"))
  }

  func testSeveralThreadsStoringAndLookingUpKeepTheBound() {
    let cache = MemoryImageCache<Int, [UInt8]>(limitBytes: 10_000)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      var state = UInt64(thread + 1)
      for _ in 0..<20_000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let key = Int(state >> 33) % 500
        if state & 1 == 0 {
          let bytes = Int(state >> 20) % 400
          cache.insert([UInt8](repeating: UInt8(key % 256), count: 4), bytes: bytes, for: key)
        } else if let value = cache.value(for: key) {
          XCTAssertEqual(value.first, UInt8(key % 256), "a poster for another key")
        }
      }
    }
    XCTAssertLessThanOrEqual(cache.byteCount, 10_000)
    XCTAssertGreaterThanOrEqual(cache.byteCount, 0)
    var sum = 0
    for key in 0..<500 where cache.value(for: key) != nil { sum += 1 }
    XCTAssertEqual(sum, cache.count)
  }
}
