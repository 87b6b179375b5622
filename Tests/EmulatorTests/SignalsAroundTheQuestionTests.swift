import Foundation
import Glibc
import XCTest

/// Signals from the moment the start-up question is asked until the screen is up: between
/// the probe's end and `Terminal.start` no handler was in place for a few milliseconds, and
/// during the probe none for Ctrl-Z.
final class SignalsAroundTheQuestionTests: XCTestCase {
  /// Waits until the question has been asked and its wait is over (line editing back on, for
  /// the few milliseconds until the screen's modes are set); false when that moment was
  /// missed (a loaded machine), and the signal then comes a little later.
  private func waitForTheProbesEnd(_ reel: HandPlayedTerminal) -> Bool {
    guard reel.waitForTheQuestion() else { return false }
    // Spun, not slept: the moment lasts milliseconds, a few hundred after the question.
    let deadline = Date().addingTimeInterval(0.6)
    while Date() < deadline {
      if let modes = reel.lineModes, modes.c_lflag & tcflag_t(ICANON) != 0 { return true }
    }
    return false
  }

  /// SIGTERM, SIGHUP or SIGINT right after the probe gave up waiting: Reel died at the default
  /// action, and the answer, coming after, was the shell's typed text. (Before the fix, 3 of 3
  /// tries caught the moment and failed on an idle machine.)
  func testASignalRightAfterTheProbeLeavesNothingForTheShell() throws {
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      for _ in 0..<3 {
        let reel = try HandPlayedTerminal(self)
        _ = waitForTheProbesEnd(reel)
        reel.signal(signal)
        // The answer comes a moment later (a slow link).
        usleep(100_000)
        reel.send(SplitAnswerTests.answer)
        XCTAssertNotNil(reel.waitForExit(), "signal \(signal) did not end reel")
        XCTAssertEqual(reel.shellStatus, 128 + signal, "signal \(signal)")
        let left = reel.inputLeftForTheShell()
        XCTAssertEqual(
          left, [],
          "signal \(signal): the shell reads \(String(decoding: left, as: UTF8.self).debugDescription)"
        )
      }
    }
  }

  /// Ctrl-Z while the probe waits (echo and line editing off): Reel stopped there, in the
  /// probe's modes, and the answer coming meanwhile was the shell's. Now it stops once its
  /// screen is up, as from the browser, having read the answer, and `fg` brings it back.
  func testControlZDuringTheProbeStopsReelWithTheTerminalGivenBack() throws {
    let reel = try HandPlayedTerminal(self)
    XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing")
    reel.send([0x1A])  // Ctrl-Z: the tty sends SIGTSTP
    usleep(150_000)
    reel.send(SplitAnswerTests.answer)
    XCTAssertTrue(reel.read(upTo: 10) { reel.isStopped }, "Ctrl-Z did not stop reel")
    reel.read(upTo: 0.2)
    let modes = reel.lineModes?.c_lflag ?? 0
    XCTAssertNotEqual(modes & tcflag_t(ECHO), 0, "stopped with echo off")
    XCTAssertNotEqual(modes & tcflag_t(ICANON), 0, "stopped without line editing")
    XCTAssertFalse(reel.terminal.isAlternateScreen, "stopped with its screen up")
    let left = reel.inputLeftForTheShell()
    XCTAssertEqual(
      left, [], "the shell reads \(String(decoding: left, as: UTF8.self).debugDescription)")
    reel.signal(SIGCONT)  // fg
    XCTAssertTrue(reel.waitFor("Fight Club"), "no list after fg:\n\(reel.terminal.text)")
    reel.send("q")
    XCTAssertEqual(reel.waitForExit(), 0)
  }
}

/// `reel show` asks the same question and waits for its answer before it prints: Ctrl-Z in
/// that wait stopped it with echo and line editing off, and the answer was the shell's.
final class SuspendWhilePrintingAsksTests: XCTestCase {
  func testControlZWhileAPrintingCommandAsksStopsItOnlyOnceTheAnswerIsRead() throws {
    let reel = try HandPlayedTerminal(self, arguments: ["show", "550", "--replay"])
    XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing")
    reel.send([0x1A])  // Ctrl-Z: the tty sends SIGTSTP
    usleep(150_000)
    reel.send(SplitAnswerTests.answer)
    XCTAssertTrue(reel.read(upTo: 10) { reel.isStopped }, "Ctrl-Z did not stop reel")
    let modes = reel.lineModes?.c_lflag ?? 0
    XCTAssertNotEqual(modes & tcflag_t(ECHO), 0, "stopped with echo off")
    XCTAssertNotEqual(modes & tcflag_t(ICANON), 0, "stopped without line editing")
    let left = reel.inputLeftForTheShell()
    XCTAssertEqual(
      left, [], "the shell reads \(String(decoding: left, as: UTF8.self).debugDescription)")
    reel.signal(SIGCONT)  // fg
    XCTAssertEqual(reel.waitForExit(), 0)
    XCTAssertTrue(reel.terminal.contains("Fight Club"), reel.terminal.text)
  }

  /// Started with Ctrl-Z ignored (by a launcher, a script), a printing command leaves it so:
  /// Ctrl-Z during its question neither stops it nor is held for later.
  func testControlZIgnoredByWhoeverStartedReelStaysIgnoredWhileItAsks() throws {
    let ignoring = [
      "/usr/bin/python3", "-c",
      "import os, signal, sys; signal.signal(signal.SIGTSTP, signal.SIG_IGN); "
        + "os.execv(sys.argv[1], sys.argv[1:])",
    ]
    let reel = try HandPlayedTerminal(
      self, arguments: ["show", "550", "--replay"], launcher: ignoring)
    XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing")
    reel.send([0x1A])  // Ctrl-Z: the tty sends SIGTSTP, ignored
    usleep(150_000)
    reel.send(SplitAnswerTests.answer)
    let ended = reel.read(upTo: 10) { reel.isStopped || reel.exitStatus != nil }
    XCTAssertTrue(ended)
    XCTAssertFalse(reel.isStopped, "stopped though Ctrl-Z was ignored")
    if reel.isStopped { reel.signal(SIGCONT) }
    XCTAssertEqual(reel.waitForExit(), 0)
    XCTAssertTrue(reel.terminal.contains("Fight Club"), reel.terminal.text)
  }
}
