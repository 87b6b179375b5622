import CVTerm
import XCTest

/// loop3: what the key path must keep whatever reads the bytes. Through a real pty and
/// ncurses: arrow sequences whole and split across writes, keys that come together, UTF-8
/// whole and split, a mouse wheel report, and a lone Escape after its delay. (Reading printable
/// bytes with our own read(2) and handing the rest back to ncurses with ungetch broke the
/// split arrow and the mouse: ncurses takes a pushed-back byte as a finished key, never as the
/// start of a sequence.)
final class KeyReadingTests: XCTestCase {
  func testArrowsWholeOrSplitAndKeysThatComeTogetherMoveTheSelection() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    let down = reel.terminal.encodeKey(VTERM_KEY_DOWN)
    let up = reel.terminal.encodeKey(VTERM_KEY_UP)
    XCTAssertEqual(down.first, 0x1B)
    XCTAssertGreaterThan(down.count, 2)
    reel.send(down)
    reel.waitForPosition(2)
    // The sequence split across two writes (and so two reads): still one ↓.
    reel.send(Array(down.prefix(2)))
    reel.pump(upTo: 0.005)
    reel.send(Array(down.dropFirst(2)))
    reel.waitForPosition(3)
    reel.type("jjj")
    reel.waitForPosition(6)
    // Printable keys and a sequence in one write, in their order.
    reel.send(Array("j".utf8) + down + Array("jk".utf8))
    reel.waitForPosition(8)
    reel.send(up)
    reel.waitForPosition(7)
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(timeout: 10), 0, reel.terminal.text)
  }

  func testUTF8WholeOrSplitIsTypedAndALoneEscapeLeavesTheField() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.type("aé")
    // ü split between its two bytes, in two writes.
    reel.send([0xC3])
    reel.pump(upTo: 0.005)
    reel.send([0xBC])
    reel.type("日z")
    reel.waitFor("aéü日z")
    // A lone Escape, after its delay, leaves the field: the q after it quits.
    reel.send([0x1B])
    reel.pump(upTo: 0.1)
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(timeout: 10), 0, reel.terminal.text)
  }

  func testTheMouseWheelScrollsTheList() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    // Wheel down over the list, in the report form Reel asked the terminal for.
    let wheel = reel.terminal.encodeWheelDown(row: 10, column: 10)
    XCTAssertEqual(wheel.first, 0x1B)
    reel.send(wheel)
    reel.waitForPosition(4)
    reel.type("j")
    reel.waitForPosition(5)
    reel.send(wheel)
    reel.waitForPosition(8)
  }
}
