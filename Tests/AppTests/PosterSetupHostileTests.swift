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

/// tmux's server keeps the environment of the terminal it was started in: KITTY_WINDOW_ID
/// from kitty stays set after the session is attached from another terminal (one that shows a
/// kitty picture's escape sequences as text). Inside tmux the outer terminal is asked.
final class StaleTmuxEnvironmentTests: XCTestCase {
  private let pane = [
    "TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,1,0", "KITTY_WINDOW_ID": "3",
  ]

  func testInsideTmuxAKittyHintIsCheckedWithTheTerminalEvenWhenTheCellSizeIsKnown() {
    let guess = chooseImageProtocol(
      setting: .auto,
      environment: TerminalImageEnvironment(variables: pane, tmuxAllowsPassthrough: true),
      replies: .none)
    XCTAssertEqual(guess.imageProtocol, .kitty, "the environment's guess")
    XCTAssertTrue(guess.tmuxPassthrough, "so the query goes through to the outer terminal")
    XCTAssertTrue(
      PosterSetup.needsAsking(
        .auto, environment: pane, guess: guess, tmuxAllowsPassthrough: true, cellKnown: true))
    // tmux answers the device attributes itself; the outer terminal said nothing of kitty.
    let answered = chooseImageProtocol(
      setting: .auto,
      environment: TerminalImageEnvironment(variables: pane, tmuxAllowsPassthrough: true),
      replies: TerminalReplies(deviceAttributes: [62, 22]))
    XCTAssertEqual(answered.imageProtocol, .symbols, answered.summary)
    // Outside tmux, a terminal the environment names with a known cell size costs no wait.
    let kitty = ["TERM": "xterm-kitty"]
    let direct = chooseImageProtocol(
      setting: .auto, environment: TerminalImageEnvironment(variables: kitty), replies: .none)
    XCTAssertFalse(
      PosterSetup.needsAsking(
        .auto, environment: kitty, guess: direct, tmuxAllowsPassthrough: nil, cellKnown: true))
  }
}
