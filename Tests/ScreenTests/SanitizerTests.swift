import Screen
import XCTest

final class SanitizerTests: XCTestCase {
  func testCleanTextIsUnchanged() {
    XCTAssertEqual(Sanitizer.singleLine("Blade Runner 2049"), "Blade Runner 2049")
    XCTAssertEqual(Sanitizer.singleLine("千と千尋の神隠し 👨‍👩‍👧 e\u{301}"), "千と千尋の神隠し 👨‍👩‍👧 e\u{301}")
    XCTAssertEqual(Sanitizer.singleLine(""), "")
  }

  func testCSI() {
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}[2J"), "")
    XCTAssertEqual(Sanitizer.singleLine("a\u{1B}[2Jb"), "ab")
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}[1;31mRed\u{1B}[0m"), "Red")
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}[?1049h\u{1B}[?25lX"), "X")
  }

  func testOSC() {
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}]52;c;SGVsbG8=\u{07}"), "")
    XCTAssertEqual(Sanitizer.singleLine("A\u{1B}]52;c;SGVsbG8=\u{07}B"), "AB")
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}]0;pwned\u{1B}\\Title"), "Title")
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\"), "link")
    XCTAssertEqual(Sanitizer.singleLine("\u{9D}0;t\u{9C}ok"), "ok")  // 8-bit OSC and ST
  }

  func testDCSAndOtherStrings() {
    XCTAssertEqual(Sanitizer.singleLine("a\u{1B}P1$r\u{1B}\\b"), "ab")
    XCTAssertEqual(
      Sanitizer.singleLine("a\u{1B}_apc\u{1B}\\b\u{1B}^pm\u{1B}\\c\u{1B}Xsos\u{1B}\\d"), "abcd")
  }

  func testEightBitCSI() {
    XCTAssertEqual(Sanitizer.singleLine("\u{9B}31m"), "")
    XCTAssertEqual(Sanitizer.singleLine("x\u{9B}31mred"), "xred")
  }

  func testTwoByteAndCharsetSequences() {
    XCTAssertEqual(Sanitizer.singleLine("a\u{1B}cb"), "ab")  // RIS
    XCTAssertEqual(Sanitizer.singleLine("a\u{1B}(0qqq\u{1B}(Bb"), "aqqqb")  // charset switch
    XCTAssertEqual(Sanitizer.singleLine("a\u{1B}\u{1B}7b"), "ab")
  }

  func testSingleControls() {
    XCTAssertEqual(Sanitizer.singleLine("ding\u{07}dong"), "dingdong")
    XCTAssertEqual(Sanitizer.singleLine("nul\u{0}here"), "nulhere")
    XCTAssertEqual(Sanitizer.singleLine("del\u{7F}ete"), "delete")
    XCTAssertEqual(Sanitizer.singleLine("back\u{8}\u{8}space"), "backspace")
    XCTAssertEqual(Sanitizer.singleLine("c1\u{85}\u{8D}\u{91}x"), "c1x")
    XCTAssertEqual(Sanitizer.singleLine("apc\u{9F}hidden"), "apc")
  }

  func testBidiAndInvisibleFormatCharacters() {
    XCTAssertEqual(Sanitizer.singleLine("abc\u{202E}fed"), "abcfed")
    XCTAssertEqual(
      Sanitizer.singleLine("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}x"), "x"
    )
    XCTAssertEqual(Sanitizer.singleLine("\u{200E}a\u{200F}b\u{61C}c"), "abc")
    XCTAssertEqual(Sanitizer.singleLine("zero\u{200B}width\u{FEFF}\u{2060}\u{AD}"), "zerowidth")
    XCTAssertEqual(Sanitizer.singleLine("\u{3164}\u{FFA0}name"), "name")
    // ZWJ and ZWNJ carry meaning and stay.
    XCTAssertEqual(Sanitizer.singleLine("👨‍👩‍👧 می\u{200C}خواهم"), "👨‍👩‍👧 می\u{200C}خواهم")
  }

  func testUnterminatedSequencesAreRemovedToTheEnd() {
    XCTAssertEqual(Sanitizer.singleLine("ok\u{1B}[31"), "ok")
    XCTAssertEqual(Sanitizer.singleLine("ok\u{1B}]52;c;SGVsbG8="), "ok")
    XCTAssertEqual(Sanitizer.singleLine("ok\u{1B}"), "ok")
    XCTAssertEqual(Sanitizer.singleLine("ok\u{1B}P never ends"), "ok")
  }

  func testMalformedCSIEndsAtNonASCII() {
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}[31日本"), "日本")
    XCTAssertEqual(Sanitizer.singleLine("\u{1B}é"), "é")
  }

  func testSingleLineTurnsBreaksIntoOneSpace() {
    XCTAssertEqual(Sanitizer.singleLine("one\ntwo"), "one two")
    XCTAssertEqual(Sanitizer.singleLine("one\r\n\r\ntwo\tthree"), "one two three")
    XCTAssertEqual(Sanitizer.singleLine("a\u{2028}b"), "a b")
  }

  func testMultiLineKeepsNewlines() {
    XCTAssertEqual(Sanitizer.multiLine("one\r\ntwo\rthree\n\nfour"), "one\ntwo\nthree\n\nfour")
    XCTAssertEqual(Sanitizer.multiLine("tab\there\u{1B}[0m\u{07}"), "tab here")
    XCTAssertEqual(Sanitizer.multiLine("a\u{2029}b"), "a\nb")
    XCTAssertEqual(Sanitizer.multiLine("plain\nlines"), "plain\nlines")
  }

  func testOutputHasNoControlsWhateverTheInput() {
    var text = ""
    for value in 0..<0x200 { text.unicodeScalars.append(Unicode.Scalar(UInt32(value))!) }
    let cleaned = Sanitizer.singleLine(text + "\u{1B}[" + text)
    XCTAssertFalse(
      cleaned.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }
}
