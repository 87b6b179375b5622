import XCTest

@testable import Screen

/// A grapheme of one letter and thousands of marks (zalgo) from hostile data: the table keeps
/// a bounded part of it, so such titles cannot grow it without end.
final class GraphemeTableHostileTests: XCTestCase {
  func testAnEntryKeepsAtMostItsFirstScalars() {
    let table = GraphemeTable(capacity: 8)
    let zalgo = "a" + String(repeating: "\u{301}", count: 10_000)
    let code = table.code(for: zalgo)
    let kept = table.text(for: code)
    XCTAssertEqual(kept.unicodeScalars.count, GraphemeTable.scalarLimit)
    XCTAssertTrue(zalgo.unicodeScalars.starts(with: kept.unicodeScalars))
    XCTAssertEqual(kept.count, 1, "still one grapheme")
    // Two such graphemes that differ only past the limit are one entry.
    XCTAssertEqual(table.code(for: zalgo + "\u{302}"), code)
    // The longest emoji sequences are kept whole.
    let family = "👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻"
    XCTAssertEqual(table.text(for: table.code(for: family)), family)
  }

  func testACellOfAHugeGraphemeDrawsItsLetterInOneColumn() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.put("b" + String(repeating: "\u{651}", count: 5_000) + "c", x: 0, y: 0)
    XCTAssertEqual(buffer[0, 0].grapheme.unicodeScalars.first, "b")
    XCTAssertLessThanOrEqual(buffer[0, 0].grapheme.unicodeScalars.count, GraphemeTable.scalarLimit)
    XCTAssertEqual(buffer[1, 0].grapheme, "c")
  }
}
