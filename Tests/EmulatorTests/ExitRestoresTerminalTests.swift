import CVTerm
import Glibc
import XCTest

/// However Reel ends, the user's terminal is left as it was: the shell's screen back, cursor
/// visible, no mouse reports, no keypad-transmit, no bracketed paste, implicit bidi.
final class ExitRestoresTerminalTests: XCTestCase {
  /// Reel with its first list on screen and every mode it turns on checked.
  private func startedReel() throws -> ReelInTerminal {
    let reel = try ReelInTerminal(self)
    reel.waitFor("Popular")
    XCTAssertTrue(reel.terminal.isAlternateScreen, "the browser draws on the alternate screen")
    XCTAssertTrue(reel.terminal.isKeypadTransmit)
    XCTAssertTrue(reel.terminal.reportsMouse)
    XCTAssertTrue(reel.terminal.isBracketedPaste)
    XCTAssertEqual(reel.terminal.bidiExplicit, true)
    return reel
  }

  private func assertRestored(
    _ reel: ReelInTerminal, file: StaticString = #filePath, line: UInt = #line
  ) {
    let terminal = reel.terminal
    XCTAssertFalse(terminal.isAlternateScreen, "alternate screen left up", file: file, line: line)
    XCTAssertFalse(terminal.isKeypadTransmit, "keypad-transmit left on", file: file, line: line)
    XCTAssertFalse(terminal.reportsMouse, "mouse reporting left on", file: file, line: line)
    XCTAssertTrue(terminal.isCursorVisible, "cursor left hidden", file: file, line: line)
    XCTAssertFalse(terminal.isBracketedPaste, "bracketed paste left on", file: file, line: line)
    XCTAssertEqual(
      terminal.bidiExplicit, false, "bidi not back to implicit", file: file, line: line)
    XCTAssertFalse(
      terminal.contains("Popular"), "the last frame is still on screen:\n\(terminal.text)",
      file: file, line: line)
  }

  func testQuitWithQ() throws {
    let reel = try startedReel()
    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
    assertRestored(reel)
  }

  func testControlC() throws {
    let reel = try startedReel()
    reel.control("c")
    XCTAssertNotNil(reel.waitForExit())
    XCTAssertEqual(reel.shellStatus, 128 + SIGINT)
    assertRestored(reel)
  }

  func testTerminatingSignals() throws {
    for signal in [
      SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF,
    ] {
      let reel = try startedReel()
      reel.signal(signal)
      XCTAssertNotNil(reel.waitForExit(), "signal \(signal) did not end reel")
      XCTAssertEqual(reel.shellStatus, 128 + signal, "signal \(signal)")
      assertRestored(reel)
    }
  }

  /// A terminal that hangs up without SIGHUP reaching reel (not its controlling terminal, or a
  /// tracer kept the signal): reel ends instead of polling the dead terminal for ever at full
  /// CPU (it did: 95 % of a CPU until killed).
  func testATerminalThatHangsUpEndsReelEvenWithoutSIGHUP() throws {
    let reel = try ReelInTerminal(self, inSessionOfItsOwn: true)
    reel.waitFor("Popular")
    reel.hangUp()
    XCTAssertTrue(
      reel.pump(upTo: 10) { reel.hasEnded }, "reel kept running after its terminal hung up")
  }

  /// A write to a closed pipe is an error where it happens, not the end of the browser.
  func testSIGPIPEIsIgnored() throws {
    let reel = try startedReel()
    reel.signal(SIGPIPE)
    reel.pump(upTo: 0.5)
    XCTAssertNil(reel.exitStatus, "SIGPIPE ended reel")
    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
    assertRestored(reel)
  }
}
