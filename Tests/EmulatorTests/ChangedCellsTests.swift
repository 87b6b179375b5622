import XCTest

/// Drawing sends only the cells that changed; whatever the path to a screen, the terminal must
/// end up showing exactly what a fresh start shows, wide (CJK) glyphs included.
final class ChangedCellsTests: XCTestCase {
  private func screen(of reel: ReelInTerminal) -> [String] {
    reel.settle()
    return reel.terminal.rows
  }

  func testMovingBackAndForthLeavesNoTrace() throws {
    let fresh = try ReelInTerminal(self, columns: 120, rows: 40)
    fresh.waitForPosition(1)
    fresh.type("j")
    fresh.waitForPosition(2)
    let expected = screen(of: fresh)  // (the replay catalog's rows 1–4 hold CJK titles today)

    let walked = try ReelInTerminal(self, columns: 120, rows: 40)
    walked.waitForPosition(1)
    for (key, position) in [
      ("j", 2), ("j", 3), ("k", 2), ("j", 3), ("j", 4), ("k", 3), ("k", 2), ("k", 1), ("j", 2),
    ] {
      walked.type(key)
      walked.waitForPosition(position)
      walked.pump(upTo: 0.05)
    }
    XCTAssertEqual(screen(of: walked), expected)
  }
}
