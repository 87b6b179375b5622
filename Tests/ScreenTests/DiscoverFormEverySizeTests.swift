import Browser
import Screen
import TMDB
import XCTest

/// The discover form at every size Reel draws (from 20x5, below it only says the terminal is
/// too small) to 60x20 (review24), every field focused, with and without a problem said on it,
/// in each screen language: the focused field is on screen, and nothing of the form is drawn
/// outside its box. Screens too small for it, down to 0x0, do not crash.
final class DiscoverFormEverySizeTests: XCTestCase {
  /// The form open on `field`; for a field that takes text, typed far past what it keeps and
  /// then, with `problem`, Enter on a value it refuses.
  private func form(_ started: RenderDriver, field: DiscoverForm.Field, problem: Bool)
    -> RenderDriver
  {
    var driver = started
    driver.command(.showDiscover)
    for _ in 0..<field.rawValue { driver.command(.moveDown) }
    if driver.state.discoverForm.fieldTakesText {
      // A leading "-" makes every text field's value one it refuses (votes take any count).
      driver.command(.insertText((problem ? "-" : "") + String(repeating: "9", count: 500)))
      if problem { driver.command(.submitSearch) }
    }
    return driver
  }

  private static let textFields = DiscoverForm.Field.allCases.filter {
    [.years, .minimumRating, .minimumVotes, .runtime].contains($0)
  }

  /// The form's box: its top-left and bottom-right corners.
  private func box(_ buffer: Buffer) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    let width = min(60, buffer.width - 8) + 4
    for y in 0..<buffer.height {
      for x in 0..<buffer.width where buffer[x, y].grapheme == "┌" {
        guard buffer[x + width - 1, y].grapheme == "┐" else { continue }
        guard
          let bottom = (y + 1..<buffer.height).first(where: {
            buffer[x, $0].grapheme == "└"
          })
        else { continue }
        return (x, y, x + width - 1, bottom)
      }
    }
    return nil
  }

  func testAtEverySizeTheFocusedFieldShowsAndNothingIsDrawnOutsideTheBox() {
    var checked = 0
    for width in 20...60 {
      for height in 5...20 {
        let size = Size(width: width, height: height)
        let started = RenderDriver.started(size: size)
        let before = started.render().buffer
        for field in DiscoverForm.Field.allCases {
          for problem in [false, true] where !problem || Self.textFields.contains(field) {
            let driver = form(started, field: field, problem: problem)
            let context = "\(width)x\(height) \(field) problem: \(problem)"
            XCTAssertEqual(driver.state.overlay, .discover, context)
            XCTAssertEqual(driver.state.discoverForm.field, field, context)
            let buffer = driver.render().buffer
            let screen = buffer.lines().joined(separator: "\n")
            guard let box = box(buffer) else {
              XCTFail("no box, \(context):\n\(screen)")
              continue
            }
            // The form's lines are inside; outside, the screen is as it was under the form
            // (rows between the top line and the status line, which the form does not change).
            for y in 1..<(height - 1) {
              for x in 0..<width where x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1 {
                if buffer[x, y] != before[x, y] {
                  XCTFail("drawn outside the box at \(x),\(y), \(context):\n\(screen)")
                  break
                }
              }
            }
            let mark = driver.state.discoverForm.fieldTakesText ? "▏" : "‹"
            XCTAssertTrue(screen.contains(mark), "focused field hidden, \(context):\n\(screen)")
            if problem {
              XCTAssertTrue(screen.contains("99▏"), "the end of the text, \(context):\n\(screen)")
            }
            checked += 1
          }
        }
      }
    }
    XCTAssertEqual(checked, 41 * 16 * 13)
  }

  func testEveryLanguageKeepsTheFocusedFieldOnScreen() {
    for code in ["en-US", "fa-IR", "ar-SA", "ja-JP"] {
      for width in stride(from: 20, through: 60, by: 8) {
        for height in stride(from: 5, through: 20, by: 3) {
          let started = RenderDriver.started(size: Size(width: width, height: height))
          for field in DiscoverForm.Field.allCases {
            for problem in [false, true] where !problem || Self.textFields.contains(field) {
              let driver = form(started, field: field, problem: problem)
              let screen = driver.screen(context: languageContext(code))
              let marks = driver.state.discoverForm.fieldTakesText ? ["▏"] : ["‹", "›"]
              XCTAssertTrue(
                marks.contains { screen.contains($0) },
                "\(code) \(width)x\(height) \(field) problem: \(problem):\n\(screen)")
            }
          }
        }
      }
    }
  }

  func testScreensTooSmallForTheFormDoNotCrash() {
    for width in 0...20 {
      for height in 0...5 {
        let started = RenderDriver.started(size: Size(width: width, height: height))
        for field in DiscoverForm.Field.allCases {
          for code in ["en-US", "fa-IR"] {
            let driver = form(started, field: field, problem: true)
            let frame = driver.render(context: languageContext(code))
            XCTAssertEqual(frame.buffer.width, width)
            XCTAssertEqual(frame.buffer.height, height)
          }
        }
      }
    }
  }
}
