import Screen
import XCTest

/// A cell is plain data (a grapheme code and a packed style) yet keeps every grapheme and
/// style it is given, exactly.
final class CellTests: XCTestCase {
  func testACellIsEightBytesOfPlainData() {
    XCTAssertEqual(MemoryLayout<Cell>.size, 8)
    XCTAssertEqual(MemoryLayout<Cell>.stride, 8)
    XCTAssertTrue(_isPOD(Cell.self), "nothing to retain, release or destroy per cell")
  }

  func testGraphemesComeBackAsGiven() {
    let graphemes = [
      " ", "a", "é", "e\u{301}", "日", "😀", "🇯🇵", "कि", "👩‍👩‍👧", "1\u{FE0F}\u{20E3}",
      "a grapheme string long enough to live on the heap", "",
    ]
    for grapheme in graphemes {
      let cell = Cell(grapheme, style: Style(fg: .red))
      XCTAssertEqual(cell.grapheme, grapheme)
      XCTAssertEqual(cell.content, .grapheme(grapheme))
      XCTAssertEqual(Cell(content: .grapheme(grapheme)).grapheme, grapheme)
      XCTAssertFalse(cell.isContinuation)
    }
    XCTAssertEqual(Cell("a").scalar, "a")
    XCTAssertNil(Cell("e\u{301}").scalar)
    XCTAssertEqual(Cell(scalar: "█", style: .plain), Cell("█"))
  }

  func testEqualCellsAreTheSameGraphemeAndStyle() {
    XCTAssertEqual(Cell("e\u{301}"), Cell(String(decoding: Array("e\u{301}".utf8), as: UTF8.self)))
    // Canonically equivalent but not the same scalars: the terminal would get other bytes.
    XCTAssertNotEqual(Cell("é"), Cell("e\u{301}"))
    XCTAssertNotEqual(Cell("🇯🇵"), Cell("🇫🇷"))
    XCTAssertNotEqual(Cell("a"), Cell("a", style: Style(attributes: .bold)))
    XCTAssertNotEqual(Cell(""), Cell.continuation())
    XCTAssertNotEqual(Cell.continuation(), Cell.continuation(style: Style(bg: .blue)))
    XCTAssertTrue(Cell.continuation().isContinuation)
    XCTAssertEqual(Cell.continuation().content, .continuation)
    XCTAssertEqual(Cell.continuation().grapheme, "")
    var cell = Cell("x")
    cell.content = .continuation
    XCTAssertEqual(cell, .continuation())
    cell.content = .grapheme("🇯🇵")
    XCTAssertEqual(cell, Cell("🇯🇵"))
  }

  func testEveryColourAndAttributeSurvivesTheStyle() {
    let named: [Color] = [
      .default, .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack,
      .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan,
      .brightWhite,
    ]
    let colours = named + (0...255).map { Color.indexed(UInt8($0)) }
    for (index, colour) in colours.enumerated() {
      let other = colours[(index * 7 + 3) % colours.count]
      let attributes = Attributes(rawValue: UInt8(truncatingIfNeeded: index))
      let style = Style(fg: colour, bg: other, attributes: attributes)
      XCTAssertEqual(style.fg, colour)
      XCTAssertEqual(style.bg, other)
      XCTAssertEqual(style.attributes, attributes)
      var changed = style
      changed.fg = other
      changed.bg = colour
      changed.attributes = [.italic]
      XCTAssertEqual(changed, Style(fg: other, bg: colour, attributes: .italic))
    }
    // A named colour and the palette entry of the same number stay apart, as the enum has them.
    XCTAssertNotEqual(Style(fg: .red), Style(fg: .indexed(1)))
    XCTAssertEqual(Style(fg: .indexed(1)).fg, .indexed(1))
    XCTAssertEqual(Style.plain.adding(.bold).adding(.dim).attributes, [.bold, .dim])
  }
}
