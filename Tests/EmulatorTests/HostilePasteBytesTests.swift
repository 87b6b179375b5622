import CVTerm
import XCTest

/// review23: pasted bytes that are no UTF-8. ncurses' `wget_wch` reads up to 16 bytes to make
/// a character of an invalid one, then answers ERR, which ended the paste there: the rest of
/// the pasted text ran as keys (`q` quit). A paste is read byte by byte and decoded whole, so
/// invalid bytes become U+FFFD and nothing pasted is ever a command.
final class HostilePasteBytesTests: XCTestCase {
  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  func testAnInvalidByteFirstInAPasteKeepsTheRestAsText() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    let text = "the quick brown fox jumps over the lazy dog"
    reel.send(Self.pasteStart + [0xFF] + Array(text.utf8) + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.row(0).contains("lazy dog"), reel.terminal.text)
    XCTAssertTrue(reel.terminal.row(0).contains("\u{FFFD}the quick"), reel.terminal.text)
  }

  /// A truncated character (a lead byte, then ASCII) in the search field: the text after it
  /// is typed whole, none of it lost or run.
  func testATruncatedCharacterInAPasteKeepsTheRestAsText() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.send(Self.pasteStart + [0xE2, 0x82] + Array("dune\rqueen".utf8) + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.row(0).contains("dune queen"), reel.terminal.text)
    // Typing searches as it goes; a submitted search would have left the field at "dune".
    XCTAssertFalse(reel.terminal.contains("Search “\u{FFFD}dune”"), "the pasted CR submitted")
  }

  /// Invalid bytes between valid text, a lone continuation byte, a surrogate and an overlong
  /// form: the valid text stays, in order, and nothing runs.
  func testInvalidBytesInsideAPasteKeepTheValidTextInOrder() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    let bytes: [UInt8] =
      [0x80] + Array("du".utf8) + [0xED, 0xA0, 0x80] + Array("ne".utf8) + [0xC0, 0xAF]
      + Array("q".utf8) + [0xF8, 0x88, 0x80, 0x80, 0x80] + Array("é".utf8)
    reel.send(Self.pasteStart + bytes + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    let row = reel.terminal.row(0).filter { $0 != "\u{FFFD}" }
    XCTAssertTrue(row.contains("duneqé"), reel.terminal.text)
  }

  /// The start marker split after its Escape by more than ESCDELAY (a loaded machine, ssh):
  /// ncurses hands over Escape alone, and the marker's rest was dropped as a stray sequence
  /// tail, so the pasted text ran as keys (`q` quit). (Split after `ESC [` it is Alt-[ and
  /// typed keys, as a terminal sends them: no reader can tell the two apart.)
  func testAStartMarkerSplitAfterItsEscapeStillMakesThePasteText() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send([0x1B])
    reel.pump(upTo: 0.08)
    reel.send(Array(Self.pasteStart.dropFirst()) + Array("jjjq".utf8) + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.showsListPosition(1), "the pasted j's moved the list")
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 1.5) { reel.terminal.showsListPosition(2) },
      "the j after the paste was swallowed:\n\(reel.terminal.text)")
  }

  /// Split inside its parameters (`ESC [ 2`, `ESC [ 2 0`) the first part is dropped as a
  /// sequence cut short; its rest (`00~`, `0~`) still starts the paste.
  func testAStartMarkerSplitInsideItsParametersStillMakesThePasteText() throws {
    for cut in [3, 4] {
      let reel = try ReelInTerminal(self)
      reel.waitForPosition(1)
      reel.settle()
      reel.send(Array(Self.pasteStart.prefix(cut)))
      reel.pump(upTo: 0.15)
      reel.send(Array(Self.pasteStart.dropFirst(cut)) + Array("jjjq".utf8) + Self.pasteEnd)
      reel.settle()
      XCTAssertNil(reel.exitStatus, "cut after \(cut): the pasted q quit reel")
      XCTAssertTrue(reel.terminal.showsListPosition(1), "cut after \(cut): the j's moved")
      reel.type("j")
      XCTAssertTrue(
        reel.pump(upTo: 1.5) { reel.terminal.showsListPosition(2) },
        "cut after \(cut): the j after the paste was swallowed:\n\(reel.terminal.text)")
    }
  }

  /// NUL, CR, LF, CRLF, a tab and a colour code inside a paste in the search field: line breaks
  /// and the tab are spaces, NUL and the Escape go, the rest is text; nothing submits.
  func testControlsInsideAPasteAreSpacesOrNothing() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.send(Self.pasteStart + Array("a\u{0}b\r\nc\rd\ne\tf\u{1B}[31mg".utf8) + Self.pasteEnd)
    reel.settle()
    XCTAssertNil(reel.exitStatus)
    XCTAssertTrue(reel.terminal.row(0).contains("ab c d e f[31mg"), reel.terminal.text)
  }

  /// Keys typed just before a paste, in the same burst, and keys right after it keep their
  /// order and stay keys; the pasted `q` does not run.
  func testKeysJustBeforeAndAfterAPasteKeepTheirOrder() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.settle()
    reel.send(
      Array("jj".utf8) + Self.pasteStart + Array("jq".utf8) + Self.pasteEnd + Array("j".utf8))
    reel.waitForPosition(4)
    reel.settle()
    XCTAssertNil(reel.exitStatus, "the pasted q quit reel")
    XCTAssertTrue(reel.terminal.showsListPosition(4), "the pasted j moved the list")
  }

  /// A start marker inside a paste, and an end marker with no paste: neither is text, neither
  /// waits, and the next typed key lands at once.
  func testStrayMarkersAreNeitherTextNorAWait() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    reel.send(
      Self.pasteStart + Array("du".utf8) + Self.pasteStart + Array("ne".utf8) + Self.pasteEnd)
    reel.pump(upTo: 0.3)
    reel.send(Self.pasteEnd)
    reel.pump(upTo: 0.3)
    reel.type("x")
    XCTAssertTrue(
      reel.pump(upTo: 1) { reel.terminal.row(0).contains("dunex") }, reel.terminal.text)
  }
}
