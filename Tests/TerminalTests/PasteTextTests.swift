import XCTest

@testable import Terminal

/// What a bracketed paste becomes: text with its line breaks, no control characters, bounded.
final class PasteTextTests: XCTestCase {
  private func pasted(_ text: String) -> String {
    var paste = PasteText()
    for scalar in text.unicodeScalars { paste.append(scalar.value) }
    return paste.text
  }

  func testLineBreaksStayText() {
    XCTAssertEqual(pasted("dune\rqueen"), "dune\nqueen")
    XCTAssertEqual(pasted("dune\r\nqueen\nking"), "dune\nqueen\nking")
    XCTAssertEqual(pasted("a\tb"), "a\tb")
  }

  func testControlCharactersAreDropped() {
    XCTAssertEqual(pasted("a\u{1B}[2Jb\u{07}c\u{9B}31md\u{7F}"), "a[2Jbc31md")
  }

  func testUnicodeIsKept() {
    XCTAssertEqual(pasted("君の名は。 🎬"), "君の名は。 🎬")
  }

  func testBoundedAt64KB() {
    let text = pasted(String(repeating: "x", count: 100_000))
    XCTAssertEqual(text.utf8.count, PasteText.limit)
    // A multi-byte scalar that would cross the bound is left out whole.
    let wide = pasted(String(repeating: "é", count: 40_000))
    XCTAssertLessThanOrEqual(wide.utf8.count, PasteText.limit)
    XCTAssertEqual(wide.utf8.count % 2, 0)
  }
}
