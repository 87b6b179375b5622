import Browser
import Screen
import TMDB
import XCTest

/// The discover form on small screens (review16). It takes every key while it is open, so the
/// field being edited and what is wrong after Enter must be on screen whatever its size: at
/// 40x12 the sort field and every problem were cut off, at 20x8 the form was not drawn at all.
final class DiscoverFormSmallScreenTests: XCTestCase {
  private let sizes = [
    Size(width: 40, height: 12), Size(width: 30, height: 10), Size(width: 24, height: 9),
    Size(width: 20, height: 8), Size(width: 20, height: 6), Size(width: 60, height: 20),
  ]

  private func form(_ size: Size, field: Int) -> RenderDriver {
    var driver = RenderDriver.started(size: size)
    driver.command(.showDiscover)
    for _ in 0..<field { driver.command(.moveDown) }
    return driver
  }

  func testTheFieldWithTheKeysIsAlwaysShown() {
    for size in sizes {
      for field in DiscoverForm.Field.allCases {
        let driver = form(size, field: field.rawValue)
        XCTAssertEqual(driver.state.discoverForm.field, field)
        let screen = driver.screen()
        let mark = driver.state.discoverForm.fieldTakesText ? "▏" : "‹"
        XCTAssertTrue(screen.contains(mark), "\(size) \(field):\n\(screen)")
      }
    }
  }

  func testWhatIsWrongAfterEnterIsShownWithTheField() {
    for size in sizes {
      var driver = form(size, field: DiscoverForm.Field.runtime.rawValue)
      driver.command(.insertText("999999"))
      driver.command(.submitSearch)
      XCTAssertEqual(driver.state.overlay, .discover)
      let screen = driver.screen()
      XCTAssertTrue(screen.contains("Runtime:"), "\(size):\n\(screen)")
      XCTAssertTrue(screen.contains("99▏"), "the end of what was typed, \(size):\n\(screen)")
    }
  }

  /// The same in the other screen languages, right to left included: the field with the keys
  /// is on screen (its marks may be mirrored), and after a wrong Enter the form is taller by
  /// what it says, or shows it in place of other fields.
  func testTheFieldWithTheKeysIsShownInEveryLanguage() {
    for code in ["fa-IR", "ar-SA", "ja-JP"] {
      for size in sizes {
        for field in DiscoverForm.Field.allCases {
          let driver = form(size, field: field.rawValue)
          let screen = driver.screen(context: languageContext(code))
          let marks = driver.state.discoverForm.fieldTakesText ? ["▏"] : ["‹", "›"]
          XCTAssertTrue(
            marks.contains { screen.contains($0) }, "\(code) \(size) \(field):\n\(screen)")
        }
        var driver = form(size, field: DiscoverForm.Field.runtime.rawValue)
        driver.command(.insertText("999999"))
        let before = driver.screen(context: languageContext(code))
        driver.command(.submitSearch)
        let after = driver.screen(context: languageContext(code))
        XCTAssertNotEqual(before, after, "\(code) \(size): the problem is not shown")
        XCTAssertTrue(after.contains("▏"), "\(code) \(size):\n\(after)")
      }
    }
  }
}
