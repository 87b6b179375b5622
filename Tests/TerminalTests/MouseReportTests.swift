import Screen
import XCTest

@testable import Terminal

/// review19: mouse reports as Reel decodes them (ncurses' own decoding blocked on a report
/// cut short).
final class MouseReportTests: XCTestCase {
  private func sgr(_ text: String) -> MouseEvent? { MouseReport.sgr(Array(text.utf8)) }

  func testSGRPressesAndTheWheel() {
    XCTAssertEqual(sgr("<0;10;5M"), MouseEvent(x: 9, y: 4, kind: .click))
    XCTAssertEqual(sgr("<4;1;1M"), MouseEvent(x: 0, y: 0, kind: .click), "Shift-click")
    XCTAssertEqual(sgr("<64;3;7M"), MouseEvent(x: 2, y: 6, kind: .scrollUp))
    XCTAssertEqual(sgr("<65;3;7M"), MouseEvent(x: 2, y: 6, kind: .scrollDown))
  }

  func testSGRReleasesOtherButtonsAndDragsAreNothing() {
    XCTAssertNil(sgr("<0;10;5m"))
    XCTAssertNil(sgr("<2;10;5M"))
    XCTAssertNil(sgr("<32;10;5M"))
  }

  func testHostileSGRReportsAreNothing() {
    XCTAssertNil(sgr("<0;99999999999;5M"), "huge column")
    XCTAssertNil(sgr("<0;-5;5M"), "negative column")
    XCTAssertNil(sgr("<0;;5M"), "missing column")
    XCTAssertNil(sgr("<0;0;0M"), "coordinates are 1-based")
    XCTAssertNil(sgr("<0;5M"), "two fields")
    XCTAssertNil(sgr("<0;1;2;3M"), "four fields")
    XCTAssertNil(sgr("?62;22c"), "a device attributes reply")
    XCTAssertEqual(sgr("<0;999999;999999M"), MouseEvent(x: 999_998, y: 999_998, kind: .click))
  }

  func testX10PressesTheWheelAndReleases() {
    XCTAssertEqual(
      MouseReport.x10(button: 32, column: 33 + 9, row: 33 + 4),
      MouseEvent(x: 9, y: 4, kind: .click))
    XCTAssertEqual(
      MouseReport.x10(button: 32 + 65, column: 40, row: 40),
      MouseEvent(x: 7, y: 7, kind: .scrollDown))
    XCTAssertNil(MouseReport.x10(button: 32 + 3, column: 40, row: 40), "a release")
    XCTAssertNil(MouseReport.x10(button: 10, column: 40, row: 40), "no offset")
    // Bytes up to 0xFF are columns up to 222: far right on a wide screen, still a click.
    XCTAssertEqual(
      MouseReport.x10(button: 32, column: 0xE0, row: 0xFF),
      MouseEvent(x: 0xE0 - 33, y: 0xFF - 33, kind: .click))
  }
}
