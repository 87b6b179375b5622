import XCTest

@testable import Screen

/// A placeholder's frame written cell by cell (inside a left-to-right buffer) is exactly the
/// frame put as text, over anything the buffer held: wide graphemes the frame cuts into on
/// either side, blanks, other frames.
final class PosterPlaceholderFrameTests: XCTestCase {
  func testTheFrameWrittenByCellsIsTheFramePutAsText() {
    var random = SystemRandomNumberGenerator()
    let fillings = ["", "界界界界界界界界界界界界", "abcdefghijklmnopqrstuvwxyz", "界a界b界c界d界e", "┏━━┓"]
    let styles = [Style.plain, Style(fg: .indexed(33), attributes: .bold)]
    for filling in fillings {
      for size in [
        Size(width: 2, height: 2), Size(width: 12, height: 9), Size(width: 3, height: 5),
      ] {
        for origin in [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 5, y: 2), Point(x: 2, y: 3)] {
          for heavy in [false, true] {
            for style in styles {
              var before = Buffer(width: 18, height: 12)
              for row in 0..<before.height {
                // Each row shifted, so the wide graphemes straddle the frame's columns both ways.
                let shift = Int.random(in: 0...1, using: &random)
                before.put(filling, x: shift, y: row)
              }
              let rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
              var byCells = before
              PosterPlaceholder.drawFrameCells(
                heavy: heavy, in: rect, style: style, buffer: &byCells)
              var asText = before
              PosterPlaceholder.drawFrameText(heavy: heavy, in: rect, style: style, buffer: &asText)
              XCTAssertEqual(byCells, asText, "\(filling) \(size) \(origin) heavy \(heavy)")
              XCTAssertNotEqual(byCells, before, "the frame is drawn")
            }
          }
        }
      }
    }
  }

  /// The frame a card shows: through `draw`, both ways of writing it give the same cells on
  /// both screen directions and cut by the buffer's edge.
  func testPlaceholdersDrawTheSameWhereverTheyAre() {
    for direction in [TextDirection.leftToRight, .rightToLeft] {
      for origin in [Point(x: 0, y: 0), Point(x: 10, y: 4), Point(x: -3, y: 2), Point(x: 15, y: 8)]
      {
        var drawn = Buffer(width: 20, height: 12)
        drawn.direction = direction
        let rect = Rect(x: origin.x, y: origin.y, width: 10, height: 7)
        PosterPlaceholder.draw(
          initials: "SA", heavy: true, in: rect, style: .plain, textStyle: .plain, buffer: &drawn)
        var expected = Buffer(width: 20, height: 12)
        expected.direction = direction
        PosterPlaceholder.drawFrameText(heavy: true, in: rect, style: .plain, buffer: &expected)
        expected.put("SA", x: rect.x + 4, y: rect.y + 3, style: .plain, base: .auto)
        XCTAssertEqual(drawn, expected, "\(direction) \(origin)")
      }
    }
  }
}
