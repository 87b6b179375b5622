import XCTest

/// review23: a control sequence whose rest came more than the reader's 50 ms after its first
/// bytes (a report split by ssh or tmux on a loaded link): the first part is dropped as a
/// reply cut short, and the rest used to run as keys (`0` opened home, `;`, digits, `M`).
final class CutShortSequenceTailTests: XCTestCase {
  func testTheLateRestOfAMouseReportRunsNoCommand() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("jj")
    reel.waitForPosition(3)
    reel.settle()
    reel.send(Array("\u{1B}[<65;1".utf8))
    reel.pump(upTo: 0.15)
    reel.send(Array("0;10M".utf8))
    reel.settle()
    XCTAssertNil(reel.exitStatus)
    XCTAssertTrue(reel.terminal.showsListPosition(3), "the report's rest ran as keys")
    // Keys typed after it are keys.
    reel.type("j")
    reel.waitForPosition(4)
  }

  /// A digit typed on its own after Esc is still a key.
  func testADigitTypedAfterALoneEscapeIsAKey() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send([0x1B])
    reel.pump(upTo: 0.2)
    reel.type("0")
    reel.waitFor("Popular")
    XCTAssertTrue(
      reel.pump(upTo: 3) { !reel.terminal.showsListPosition(1) },
      "the 0 typed after Esc did not open home:\n\(reel.terminal.text)")
  }

  /// Esc, then `2` and `j` delivered together (typed quickly over a slow link): no sequence
  /// starts with a digit after a lone Escape, so they are keys, a count and its motion: two
  /// rows down. They read as a control sequence ending in `j`, and both were lost.
  func testACountAndItsMotionArrivingTogetherAfterALoneEscapeAreKeys() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send([0x1B])
    reel.pump(upTo: 0.2)
    reel.send(Array("2j".utf8))
    reel.waitForPosition(3)
  }

  /// An X10 report (tmux, screen) whose three bytes came 80 ms after `ESC [ M`: they are any
  /// bytes (here a click at column 81, `q`), so they were run as keys and quit.
  func testTheLateBytesOfAnX10ReportRunNoCommand() throws {
    let reel = try ReelInTerminal(self, environment: ["TERM": "screen-256color"])
    reel.waitForPosition(1)
    reel.settle()
    reel.send(Array("\u{1B}[M".utf8))
    reel.pump(upTo: 0.08)
    reel.send(Array(" q5".utf8))
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the report's column byte q quit reel")
    reel.type("j")
    reel.waitForPosition(2)
  }

  /// review34: a paste's start marker whose last byte came late (`ESC [ 2 0 0`, then `~` and
  /// the paste): the `~` ran as a key and the pasted text after it as keys, `q` quitting
  /// (and the rest of the paste going to the shell as type-ahead).
  func testAPasteWhoseStartMarkerCameApartBeforeItsLastByteRunsNoCommand() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(Array("\u{1B}[200".utf8))
    reel.pump(upTo: 0.15)
    reel.send(Array("~qj\u{1B}[201~".utf8))
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.showsListPosition(1), "the pasted j moved the list")
    reel.type("j")
    reel.waitForPosition(2)
  }

  /// review34: a mouse report whose final byte alone came late (`ESC [ < 0 ; 1 0 ; 5`, then
  /// `M`): the `M` ran as a key and opened the messages pane; a late `~` of a key (Delete,
  /// F5) ran the same way.
  func testTheLateFinalByteOfAControlSequenceRunsNoCommand() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    let before = reel.terminal.text
    for (start, final) in [("\u{1B}[<0;10;5", "M"), ("\u{1B}[<0;10;5", "m"), ("\u{1B}[15", "~")] {
      reel.send(Array(start.utf8))
      reel.pump(upTo: 0.15)
      reel.send(Array(final.utf8))
      reel.settle()
      XCTAssertEqual(
        reel.terminal.text, before, "the late \(final) of \(start.debugDescription) ran as a key")
    }
    XCTAssertNil(reel.exitStatus)
    // A key typed well after a cut (line noise, not a slow link) is a key.
    reel.send(Array("\u{1B}[15".utf8))
    reel.pump(upTo: 0.6)
    reel.type("j")
    reel.waitForPosition(2)
  }

  /// review34: an arrow split right after its `ESC [` (a slow link): the `A` that came late
  /// was typed into the search field.
  func testAnArrowSplitRightAfterItsIntroducerTypesNothing() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.type("ab")
    reel.waitFor("ab")
    reel.settle()
    reel.send(Array("\u{1B}[".utf8))
    reel.pump(upTo: 0.15)
    reel.send(Array("A".utf8))
    reel.settle()
    XCTAssertFalse(
      reel.terminal.text.contains("abA"), "the arrow's A was typed:\n\(reel.terminal.text)")
    reel.type("c")
    reel.waitFor("abc")
  }
}
