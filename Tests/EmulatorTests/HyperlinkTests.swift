import CVTerm
import Foundation
import ReelTestSupport
import XCTest

/// OSC 8 links over the detail pane's addresses (helper "detail"): with them on, the terminal
/// shows exactly what it shows with them off — the same characters, colours and cursor — so
/// re-writing the cells after ncurses' flush never breaks ncurses' idea of the screen, also
/// after the pane scrolls and the links move.
final class HyperlinkTests: XCTestCase {
  private func screen(hyperlinks: String, keys: (ReelInTerminal) -> Void) throws
    -> (rows: [String], cells: [[EmulatedTerminal.Cell]], cursor: String)
  {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, environment: ["REEL_HYPERLINKS": hyperlinks])
    reel.waitFor("Fight Club")
    reel.settle()
    keys(reel)
    reel.settle()
    let terminal = reel.terminal
    let rows = (0..<40).map { terminal.row($0) }
    // A blank cell reads "" or " " depending on whether ncurses wrote a space or cleared
    // the line, which varies with the frames' timing: both look the same.
    let cells = (0..<40).map { y in
      (0..<120).map { x -> EmulatedTerminal.Cell in
        var cell = terminal.cell(x: x, y: y)
        if cell.text.isEmpty, cell.width == 1 { cell.text = " " }
        return cell
      }
    }
    return (rows, cells, "\(terminal.cursor)")
  }

  func testLinksLeaveTheScreenAndCursorAsNcursesDrewThem() throws {
    let open: (ReelInTerminal) -> Void = { reel in
      reel.press(VTERM_KEY_ENTER)
      reel.settle()
      for _ in 0..<40 { reel.press(VTERM_KEY_DOWN) }
      reel.settle()
      reel.press(VTERM_KEY_UP)
    }
    let with = try screen(hyperlinks: "1", keys: open)
    let without = try screen(hyperlinks: "0", keys: open)
    XCTAssertTrue(
      with.rows.joined().contains("https://www.themoviedb.org/movie/1003596"),
      with.rows.joined(separator: "\n"))
    XCTAssertEqual(with.rows, without.rows)
    for y in 0..<40 {
      for x in 0..<120 where with.cells[y][x] != without.cells[y][x] {
        XCTFail("(\(x), \(y)): \(with.cells[y][x]) with links, \(without.cells[y][x]) without")
        return
      }
    }
    XCTAssertEqual(with.cursor, without.cursor)
  }
}
