import ReelTestSupport
import XCTest

@testable import Screen

/// A symbol poster inside the buffer is copied row by row (`Buffer.put(_:x:y:)`); cell by
/// cell (`putCellByCell`) is the way for any poster anywhere. Over random posters put on
/// random rows of wide and narrow text, on both directions of screen, the two leave the same
/// cells, wide graphemes cut at either edge mended alike.
final class PosterRowCopyTests: XCTestCase {
  private static let texts = ["日本語のテキスト", "abc 日本 def", "ＡＢＣＤＥＦＧ", "plain text here", "😀😀 x 😀"]
  private static let symbols: [Unicode.Scalar] = [
    "▀", "▄", "█", "▌", "▐", "▖", "▗", "▘", "▝", " ", "a",
  ]

  func testARowCopiedPosterIsThePosterPutCellByCell() {
    var generator = SeededGenerator(seed: 7)
    var copied = 0
    for round in 0..<600 {
      var buffer = Buffer(width: 30, height: 12)
      buffer.direction = Bool.random(using: &generator) ? .leftToRight : .rightToLeft
      for row in 0..<buffer.height {
        let text = Self.texts.randomElement(using: &generator)!
        buffer.put(text, x: Int.random(in: -3...6, using: &generator), y: row)
      }
      let width = Int.random(in: 1...12, using: &generator)
      let height = Int.random(in: 1...8, using: &generator)
      var cells: [Cell] = (0..<(width * height)).map { _ in
        Cell(
          scalar: Self.symbols.randomElement(using: &generator)!,
          style: Style(fg: .indexed(UInt8.random(in: 16...231, using: &generator))))
      }
      // Now and then a cell the row copy does not take: a wide grapheme, or several scalars.
      if round % 5 == 0 { cells[Int.random(in: 0..<cells.count, using: &generator)] = Cell("日") }
      if round % 7 == 0 { cells[0] = Cell("e\u{301}") }
      let art = PosterArt(width: width, height: height, cells: cells)
      let x = Int.random(in: -4...28, using: &generator)
      let y = Int.random(in: -3...10, using: &generator)
      let fromRow = Int.random(in: 0...2, using: &generator)
      let maxRows = Int.random(in: 0...8, using: &generator)

      var fast = buffer
      fast.put(art, x: x, y: y, fromRow: fromRow, maxRows: maxRows)
      var slow = buffer
      let first = min(fromRow, art.height)
      let left = slow.direction == .rightToLeft ? slow.width - x - art.width : x
      slow.putCellByCell(
        art, left: left, y: y, rows: first..<min(art.height, first + maxRows))
      let step = "round \(round): \(width)x\(height) at \(x),\(y) from row \(fromRow)"
      XCTAssertEqual(fast.lines(), slow.lines(), step)
      XCTAssertTrue(fast == slow, "\(step): the same styles")
      let inside = left >= 0 && left + width <= 30 && y >= 0
      if width >= 3, inside, y + min(art.height - first, maxRows) <= 12, round % 5 != 0,
        round % 7 != 0
      {
        copied += 1
      }
    }
    XCTAssertGreaterThan(copied, 50, "posters copied row by row")
  }
}
