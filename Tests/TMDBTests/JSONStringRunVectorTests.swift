import XCTest

@testable import TMDB

/// The sixteen-bytes-at-a-time string skip (`JSONStringRun.endOfPlainText`) must stop exactly
/// where a byte-by-byte walk stops: at a special byte in any of a block's sixteen lanes, in
/// either half, in the tail shorter than a block, or at the end.
final class JSONStringRunVectorTests: XCTestCase {
  private func plainEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var offset = start
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { return offset }
      offset += 1
    }
    return offset
  }

  private func vectorEnd(_ bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBytes { JSONStringRun.endOfPlainText($0, from: start) }
  }

  func testEveryByteValueAtEveryPlaceOfTwoBlocksAndATail() {
    for length in [1, 15, 16, 17, 31, 32, 40] {
      for place in 0..<length {
        for value in 0...255 {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[place] = UInt8(value)
          for start in [0, 1, 3] where start <= length {
            XCTAssertEqual(
              vectorEnd(bytes, from: start), plainEnd(bytes, from: start),
              "byte \(value) at \(place) of \(length), from \(start)")
          }
        }
      }
    }
  }

  func testRandomTextWithFewSpecialBytes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...80, using: &generator)
      let bytes = (0..<length).map { _ -> UInt8 in
        Int.random(in: 0..<40, using: &generator) == 0
          ? UInt8.random(in: 0...255, using: &generator)
          : UInt8.random(in: 0x20...0x7E, using: &generator)
      }
      let start = length == 0 ? 0 : Int.random(in: 0...length, using: &generator)
      XCTAssertEqual(vectorEnd(bytes, from: start), plainEnd(bytes, from: start), "\(bytes)")
    }
  }

  func testAnEmptyBufferEndsWhereItStarts() {
    XCTAssertEqual(
      JSONStringRun.endOfPlainText(UnsafeRawBufferPointer(start: nil, count: 0), from: 0), 0)
  }
}
