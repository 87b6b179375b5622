import Screen
import XCTest

@testable import Terminal

/// The writer's own byte memory holds exactly what an array would, through growth, and a
/// frame larger than the memory kept between frames comes out whole.
final class FrameBytesTests: XCTestCase {
  func testAppendsAndRemovalsMatchAnArrayThroughGrowth() {
    var bytes = FrameBytes(reusing: FrameBytes.Storage(capacity: 1))
    var array: [UInt8] = []
    let piece: [UInt8] = Array("\u{1B}[38;5;208m─".utf8)
    for index in 0..<3000 {
      let byte = UInt8(truncatingIfNeeded: index)
      bytes.append(byte)
      array.append(byte)
      if index % 7 == 0 {
        bytes.append(contentsOf: piece)
        array.append(contentsOf: piece)
      }
      if index % 11 == 0 {
        bytes.removeLast(2)
        array.removeLast(2)
      }
    }
    XCTAssertEqual(Array(bytes.bytes), array)
    XCTAssertEqual(bytes.count, array.count)
  }

  func testAFrameLargerThanTheKeptMemoryIsWrittenWhole() {
    var writer = FrameWriter(
      capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true)
    var buffer = Buffer(width: 200, height: 100)
    for y in 0..<100 {
      for x in 0..<200 {
        // A new colour at every cell: about 15 bytes each, 300 KB in all.
        buffer[x, y] = Cell(
          scalar: "─",
          style: Style(fg: .indexed(UInt8((x + y) % 256)), bg: .indexed(UInt8(x % 256))))
      }
    }
    var out: [UInt8] = [1, 2, 3]
    writer.writeCells(of: buffer, since: nil, screen: Size(width: 200, height: 100), into: &out)
    XCTAssertEqual(Array(out.prefix(3)), [1, 2, 3])
    XCTAssertGreaterThan(out.count, 200 * 100 * 12)
    let text = String(decoding: out.dropFirst(3), as: UTF8.self)
    XCTAssertEqual(text.filter { $0 == "─" }.count, 200 * 100)
    XCTAssertTrue(text.hasSuffix("\u{1B}[38;5;42;48;5;199m─"), String(text.suffix(40)))
  }

  /// Short pieces are copied as overlapping words, long ones by memmove: every length from 1
  /// to 40, at every offset of the source and of the memory written into, copies exactly the
  /// piece and nothing around it.
  func testPiecesOfEveryLengthAtEveryOffsetAreCopiedExactly() {
    let source: [UInt8] = (0..<64).map { UInt8(100 + $0) }
    for length in 0...40 {
      for sourceOffset in 0..<8 {
        for targetOffset in 0..<9 {
          var bytes = FrameBytes(reusing: FrameBytes.Storage(capacity: 128))
          var array: [UInt8] = []
          for filler in 0..<targetOffset {
            bytes.append(UInt8(filler))
            array.append(UInt8(filler))
          }
          source.withUnsafeBufferPointer {
            bytes.append(
              contentsOf: UnsafeBufferPointer(rebasing: $0[sourceOffset..<sourceOffset + length]))
          }
          array += source[sourceOffset..<sourceOffset + length]
          bytes.append(0xEE)
          array.append(0xEE)
          XCTAssertEqual(
            Array(bytes.bytes), array, "length \(length), offsets \(sourceOffset), \(targetOffset)")
        }
      }
    }
  }
}
