import Browser
import TMDB
import XCTest

@testable import Screen

/// The position in the list's title ("41/10000") is drawn by copying a sample's cells and
/// writing the digits in (`ListPosition`): in every language and direction it must be, cell
/// for cell, what wording it and laying it out with `Buffer.put` draws.
final class ListPositionTests: XCTestCase {
  private static let languages = ["en-US", "ja-JP", "fa-IR", "ar-SA", "ar-MA"]
  private static let positions: [(Int, Int)] = [
    (0, 0), (1, 1), (9, 10), (10, 10), (41, 10_000), (999, 1_000), (1_000, 1_000),
    (12_345, 99_999), (100_000, 9_999_999), (1_234_567_890, 9_876_543_210),
  ]

  private func words(_ code: String) -> Words {
    Words(ScreenLanguage(code: code)!, keys: .standard)
  }

  /// The position drawn both ways at `x` of a row `width` wide in `direction`.
  private func drawnBothWays(
    _ row: Int, of total: Int, words: Words, x: Int, width: Int = 120,
    direction: TextDirection
  ) -> (fast: Buffer, general: Buffer, fastWidth: Int, generalWidth: Int) {
    var fast = Buffer(width: width, height: 1)
    fast.direction = direction
    var general = fast
    let style = Theme(.basic).dim
    let fastWidth = ListPosition.draw(
      row: row, of: total, words: words, x: x, y: 0, style: style, buffer: &fast)
    let generalWidth = general.put(words.position(row, of: total), x: x, y: 0, style: style)
    return (fast, general, fastWidth, generalWidth)
  }

  func testEveryLanguageAndDirectionDrawsThePositionAsWordingItDoes() {
    ListPosition.removeAll()
    for code in Self.languages {
      let words = words(code)
      for direction in [TextDirection.leftToRight, .rightToLeft] {
        for (row, total) in Self.positions {
          for x in [0, 3, 57] {
            // Twice: the layout made, then the layout kept.
            for pass in 0..<2 {
              let drawn = drawnBothWays(row, of: total, words: words, x: x, direction: direction)
              let what = "\(code) \(direction) \(row)/\(total) at \(x), pass \(pass)"
              XCTAssertEqual(drawn.fast, drawn.general, what)
              XCTAssertEqual(drawn.fastWidth, drawn.generalWidth, what)
              XCTAssertEqual(
                ListPosition.width(row: row, of: total, words: words),
                words.position(row, of: total).displayWidth, what)
              // Drawn from a layout, not the general way behind its back.
              let key = ListPosition.LayoutKey(
                language: words.language.tag, printing: false, direction: direction,
                style: Theme(.basic).dim, x: x, screenWidth: 120,
                rowDigits: ListPosition.digitCount(row),
                totalDigits: ListPosition.digitCount(total))
              XCTAssertNotNil(ListPosition.layout(for: key, words: words), what)
            }
          }
        }
      }
    }
  }

  /// A number that does not fit the row is cut as `put` cuts it.
  func testAPositionAtTheEdgeIsCutAsWordingItCuts() {
    ListPosition.removeAll()
    for code in Self.languages {
      for direction in [TextDirection.leftToRight, .rightToLeft] {
        let drawn = drawnBothWays(
          41, of: 10_000, words: words(code), x: 16, width: 20, direction: direction)
        XCTAssertEqual(drawn.fast, drawn.general, "\(code) \(direction)")
        XCTAssertEqual(drawn.fastWidth, drawn.generalWidth, "\(code) \(direction)")
      }
    }
  }

  /// What the user reads: each language's digits, the numbers in reading order, and on a
  /// right-to-left screen the sentence at the mirrored place (the total read first from the
  /// right edge's side, as "۴۱ از ۱۰۰۰۰" shows).
  func testPersianAndArabicWriteTheirDigitsAndMirrorThePlace() {
    ListPosition.removeAll()
    let cases: [(code: String, direction: TextDirection, shown: String)] = [
      ("en-US", .leftToRight, "41/10000"),
      ("ja-JP", .leftToRight, "41/10000"),
      ("fa-IR", .rightToLeft, "۱۰۰۰۰ ﺯﺍ ۴۱"),
      ("ar-SA", .rightToLeft, "١٠٠٠٠ ﻦﻣ ٤١"),
      ("ar-MA", .rightToLeft, "10000 ﻦﻣ 41"),
    ]
    for (code, direction, shown) in cases {
      var buffer = Buffer(width: 40, height: 1)
      buffer.direction = direction
      let used = ListPosition.draw(
        row: 41, of: 10_000, words: words(code), x: 2, y: 0, style: .plain, buffer: &buffer)
      XCTAssertEqual(used, shown.count, code)
      let line = buffer.lines()[0]
      // Left to right from column 2; right to left ending two columns from the right edge.
      let expected =
        direction == .leftToRight
        ? "  " + shown : String(repeating: " ", count: 40 - 2 - shown.count) + shown
      XCTAssertEqual(line, expected, code)
    }
  }

  /// Down a list in Persian and Arabic across 9 → 10 and 99 → 100 (the position gets wider):
  /// every frame the renderer draws is the frame drawn from nothing, with the sample layouts
  /// forgotten first.
  func testHoldingJInPersianAndArabicDrawsWhatAFreshFrameDraws() {
    for code in ["fa-IR", "ar-SA", "en-US"] {
      var context = testContext()
      context.language = ScreenLanguage(code: code)!
      var driver = RenderDriver.started(size: Size(width: 120, height: 40))
      driver.holdsTimers = true
      var renderer = FrameRenderer()
      for press in 0..<105 {
        driver.command(.moveDown)
        let shown = renderer.render(driver.state, size: driver.size, context: context).buffer
        ListPosition.removeAll()
        ListHeaderCache.removeAll()
        let fresh = Screen.render(driver.state, size: driver.size, context: context).buffer
        XCTAssertEqual(shown, fresh, "\(code), press \(press)")
        if shown != fresh { return }
      }
    }
  }
}
