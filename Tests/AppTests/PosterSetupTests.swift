import Images
import Screen
import XCTest

@testable import App

/// What start-up asks before choosing how to draw posters: nothing when the setting or the
/// environment settles it (so those starts cost no round trip), and the choice the browser
/// makes from the answers.
final class PosterSetupTests: XCTestCase {
  private func setting(_ word: String) -> ImageSettingChoice {
    ImageSettingChoice(setting: ImageSetting(word)!, source: "--images")
  }

  func testNothingIsAskedWhenTheSettingOrTheEnvironmentSettlesIt() {
    let xterm = ["TERM": "xterm-256color"]
    for word in ["symbols", "off"] {
      // Even inside tmux: no tmux process, no query.
      let answers = PosterSetup.probe(
        setting(word), environment: xterm.merging(["TMUX": "/tmp/none,1,0"]) { $1 })
      XCTAssertEqual(answers, TerminalAnswers(), word)
    }
    let noColor = PosterSetup.probe(
      setting("auto"), environment: xterm.merging(["NO_COLOR": "1"]) { $1 })
    XCTAssertNil(noColor.waited)
    XCTAssertNil(PosterSetup.probe(setting("auto"), environment: ["TERM": "dumb"]).waited)
  }

  func testTheBrowserDrawsWhatTheTerminalAnswered() {
    var answers = TerminalAnswers()
    answers.replies = TerminalReplies(kittyGraphics: true, deviceAttributes: [62, 4])
    answers.waited = .milliseconds(1)
    let xterm = ["TERM": "xterm-256color"]
    let browser = PosterSetup.choice(
      setting("auto"), environment: xterm, colors: 256, probe: answers, outOfBand: true)
    XCTAssertEqual(browser.summary, "kitty: the terminal answered the kitty graphics query")
    // `reel show` prints symbols, and says what would have worked.
    let printed = PosterSetup.choice(
      setting("auto"), environment: xterm, colors: 256, probe: answers)
    XCTAssertEqual(printed.imageProtocol, .symbols)
    XCTAssertTrue(printed.reason.hasPrefix("kitty would work"), printed.reason)
    // The cell size: the tty's report first, then the terminal's answer, then 10x20.
    answers.replies.cellSize = CellPixelSize(width: 8, height: 17)
    let tty = CellPixelSize(width: 9, height: 18)
    XCTAssertEqual(PosterSetup.cellSize(answers, tty: tty), tty)
    XCTAssertEqual(PosterSetup.cellSize(answers, tty: nil), CellPixelSize(width: 8, height: 17))
    XCTAssertEqual(PosterSetup.cellSize(TerminalAnswers(), tty: nil), .fallback)
    // No passthrough, no tmux process asked for the pane's place.
    XCTAssertEqual(
      PosterSetup.paneOrigin(for: browser, environment: xterm), Point(x: 0, y: 0))
  }
}
