import XCTest

@testable import Terminal

final class TerminalModesTests: XCTestCase {
  /// terminfo's delays are for tputs; written raw they would print "$<50>" on the screen.
  func testPaddingIsRemoved() {
    XCTAssertEqual(TerminalModes.withoutPadding("\u{1B}[H\u{1B}[J$<50>"), "\u{1B}[H\u{1B}[J")
    XCTAssertEqual(TerminalModes.withoutPadding("a$<5*/>b$<2>c"), "abc")
    XCTAssertEqual(TerminalModes.withoutPadding("plain"), "plain")
  }

  /// terminal-wg's bidi recommendation: explicit mode while the screen is up, implicit after.
  func testBidiModeSequences() {
    XCTAssertTrue(TerminalModes.enter.contains("\u{1B}[8l"))
    XCTAssertEqual(TerminalModes.implicitBidi, "\u{1B}[8h")
  }
}
