import XCTest

/// review23: every class of bytes that make no UTF-8 character, typed into the search field
/// between letters, and a four-byte emoji split at each of its boundaries: what lands in the
/// field is exactly the valid characters, in order, and no key after a bad byte is lost.
final class InvalidUTF8ClassesTests: XCTestCase {
  func testEveryInvalidClassTypesNothingAndLosesNoLetterAfterIt() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    let invalid: [[UInt8]] = [
      [0x80],  // a lone continuation byte
      [0xBF, 0xBF],  // two
      [0xC1, 0xBF],  // an overlong two-byte form
      [0xE0, 0x80, 0xAF],  // an overlong three-byte form
      [0xF0, 0x80, 0x80, 0xAF],  // an overlong four-byte form
      [0xED, 0xBF, 0xBF],  // a surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xF8, 0x88, 0x80, 0x80, 0x80],  // a five-byte form
      [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80],  // a six-byte form
      [0xFE, 0xFF],  // bytes that are never UTF-8
      [0xE2, 0x82],  // "€" cut short after two bytes
      [0xF0, 0x9F, 0x98],  // "😀" cut short after three
    ]
    var expected = ""
    for (index, bytes) in invalid.enumerated() {
      let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
      reel.send(bytes + Array(letter.utf8))
      expected += letter
      reel.pump(upTo: 0.12)
    }
    reel.waitFor("/ " + expected)
    XCTAssertFalse(reel.terminal.row(0).contains("\u{FFFD}"), reel.terminal.text)
  }

  func testAFourByteEmojiSplitAtEachBoundaryIsTypedWhole() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    reel.type("/")
    reel.pump(upTo: 0.3)
    let emoji = Array("😀".utf8)
    for cut in 1..<emoji.count {
      reel.send(Array(emoji.prefix(cut)))
      reel.pump(upTo: 0.03)
      reel.send(Array(emoji.dropFirst(cut)))
      reel.pump(upTo: 0.1)
    }
    reel.type("x")
    reel.waitFor("😀😀😀x")
    XCTAssertFalse(reel.terminal.row(0).contains("\u{FFFD}"), reel.terminal.text)
  }
}
