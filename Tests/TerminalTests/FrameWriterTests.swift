import Glibc
import Screen
import XCTest

@testable import Terminal

/// The exact bytes Reel's own frame writer sends: only what changed, moves only where the
/// cursor is not already, renditions only when they change, the cells' characters by the same
/// rules as the ncurses path, and every frame ending with the rendition reset.
final class FrameWriterTests: XCTestCase {
  override func setUp() {
    // wcwidth answers for the C library's locale, as in the app (Terminal.chooseLocale).
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// xterm-256color's entry, as terminfo has it.
  static let xterm256 = TerminalCapabilities(
    cursorAddress: bytes("\u{1B}[%i%p1%d;%p2%dH"), cursorRight: bytes("\u{1B}[%p1%dC"),
    resetRendition: bytes("\u{1B}(B\u{1B}[m"), bold: bytes("\u{1B}[1m"), dim: bytes("\u{1B}[2m"),
    underline: bytes("\u{1B}[4m"), reverse: bytes("\u{1B}[7m"), italic: bytes("\u{1B}[3m"),
    setForeground: bytes(
      "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"),
    setBackground: bytes(
      "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m"),
    hideCursor: bytes("\u{1B}[?25l"), showCursor: bytes("\u{1B}[?12l\u{1B}[?25h"),
    clearScreen: bytes("\u{1B}[H\u{1B}[2J"), clearToEndOfLine: bytes("\u{1B}[K"), autoMargins: true,
    eatsNewlineGlitch: true,
    colors: 256, attributesWithoutColor: -1, speaksUTF8: true)

  /// xterm's (8 colours).
  static var xterm8: TerminalCapabilities {
    var capabilities = xterm256
    capabilities.setForeground = bytes("\u{1B}[3%p1%dm")
    capabilities.setBackground = bytes("\u{1B}[4%p1%dm")
    capabilities.colors = 8
    return capabilities
  }

  private func writer(
    _ capabilities: TerminalCapabilities = xterm256, colors: Int = 256, defaults: Bool = true,
    columnsOf: ((UInt32) -> Int32)? = nil
  ) -> FrameWriter {
    if let columnsOf {
      return FrameWriter(
        capabilities: capabilities, colorCount: colors, hasDefaultColors: defaults,
        columnsOf: columnsOf)
    }
    return FrameWriter(capabilities: capabilities, colorCount: colors, hasDefaultColors: defaults)
  }

  /// The bytes of one frame after `previous`, reset and cursor included, as readable text.
  private func frame(
    _ writer: inout FrameWriter, _ buffer: Buffer, after previous: Buffer?,
    screen: Size? = nil, cursor: Point? = nil, rewriting: [Int] = [], pictures: [Rect] = []
  ) -> String {
    var out: [UInt8] = []
    let size = screen ?? Size(width: buffer.width, height: buffer.height)
    writer.writeCells(
      of: buffer, since: previous, screen: size, rewriting: rewriting, keeping: pictures,
      into: &out)
    writer.resetRendition(into: &out)
    writer.placeCursor(cursor, screen: size, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private let reset = "\u{1B}(B\u{1B}[m"
  private let clear = "\u{1B}[H\u{1B}[2J"

  /// A writer that has drawn `buffer` whole, and the buffer.
  private func drawn(_ buffer: Buffer, _ writer: inout FrameWriter) {
    _ = frame(&writer, buffer, after: nil)
  }

  func testAFrameWithNoChangeWritesNothing() {
    var writer = writer()
    var buffer = Buffer(width: 20, height: 5)
    buffer.put("Popular", x: 1, y: 0, style: Style(fg: .yellow, attributes: [.bold]))
    drawn(buffer, &writer)
    XCTAssertEqual(frame(&writer, buffer, after: buffer), "")
    XCTAssertEqual(writer.written, [])
  }

  func testTheFirstFrameClearsAndWritesOnlyCellsThatAreNotBlank() {
    var writer = writer()
    var buffer = Buffer(width: 20, height: 3)
    buffer.put("ab", x: 2, y: 1)
    buffer.put("c", x: 0, y: 2, style: Style(fg: .red))
    XCTAssertEqual(
      frame(&writer, buffer, after: nil),
      reset + clear + "\u{1B}[2;3Hab\u{1B}[3;1H\u{1B}[31mc" + reset)
  }

  func testOneChangedCellIsOneMoveOneRenditionOneCharacterAndTheReset() {
    var writer = writer()
    let before = Buffer(width: 20, height: 5)
    drawn(before, &writer)
    var after = before
    after[5, 3] = Cell("x", style: Style(fg: .red, attributes: [.bold]))
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[4;6H\u{1B}[1;31mx" + reset)
    XCTAssertEqual(writer.written, [FrameWriter.WrittenRun(row: 3, columns: 5..<6)])
  }

  func testAdjacentChangesMoveOnceAndARunOfOneStyleSetsItOnce() {
    var writer = writer()
    let before = Buffer(width: 20, height: 5)
    drawn(before, &writer)
    var after = before
    let dim = Style(fg: .indexed(244), attributes: [.dim])
    after.put("Dune", x: 3, y: 2, style: Style(attributes: [.bold]))
    after.put(" 2021", x: 7, y: 2, style: dim)
    XCTAssertEqual(
      frame(&writer, after, after: before),
      "\u{1B}[3;4H\u{1B}[1mDune\u{1B}[0;2;38;5;244m 2021" + reset)
  }

  func testAStyleThatOnlyAddsSendsOnlyWhatItAdds() {
    var writer = writer()
    let before = Buffer(width: 20, height: 1)
    drawn(before, &writer)
    var after = before
    after.put("a", x: 0, y: 0, style: Style(fg: .green))
    after.put("b", x: 1, y: 0, style: Style(fg: .green, bg: .blue, attributes: [.reverse]))
    after.put("c", x: 2, y: 0, style: Style(fg: .green))
    XCTAssertEqual(
      frame(&writer, after, after: before),
      "\u{1B}[32ma\u{1B}[7;44mb\u{1B}[0;32mc" + reset)
  }

  func testAShortGapOfCellsInTheSameStyleIsWrittenAgainAndALongOneIsJumped() {
    var writer = writer()
    var before = Buffer(width: 40, height: 2)
    before.put(String(repeating: "x", count: 30), x: 0, y: 0)
    drawn(before, &writer)
    var after = before
    after[3, 0] = Cell("A")
    after[6, 0] = Cell("B")  // two unchanged cells between: written again
    after[20, 0] = Cell("C")  // thirteen between: jumped
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[1;4HAxxB\u{1B}[13CC")
  }

  func testAWideGlyphIsFollowedByAnExplicitMove() {
    var writer = writer()
    let before = Buffer(width: 20, height: 2)
    drawn(before, &writer)
    var after = before
    after.put("漢a", x: 2, y: 1)
    // The terminal may count 漢 otherwise than we do: the position after it is not trusted.
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[2;3H漢\u{1B}[2;5Ha")
  }

  func testAWideGlyphCutByTheScreensRightEdgeIsASpace() {
    var writer = writer()
    var buffer = Buffer(width: 10, height: 3)
    buffer.put("abcde漢", x: 0, y: 0)
    buffer.put("zz", x: 8, y: 2)
    // The screen is narrower and shorter than the buffer: columns 0-5, rows 0-1.
    XCTAssertEqual(
      frame(&writer, buffer, after: nil, screen: Size(width: 6, height: 2)),
      reset + clear + "abcde ")
  }

  func testAScalarTheCLibraryDoesNotKnowIsTheReplacementCharacter() {
    var writer = writer()
    let before = Buffer(width: 10, height: 1)
    drawn(before, &writer)
    var after = before
    after[1, 0] = Cell(scalar: "\u{0378}")  // unassigned
    after[3, 0] = Cell(scalar: "\u{1B}")  // a control character can never reach the terminal
    XCTAssertEqual(
      frame(&writer, after, after: before), "\u{1B}[1C\u{FFFD}\u{1B}[1;4H\u{FFFD}")
  }

  func testATwoColumnScalarTheCLibraryCountsAsOneGetsABlankSecondColumn() {
    // An emoji newer than the C library's tables: two columns for us, one for it.
    var writer = writer(columnsOf: { $0 == 0x1FAE8 ? 1 : $0 < 0x7F ? 1 : -1 })
    let before = Buffer(width: 10, height: 1)
    drawn(before, &writer)
    var after = before
    after[2, 0] = Cell(scalar: "\u{1FAE8}")
    after[3, 0] = .continuation()
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[2C\u{1FAE8}\u{1B}[1;4H ")
  }

  func testGraphemesOfSeveralScalars() {
    var writer = writer()
    let before = Buffer(width: 20, height: 3)
    drawn(before, &writer)
    var after = before
    after.put("e\u{301}", x: 0, y: 0, base: .leftToRight)  // a letter and its accent
    after.put("👩‍💻", x: 4, y: 0, base: .leftToRight)  // a ZWJ sequence: its first emoji
    after.put("🇯🇵", x: 8, y: 0, base: .leftToRight)  // two one-column indicators
    XCTAssertEqual(
      frame(&writer, after, after: before),
      "e\u{301}\u{1B}[1;5H👩\u{1B}[1;9H🇯\u{1B}[1;10H🇵")
  }

  func testWithoutColourABackgroundIsReverseVideo() {
    var writer = writer(colors: 0)
    let before = Buffer(width: 10, height: 1)
    drawn(before, &writer)
    var after = before
    after.put("sel", x: 0, y: 0, style: Style(fg: .black, bg: .cyan))
    after.put("x", x: 5, y: 0, style: Style(fg: .red))
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[7msel\u{1B}[2C\u{1B}[0mx")
  }

  func testOnEightColoursABrightForegroundIsBoldAndPaletteColoursTheNearest() {
    var writer = writer(Self.xterm8, colors: 8)
    let before = Buffer(width: 10, height: 1)
    drawn(before, &writer)
    var after = before
    after.put("a", x: 0, y: 0, style: Style(fg: .brightRed))
    after.put("b", x: 1, y: 0, style: Style(fg: .indexed(196)))
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[1;31ma\u{1B}[0;31mb" + reset)
  }

  func testOnSixteenColoursBrightColoursAreTheirOwn() {
    var capabilities = Self.xterm256
    capabilities.colors = 16
    var writer = writer(capabilities, colors: 16)
    let before = Buffer(width: 10, height: 1)
    drawn(before, &writer)
    var after = before
    after.put("a", x: 0, y: 0, style: Style(fg: .brightRed, bg: .indexed(21)))  // 21: blue
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[91;44ma" + reset)
  }

  func testWithoutDefaultColoursPlainCellsAreWhiteOnBlack() {
    var writer = writer(defaults: false)
    let before = Buffer(width: 10, height: 1)
    drawn(before, &writer)
    var after = before
    after.put("a", x: 0, y: 0)
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[37;40ma" + reset)
  }

  func testTheBottomRightCellLeavesThePositionUnknown() {
    var writer = writer()
    let before = Buffer(width: 4, height: 2)
    drawn(before, &writer)
    var after = before
    after[3, 1] = Cell("z")
    // After the last column the terminal waits to wrap: the cursor is moved there explicitly.
    XCTAssertEqual(
      frame(&writer, after, after: before, cursor: Point(x: 3, y: 1)),
      "\u{1B}[2;4Hz\u{1B}[2;4H\u{1B}[?12l\u{1B}[?25h")
  }

  func testTheCursorIsShownForATextFieldAndHiddenAfterOnlyWhenThatChanges() {
    var writer = writer()
    var buffer = Buffer(width: 10, height: 2)
    drawn(buffer, &writer)
    XCTAssertEqual(
      frame(&writer, buffer, after: buffer, cursor: Point(x: 2, y: 0)),
      "\u{1B}[2C\u{1B}[?12l\u{1B}[?25h")
    XCTAssertEqual(frame(&writer, buffer, after: buffer, cursor: Point(x: 2, y: 0)), "")
    let before = buffer
    buffer.put("q", x: 2, y: 0)
    XCTAssertEqual(
      frame(&writer, buffer, after: before, cursor: Point(x: 3, y: 0)), "q")  // there already
    XCTAssertEqual(frame(&writer, buffer, after: buffer), "\u{1B}[?25l")
    XCTAssertEqual(frame(&writer, buffer, after: buffer), "")
  }

  func testRowsToRewriteAreWrittenWholeBlanksToo() {
    var writer = writer()
    var buffer = Buffer(width: 6, height: 3)
    buffer.put("ab", x: 0, y: 1)
    drawn(buffer, &writer)
    XCTAssertEqual(frame(&writer, buffer, after: buffer, rewriting: [1]), "\u{1B}[2;1Hab\u{1B}[K")
    XCTAssertTrue(writer.wrote(into: Rect(x: 4, y: 0, width: 2, height: 2)))
    XCTAssertFalse(writer.wrote(into: Rect(x: 0, y: 2, width: 6, height: 1)))
  }

  func testARowEndingInBlanksIsClearedToItsEndButNeverThroughAPicture() {
    var writer = writer()
    var before = Buffer(width: 20, height: 2)
    before.put("Loading details…", x: 2, y: 0)
    before.put("Loading details…", x: 2, y: 1)
    drawn(before, &writer)
    var after = Buffer(width: 20, height: 2)
    after.put("Dune", x: 2, y: 0)
    after.put("Dune", x: 2, y: 1)
    // A picture over the blank cells 12-17 of row 1: that row's blanks are written one by one.
    XCTAssertEqual(
      frame(&writer, after, after: before, pictures: [Rect(x: 12, y: 1, width: 6, height: 1)]),
      "\u{1B}[1;3HDune\u{1B}[K\u{1B}[2;3HDune" + String(repeating: " ", count: 12))
    XCTAssertTrue(writer.wrote(into: Rect(x: 19, y: 0, width: 1, height: 1)))
    XCTAssertFalse(writer.wrote(into: Rect(x: 18, y: 1, width: 2, height: 1)))
  }

  func testAfterAFailedWriteTheNextRenditionStartsFromTheReset() {
    var writer = writer()
    let before = Buffer(width: 6, height: 1)
    drawn(before, &writer)
    writer.forgetTerminalState()
    var after = before
    after.put("a", x: 0, y: 0, style: Style(fg: .red))
    XCTAssertEqual(frame(&writer, after, after: before), "\u{1B}[1;1H\u{1B}[0;31ma" + reset)
  }

  func testWhoWritesTheFramesDependsOnWhatTerminfoSays() {
    XCTAssertNil(Self.xterm256.directOutputProblem(usesColor: true))
    var padded = Self.xterm256
    padded.bold = Array("\u{1B}[1m$<2>".utf8)  // vt100
    XCTAssertNotNil(padded.directOutputProblem(usesColor: true))
    var scrolls = Self.xterm256
    scrolls.eatsNewlineGlitch = false
    XCTAssertNotNil(scrolls.directOutputProblem(usesColor: true))
    var noMargins = scrolls
    noMargins.autoMargins = false
    XCTAssertNil(noMargins.directOutputProblem(usesColor: true))
    var otherAddressing = Self.xterm256
    otherAddressing.cursorAddress = Array("\u{1B}=%p1%' '%+%c%p2%' '%+%c".utf8)
    XCTAssertNotNil(otherAddressing.directOutputProblem(usesColor: true))
    var latin1 = Self.xterm256
    latin1.speaksUTF8 = false
    XCTAssertNotNil(latin1.directOutputProblem(usesColor: true))
    var noColour = Self.xterm256
    noColour.setForeground = nil
    XCTAssertNotNil(noColour.directOutputProblem(usesColor: true))
    XCTAssertNil(noColour.directOutputProblem(usesColor: false))
  }

  func testResetsThatOnlyResetMergeWithWhatFollows() {
    XCTAssertTrue(RenditionTable.isPlainReset(Array("\u{1B}(B\u{1B}[m".utf8)))
    XCTAssertTrue(RenditionTable.isPlainReset(Array("\u{1B}[m\u{0F}".utf8)))  // tmux
    XCTAssertTrue(RenditionTable.isPlainReset(Array("\u{1B}[0m".utf8)))
    XCTAssertFalse(RenditionTable.isPlainReset(Array("\u{1B}[0;10m".utf8)))
    var odd = Self.xterm256
    odd.resetRendition = Array("\u{1B}[0;10m".utf8)
    var writer = writer(odd)
    let before = Buffer(width: 6, height: 1)
    drawn(before, &writer)
    var after = before
    after.put("a", x: 0, y: 0, style: Style(fg: .red, attributes: [.bold]))
    after.put("b", x: 1, y: 0, style: Style(fg: .red))
    XCTAssertEqual(
      frame(&writer, after, after: before),
      "\u{1B}[1;31ma\u{1B}[0;10m\u{1B}[31mb\u{1B}[0;10m")
  }

  func testCellsAreTheWordsTheRunLoopReads() {
    // Else every run would go cell by cell through `write`: right, but slow.
    XCTAssertTrue(FrameWriter.cellWords().0)
  }

  func testARunOfLatinBoxAndWideCellsGoesOutInOnePieceUpToTheWideOne() {
    var writer = writer()
    let before = Buffer(width: 16, height: 2)
    drawn(before, &writer)
    var after = before
    after.put("Café ─│日x", x: 1, y: 0)
    after.put("ab", x: 3, y: 1, style: Style(fg: .red))
    after.put("cd", x: 5, y: 1, style: Style(fg: .red, attributes: [.bold]))
    // One move (along the row from the clear's home) and the characters up to the wide one
    // (Latin-1 two bytes, box lines three), the wide one with the cursor's place forgotten
    // after it, then "x" placed anew; on the next row a new style ends the run.
    XCTAssertEqual(
      frame(&writer, after, after: before),
      "\u{1B}[1CCafé ─│日\u{1B}[1;11Hx" + "\u{1B}[2;4H\u{1B}[31mab\u{1B}[1mcd" + reset)
    XCTAssertEqual(
      writer.written,
      [
        FrameWriter.WrittenRun(row: 0, columns: 1..<11),
        FrameWriter.WrittenRun(row: 1, columns: 3..<7),
      ])
  }

  func testAChangeIsFoundAtEveryColumnOfARowAndNothingElseIsWritten() {
    // The comparison steps four cells at a time, then one: a change at any column, at either
    // side of a step, is found, and only it is written.
    var before = Buffer(width: 23, height: 3)
    before.put("The Shawshank Redemption", x: 0, y: 1, style: Style(fg: .cyan))
    for column in 0..<23 {
      var writer = writer()
      drawn(before, &writer)
      var after = before
      after[column, 1] = Cell(scalar: "#", style: Style(fg: .cyan))
      let bytes = frame(&writer, after, after: before)
      XCTAssertTrue(bytes.contains("#"), "column \(column)")
      XCTAssertEqual(
        writer.written, [FrameWriter.WrittenRun(row: 1, columns: column..<column + 1)],
        "column \(column)")
    }
  }

  /// The blanks at a row's end are looked for back to the row's first change only: wherever
  /// the row really turns blank, the clear starts at the same change as when the whole row is
  /// read (the old way, below), or there is none either way. Random rows of text and blanks,
  /// every first change, with and without a picture.
  func testTheClearStartsWhereReadingTheWholeRowWouldStartIt() {
    let writer = writer()
    var state: UInt64 = 3
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    func wholeRow(_ line: UnsafeBufferPointer<Cell>, columns: Int, _ pictures: [Rect]) -> Int {
      var first = columns
      while first > 0 && line[first - 1] == Cell.blank { first -= 1 }
      for picture in pictures where picture.y <= 0 && 0 < picture.maxY {
        first = max(first, picture.maxX)
      }
      return columns - first >= 4 ? first : .max
    }
    for _ in 0..<400 {
      let width = 1 + next(30)
      var row = Buffer(width: width, height: 1)
      let text = next(width + 1)
      if text > 0 { row.put(String(repeating: "x", count: text), x: 0, y: 0) }
      // Now and then a blank of another style inside the blanks: not a blank to clear.
      if next(4) == 0 { row[next(width), 0] = Cell(scalar: " ", style: Style(bg: .blue)) }
      let pictures = next(3) == 0 ? [Rect(x: next(width), y: 0, width: 1 + next(8), height: 1)] : []
      row.cells.withUnsafeBufferPointer { line in
        let expected = wholeRow(line, columns: width, pictures)
        for change in 0..<width {
          let clear = writer.firstColumnToClear(
            line, y: 0, columns: width, from: change, pictures)
          // Where the writer's loop (at `change`, then forward) starts the clear.
          func start(_ column: Int) -> Int? { column == .max ? nil : max(column, change) }
          XCTAssertEqual(
            start(clear), start(expected),
            "width \(width), text \(text), change \(change), pictures \(pictures)")
        }
      }
    }
  }

  /// The run's loop has its own copy of the rule for a scalar written alone in one column.
  func testTheRunsRuleForALoneOneColumnScalarIsTheBuffers() {
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if FrameWriter.isLoneSingleColumn(value) != Buffer.isLoneSingleColumn(scalar) {
        return XCTFail("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
  }
}
