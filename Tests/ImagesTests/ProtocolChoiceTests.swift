import Foundation
import Images
import XCTest

/// How posters are drawn: the choice, its reason in words, the overrides, the terminal's
/// replies, and the poster size for a rectangle.
final class ProtocolChoiceTests: XCTestCase {
  private func choose(
    _ variables: [String: String], replies: TerminalReplies = .none,
    setting: ImageSetting = .auto, colors: Int? = 256, passthrough: Bool? = nil
  ) -> ImageChoice {
    chooseImageProtocol(
      setting: setting,
      environment: TerminalImageEnvironment(
        variables: variables, terminfoColors: colors, tmuxAllowsPassthrough: passthrough),
      replies: replies)
  }

  func testTheTerminalsOwnAnswersComeFirst() {
    let kitty = TerminalReplies(kittyGraphics: true, deviceAttributes: [62, 4])
    XCTAssertEqual(choose(["TERM": "xterm-256color"], replies: kitty).imageProtocol, .kitty)
    let sixel = TerminalReplies(deviceAttributes: [62, 4, 22])
    let choice = choose(["TERM": "xterm-256color"], replies: sixel)
    XCTAssertEqual(choice.imageProtocol, .sixel)
    XCTAssertEqual(
      choice.summary, "sixel: the terminal reports sixel graphics (device attribute 4)")
    let plain = choose(
      ["TERM": "xterm-256color"], replies: TerminalReplies(deviceAttributes: [1, 2]))
    XCTAssertEqual(plain.summary, "symbols: the terminal has no image protocol")
    XCTAssertEqual(plain.colors, .indexed256)
  }

