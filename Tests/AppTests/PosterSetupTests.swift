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
    // Without out-of-band drawing: symbols, saying what would have worked.
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

  /// gfx2: `reel show` prints with the picture protocol, except through tmux's passthrough
  /// (the pane's cursor on the outer terminal is unknown there): symbols, saying why.
  func testPrintingKeepsThePictureProtocolOutsideTmux() {
    let kitty = ImageChoice(.kitty, colors: .trueColor, reason: "TERM says kitty")
    XCTAssertEqual(PosterSetup.printedChoice(kitty), kitty)
    let tmux = ImageChoice(.sixel, colors: .trueColor, tmuxPassthrough: true, reason: "asked")
    let printed = PosterSetup.printedChoice(tmux)
    XCTAssertEqual(printed.imageProtocol, .symbols)
    XCTAssertEqual(printed.reason, "sixel through tmux (asked); printed as symbols")
  }

  func testPrintedBytesForEachResult() {
    let picture = TerminalImage(
      imageProtocol: .sixel, columns: 2, rows: 1, payload: [0x41], kittyID: nil,
      tmuxPassthrough: false)
    XCTAssertEqual(
      PosterSetup.printedBytes(.poster(.terminal(picture))).map {
        String(decoding: $0, as: UTF8.self)
      },
      "\n\u{1B}[1A\r\u{1B}7A\u{1B}8\u{1B}[1B\n")
    let placeholder = PlaceholderArt.make(title: "Fight Club", columns: 4, rows: 2)
    XCTAssertNil(PosterSetup.printedBytes(.placeholder(placeholder, .unavailable)))
  }

  /// gfx2: a kitty picture reaches the screen with its pixel size (so a poster scrolled
  /// partly out is cropped); a sixel one without (it keeps blank cells).
  func testTheScreensPictureCarriesItsPixelSizeForKittyOnly() {
    let kitty = TerminalImage(
      imageProtocol: .kitty, columns: 16, rows: 12, payload: [], kittyID: 3,
      tmuxPassthrough: false, pixelWidth: 160, pixelHeight: 240)
    let art = PosterArt(.terminal(kitty), path: "/dune.jpg", size: Size(width: 20, height: 12))
    XCTAssertEqual(art.image?.pixelSize, Size(width: 160, height: 240))
    XCTAssertEqual(art.image?.canShowPart, true)
    let sixel = TerminalImage(
      imageProtocol: .sixel, columns: 16, rows: 12, payload: [], kittyID: nil,
      tmuxPassthrough: false)
    let painted = PosterArt(.terminal(sixel), path: "/dune.jpg", size: Size(width: 20, height: 12))
    XCTAssertNil(painted.image?.pixelSize)
    XCTAssertEqual(painted.image?.canShowPart, false)
  }
}
