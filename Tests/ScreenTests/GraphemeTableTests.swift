import XCTest

@testable import Screen

/// The table behind cells of several scalars: one entry per grapheme, and a bound on hostile
/// text.
final class GraphemeTableTests: XCTestCase {
  func testEachGraphemeIsKeptOnceUnderItsCode() {
    let table = GraphemeTable(capacity: 8)
    let accented = table.code(for: "e\u{301}")
    let flag = table.code(for: "🇯🇵")
    XCTAssertNotEqual(accented, flag)
    XCTAssertEqual(
      table.code(for: String(decoding: Array("e\u{301}".utf8), as: UTF8.self)), accented)
    XCTAssertEqual(table.text(for: accented), "e\u{301}")
    XCTAssertEqual(table.text(for: flag), "🇯🇵")
    XCTAssertGreaterThanOrEqual(accented, GraphemeTable.firstCode)
  }

  /// Past its capacity a new grapheme keeps its base letter (same columns), and those already
  /// in the table keep their codes.
  func testAFullTableKeepsTheBaseOfNewGraphemes() {
    let table = GraphemeTable(capacity: 2)
    let first = table.code(for: "e\u{301}")
    _ = table.code(for: "a\u{301}")
    XCTAssertEqual(table.code(for: "o\u{301}"), Unicode.Scalar("o").value)
    XCTAssertEqual(table.code(for: "e\u{301}"), first)
    XCTAssertEqual(table.text(for: first), "e\u{301}")
  }
}
