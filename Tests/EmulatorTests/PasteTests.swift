import CVTerm
import XCTest

/// Pasted text is text: a pasted line break never submits, a pasted letter never runs a
/// command.
final class PasteTests: XCTestCase {
  func testPastedNewlineStaysInTheSearchField() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.paste("dune\nqueen")
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.row(0).contains("dune queen"), reel.terminal.text)
    XCTAssertFalse(reel.terminal.contains("Search “dune”"), "the pasted newline submitted")
  }

  func testPasteOutsideTheSearchFieldRunsNoCommand() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.paste("jjjq")
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.showsListPosition(1), "pasted j moved the selection")
  }

  /// (The 64 KB bound itself: TerminalTests' PasteTextTests.)
  func testLongPasteKeepsReelResponsive() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    // The field keeps the first 500 characters: the q after 3,000 x's is left out, not run.
    reel.paste(String(repeating: "x", count: 3_000) + "q")
    XCTAssertTrue(
      reel.pump(upTo: 20) { reel.terminal.row(0).contains("…xxxxxxxxxx") }, reel.terminal.text)
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    // Still answering keys: a backspace makes room, and a typed letter goes in.
    reel.type("\u{7F}y")
    XCTAssertTrue(
      reel.pump(upTo: 20) { reel.terminal.row(0).contains("xxxy") }, reel.terminal.text)
  }
}
