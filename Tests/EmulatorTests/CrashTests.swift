import Foundation
import XCTest

/// A crash in the browser leaves the user's terminal usable and its report in the log, not on
/// the screen, and nothing waits for a key.
final class CrashTests: XCTestCase {
  private func assertCrashHandled(
    _ whereItCrashes: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let reel = try ReelInTerminal(self, environment: ["REEL_TEST_CRASH": whereItCrashes])
    XCTAssertNotNil(
      reel.waitForExit(timeout: 90), "reel did not end after crashing", file: file, line: line)
    XCTAssertEqual(reel.shellStatus, 128 + SIGILL, "ended by the trap", file: file, line: line)
    let terminal = reel.terminal
    XCTAssertFalse(terminal.isAlternateScreen, "alternate screen left up", file: file, line: line)
    XCTAssertFalse(terminal.isKeypadTransmit, "keypad-transmit left on", file: file, line: line)
    XCTAssertFalse(terminal.reportsMouse, "mouse left on", file: file, line: line)
    XCTAssertFalse(terminal.isBracketedPaste, "bracketed paste left on", file: file, line: line)
    XCTAssertEqual(terminal.bidiExplicit, false, file: file, line: line)
    XCTAssertTrue(terminal.isCursorVisible, file: file, line: line)
    let screen = terminal.text
    XCTAssertFalse(
      screen.contains("Press space"), "the backtracer waited for a key:\n\(screen)", file: file,
      line: line)
    XCTAssertFalse(
      screen.contains("Crash") || screen.contains("Fatal error"),
      "the report went to the screen:\n\(screen)", file: file, line: line)
    let log = (try? String(contentsOf: reel.logFile, encoding: .utf8)) ?? ""
    XCTAssertTrue(
      log.contains("REEL_TEST_CRASH=\(whereItCrashes)") && log.contains("Program crashed"),
      "no crash report in the log:\n\(log.suffix(2000))", file: file, line: line)
  }

  func testCrashOnTheUIThread() throws {
    try assertCrashHandled("ui")
  }

  func testCrashOnAnotherThread() throws {
    try assertCrashHandled("thread")
  }

  /// SEGV, ABRT and the like sent by another process are no crash of Reel's: it ends, with the
  /// terminal restored, instead of logging a backtrace and running on.
  func testCrashSignalsFromAnotherProcessEndReel() throws {
    for signal in [SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP] {
      let reel = try ReelInTerminal(self)
      reel.waitFor("Popular")
      reel.signal(signal)
      XCTAssertNotNil(reel.waitForExit(timeout: 30), "signal \(signal) did not end reel")
      XCTAssertEqual(reel.shellStatus, 128 + signal, "signal \(signal)")
      XCTAssertFalse(reel.terminal.isAlternateScreen, "signal \(signal)")
      XCTAssertFalse(reel.terminal.isKeypadTransmit, "signal \(signal)")
    }
  }
}
