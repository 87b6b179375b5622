import Screen
import XCTest

@testable import Terminal

final class ColorDegradationTests: XCTestCase {
  private func number(_ color: Color, _ colors: Int) -> Int16 {
    ColorDegradation.colorNumber(for: color, colorCount: colors)
  }

  func testDefaultStaysDefault() {
    for colors in [0, 8, 16, 256] { XCTAssertEqual(number(.default, colors), -1) }
  }

  func testMonochromeHasNoColours() {
    XCTAssertEqual(number(.red, 0), -1)
    XCTAssertEqual(number(.indexed(196), 0), -1)
  }

  func testFullPaletteIsExact() {
    XCTAssertEqual(number(.indexed(244), 256), 244)
    XCTAssertEqual(number(.brightCyan, 256), 14)
    XCTAssertEqual(number(.blue, 8), 4)
  }

  func testSixteenColours() {
    XCTAssertEqual(number(.brightRed, 16), 9)
    XCTAssertEqual(number(.indexed(196), 16), 9)  // pure red
    XCTAssertEqual(number(.indexed(21), 16), 4)  // pure blue
    XCTAssertEqual(number(.indexed(46), 16), 10)  // pure green
    XCTAssertEqual(number(.indexed(208), 16), 3)  // orange
    XCTAssertEqual(number(.indexed(244), 16), 8)  // mid grey
    XCTAssertEqual(number(.indexed(252), 16), 7)  // light grey
    XCTAssertEqual(number(.indexed(255), 16), 15)
    XCTAssertEqual(number(.indexed(234), 16), 0)  // near black
    XCTAssertEqual(number(.indexed(100), 88), 3)  // olive, on an 88-colour terminal
  }

  func testEightColours() {
    XCTAssertEqual(number(.brightRed, 8), 1)
    XCTAssertEqual(number(.indexed(196), 8), 1)
    XCTAssertEqual(number(.indexed(244), 8), 7)  // grey is legible as white, not yellow
    XCTAssertEqual(number(.indexed(236), 8), 0)
    XCTAssertEqual(number(.indexed(208), 8), 3)
    XCTAssertEqual(number(.indexed(45), 8), 6)  // turquoise
    XCTAssertEqual(number(.indexed(201), 8), 5)  // magenta
  }

  func testBoldStandsInForBrightOnEightColours() {
    XCTAssertTrue(ColorDegradation.needsBold(foreground: .brightYellow, colorCount: 8))
    XCTAssertFalse(ColorDegradation.needsBold(foreground: .brightYellow, colorCount: 16))
    XCTAssertFalse(ColorDegradation.needsBold(foreground: .yellow, colorCount: 8))
    XCTAssertFalse(ColorDegradation.needsBold(foreground: .indexed(196), colorCount: 8))
    XCTAssertFalse(ColorDegradation.needsBold(foreground: .brightRed, colorCount: 0))
  }

  func testPalette() {
    XCTAssertTrue(XtermPalette.rgb(ofIndex: 16) == (0, 0, 0))
    XCTAssertTrue(XtermPalette.rgb(ofIndex: 196) == (255, 0, 0))
    XCTAssertTrue(XtermPalette.rgb(ofIndex: 231) == (255, 255, 255))
    XCTAssertTrue(XtermPalette.rgb(ofIndex: 244) == (128, 128, 128))
  }
}
