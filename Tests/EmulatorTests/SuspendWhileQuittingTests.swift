import Foundation
import Glibc
import XCTest

/// Ctrl-Z while Reel, quitting just after it started, still reads for the start-up question's
/// answer (up to 2 s): the handler for Ctrl-Z was already gone, and Reel stopped at once with
/// its screen still up and the tty raw, for the shell to take back as it was.
final class SuspendWhileQuittingTests: XCTestCase {
  func testControlZWhileQuittingStopsReelOnlyOnceTheTerminalIsGivenBack() throws {
    let reel = try HandPlayedTerminal(self)
    XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing:\n\(reel.terminal.text)")
    // The question stays unanswered: the browser comes up without the answer.
    XCTAssertTrue(reel.waitFor("Fight Club"), "no list:\n\(reel.terminal.text)")
    reel.send("q")
    reel.read(upTo: 0.1)
    reel.send([0x1A])  // Ctrl-Z: the tty sends SIGTSTP
    let stopped = reel.read(upTo: 10) { reel.isStopped || reel.exitStatus != nil }
    XCTAssertTrue(stopped, "reel neither stopped nor ended")
    reel.read(upTo: 0.2)
    XCTAssertFalse(reel.terminal.isAlternateScreen, "stopped with its screen up")
    let modes = reel.lineModes?.c_lflag ?? 0
    XCTAssertNotEqual(modes & tcflag_t(ECHO), 0, "stopped with echo off")
    XCTAssertNotEqual(modes & tcflag_t(ICANON), 0, "stopped without line editing")
    // `fg`: it goes on quitting.
    reel.signal(SIGCONT)
    XCTAssertEqual(reel.waitForExit(), 0, "reel did not end after fg:\n\(reel.terminal.text)")
  }
}

/// A signal while `q` reads for the start-up question's answer: two ways out read for it at
/// once, the quit on the UI thread and the signal's restore on another; the answer that then
/// comes is read by one of them, never left for the shell.
final class SignalWhileQuittingTests: XCTestCase {
  func testASignalWhileQuittingReadsTheAnswerOnce() throws {
    let reel = try HandPlayedTerminal(self)
    XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing:\n\(reel.terminal.text)")
    XCTAssertTrue(reel.waitFor("Fight Club"), "no list:\n\(reel.terminal.text)")
    reel.send("q")
    reel.read(upTo: 0.1)
    reel.signal(SIGTERM)
    reel.read(upTo: 0.1)
    reel.send(SplitAnswerTests.answer)
    XCTAssertNotNil(reel.waitForExit(), "reel did not end")
    let status = reel.shellStatus
    XCTAssertTrue(status == 0 || status == 128 + SIGTERM, "ended with \(status as Any)")
    // Before the pty is read as the shell would (that read turns line editing off).
    let modes = reel.lineModes?.c_lflag ?? 0
    XCTAssertNotEqual(modes & tcflag_t(ECHO), 0, "echo left off")
    XCTAssertNotEqual(modes & tcflag_t(ICANON), 0, "line editing left off")
    let left = reel.inputLeftForTheShell()
    XCTAssertEqual(
      left, [], "the shell reads \(String(decoding: left, as: UTF8.self).debugDescription)")
  }
}
