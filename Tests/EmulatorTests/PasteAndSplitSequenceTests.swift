import CVTerm
import XCTest

/// review19: input a hostile clipboard or a slow link sends. A paste that carries its own end
/// marker, and an escape sequence whose Escape arrives alone (ssh, tmux over a slow link), must
/// not turn into commands: a `q` quits, digits switch the list, `j` moves.
final class PasteAndSplitSequenceTests: XCTestCase {
  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// `ESC [ 201 ~` inside the pasted text (urxvt and older terminals pass it through): what
  /// follows it in the same burst is still the paste, never keys.
  func testAnEndMarkerInsidePastedTextRunsNoCommandAfterIt() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(
      Self.pasteStart + Array("abc".utf8) + Self.pasteEnd + Array("jjjq".utf8) + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the q after the inner end marker quit reel")
    XCTAssertTrue(reel.terminal.showsListPosition(1), "the j after the marker moved the list")
    // Keys typed afterwards are keys again.
    reel.type("j")
    reel.waitForPosition(2)
  }

  /// In the search field the text after the inner marker is typed, not lost and not run.
  func testAnEndMarkerInsidePastedTextKeepsTheRestAsText() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.send(
      Self.pasteStart + Array("dune".utf8) + Self.pasteEnd + Array("\rqueen".utf8)
        + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the q after the inner end marker quit reel")
    XCTAssertTrue(reel.terminal.row(0).contains("dune queen"), reel.terminal.text)
    XCTAssertFalse(reel.terminal.contains("Search “dune”"), "the pasted CR submitted")
  }

  /// Keys that come right behind a paste, in the same burst (tmux's paste-buffer then
  /// send-keys, a script): the paste ends at its last end marker and they are keys.
  func testKeysRightBehindAPasteAreKeys() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(Self.pasteStart + Array("abc".utf8) + Self.pasteEnd + Array("jj".utf8))
    reel.waitForPosition(3)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.send(Self.pasteStart + Array("dune".utf8) + Self.pasteEnd + [13])
    reel.waitFor("Search “dune”")
  }

  /// The end marker split after its Escape by more than ESCDELAY (a loaded machine, ssh):
  /// ncurses hands over Escape, `[`, `2`, `0`, `1`, `~` as characters. It still ends the paste,
  /// so the keys typed next are keys, not swallowed into a paste that waits 3 s for its end.
  func testAnEndMarkerSplitAfterItsEscapeStillEndsThePaste() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(Self.pasteStart + Array("abc".utf8) + [0x1B])
    reel.pump(upTo: 0.08)
    reel.send(Array(Self.pasteEnd.dropFirst()))
    reel.pump(upTo: 0.2)
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 1.5) { reel.terminal.showsListPosition(2) },
      "the j after the paste was swallowed:\n\(reel.terminal.text)")
  }

  /// A megabyte pasted on the list with an end marker in the middle of it: nothing after the
  /// marker runs (`q`, `j`), and the keys typed after the paste work.
  func testAMegabytePasteWithAnInnerEndMarkerRunsNothingAndReelAnswersAfterIt() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    let half = [UInt8](repeating: 0x78, count: 512 * 1024)
    reel.send(
      Self.pasteStart + half + Self.pasteEnd + Array("jq".utf8) + half + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.showsListPosition(1), "the pasted j moved the list")
    reel.type("j")
    reel.waitForPosition(2, seconds: 30)
  }

  /// A mouse report whose Escape came alone, after ncurses' ESCDELAY: the Escape is an Escape,
  /// but `[<65;10;10M` is the rest of the report, not `[`, `<` and digits that switch lists.
  func testAMouseReportWhoseEscapeCameAloneRunsNoCommand() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("jj")
    reel.waitForPosition(3)
    reel.settle()
    let wheel = reel.terminal.encodeWheelDown(row: 10, column: 10)
    XCTAssertEqual(Array(wheel.prefix(3)), Array("\u{1B}[<".utf8), "SGR mouse reports expected")
    reel.send([0x1B])
    reel.pump(upTo: 0.08)
    reel.send(Array(wheel.dropFirst()))
    reel.settle()
    XCTAssertNil(reel.exitStatus)
    XCTAssertTrue(reel.terminal.showsListPosition(3), "the report's tail ran as keys")
    reel.type("j")
    reel.waitForPosition(4)
  }

  /// Home split after its Escape (`ESC`, 80 ms, `[H` or `OH`): the H must not open the home
  /// screen. A `[` typed on its own later is still a key.
  func testAKeyWhoseEscapeCameAloneRunsNoCommandAndALaterBracketIsTyped() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("jj")
    reel.waitForPosition(3)
    reel.settle()
    let home = reel.terminal.encodeKey(VTERM_KEY_HOME)
    XCTAssertEqual(home.first, 0x1B)
    XCTAssertEqual(home.last, UInt8(ascii: "H"), "H (home screen) ends the Home key")
    reel.send([0x1B])
    reel.pump(upTo: 0.08)
    reel.send(Array(home.dropFirst()))
    reel.settle()
    XCTAssertNil(reel.exitStatus)
    XCTAssertTrue(reel.terminal.showsListPosition(3), "the key's tail ran as keys")
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.type("x")
    reel.pump(upTo: 0.1)
    reel.type("[")
    reel.waitFor("x[")
  }

  /// A mouse report cut short (`ESC [ <`, line noise): ncurses read its rest with a blocking
  /// read, so Reel froze until the next key came and took it as a coordinate.
  func testASGRMouseReportCutShortNeitherFreezesNorEatsTheNextKey() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(Array("\u{1B}[<0;5".utf8))
    reel.pump(upTo: 0.3)
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 3) { reel.terminal.showsListPosition(2) },
      "the j after the cut report was eaten:\n\(reel.terminal.text)")
  }

  /// The same under tmux or screen, whose terminfo has ncurses ask for X10 reports (`ESC [ M`
  /// and three bytes): the wheel still scrolls, and a report cut short eats no keys.
  func testX10MouseReportsScrollAndOneCutShortEatsNoKeys() throws {
    let reel = try ReelInTerminal(self, environment: ["TERM": "screen-256color"])
    reel.waitForPosition(1)
    reel.settle()
    let wheel = reel.terminal.encodeWheelDown(row: 10, column: 10)
    XCTAssertEqual(Array(wheel.prefix(3)), Array("\u{1B}[M".utf8), "X10 reports expected")
    reel.send(wheel)
    reel.waitForPosition(4)
    reel.send(Array("\u{1B}[M".utf8))
    reel.pump(upTo: 0.3)
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 3) { reel.terminal.showsListPosition(5) },
      "the j after the cut report was eaten:\n\(reel.terminal.text)")
  }
}
