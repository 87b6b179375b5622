import CVTerm
import Foundation
import Glibc
import ReelTestSupport
import XCTest

/// What a real terminal (libvterm) shows after frames drawn through `Terminal`, by Reel's own
/// writer (the default) and by ncurses (`REEL_CURSES_OUTPUT=1`, the fallback): exactly each
/// frame's cells, their text, colours and attributes, after random edits over many frames,
/// wide and combining text, right-to-left text, a resize, Ctrl-Z and fg, a cursor and links.
/// `reel-frame-check` draws the frames and says which cells each should show.
final class FrameOutputTests: XCTestCase {
  private struct Check {
    let process: ReelInTerminal
    let dump: URL
  }

  private func start(
    seed: Int, ncurses: Bool = false, columns: Int = 64, rows: Int = 18
  ) throws -> Check {
    let folder = try makeTemporaryFolder(self)
    let dump = folder.appendingPathComponent("frame.txt")
    var environment: [String: String?] = ["REEL_FRAME_DUMP": dump.path]
    if ncurses { environment["REEL_CURSES_OUTPUT"] = "1" }
    let process = try ReelInTerminal(
      self, columns: columns, rows: rows, arguments: ["\(seed)"], environment: environment,
      program: "reel-frame-check")
    return Check(process: process, dump: dump)
  }

  /// The frame the check says it drew last: its number, cursor and cells.
  private func drawnFrame(_ check: Check) -> (number: Int, cursor: String, cells: [[String]])? {
    guard let text = try? String(contentsOf: check.dump, encoding: .utf8) else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    guard let header = lines.first?.split(separator: " "), header.count == 5,
      let number = Int(header[1])
    else { return nil }
    let cells = lines.dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    return (number, String(header[4]), cells)
  }

  /// Where the screen differs from the frame's cells, nil when it shows exactly them.
  private func difference(_ cells: [[String]], _ check: Check) -> String? {
    let terminal = check.process.terminal
    for (y, row) in cells.enumerated() {
      for (x, expected) in row.enumerated() {
        let shown = terminal.cell(x: x, y: y)
        if expected == "C" {
          if shown.width != 0 { return "(\(x), \(y)): \(shown) is not a wide glyph's right half" }
          continue
        }
        let fields = expected.split(separator: "|", omittingEmptySubsequences: false)
        var text = ""
        for hex in fields[0].split(separator: "+") {
          text.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
        }
        let flags = fields[3]
        let shownText = shown.text.isEmpty ? " " : shown.text  // erased or a written space
        let same =
          Array(shownText.unicodeScalars) == Array(text.unicodeScalars)
          && shown.foreground == Int(fields[1]) && shown.background == Int(fields[2])
          && shown.bold == flags.contains("b") && shown.reverse == flags.contains("r")
          && shown.underline == flags.contains("u") && shown.italic == flags.contains("i")
        if !same { return "(\(x), \(y)): shows \(shown), the frame has \(expected) \"\(text)\"" }
      }
    }
    return nil
  }

  /// Waits for frame `number` and until the screen shows it; then lets the terminal be quiet a
  /// moment and checks again, so nothing written after the frame (a late clear) wiped it.
  private func assertShowsFrame(
    _ number: Int, _ check: Check, file: StaticString = #filePath, line: UInt = #line
  ) {
    var problem: String? = "frame \(number) never drawn"
    _ = check.process.pump(upTo: 15) {
      guard let frame = drawnFrame(check), frame.number == number else { return false }
      problem = difference(frame.cells, check)
      return problem == nil
    }
    if problem == nil {
      check.process.settle(quietFor: 0.3)
      if let frame = drawnFrame(check) { problem = difference(frame.cells, check) }
    }
    XCTAssertNil(
      problem, "frame \(number):\n\(check.process.terminal.text)", file: file, line: line)
  }

  private func walk(_ check: Check, frames: Int) {
    assertShowsFrame(0, check)
    for number in 1...frames {
      check.process.type("n")
      assertShowsFrame(number, check)
    }
  }

  func testRandomEditsOverManyFramesShowExactlyTheFrame() throws {
    for seed in [1, 2] {
      walk(try start(seed: seed), frames: 12)
    }
  }

  func testThroughNcursesTheFallbackShowsTheSameFrames() throws {
    walk(try start(seed: 1, ncurses: true), frames: 8)
  }

  func testAfterAResizeTheScreenIsExactlyTheNewFrame() throws {
    for ncurses in [false, true] {
      let check = try start(seed: 3, ncurses: ncurses)
      walk(check, frames: 3)
      check.process.resize(columns: 50, rows: 12)
      assertShowsFrame(4, check)
      check.process.resize(columns: 80, rows: 24)
      assertShowsFrame(5, check)
      check.process.type("n")
      assertShowsFrame(6, check)
    }
  }

  func testAfterControlZAndFgTheScreenIsExactlyTheFrame() throws {
    let check = try start(seed: 4)
    walk(check, frames: 2)
    check.process.control("z")
    XCTAssertTrue(check.process.waitUntilStopped(), "Ctrl-Z did not stop the process")
    check.process.pump(upTo: 0.2)
    XCTAssertFalse(check.process.terminal.isAlternateScreen)
    check.process.signal(SIGCONT)
    assertShowsFrame(3, check)
    XCTAssertTrue(check.process.terminal.isAlternateScreen)
    check.process.type("n")
    assertShowsFrame(4, check)
  }

  func testTheCursorOfATextFieldIsPlacedAndShownAndOtherwiseHidden() throws {
    let check = try start(seed: 5)
    assertShowsFrame(0, check)
    XCTAssertFalse(check.process.terminal.isCursorVisible)
    check.process.type("c")
    assertShowsFrame(1, check)
    let place = drawnFrame(check)!.cursor.split(separator: ",").compactMap { Int($0) }
    XCTAssertEqual(place.count, 2)
    XCTAssertTrue(check.process.terminal.isCursorVisible)
    XCTAssertEqual(check.process.terminal.cursor.x, place.first)
    XCTAssertEqual(check.process.terminal.cursor.y, place.last)
    check.process.type("n")  // edits elsewhere: the cursor goes back to the field
    assertShowsFrame(2, check)
    XCTAssertEqual(check.process.terminal.cursor.x, place.first)
    XCTAssertEqual(check.process.terminal.cursor.y, place.last)
  }

  /// A link is written with the frame; a frame that writes none of its cells leaves it alone,
  /// one that writes over it writes it again, and the cells stay the frame's throughout.
  func testLinksGoWithTheFrameAndAreWrittenAgainOnlyWhenTheirCellsAre() throws {
    let check = try start(seed: 6)
    assertShowsFrame(0, check)
    check.process.type("l")
    assertShowsFrame(1, check)
    let link = Array("\u{1B}]8;;https://example.org/film\u{1B}\\".utf8)
    let first = check.process.terminal.lastIndex(of: link)
    XCTAssertNotNil(first, "the address is a link")
    check.process.type("c")  // only the cursor changes
    assertShowsFrame(2, check)
    XCTAssertEqual(check.process.terminal.lastIndex(of: link), first, "written again for nothing")
    for number in 3...12 {
      check.process.type("n")
      assertShowsFrame(number, check)
    }
  }
}
