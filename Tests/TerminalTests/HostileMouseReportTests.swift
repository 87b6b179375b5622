import Screen
import XCTest

@testable import Terminal

/// review23: mouse reports Reel has no use for, and edges of the coordinate range. Only a left
/// press clicks and only wheel up and down scroll; everything else is nothing, never a click.
final class HostileMouseReportTests: XCTestCase {
  private func sgr(_ text: String) -> MouseEvent? { MouseReport.sgr(Array(text.utf8)) }

  func testSGRWheelSidewaysButtonsEightToElevenAndMotionAreNothing() {
    XCTAssertNil(sgr("<66;3;7M"), "wheel left")
    XCTAssertNil(sgr("<67;3;7M"), "wheel right")
    for button in 128...131 { XCTAssertNil(sgr("<\(button);3;7M"), "button \(button - 120)") }
    XCTAssertNil(sgr("<35;3;7M"), "motion with no button")
    XCTAssertNil(sgr("<96;3;7M"), "wheel up with the motion bit")
    XCTAssertNil(sgr("<1;3;7M"), "middle button")
  }

  func testSGRModifiersKeepAPressOrAWheel() {
    XCTAssertEqual(sgr("<28;3;7M"), MouseEvent(x: 2, y: 6, kind: .click), "every modifier")
    XCTAssertEqual(sgr("<80;3;7M"), MouseEvent(x: 2, y: 6, kind: .scrollUp), "Ctrl-wheel")
    XCTAssertEqual(sgr("<73;3;7M"), MouseEvent(x: 2, y: 6, kind: .scrollDown), "Alt-wheel")
  }

  func testSGRCoordinateEdges() {
    XCTAssertEqual(sgr("<0;1;1M"), MouseEvent(x: 0, y: 0, kind: .click))
    XCTAssertEqual(sgr("<0;224;223M"), MouseEvent(x: 223, y: 222, kind: .click))
    XCTAssertEqual(sgr("<0;9999;9999M"), MouseEvent(x: 9998, y: 9998, kind: .click))
    XCTAssertNil(sgr("<0;2147483648;1M"), "2^31")
    XCTAssertNil(sgr("<0;1;0M"), "row 0")
    XCTAssertNil(sgr("<-1;1;1M"), "negative button")
    XCTAssertNil(sgr("<0;+1;1M"), "a sign")
    XCTAssertNil(sgr("<0; 1;1M"), "a space")
    XCTAssertNil(sgr("<0;1;1"), "no final byte")
    XCTAssertNil(sgr("<;;M"), "empty fields")
    XCTAssertNil(sgr("32;10;5M"), "urxvt's 1015 form is not decoded")
    // Every prefix of a report cut short is nothing.
    let whole = Array("<0;10;5M".utf8)
    for length in 0..<whole.count { XCTAssertNil(MouseReport.sgr(Array(whole.prefix(length)))) }
  }

  func testX10ButtonsReelHasNoUseForAreNothing() {
    XCTAssertNil(MouseReport.x10(button: 32 + 66, column: 40, row: 40), "wheel left")
    XCTAssertNil(MouseReport.x10(button: 32 + 67, column: 40, row: 40), "wheel right")
    XCTAssertNil(MouseReport.x10(button: 32 + 128, column: 40, row: 40), "button 8")
    XCTAssertNil(MouseReport.x10(button: 32 + 35, column: 40, row: 40), "motion, no button")
    XCTAssertNil(MouseReport.x10(button: 32 + 32, column: 40, row: 40), "a drag")
    XCTAssertNil(MouseReport.x10(button: 32, column: 32, row: 40), "column 0")
    XCTAssertNil(MouseReport.x10(button: 32, column: 40, row: 0), "row below the offset")
    XCTAssertEqual(
      MouseReport.x10(button: 32 + 64 + 16, column: 33, row: 33),
      MouseEvent(x: 0, y: 0, kind: .scrollUp), "Ctrl-wheel at the origin")
  }
}
