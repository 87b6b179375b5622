import Foundation
import ReelTestSupport
import XCTest

/// Terminals that cannot run a full-screen program are refused in words; the others are left
/// clean, with or without an alternate screen.
final class TerminalKindTests: XCTestCase {
  func testTerminalsThatCannotMoveTheCursorAreRefusedClearly() throws {
    // An xterm entry without cursor addressing stands for every such terminal.
    let terminfo = try makeTemporaryFolder(self)
    let source = try runProcess(URL(fileURLWithPath: "/usr/bin/infocmp"), ["-1", "-x", "xterm"])
      .stdout
      .split(separator: "\n").filter { !$0.hasPrefix("\tcup=") }
      .joined(separator: "\n").replacingOccurrences(of: "xterm|", with: "reel-nocup|")
    let file = terminfo.appendingPathComponent("reel-nocup.src")
    try Data(source.utf8).write(to: file)
    let compiled = try runProcess(
      URL(fileURLWithPath: "/usr/bin/tic"), ["-x", "-o", terminfo.path, file.path])
    XCTAssertEqual(compiled.status, 0, compiled.stderr)
    for name in ["dumb", "reel-nocup"] {
      let reel = try ReelInTerminal(
        self, environment: ["TERM": name, "TERMINFO": terminfo.path])
      XCTAssertNotNil(reel.waitForExit(), "TERM=\(name) was not refused")
      XCTAssertNotEqual(reel.shellStatus, 0)
      XCTAssertTrue(
        reel.terminal.contains("reel: this terminal (TERM=\(name)) cannot move the cursor"),
        "TERM=\(name):\n\(reel.terminal.text)")
      XCTAssertFalse(reel.terminal.contains("Popular"))
    }
  }

  /// vt100 has no alternate screen: quitting must clear what Reel drew.
  func testTerminalWithoutAlternateScreenIsLeftClean() throws {
    let reel = try ReelInTerminal(self, environment: ["TERM": "vt100"])
    reel.waitFor("Popular")
    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
    XCTAssertFalse(
      reel.terminal.contains("Popular"), "the last frame was left:\n\(reel.terminal.text)")
    XCTAssertTrue(reel.terminal.rows.allSatisfy { $0.isEmpty }, reel.terminal.text)
  }
}
