import XCTest

@testable import Screen

/// `Buffer.copyCells` writes what the subscript would, cell for cell, and nothing outside.
final class BufferCopyCellsTests: XCTestCase {
  private let cells = ["a", "b", "c", "d"].map { Cell($0, style: Style(attributes: .bold)) }

  /// The same writes through the subscript, one at a time.
  private func bySubscript(_ writes: [(Int, Int, Cell)]) -> Buffer {
    var buffer = Buffer(width: 5, height: 2)
    for (x, y, cell) in writes { buffer[x, y] = cell }
    return buffer
  }

  func testARunLandsFromItsColumnAndIsCutAtBothEdges() {
    for x in -5...6 {
      for y in -1...2 {
        var buffer = Buffer(width: 5, height: 2)
        buffer.copyCells(cells[1...], x: x, y: y)
        let expected = bySubscript((0..<3).map { (x + $0, y, cells[1 + $0]) })
        XCTAssertEqual(buffer, expected, "x \(x), y \(y)")
      }
    }
  }

  func testScatteredCellsLandAtTheirOffsetsAndOnlyInside() {
    let offsets = [0, 2, 3, 6]
    for x in -4...5 {
      for y in -1...2 {
        var buffer = Buffer(width: 5, height: 2)
        buffer.copyCells(cells, atOffsets: offsets, x: x, y: y)
        let expected = bySubscript(offsets.indices.map { (x + offsets[$0], y, cells[$0]) })
        XCTAssertEqual(buffer, expected, "x \(x), y \(y)")
      }
    }
  }

  func testACopyLeavesTheBufferItWasCopiedFromAsItWas() {
    let original = Buffer(width: 5, height: 2)
    var copy = original
    copy.copyCells(cells[...], x: 0, y: 1)
    XCTAssertEqual(original, Buffer(width: 5, height: 2))
    XCTAssertNotEqual(copy, original)
  }
}
