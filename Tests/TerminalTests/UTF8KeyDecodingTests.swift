import XCTest

@testable import Terminal

/// review19: which bytes from 0x80 up make a typed character.
final class UTF8KeyDecodingTests: XCTestCase {
  func testLeadBytes() {
    XCTAssertEqual(InputDecoding.continuationCount(lead: 0xC3), 1)
    XCTAssertEqual(InputDecoding.continuationCount(lead: 0xE6), 2)
    XCTAssertEqual(InputDecoding.continuationCount(lead: 0xF0), 3)
    for byte: UInt8 in [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF] {
      XCTAssertNil(InputDecoding.continuationCount(lead: byte), "\(byte)")
    }
  }

  func testWholeCharactersDecodeAndMalformedOnesDoNot() {
    XCTAssertEqual(InputDecoding.scalar(utf8: [0xC3, 0xBC]), 0xFC)
    XCTAssertEqual(InputDecoding.scalar(utf8: [0xE6, 0x97, 0xA5]), 0x65E5)
    XCTAssertEqual(InputDecoding.scalar(utf8: [0xF0, 0x9F, 0x8E, 0xAC]), 0x1F3AC)
    XCTAssertNil(InputDecoding.scalar(utf8: [0xE0, 0x80, 0xAF]), "overlong /")
    XCTAssertNil(InputDecoding.scalar(utf8: [0xED, 0xA0, 0x80]), "surrogate")
    XCTAssertNil(InputDecoding.scalar(utf8: [0xF4, 0x90, 0x80, 0x80]), "past U+10FFFF")
    XCTAssertNil(InputDecoding.scalar(utf8: [0xE6, 0x97]), "cut short")
  }
}
