import Foundation
import Glibc
import XCTest

/// More ways out while the terminal's answer to the start-up question is still on its way
/// (see `LateAnswerTests`): Ctrl-Z, and two signals at once.
final class LateAnswerWaysOutTests: XCTestCase {
  /// Ctrl-Z before the answer came: Reel stopped with the answer still to come, and the shell,
  /// in its own line modes, read it as typed text (`^[[?1;2c` at the prompt).
  func testControlZBeforeALateAnswerLeavesNothingForTheShell() throws {
    let reel = try ReelInTerminal(self)
    // Nothing is read from the pty: the question stays unanswered past the probe's bound.
    usleep(600_000)
    reel.control("z")
    // The terminal answers 150 ms after the Ctrl-Z (a long way round the network).
    usleep(150_000)
    XCTAssertTrue(reel.pump(upTo: 10) { reel.isStopped }, "Ctrl-Z did not stop reel")
    reel.pump(upTo: 0.3)
    let left = reel.inputLeftForTheShell()
    XCTAssertEqual(
      left, [], "the shell reads \(String(decoding: left, as: UTF8.self).debugDescription)")
    reel.signal(SIGKILL)
  }

  /// A signal just after the question, with the terminal not answering (yet): the handler,
  /// on whichever thread took the signal, gives the terminal back and reads for the answer up
  /// to 2 s, while the main thread went on past the probe, found standard output taken away
  /// for the restore and ended Reel with "standard input and output must be a terminal" and
  /// status 1, not of the signal. A second signal a moment later (Ctrl-C twice) changes
  /// nothing: Reel ends of a signal, with the shell's line modes back.
  func testASignalWhileTheAnswerIsAwaitedEndsReelOfTheSignal() throws {
    for second in [nil, SIGTERM] {
      let reel = try ReelInTerminal(self)
      guard let before = reel.lineModes else { throw XCTSkip("no line modes to compare") }
      // The question is asked with line editing off: signal as soon as it is.
      let deadline = Date().addingTimeInterval(10)
      while reel.lineModes.map({ $0.c_lflag & tcflag_t(ICANON) != 0 }) ?? false,
        Date() < deadline
      {
        usleep(500)
      }
      usleep(5_000)
      reel.signal(SIGINT)
      if let second {
        usleep(5_000)
        reel.signal(second)
      }
      // Keys keep coming (a held key) but no answer: nothing Reel writes is read meanwhile.
      let typing = Date().addingTimeInterval(3)
      while Date() < typing, !reel.hasEnded {
        reel.offer(Array("x".utf8))
        usleep(10_000)
      }
      XCTAssertNotNil(reel.waitForExit(), "reel did not end")
      let status = reel.shellStatus
      XCTAssertTrue(
        status == 128 + SIGINT || status == 128 + SIGTERM,
        "second signal \(second as Any): ended with \(status as Any), not of the signal:\n"
          + reel.terminal.text)
      let kept = tcflag_t(ECHO | ICANON)
      XCTAssertEqual(
        reel.lineModes.map { $0.c_lflag & kept }, before.c_lflag & kept,
        "second signal \(second as Any): the shell is left without echo or line editing")
    }
  }

  /// `reel show 550` asks the terminal too (to print the poster), then prints and ends: over
  /// a slow link the answer came after it had ended, and the shell read it as typed text.
  func testAPrintingCommandEndingBeforeALateAnswerLeavesNothingForTheShell() throws {
    let reel = try ReelInTerminal(self, arguments: ["show", "550", "--replay"])
    // Nothing is read from the pty: the question stays unanswered past the probe's bound.
    usleep(600_000)
    // The answer comes now, 150 ms after the printing began to end.
    usleep(150_000)
    XCTAssertEqual(reel.waitForExit().map { _ in reel.shellStatus }, 0)
    XCTAssertTrue(reel.terminal.contains("Fight Club"), reel.terminal.text)
    // Typed at the shell once Reel is gone.
    reel.send(Array("ls\r".utf8))
    reel.pump(upTo: 0.3)
    let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
    XCTAssertEqual(left, "ls\n", "the shell reads \(left.debugDescription)")
  }
}