  func testEnvironmentHintsWhenTheTerminalSaysNothing() {
    XCTAssertEqual(choose(["TERM": "xterm-kitty"]).imageProtocol, .kitty)
    XCTAssertEqual(
      choose(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]).summary,
      "kitty: KITTY_WINDOW_ID is set")
    XCTAssertEqual(
      choose(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]).summary,
      "iterm: TERM_PROGRAM is iTerm.app")
    XCTAssertEqual(choose(["TERM": "foot"]).imageProtocol, .sixel)
  }

  func testTmuxWithoutPassthroughDrawsSymbols() {
    let inside = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
    let kitty = TerminalReplies(kittyGraphics: true, deviceAttributes: [62])
    XCTAssertEqual(
      choose(inside, replies: kitty).summary, "symbols: inside tmux without passthrough")
    let through = choose(inside, replies: kitty, passthrough: true)
    XCTAssertEqual(through.imageProtocol, .kitty)
    XCTAssertTrue(through.tmuxPassthrough)
  }

  func testOverSSHTheRemoteEnvironmentIsNotTheTerminal() {
    let remote = ["TERM": "xterm-256color", "SSH_CONNECTION": "1 2 3 4", "KITTY_WINDOW_ID": "3"]
    XCTAssertEqual(
      choose(remote).summary, "symbols: over ssh, and the terminal answered no graphics query")
    XCTAssertEqual(
      choose(remote, replies: TerminalReplies(kittyGraphics: true, deviceAttributes: [62]))
        .imageProtocol, .kitty)
  }

  func testNoColorMeansSymbolsWithoutColour() {
    let choice = choose(
      ["TERM": "xterm-kitty", "NO_COLOR": "1"],
      replies: TerminalReplies(kittyGraphics: true, deviceAttributes: [4]))
    XCTAssertEqual(choice.imageProtocol, .symbols)
    XCTAssertEqual(choice.colors, .none)
    XCTAssertEqual(choice.summary, "symbols: NO_COLOR is set (symbols without colour)")
  }

  func testAnExplicitSettingWinsAndSaysWhere() throws {
    let (setting, source) = try ImageSetting.resolve(
      commandLine: nil, environment: ["REEL_IMAGES": "off"], configFile: "kitty")
    XCTAssertEqual(setting, .forced(.off))
    let choice = chooseImageProtocol(
      setting: setting, settingSource: source,
      environment: TerminalImageEnvironment(variables: ["TERM": "xterm-kitty"]), replies: .none)
    XCTAssertEqual(choice.summary, "off: asked for by REEL_IMAGES")
    XCTAssertEqual(
      try ImageSetting.resolve(commandLine: "Symbols", environment: [:], configFile: "off").setting,
      .forced(.symbols))
    XCTAssertEqual(
      try ImageSetting.resolve(commandLine: nil, environment: [:], configFile: nil).setting, .auto)
    XCTAssertThrowsError(
      try ImageSetting.resolve(commandLine: nil, environment: [:], configFile: "png")
    ) {
      XCTAssertEqual(
        "\($0)",
        "images in config.toml is \"png\", which is not one of: auto, kitty, sixel, iterm, symbols, off"
      )
    }
  }

  func testDumbTerminalsGetNothing() {
    XCTAssertEqual(choose(["TERM": "dumb"]).imageProtocol, .off)
  }

  func testColourDepth() {
    XCTAssertEqual(
      ColorDepth.detect(environment: ["COLORTERM": "truecolor"], terminfoColors: 256), .trueColor)
    XCTAssertEqual(ColorDepth.detect(environment: ["TERM": "xterm"], terminfoColors: 8), .indexed16)
    XCTAssertEqual(ColorDepth.detect(environment: [:], terminfoColors: 256), .indexed256)
  }

  func testParsesTheRepliesAmongOtherInput() {
    let kittyOK = "j\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c"
    let replies = TerminalReplies.parse(Array(kittyOK.utf8))
    XCTAssertTrue(replies.kittyGraphics)
    XCTAssertTrue(replies.sixel)
    XCTAssertTrue(replies.isComplete)
    let refused = TerminalReplies.parse(
      Array("\u{1B}_Gi=31;ENOTSUPPORTED:x\u{1B}\\\u{1B}[?1;2c".utf8))
    XCTAssertFalse(refused.kittyGraphics)
    XCTAssertFalse(refused.sixel)
    XCTAssertEqual(refused.deviceAttributes, [1, 2])
    XCTAssertEqual(TerminalReplies.parse([]), .none)
    XCTAssertFalse(TerminalReplies.parse(Array("\u{1B}[?62;4".utf8)).isComplete, "cut short")
    XCTAssertTrue(String(decoding: TerminalQueries.bytes, as: UTF8.self).hasSuffix("\u{1B}[c"))
  }

  func testCellPixelSizeFromTheWindowSize() {
    XCTAssertEqual(
      CellPixelSize.from(columns: 120, rows: 40, pixelWidth: 1080, pixelHeight: 840),
      CellPixelSize(width: 9, height: 21))
    XCTAssertNil(CellPixelSize.from(columns: 120, rows: 40, pixelWidth: 0, pixelHeight: 0))
  }

  /// The poster's pixels follow the cell size the terminal's tty reports.
  func testTheCellSizeTheTtyReports() throws {
    var primary: Int32 = -1
    var secondary: Int32 = -1
    guard openpty(&primary, &secondary, nil, nil, nil) == 0 else { throw XCTSkip("no pty") }
    defer {
      close(primary)
      close(secondary)
    }
    var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
    XCTAssertEqual(ioctl(secondary, UInt(TIOCSWINSZ), &size), 0)
    XCTAssertNil(CellPixelSize.reported(descriptor: secondary), "no pixels reported")
    size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 1920, ws_ypixel: 1600)
    XCTAssertEqual(ioctl(secondary, UInt(TIOCSWINSZ), &size), 0)
    let cell = try XCTUnwrap(CellPixelSize.reported(descriptor: secondary))
    XCTAssertEqual(cell, CellPixelSize(width: 16, height: 40))
    // Twice the pixels of the usual 10x20 cell: a bigger size from TMDB fills the cells.
    let sizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
    XCTAssertEqual(
      PosterSize.choose(from: sizes, columns: 24, rows: 18, cell: .fallback), "w342")
    XCTAssertEqual(PosterSize.choose(from: sizes, columns: 24, rows: 18, cell: cell), "w500")
  }

  func testTheSmallestPosterSizeThatFillsTheCells() {
    let sizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
    let cell = CellPixelSize(width: 10, height: 20)
    // 8 columns = 80 px wide; 6 rows of 20 px = 120 px high = 80 px wide at 2:3.
    XCTAssertEqual(PosterSize.choose(from: sizes, columns: 8, rows: 6, cell: cell), "w92")
    // 30 columns = 300 px; 24 rows = 480 px high = 320 px at 2:3: 300 is needed.
    XCTAssertEqual(PosterSize.choose(from: sizes, columns: 30, rows: 24, cell: cell), "w342")
    // The height binds: 40 columns but 12 rows = 160 px wide at 2:3.
    XCTAssertEqual(PosterSize.choose(from: sizes, columns: 40, rows: 12, cell: cell), "w185")
    XCTAssertEqual(
      PosterSize.choose(from: sizes, columns: 300, rows: 200, cell: cell), "w780",
      "the widest listed size rather than the huge original")
    XCTAssertEqual(
      PosterSize.choose(from: ["original"], columns: 3, rows: 3, cell: cell), "original")
    XCTAssertNil(PosterSize.choose(from: [], columns: 3, rows: 3, cell: cell))
  }
}

