import XCTest

/// review23: keys typed slowly after input that looked like the start of something (a lone
/// Escape, a paste that never ends) are keys, and the keyboard comes back.
final class SlowKeysAfterBrokenInputTests: XCTestCase {
  /// Esc, then `O`, then `q`, each typed on its own: three keys, so the `q` quits.
  func testEscapeThenOThenQTypedSlowlyQuits() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send([0x1B])
    reel.pump(upTo: 0.2)
    reel.type("O")
    reel.pump(upTo: 0.2)
    reel.type("q")
    XCTAssertTrue(reel.pump(upTo: 3) { reel.exitStatus != nil }, "the typed q did not quit")
  }

  /// A paste start marker with no end (a broken terminal): the keys typed after a pause of
  /// more than 3 s are keys again.
  func testAPasteThatNeverEndsGivesTheKeyboardBackAfterAPause() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(Array("\u{1B}[200~abc".utf8))
    reel.pump(upTo: 3.5)
    reel.type("j")
    reel.waitForPosition(2)
  }
}
