import Screen
import XCTest

final class DisplayWidthTests: XCTestCase {
  func testASCII() {
    XCTAssertEqual("Blade Runner".displayWidth, 12)
    XCTAssertEqual("".displayWidth, 0)
    XCTAssertEqual(Character("a").displayWidth, 1)
  }

  func testCJKAndFullwidth() {
    XCTAssertEqual("日本語".displayWidth, 6)
    XCTAssertEqual("千と千尋の神隠し".displayWidth, 16)
    XCTAssertEqual("ｱ".displayWidth, 1)  // halfwidth katakana
    XCTAssertEqual("Ａ".displayWidth, 2)  // fullwidth A
    XCTAssertEqual("\u{3000}".displayWidth, 2)  // ideographic space
  }

  func testHangul() {
    XCTAssertEqual("기생충".displayWidth, 6)
    // A syllable spelled with conjoining jamo is one grapheme of width 2.
    XCTAssertEqual("\u{1100}\u{1161}\u{11A8}".displayWidth, 2)
  }

  func testEmoji() {
    XCTAssertEqual("😀".displayWidth, 2)
    XCTAssertEqual("👨‍👩‍👧".displayWidth, 2)  // ZWJ family
    XCTAssertEqual("🇯🇵".displayWidth, 2)  // flag
    XCTAssertEqual("🇯🇵🇫🇷".displayWidth, 4)
    XCTAssertEqual("1\u{FE0F}\u{20E3}".displayWidth, 2)  // keycap
    XCTAssertEqual("❤\u{FE0F}".displayWidth, 2)  // VS16 asks for emoji presentation
    XCTAssertEqual("❤".displayWidth, 1)  // text presentation by default
    XCTAssertEqual("👍🏽".displayWidth, 2)  // skin tone modifier
    XCTAssertEqual("🏳️‍🌈".displayWidth, 2)
  }

  func testCombiningAndZeroWidth() {
    XCTAssertEqual("e\u{301}".displayWidth, 1)
    XCTAssertEqual("Pok\u{E9}mon".displayWidth, 7)
    XCTAssertEqual("Poke\u{301}mon".displayWidth, 7)
    XCTAssertEqual("\u{301}".displayWidth, 0)  // a lone combining mark
    XCTAssertEqual("\u{200D}".displayWidth, 0)  // ZWJ
    XCTAssertEqual("\u{200B}".displayWidth, 0)  // zero width space
    XCTAssertEqual("\u{FE0F}".displayWidth, 0)
    XCTAssertEqual("\u{FE0E}".displayWidth, 0)
    XCTAssertEqual("\u{AD}".displayWidth, 0)  // soft hyphen
    XCTAssertEqual("a\u{200B}b".displayWidth, 2)
  }

  func testSpacingVowelSignsTakeTheirOwnColumnAsTerminalsDrawThem() {
    // क + ि (a spacing mark): two columns in every terminal that counts by wcwidth.
    XCTAssertEqual("कि".displayWidth, 2)
    XCTAssertEqual("क".displayWidth, 1)
    XCTAssertEqual("के".displayWidth, 1, " े is a non-spacing mark")
    XCTAssertEqual("दिलवाले".displayWidth, 6, "as wcwidth sums it: 1+1+1+1+1+1+0")
    XCTAssertEqual("தமிழ்".displayWidth, 4, "Tamil ி is spacing too")
    XCTAssertEqual("กำ".displayWidth, 2, "Thai ำ takes a column")
    XCTAssertEqual("🇯🇵".displayWidth, 2, "a flag stays two")
  }

  func testControls() {
    XCTAssertEqual("\u{1B}".displayWidth, 0)
    XCTAssertEqual("\u{0}\u{7}\u{7F}\u{9B}".displayWidth, 0)
    XCTAssertEqual("a\r\nb".displayWidth, 2)
  }

  func testMixed() {
    XCTAssertEqual("Amélie (アメリ) 😀".displayWidth, 18)
  }
}
