import CVTerm
import XCTest

/// The screen follows the terminal's size, both ways, with nothing left of the old layout.
final class ResizeTests: XCTestCase {
  func testShrinkAndGrow() throws {
    let reel = try ReelInTerminal(self, columns: 120, rows: 40)
    reel.waitForPosition(1)
    XCTAssertTrue(reel.terminal.row(39).contains("REPLAY"), reel.terminal.text)

    reel.resize(columns: 60, rows: 20)
    XCTAssertTrue(
      reel.pump(upTo: 10) { reel.terminal.row(19).contains("REPLAY") },
      "no status bar on the last row after shrinking:\n\(reel.terminal.text)")
    reel.settle()
    XCTAssertTrue(reel.terminal.rows.allSatisfy { $0.count <= 60 })

    reel.resize(columns: 120, rows: 40)
    XCTAssertTrue(
      reel.pump(upTo: 10) { reel.terminal.row(39).contains("REPLAY") },
      "no status bar on the last row after growing:\n\(reel.terminal.text)")
    reel.settle()
    XCTAssertFalse(
      reel.terminal.row(19).contains("REPLAY"), "a stale status bar is left:\n\(reel.terminal.text)"
    )
    reel.press(VTERM_KEY_DOWN)
    reel.waitForPosition(2, seconds: 5)
  }
}
