import Screen
import XCTest

final class BufferTests: XCTestCase {
  func testNewBufferIsBlank() {
    let buffer = Buffer(width: 3, height: 2)
    XCTAssertEqual(buffer.lines(), ["", ""])
    XCTAssertEqual(buffer[2, 1], Cell.blank)
    XCTAssertEqual(buffer.cells.count, 6)
  }

  func testPutReturnsColumnsAndClipsAtRightEdge() {
    var buffer = Buffer(width: 8, height: 2)
    XCTAssertEqual(buffer.put("Blade Runner", x: 2, y: 0), 6)
    XCTAssertEqual(buffer.put("ok", x: 0, y: 1), 2)
    XCTAssertEqual(buffer.lines(), ["  Blade", "ok"])
  }

  func testPutRespectsMaxWidth() {
    var buffer = Buffer(width: 10, height: 1)
    XCTAssertEqual(buffer.put("abcdef", x: 1, y: 0, maxWidth: 3), 3)
    XCTAssertEqual(buffer.put("xyz", x: 5, y: 0, maxWidth: 0), 0)
    XCTAssertEqual(buffer.lines(), [" abc"])
  }

  func testPutOutsideTheBufferWritesNothing() {
    var buffer = Buffer(width: 4, height: 2)
    XCTAssertEqual(buffer.put("abc", x: 0, y: 2), 0)
    XCTAssertEqual(buffer.put("abc", x: 0, y: -1), 0)
    XCTAssertEqual(buffer.put("abc", x: 4, y: 0), 0)
    XCTAssertEqual(buffer.put("abcdef", x: -3, y: 1), 3)  // clipped on the left
    XCTAssertEqual(buffer.lines(), ["", "def"])
  }

  func testWideCharacterAtTheLastColumnBecomesASpace() {
    var buffer = Buffer(width: 5, height: 1)
    XCTAssertEqual(buffer.put("abcd日", x: 0, y: 0, style: Style(attributes: .bold)), 5)
    XCTAssertEqual(buffer.lines(), ["abcd"])
    XCTAssertEqual(buffer[4, 0], Cell(" ", style: Style(attributes: .bold)))
  }

  func testWideCharacterStraddlingMaxWidth() {
    var buffer = Buffer(width: 10, height: 1)
    XCTAssertEqual(buffer.put("日本語", x: 0, y: 0, maxWidth: 5), 5)
    XCTAssertEqual(buffer.put("|", x: 5, y: 0), 1)
    XCTAssertEqual(buffer.lines(), ["日本 |"])
  }

  func testWideCharactersUseContinuationCells() {
    var buffer = Buffer(width: 6, height: 1)
    XCTAssertEqual(buffer.put("a😀日", x: 0, y: 0), 5)
    XCTAssertEqual(buffer[1, 0].grapheme, "😀")
    XCTAssertTrue(buffer[2, 0].isContinuation)
    XCTAssertEqual(buffer[3, 0].grapheme, "日")
    XCTAssertTrue(buffer[4, 0].isContinuation)
    XCTAssertEqual(buffer.lines(), ["a😀日"])
  }

  func testOverwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.put("日本語", x: 0, y: 0)
    buffer.put("x", x: 1, y: 0)  // right half of 日
    buffer.put("日本語", x: 0, y: 1)
    buffer.put("y", x: 4, y: 1)  // left half of 語
    XCTAssertEqual(buffer.lines(), [" x本語", "日本y"])
    XCTAssertFalse(
      buffer.cells.enumerated().contains { index, cell in
        cell.isContinuation && (index % 6 == 0 || buffer.cells[index - 1].isContinuation)
      })
  }

  func testZeroWidthAndCombiningCharacters() {
    var buffer = Buffer(width: 6, height: 1)
    XCTAssertEqual(buffer.put("e\u{301}\u{1B}\u{200B}x", x: 0, y: 0), 2)
    XCTAssertEqual(buffer[0, 0].grapheme, "e\u{301}")
    XCTAssertEqual(buffer.lines(), ["e\u{301}x"])
  }

  func testOneByOneBuffer() {
    var buffer = Buffer(width: 1, height: 1)
    XCTAssertEqual(buffer.put("日", x: 0, y: 0), 1)
    XCTAssertEqual(buffer.lines(), [""])
    XCTAssertEqual(buffer.put("ab", x: 0, y: 0), 1)
    XCTAssertEqual(buffer.lines(), ["a"])
    buffer.fill(Rect(x: -5, y: -5, width: 100, height: 100), style: Style(bg: .blue))
    XCTAssertEqual(buffer[0, 0], Cell(" ", style: Style(bg: .blue)))
    XCTAssertEqual(Buffer(width: 0, height: 0).lines(), [])
  }

  func testFillAndSetStyle() {
    var buffer = Buffer(width: 6, height: 3)
    buffer.put("日本語", x: 0, y: 1)
    buffer.fill(Rect(x: 1, y: 1, width: 2, height: 5), style: Style(bg: .red))
    XCTAssertEqual(buffer.lines(), ["", "    語", ""])
    XCTAssertEqual(buffer[1, 2].style, Style(bg: .red))
    XCTAssertEqual(buffer[0, 2].style, Style.plain)
    buffer.setStyle(Style(attributes: .reverse), in: Rect(x: 4, y: 1, width: 10, height: 1))
    XCTAssertEqual(buffer[4, 1], Cell("語", style: Style(attributes: .reverse)))
    XCTAssertTrue(buffer[5, 1].isContinuation)
  }

  func testSubscriptOutsideIsBlankAndIgnored() {
    var buffer = Buffer(width: 2, height: 2)
    buffer[5, 5] = Cell("x")
    buffer[1, 1] = Cell("y")
    XCTAssertEqual(buffer[-1, 0], .blank)
    XCTAssertEqual(buffer.lines(), ["", " y"])
  }
}
