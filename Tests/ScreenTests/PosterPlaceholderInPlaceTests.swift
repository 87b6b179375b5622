import XCTest

@testable import Screen

/// The detail pane draws a placeholder poster in place when it can: the cells are always those
/// of `PosterPlaceholder.art` put there, whatever the initials, size, scroll and direction.
final class PosterPlaceholderInPlaceTests: XCTestCase {
  func testInPlaceDrawingWritesTheArtsCells() {
    let titles = [
      "Spirited Away", "千と千尋の神隠し", "الف باء", "", "x", "Amélie Poulain", "🎬 Film",
      "Ωmega λ", "e\u{301}clair",
    ]
    let themes = [Theme(.basic), Theme(.extended), Theme(.none)]
    for title in titles {
      let initials = PosterPlaceholder.initials(of: title)
      for size in [
        Size(width: 10, height: 7), Size(width: 24, height: 18), Size(width: 2, height: 2),
      ] {
        for origin in [Point(x: 1, y: 2), Point(x: 20, y: 9), Point(x: 35, y: 20)] {
          for (fromRow, maxRows) in [(0, 30), (0, 5), (3, 30)] {
            for direction in [TextDirection.leftToRight, .rightToLeft] {
              for (index, theme) in themes.enumerated() {
                var drawn = Buffer(width: 48, height: 30)
                drawn.direction = direction
                var expected = drawn
                DetailWidget.drawPlaceholder(
                  initials: initials, size: size, at: origin, fromRow: fromRow,
                  maxRows: maxRows, theme: theme, buffer: &drawn)
                expected.put(
                  PosterPlaceholder.art(initials: initials, size: size, theme: theme),
                  x: origin.x, y: origin.y, fromRow: fromRow, maxRows: maxRows)
                XCTAssertEqual(
                  drawn, expected,
                  "\(title) \(size) \(origin) \(fromRow) \(direction) theme \(index)")
              }
            }
          }
        }
      }
    }
  }

  /// detail7: one cell that is not blank, anywhere under the poster, is drawn over as the art
  /// would draw it (the check of blank cells reads them two at a time: a cell missed leaves
  /// it under the frame drawn in place).
  func testOneCellThatIsNotBlankAnywhereUnderThePosterIsDrawnOver() {
    let theme = Theme(.basic)
    let origin = Point(x: 3, y: 2)
    for size in [Size(width: 10, height: 7), Size(width: 11, height: 7)] {
      for row in origin.y..<(origin.y + size.height) {
        for column in origin.x..<(origin.x + size.width) {
          for cell in [Cell(code: 0x20, style: theme.accent), Cell(code: 0x78, style: .plain)] {
            var drawn = Buffer(width: 20, height: 12)
            drawn[column, row] = cell
            var expected = drawn
            DetailWidget.drawPlaceholder(
              initials: "SA", size: size, at: origin, fromRow: 0, maxRows: 12, theme: theme,
              buffer: &drawn)
            expected.put(
              PosterPlaceholder.art(initials: "SA", size: size, theme: theme), x: origin.x,
              y: origin.y, fromRow: 0, maxRows: 12)
            XCTAssertEqual(drawn, expected, "\(size) \(column),\(row) \(cell)")
          }
        }
      }
    }
  }

  func testSomethingAlreadyThereIsDrawnOverAsTheArtWould() {
    var drawn = Buffer(width: 30, height: 20)
    drawn.put("text under the poster", x: 2, y: 4)
    var expected = drawn
    let theme = Theme(.basic)
    let size = Size(width: 12, height: 9)
    DetailWidget.drawPlaceholder(
      initials: "SA", size: size, at: Point(x: 1, y: 1), fromRow: 0, maxRows: 20, theme: theme,
      buffer: &drawn)
    expected.put(
      PosterPlaceholder.art(initials: "SA", size: size, theme: theme), x: 1, y: 1, fromRow: 0,
      maxRows: 20)
    XCTAssertEqual(drawn, expected)
    XCTAssertEqual(drawn.lines()[5], " │    SA    │")
  }
}
