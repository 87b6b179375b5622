import XCTest

/// gfx2: a terminal's reply to the start-up query that arrives after its bound (slow terminal,
/// tmux, ssh) reaches reel as input; through a real pty and ncurses it must do nothing. Without
/// the filter the kitty reply's "G" jumps to the last film and the DA1 reply's digits switch lists.
final class LateReplyTests: XCTestCase {
  func testLateRepliesToTheStartUpQueryAreNotKeys() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    let replies = [
      "\u{1B}_Gi=31;OK\u{1B}\\",  // kitty graphics
      "\u{1B}_Gi=31;ENOTSUPPORTED:unknown\u{1B}\\",
      "\u{1B}[?62;22c",  // primary device attributes
      "\u{1B}[6;20;10t",  // cell size in pixels
      "\u{1B}[4;600;1000t",  // window size in pixels
    ]
    let before = reel.terminal.text
    for reply in replies { reel.send(Array(reply.utf8)) }
    reel.settle()
    XCTAssertTrue(reel.terminal.showsListPosition(1), reel.terminal.text)
    XCTAssertEqual(reel.terminal.text, before)
    // The keyboard still works, and no count prefix was left behind by the digits.
    reel.type("j")
    reel.waitForPosition(2)
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(timeout: 10), 0, reel.terminal.text)
  }
}
