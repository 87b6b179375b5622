import Foundation
import ReelTestSupport
import XCTest

/// What the user's environment says that is not so: the browser believes the terminal.
final class HostileEnvironmentTests: XCTestCase {
  /// COLUMNS and LINES exported with a size the terminal does not have (a shell's rc file, a
  /// script that sets them for a printing command): ncurses took them over the terminal's own
  /// size, and drew 300x100 frames into an 80x24 terminal, which wrapped and scrolled into
  /// garbage (or 20x5 frames into a corner of it). The frame fits the terminal whatever they say.
  func testColumnsAndLinesThatLieDoNotSizeTheScreen() throws {
    for (columns, lines) in [("300", "100"), ("40", "10"), ("0", "0"), ("-5", "many")] {
      let reel = try ReelInTerminal(
        self, columns: 80, rows: 24, environment: ["COLUMNS": columns, "LINES": lines])
      reel.waitFor("REPLAY")
      reel.settle()
      let screen = reel.terminal
      let said = "COLUMNS=\(columns) LINES=\(lines):\n\(screen.text)"
      // The tabs on the first row at the terminal's width, the status bar on its last row.
      XCTAssertTrue(screen.rows.first?.hasSuffix("5 Trending") ?? false, said)
      XCTAssertTrue(screen.rows.last?.contains("REPLAY") ?? false, said)
      reel.type("q")
      XCTAssertNotNil(reel.waitForExit(), said)
    }
  }

  /// A TERM this system has no terminfo entry for (kitty's xterm-kitty over ssh, a typo) is
  /// refused in one line that says how to get going, where it said only "check TERM".
  func testAnUnknownTerminalIsRefusedWithAWayOut() throws {
    let empty = try makeTemporaryFolder(self)
    let reel = try ReelInTerminal(
      self, environment: ["TERM": "xterm-reel-unknown", "TERMINFO": empty.path])
    XCTAssertNotNil(reel.waitForExit(), "TERM=xterm-reel-unknown was not refused")
    XCTAssertNotEqual(reel.shellStatus, 0)
    XCTAssertTrue(
      reel.terminal.text.replacingOccurrences(of: "\n", with: "").contains(
        "reel: unknown terminal type \"xterm-reel-unknown\" (check TERM): this system has no "
          + "terminfo entry for it"), reel.terminal.text)
    XCTAssertTrue(reel.terminal.contains("TERM=xterm-256color"), reel.terminal.text)
  }
}
