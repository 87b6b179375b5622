import XCTest

@testable import Terminal

/// The frame writer's own cursor moves, written straight into the frame's memory, are the
/// bytes `TerminalBytes` spells (or, for numbers they do not take, nothing at all).
final class FrameWriterCursorMoveTests: XCTestCase {
  func testMovesAreTheBytesTerminalBytesSpells() {
    let storage = FrameBytes.Storage(capacity: 64)
    for number in Array(0..<1_100) + [9_999, 123_456] {
      var fast = FrameBytes(reusing: storage)
      var plain: [UInt8] = []
      if FrameWriter.appendMove(right: number, to: &fast) {
        TerminalBytes.appendCursorRight(by: number, to: &plain)
        XCTAssertEqual(Array(fast.bytes), plain, "right \(number)")
      } else {
        XCTAssertGreaterThanOrEqual(number, 1_000, "right \(number)")
        XCTAssertEqual(fast.count, 0)
      }
      for other in [0, 8, 9, 98, 99, 998] {
        var fast = FrameBytes(reusing: storage)
        var plain: [UInt8] = []
        if FrameWriter.appendAddress(row: number, column: other, to: &fast) {
          TerminalBytes.appendCursorAddress(row: number, column: other, to: &plain)
          XCTAssertEqual(Array(fast.bytes), plain, "row \(number) column \(other)")
        } else {
          XCTAssertGreaterThanOrEqual(number, 999, "row \(number)")
          XCTAssertEqual(fast.count, 0)
        }
        var turned = FrameBytes(reusing: storage)
        plain = []
        if FrameWriter.appendAddress(row: other, column: number, to: &turned) {
          TerminalBytes.appendCursorAddress(row: other, column: number, to: &plain)
          XCTAssertEqual(Array(turned.bytes), plain, "row \(other) column \(number)")
        } else {
          XCTAssertGreaterThanOrEqual(number, 999, "column \(number)")
        }
      }
    }
  }
}
