import Glibc
import XCTest

@testable import Terminal

final class TerminalModesTests: XCTestCase {
  /// terminfo's delays are for tputs; written raw they would print "$<50>" on the screen.
  func testPaddingIsRemoved() {
    XCTAssertEqual(TerminalModes.withoutPadding("\u{1B}[H\u{1B}[J$<50>"), "\u{1B}[H\u{1B}[J")
    XCTAssertEqual(TerminalModes.withoutPadding("a$<5*/>b$<2>c"), "abc")
    XCTAssertEqual(TerminalModes.withoutPadding("plain"), "plain")
  }

  /// Output processing is switched off only when it would change no byte: with a newline
  /// made CR LF, a CR made a newline, upper case or tabs expanded, the frames would look
  /// different without it.
  func testOutputProcessingIsLeftOnWhenItChangesBytes() {
    let opost = tcflag_t(OPOST)
    XCTAssertFalse(Terminal.processesOutput(opost), "with nonl(): only columns are counted")
    XCTAssertFalse(Terminal.processesOutput(0))
    XCTAssertFalse(Terminal.processesOutput(tcflag_t(ONLCR)), "without OPOST nothing changes")
    for flag in [ONLCR, OCRNL, ONOCR, ONLRET, OLCUC, XTABS] {
      XCTAssertTrue(Terminal.processesOutput(opost | tcflag_t(flag)), "flag \(flag)")
    }
  }

  /// terminal-wg's bidi recommendation: explicit mode while the screen is up, implicit after.
  func testBidiModeSequences() {
    XCTAssertTrue(TerminalModes.enter.contains("\u{1B}[8l"))
    XCTAssertEqual(TerminalModes.implicitBidi, "\u{1B}[8h")
  }
}
