import Images
import XCTest

@testable import App

/// Terminals that say too little: a sixel is drawn pixel for pixel, so at a guessed cell size
/// it can be taller than its cells, spill over the rows below and, at the foot of the screen,
/// scroll the whole terminal (the frame is garbage until the next full redraw).
final class PosterSetupHostileTests: XCTestCase {
  private let xterm = ["TERM": "xterm-256color"]

  private func auto() -> ImageSettingChoice {
    ImageSettingChoice(setting: .auto, source: "default")
  }

  /// DA1 says sixel, but neither the tty nor the terminal says how large a cell is (or says
  /// 0x0, which is not believed): symbols, saying why.
  func testSixelWithoutAKnownCellSizeIsDrawnAsSymbols() {
    var answers = TerminalAnswers()
    answers.replies = TerminalReplies(deviceAttributes: [62, 4])
    let chosen = PosterSetup.choice(
      auto(), environment: xterm, colors: 256, probe: answers, outOfBand: true, tty: nil)
    XCTAssertEqual(chosen.imageProtocol, .symbols, chosen.summary)
    XCTAssertTrue(chosen.reason.contains("cell size"), chosen.reason)
    // A cell of 0x0 pixels in the answer is no answer.
    answers.replies = TerminalReplies.parse(Array("\u{1B}[6;0;0t\u{1B}[?62;4c".utf8))
    XCTAssertNil(answers.replies.cellSize)
    XCTAssertEqual(
      PosterSetup.choice(
        auto(), environment: xterm, colors: 256, probe: answers, outOfBand: true, tty: nil
      ).imageProtocol, .symbols)
  }

  func testSixelWithAKnownCellSizeStaysSixel() {
    var answers = TerminalAnswers()
    answers.replies = TerminalReplies(deviceAttributes: [62, 4])
    let tty = CellPixelSize(width: 9, height: 18)
    XCTAssertEqual(
      PosterSetup.choice(
        auto(), environment: xterm, colors: 256, probe: answers, outOfBand: true, tty: tty
      ).imageProtocol, .sixel)
    answers.replies.cellSize = CellPixelSize(width: 8, height: 16)
    XCTAssertEqual(
      PosterSetup.choice(
        auto(), environment: xterm, colors: 256, probe: answers, outOfBand: true, tty: nil
      ).imageProtocol, .sixel)
    // Asked for by name: the user's word stands.
    let forced = ImageSettingChoice(setting: .forced(.sixel), source: "--images")
    XCTAssertEqual(
      PosterSetup.choice(
        forced, environment: xterm, colors: 256, probe: TerminalAnswers(), outOfBand: true,
        tty: nil
      ).imageProtocol, .sixel)
  }
}
