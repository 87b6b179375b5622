import CVTerm
import XCTest

/// keys2: through a real terminal (libvterm) and ncurses, Alt-b/Alt-f (Escape and the letter in
/// one write) move by word in the search field, and a lone Escape still answers at once.
final class AltKeyTests: XCTestCase {
  func testAltBMovesByWordAndALoneEscapeLeavesTheField() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.type("blade runner")
    reel.pump(upTo: 0.2)
    reel.send(Array("\u{1B}b".utf8))
    reel.pump(upTo: 0.2)
    reel.type("the ")
    reel.pump(upTo: 0.2)
    reel.send(Array("\u{1B}f".utf8))
    reel.pump(upTo: 0.2)
    reel.type("!")
    reel.waitFor("blade the runner!")
    // A lone Escape leaves the field at once: the q after it quits rather than being typed.
    reel.send([0x1B])
    reel.pump(upTo: 0.1)
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(timeout: 10), 0, reel.terminal.text)
  }
}
