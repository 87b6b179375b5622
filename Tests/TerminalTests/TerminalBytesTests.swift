import XCTest

@testable import Terminal

/// The cursor moves the frame writer spells itself are the ANSI sequences with the numbers in
/// decimal, for every row and column a screen has (where the short numbers take their own
/// path) and for numbers far past any screen.
final class TerminalBytesTests: XCTestCase {
  private static let numbers = Array(0..<1_200) + [9_999, 10_000, 65_535, 123_456, 1 << 40]

  func testACursorAddressIsEscBracketRowSemicolonColumnH() {
    for row in Self.numbers where row < 1_100 || row % 7 == 0 {
      for column in [0, 8, 9, 10, 98, 99, 100, 998, 999, 1_000, row] {
        var out: [UInt8] = []
        TerminalBytes.appendCursorAddress(row: row, column: column, to: &out)
        var frame = FrameBytes(reusing: FrameBytes.Storage(capacity: 8))
        TerminalBytes.appendCursorAddress(row: row, column: column, to: &frame)
        let expected = "\u{1B}[\(row + 1);\(column + 1)H"
        XCTAssertEqual(String(decoding: out, as: UTF8.self), expected)
        XCTAssertEqual(String(decoding: frame.bytes, as: UTF8.self), expected)
      }
    }
  }

  func testACursorMoveRightIsEscBracketCountC() {
    for count in Self.numbers {
      var out: [UInt8] = []
      TerminalBytes.appendCursorRight(by: count, to: &out)
      XCTAssertEqual(String(decoding: out, as: UTF8.self), "\u{1B}[\(count)C")
    }
  }
}
