import CVTerm
import Glibc
import XCTest

/// Ctrl-Z gives the shell a sane terminal; `fg` brings the browser back with every mode it had,
/// and the first key after it works.
final class SuspendTests: XCTestCase {
  func testControlZThenContinue() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    // Output processing would change no byte of a frame (nonl()): off while Reel runs, the
    // shell's own after Ctrl-Z, after fg and after the end.
    let opost = tcflag_t(OPOST)
    XCTAssertEqual(reel.lineModes.map { $0.c_oflag & opost }, 0, "output processed by the tty")
    reel.control("z")
    XCTAssertTrue(reel.waitUntilStopped(), "Ctrl-Z did not stop reel")
    reel.pump(upTo: 0.2)
    XCTAssertEqual(reel.lineModes.map { $0.c_oflag & opost }, opost, "the shell's OPOST lost")
    let terminal = reel.terminal
    XCTAssertFalse(terminal.isAlternateScreen, "the shell would draw on Reel's screen")
    XCTAssertFalse(terminal.isKeypadTransmit)
    XCTAssertFalse(terminal.reportsMouse)
    XCTAssertFalse(terminal.isBracketedPaste)
    XCTAssertEqual(terminal.bidiExplicit, false)

    reel.signal(SIGCONT)  // what the shell's fg does for a job in the foreground
    XCTAssertTrue(
      reel.pump(upTo: 10) { terminal.isAlternateScreen && terminal.showsListPosition(1) },
      "the browser did not come back:\n\(terminal.text)")
    XCTAssertTrue(terminal.isKeypadTransmit, "keypad-transmit not restored after fg")
    XCTAssertTrue(terminal.reportsMouse, "mouse not restored after fg")
    XCTAssertTrue(terminal.isBracketedPaste, "bracketed paste not restored after fg")
    XCTAssertEqual(terminal.bidiExplicit, true, "explicit bidi not restored after fg")

    // The very first key after fg is read, in the form the terminal now sends it.
    reel.press(VTERM_KEY_DOWN)
    reel.waitForPosition(2, seconds: 5)
    XCTAssertEqual(reel.lineModes.map { $0.c_oflag & opost }, 0, "OPOST back on after fg")
    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
    XCTAssertFalse(terminal.isAlternateScreen)
    XCTAssertEqual(reel.lineModes.map { $0.c_oflag & opost }, opost, "the shell's OPOST lost")
  }

  /// Ctrl-Z pressed again while Reel was still leaving the screen for the first one (twice
  /// in a hurry, or a key repeat): one stop, as the kernel makes of stop signals that `fg`
  /// follows. Reel stopped again right after `fg`, and the keys typed next went to the shell.
  func testControlZTwiceInAHurryStopsOnceAndFgBringsTheBrowserBack() throws {
    let reel = try ReelInTerminal(self)
    reel.waitForPosition(1)
    let terminal = reel.terminal
    for attempt in 0..<12 {
      reel.signal(SIGTSTP)
      // The second one lands somewhere in the first one's way out.
      usleep(useconds_t(attempt * 400))
      reel.signal(SIGTSTP)
      XCTAssertTrue(reel.waitUntilStopped(), "Ctrl-Z did not stop reel")
      reel.signal(SIGCONT)
      XCTAssertTrue(
        reel.pump(upTo: 10) { terminal.isAlternateScreen && terminal.showsListPosition(1) },
        "the browser did not come back:\n\(terminal.text)")
      reel.pump(upTo: 0.3)
      XCTAssertFalse(reel.isStopped, "reel stopped again after fg (second Ctrl-Z \(attempt))")
      if reel.isStopped { reel.signal(SIGCONT) }
    }
    reel.press(VTERM_KEY_DOWN)
    reel.waitForPosition(2, seconds: 5)
    reel.type("q")
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
  }
}
