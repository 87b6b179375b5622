import XCTest

@testable import Terminal

/// review19: the paste markers come out of pasted bytes wherever they fall, and only the
/// reader's pause decides the end.
final class PasteBytesTests: XCTestCase {
  private static let end = Array("\u{1B}[201~".utf8)
  private static let start = Array("\u{1B}[200~".utf8)

  func testAnEndMarkerInsideTheTextIsDroppedAndIsNotTheEnd() {
    var paste = PasteBytes()
    paste.append(Array("abc".utf8) + Self.end + Array("q".utf8))
    XCTAssertFalse(paste.endsWithEndMarker)
    paste.append(Self.end)
    XCTAssertTrue(paste.endsWithEndMarker)
    XCTAssertEqual(paste.text, "abcq")
  }

  func testMarkersSplitAcrossReadsOrByteByByteAreFound() {
    var paste = PasteBytes()
    paste.append(Array("x".utf8) + Self.start.prefix(3))
    paste.append(Self.start.dropFirst(3) + Array("y".utf8) + Self.end.prefix(4))
    XCTAssertFalse(paste.endsWithEndMarker)
    for byte in Self.end.dropFirst(4) { paste.append(byte) }
    XCTAssertTrue(paste.endsWithEndMarker)
    XCTAssertEqual(paste.text, "xy")
  }

  func testLooseScalarsFromNcursesFormAnEndMarkerToo() {
    var paste = PasteBytes()
    for scalar in "ab\u{1B}[201~".unicodeScalars { paste.append(scalar: scalar.value) }
    XCTAssertTrue(paste.endsWithEndMarker)
    XCTAssertEqual(paste.text, "ab")
  }

  func testWhatOnlyLooksLikeAMarkerStaysText() {
    var paste = PasteBytes()
    paste.append(Array("\u{1B}[20x \u{1B}[2019~ \u{1B}\u{1B}[201".utf8))
    XCTAssertFalse(paste.endsWithEndMarker)
    // The Escapes go (control characters); the rest is text.
    XCTAssertEqual(paste.text, "[20x [2019~ [201")
  }

  func testAnEndMarkerNcursesRecognisedEndsWhatCameBefore() {
    var paste = PasteBytes()
    paste.append(Array("ab\u{1B}[2".utf8))
    paste.appendEndMarker()
    XCTAssertTrue(paste.endsWithEndMarker)
    paste.appendDroppedKey()
    XCTAssertFalse(paste.endsWithEndMarker)
    XCTAssertEqual(paste.text, "ab[2")
  }

  func testInvalidAndOverlongUTF8BecomeReplacementCharacters() {
    var paste = PasteBytes()
    // An overlong "/" (C0 AF), a lone continuation byte, a truncated 3-byte sequence.
    paste.append([0x61, 0xC0, 0xAF, 0x62, 0x80, 0x63, 0xE6, 0x97])
    XCTAssertFalse(paste.text.contains("/"))
    XCTAssertTrue(paste.text.hasPrefix("a"))
    XCTAssertTrue(paste.text.contains("b"))
    XCTAssertTrue(paste.text.contains("c"))
  }

  func testAHugePasteIsBoundedAndItsEndStillFound() {
    var paste = PasteBytes()
    let megabyte = [UInt8](repeating: 0x78, count: 1 << 20)
    for _ in 0..<4 { paste.append(megabyte) }
    paste.append(Self.end)
    XCTAssertTrue(paste.endsWithEndMarker)
    XCTAssertEqual(paste.bytes.count, PasteBytes.rawLimit)
    XCTAssertEqual(paste.text.utf8.count, PasteText.limit)
  }
}
