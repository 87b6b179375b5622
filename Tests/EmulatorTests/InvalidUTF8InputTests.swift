import XCTest

/// review19: bytes from 0x80 up that make no UTF-8 character (line noise, Alt in a terminal
/// that sets the eighth bit, a Latin-1 terminal, an overlong form) are dropped at once: ncurses'
/// wget_wch waited for ever for 15 more bytes, so Reel froze and ate the keys after them.
final class InvalidUTF8InputTests: XCTestCase {
  func testALoneHighByteNeitherFreezesReelNorEatsTheNextKeys() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    // Alt-j as xterm sends it with eightBitInput: j | 0x80.
    reel.send([0xEA])
    reel.pump(upTo: 0.3)
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 3) { reel.terminal.showsListPosition(2) },
      "the j after the byte was eaten:\n\(reel.terminal.text)")
    reel.send([0x80])
    reel.pump(upTo: 0.3)
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 3) { reel.terminal.showsListPosition(3) },
      "the j after a stray continuation byte was eaten:\n\(reel.terminal.text)")
  }

  func testInvalidUTF8TypesNothingIntoTheSearchFieldAndValidTextStillDoes() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.type("a")
    // An overlong "/", a UTF-16 surrogate, a lead byte cut short by an ASCII "b".
    reel.send([0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE6, 0x62])
    reel.pump(upTo: 0.2)
    reel.type("c")
    // ü split between its two bytes.
    reel.send([0xC3])
    reel.pump(upTo: 0.01)
    reel.send([0xBC])
    reel.waitFor("abcü")
    XCTAssertFalse(reel.terminal.row(0).contains("/a"), reel.terminal.text)
    XCTAssertFalse(reel.terminal.row(0).contains("\u{FFFD}"), reel.terminal.text)
  }
}
