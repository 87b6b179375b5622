import XCTest

@testable import Terminal

/// review19: the paste markers come out of pasted bytes wherever they fall; the paste ends at
/// the last end marker, and what came after it is handed back as typed keys.
final class PasteBytesTests: XCTestCase {
  private static let end = Array("\u{1B}[201~".utf8)
  private static let start = Array("\u{1B}[200~".utf8)

  func testTextAfterAnInnerEndMarkerIsPastedWhenAnotherEndMarkerFollows() {
    var paste = PasteBytes()
    paste.append(Array("abc".utf8) + Self.end + Array("jjjq".utf8))
    XCTAssertTrue(paste.hasEndMarker)
    XCTAssertEqual(paste.tail, Array("jjjq".utf8).map(Int32.init))
    paste.append(Self.end)
    XCTAssertEqual(paste.takeTypedTail(), [])
    XCTAssertEqual(paste.text, "abcjjjq")
  }

  func testWhatCameAfterTheLastEndMarkerIsHandedBackAsKeys() {
    var paste = PasteBytes()
    paste.append(Array("dune".utf8) + Self.end + [13])
    paste.appendKey(0o402)  // KEY_DOWN, as ncurses decoded it
    XCTAssertEqual(paste.takeTypedTail(), [13, 0o402])
    XCTAssertEqual(paste.text, "dune")
  }

  func testALongTailAfterAnInnerEndMarkerIsPasted() {
    var paste = PasteBytes()
    let long = [UInt8](repeating: 0x71, count: PasteBytes.typedTailLimit + 1)
    paste.append(Array("a".utf8) + Self.end + long)
    XCTAssertEqual(paste.takeTypedTail(), [])
    XCTAssertEqual(paste.text, "a" + String(repeating: "q", count: long.count))
  }

  func testMarkersSplitAcrossReadsOrByteByByteAreFound() {
    var paste = PasteBytes()
    paste.append(Array("x".utf8) + Self.start.prefix(3))
    paste.append(Self.start.dropFirst(3) + Array("y".utf8) + Self.end.prefix(4))
    XCTAssertFalse(paste.hasEndMarker)
    for byte in Self.end.dropFirst(4) { paste.append(byte) }
    XCTAssertTrue(paste.hasEndMarker)
    XCTAssertEqual(paste.takeTypedTail(), [])
    XCTAssertEqual(paste.text, "xy")
  }

  func testLooseScalarsFromNcursesFormAnEndMarkerToo() {
    var paste = PasteBytes()
    for scalar in "ab\u{1B}[201~".unicodeScalars { paste.append(scalar: scalar.value) }
    XCTAssertTrue(paste.hasEndMarker)
    XCTAssertEqual(paste.text, "ab")
  }

  func testWhatOnlyLooksLikeAMarkerStaysText() {
    var paste = PasteBytes()
    paste.append(Array("\u{1B}[20x \u{1B}[2019~ \u{1B}\u{1B}[201".utf8))
    XCTAssertFalse(paste.hasEndMarker)
    // The Escapes go (control characters); the rest is text.
    XCTAssertEqual(paste.text, "[20x [2019~ [201")
  }

  func testAnEndMarkerNcursesRecognisedEndsWhatCameBefore() {
    var paste = PasteBytes()
    paste.append(Array("ab\u{1B}[2".utf8))
    paste.appendEndMarker()
    XCTAssertTrue(paste.hasEndMarker)
    XCTAssertEqual(paste.takeTypedTail(), [])
    XCTAssertEqual(paste.text, "ab[2")
  }

  func testInvalidAndOverlongUTF8BecomeReplacementCharacters() {
    var paste = PasteBytes()
    // An overlong "/" (C0 AF), a lone continuation byte, a truncated 3-byte sequence.
    paste.append([0x61, 0xC0, 0xAF, 0x62, 0x80, 0x63, 0xE6, 0x97])
    XCTAssertEqual(paste.text, "a\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}")
  }

  func testAHugePasteIsBoundedAndItsEndStillFound() {
    var paste = PasteBytes()
    let megabyte = [UInt8](repeating: 0x78, count: 1 << 20)
    for _ in 0..<4 { paste.append(megabyte) }
    paste.append(Self.end + Array("j".utf8))
    XCTAssertEqual(paste.takeTypedTail(), [0x6A])
    XCTAssertEqual(paste.bytes.count, PasteBytes.rawLimit)
    XCTAssertEqual(paste.text.utf8.count, PasteText.limit)
  }
}
