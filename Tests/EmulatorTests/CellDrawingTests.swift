import CVTerm
import XCTest

/// The cells the terminal shows after frames drawn change by change are exactly those of a
/// fresh start at the same place: text (wide CJK glyphs, combining marks, right to left),
/// colours at 256 and 8 colours and without colour, bold and reverse.
final class CellDrawingTests: XCTestCase {
  private func cells(of reel: ReelInTerminal) -> [[EmulatedTerminal.Cell]] {
    reel.settle()
    return shownCells(reel)
  }

  private func shownCells(_ reel: ReelInTerminal) -> [[EmulatedTerminal.Cell]] {
    let size = reel.terminal.size
    return (0..<size.rows).map { y in
      (0..<size.columns).map { x in
        // An erased cell and a written space look the same (ncurses picks either).
        var cell = reel.terminal.cell(x: x, y: y)
        if cell.text.isEmpty, cell.width == 1 { cell.text = " " }
        return cell
      }
    }
  }

  /// Waits (on a loaded machine the detail pane may still be on its way) until `reel` shows
  /// `expected`, then says where it still differs, if it does.
  private func assertShows(
    _ expected: [[EmulatedTerminal.Cell]], _ reel: ReelInTerminal,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let same = reel.pump(upTo: 10) { shownCells(reel) == expected }
    XCTAssertTrue(
      same, "first difference: \(firstDifference(shownCells(reel), expected))", file: file,
      line: line)
  }

  /// The first row (from the top) where two screens differ, for the failure message.
  private func firstDifference(
    _ a: [[EmulatedTerminal.Cell]], _ b: [[EmulatedTerminal.Cell]]
  ) -> String {
    for (y, (rowA, rowB)) in zip(a, b).enumerated() where rowA != rowB {
      let x = rowA.indices.first { rowA[$0] != rowB[$0] } ?? 0
      return "row \(y), column \(x): \(rowA[x]) vs \(rowB[x])"
    }
    return "none"
  }

  /// A walk down and back up the popular list ending on row 3 against a start there.
  private func assertWalkMatchesFreshStart(
    arguments: [String], environment: [String: String?] = [:], readsPosition: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    // The position as the list shows it, where it is written in digits `showsListPosition`
    // reads; otherwise (Persian digits) the screen is let settle after each key.
    func reach(_ position: Int, _ reel: ReelInTerminal) {
      if readsPosition { reel.waitForPosition(position) } else { reel.settle(quietFor: 0.5) }
    }
    let fresh = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: arguments, environment: environment)
    reach(1, fresh)
    fresh.type("jj")
    reach(3, fresh)
    let expected = cells(of: fresh)

    let walked = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: arguments, environment: environment)
    reach(1, walked)
    for (key, position) in [("j", 2), ("j", 3), ("j", 4), ("j", 5), ("k", 4), ("k", 3)] {
      walked.type(key)
      reach(position, walked)
      walked.pump(upTo: 0.2)  // the detail pane follows the selection once it rests
    }
    assertShows(expected, walked, file: file, line: line)
  }

  func testColoursAndWideTextIn256Colours() throws {
    try assertWalkMatchesFreshStart(arguments: ["--replay", "--images", "off"])
  }

  /// The same through ncurses' own output, the fallback for terminals Reel does not write to
  /// itself.
  func testColoursAndWideTextThroughNcurses() throws {
    try assertWalkMatchesFreshStart(
      arguments: ["--replay", "--images", "off"], environment: ["REEL_CURSES_OUTPUT": "1"])
  }

  func testColoursIn8Colours() throws {
    try assertWalkMatchesFreshStart(
      arguments: ["--replay", "--images", "off"], environment: ["TERM": "xterm"])
  }

  func testNoColour() throws {
    try assertWalkMatchesFreshStart(
      arguments: ["--replay", "--images", "off"], environment: ["NO_COLOR": "1"])
  }

  func testRightToLeft() throws {
    try assertWalkMatchesFreshStart(
      arguments: ["--replay", "--images", "off", "--language", "fa-IR"], readsPosition: false)
  }

  /// Symbol posters on an 8-colour terminal (64 colour pairs) use up the pairs, and the table
  /// starts afresh: every cell must still show its own colours, the list's and the posters'.
  func testColoursStayRightWhenPostersUseUpTheColourPairs() throws {
    let arguments = ["--replay", "--images", "symbols"]
    let environment: [String: String?] = ["TERM": "xterm"]
    let last = 12
    let walked = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: arguments, environment: environment)
    walked.waitForPosition(1)
    for position in 2...last {
      walked.type("j")
      walked.waitForPosition(position)
      waitForPoster(walked)  // this film's poster, drawn with its colours
    }

    let fresh = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: arguments, environment: environment)
    fresh.waitForPosition(1)
    fresh.type(String(repeating: "j", count: last - 1))
    fresh.waitForPosition(last)
    waitForPoster(fresh)
    assertShows(cells(of: fresh), walked)
  }

  /// Until the detail pane's poster (rows 2–9, columns 68–91 at 120x40) shows in coloured
  /// block symbols, and the screen has been quiet for a moment.
  private func waitForPoster(_ reel: ReelInTerminal) {
    _ = reel.pump(upTo: 15) {
      (2..<10).flatMap { y in (68..<92).map { x in reel.terminal.cell(x: x, y: y) } }
        .filter { cell in
          cell.text.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
        }.count > 40
    }
    reel.settle(quietFor: 0.5)
  }

  /// A key that changes nothing on screen (up at the top of the list) sends the terminal
  /// nothing: no cells, no cursor moves, no pictures.
  func testAFrameThatChangesNothingWritesNothing() throws {
    let reel = try ReelInTerminal(self, columns: 120, rows: 40, arguments: ["--replay"])
    reel.waitForPosition(1)
    reel.settle(quietFor: 1)
    let before = reel.terminal.received.count
    for _ in 0..<5 { reel.type("k") }
    reel.settle(quietFor: 0.5)
    XCTAssertEqual(reel.terminal.received.count - before, 0)
    XCTAssertTrue(reel.terminal.showsListPosition(1))
  }

  /// With links on (OSC 8) the same holds while an address is on screen: a key that changes
  /// nothing writes nothing, and links are written again as soon as their cells move.
  func testLinksAreNotWrittenAgainWhenNothingChanged() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, environment: ["REEL_HYPERLINKS": "1"])
    reel.waitFor("Fight Club")
    reel.settle()
    reel.press(VTERM_KEY_ENTER)
    reel.settle()
    for _ in 0..<80 { reel.press(VTERM_KEY_DOWN) }  // to the end, where the addresses are
    reel.settle(quietFor: 1)
    let link = Array("\u{1b}]8;;https".utf8)
    XCTAssertNotNil(reel.terminal.lastIndex(of: link), "an address is shown as a link")
    let before = reel.terminal.received.count
    for _ in 0..<3 { reel.press(VTERM_KEY_DOWN) }  // already at the end
    reel.settle(quietFor: 0.5)
    XCTAssertEqual(
      reel.terminal.received.count - before, 0,
      String(decoding: reel.terminal.received[before...], as: UTF8.self).debugDescription)
    // Up and back down again: the pane scrolled away from the addresses and back to them.
    for _ in 0..<80 { reel.press(VTERM_KEY_UP) }
    reel.settle()
    for _ in 0..<80 { reel.press(VTERM_KEY_DOWN) }
    reel.settle()
    XCTAssertGreaterThan(reel.terminal.lastIndex(of: link) ?? 0, before, "links move with the pane")
  }
}