/// Asking over file descriptors: what a terminal writes back is read and parsed.
final class TerminalProbeTests: XCTestCase {
  func testReadsTheAnswersWrittenBack() throws {
    var toTerminal: [Int32] = [0, 0]
    var fromTerminal: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&toTerminal), 0)
    XCTAssertEqual(pipe(&fromTerminal), 0)
    defer { for fd in toTerminal + fromTerminal { close(fd) } }
    let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c".utf8)
    let written = answer.withUnsafeBytes { write(fromTerminal[1], $0.baseAddress, $0.count) }
    XCTAssertEqual(written, answer.count)
    let replies = TerminalProbe.ask(input: fromTerminal[0], output: toTerminal[1])
    XCTAssertEqual(replies, TerminalReplies(kittyGraphics: true, deviceAttributes: [62, 4]))
    var asked = [UInt8](repeating: 0, count: 256)
    let count = asked.withUnsafeMutableBytes { read(toTerminal[0], $0.baseAddress, $0.count) }
    XCTAssertEqual(Array(asked[0..<count]), TerminalQueries.bytes)
  }

  func testSilenceIsNoAnswer() throws {
    var toTerminal: [Int32] = [0, 0]
    var fromTerminal: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&toTerminal), 0)
    XCTAssertEqual(pipe(&fromTerminal), 0)
    defer { for fd in toTerminal + fromTerminal { close(fd) } }
    XCTAssertEqual(
      TerminalProbe.ask(input: fromTerminal[0], output: toTerminal[1], timeout: .milliseconds(20)),
      .none)
    XCTAssertNil(TerminalProbe.tmuxAllowsPassthrough(environment: [:]))
  }

  /// A terminal that knows neither kitty graphics nor its cell size still answers DA1, which
  /// ends the wait at once; its answers say symbols.
  func testATerminalThatAnswersOnlyTheDeviceAttributes() throws {
    let (toTerminal, fromTerminal) = try pipes()
    defer { for fd in toTerminal + fromTerminal { close(fd) } }
    send("\u{1B}[?64;1;2;6;22c", to: fromTerminal[1])
    let started = ContinuousClock.now
    let replies = TerminalProbe.ask(
      input: fromTerminal[0], output: toTerminal[1], timeout: .seconds(30))
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(20), "ended by the answer")
    XCTAssertEqual(replies, TerminalReplies(deviceAttributes: [64, 1, 2, 6, 22]))
    XCTAssertFalse(replies.sixel)
    XCTAssertEqual(
      chooseImageProtocol(
        setting: .auto, environment: TerminalImageEnvironment(variables: ["TERM": "xterm"]),
        replies: replies
      ).summary, "symbols: the terminal has no image protocol")
  }

  func testTheCellSizeComesFromTheTerminalsAnswer() throws {
    let (toTerminal, fromTerminal) = try pipes()
    defer { for fd in toTerminal + fromTerminal { close(fd) } }
    send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;21;9t\u{1B}[?62;4c", to: fromTerminal[1])
    XCTAssertEqual(
      TerminalProbe.ask(input: fromTerminal[0], output: toTerminal[1]),
      TerminalReplies(
        kittyGraphics: true, deviceAttributes: [62, 4],
        cellSize: CellPixelSize(width: 9, height: 21)))
    // Absurd sizes are not believed.
    XCTAssertNil(TerminalReplies.parse(Array("\u{1B}[6;0;9t\u{1B}[?62c".utf8)).cellSize)
    XCTAssertNil(TerminalReplies.parse(Array("\u{1B}[6;99999;9t\u{1B}[?62c".utf8)).cellSize)
  }

  /// Half an answer and then silence: the wait for its rest still ends at its bound, and
  /// nothing of the half answer counts.
  func testAHalfAnswerEndsAtTheBound() throws {
    let (toTerminal, fromTerminal) = try pipes()
    defer { for fd in toTerminal + fromTerminal { close(fd) } }
    send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;", to: fromTerminal[1])
    let replies = TerminalProbe.ask(
      input: fromTerminal[0], output: toTerminal[1], timeout: .milliseconds(30),
      restPatience: .milliseconds(60))
    XCTAssertTrue(replies.kittyGraphics)
    XCTAssertNil(replies.deviceAttributes)
    XCTAssertFalse(replies.isComplete)
  }

  func testAPictureProtocolAskedForInsideTmuxWithoutPassthroughIsSymbolsAndSaysWhy() {
    let inside = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
    let choice = chooseImageProtocol(
      setting: .forced(.kitty), settingSource: "--images",
      environment: TerminalImageEnvironment(variables: inside, tmuxAllowsPassthrough: false),
      replies: .none)
    XCTAssertEqual(
      choice.summary,
      "symbols: --images asks for kitty, but tmux does not pass it through "
        + "(set -g allow-passthrough on)")
    let through = chooseImageProtocol(
      setting: .forced(.kitty), settingSource: "--images",
      environment: TerminalImageEnvironment(variables: inside, tmuxAllowsPassthrough: true),
      replies: .none)
    XCTAssertEqual(through.imageProtocol, .kitty)
    XCTAssertTrue(through.tmuxPassthrough)
  }

  private func pipes() throws -> ([Int32], [Int32]) {
    var toTerminal: [Int32] = [0, 0]
    var fromTerminal: [Int32] = [0, 0]
    guard pipe(&toTerminal) == 0, pipe(&fromTerminal) == 0 else { throw XCTSkip("no pipes") }
    return (toTerminal, fromTerminal)
  }

  private func send(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
