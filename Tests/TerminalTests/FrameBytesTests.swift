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
}
