import Foundation
import Glibc
import XCTest

/// Reel asks the terminal about pictures at start-up and waits a short bound for the answer.
/// Over a slow link (ssh, a loaded machine) the answer comes later; Reel ended in that window
/// (a signal, or `q` at once) was gone when it came, and the shell read it as typed text:
/// `^[[?1;2c` at the prompt.
final class LateAnswerTests: XCTestCase {
  /// The terminal answers only once Reel has been up for a while and is already ending.
  private func startWithTheAnswerHeldBack() throws -> ReelInTerminal {
    let reel = try ReelInTerminal(self)
    // Nothing is read from the pty: the question stays unanswered past the probe's bound, and
    // Reel goes on to draw its screen (which the pty keeps until it is read).
    usleep(600_000)
    return reel
  }

  /// The terminal answers 150 ms after Reel began to end (a long way round the network).
  private func answerLate(_ reel: ReelInTerminal) {
    usleep(150_000)
    _ = reel.waitForExit()
  }

  func testASignalThenALateAnswerLeavesNothingForTheShell() throws {
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      let reel = try startWithTheAnswerHeldBack()
      reel.signal(signal)
      answerLate(reel)
      XCTAssertNotNil(reel.waitForExit(), "signal \(signal) did not end reel")
      reel.pump(upTo: 0.3)
      let left = reel.inputLeftForTheShell()
      XCTAssertEqual(
        left, [],
        "signal \(signal): the shell reads \(String(decoding: left, as: UTF8.self).debugDescription)"
      )
    }
  }

  /// `q` straight away: the answer is read before the screen is given back, and what was typed
  /// after it is still the shell's.
  func testQuittingBeforeALateAnswerLeavesOnlyWhatWasTypedAfterIt() throws {
    let reel = try startWithTheAnswerHeldBack()
    reel.send(Array("q".utf8))
    answerLate(reel)
    XCTAssertEqual(reel.waitForExit(), 0, "q did not end reel")
    // Typed at the shell once Reel is gone (its line modes back: Enter is a newline).
    reel.send(Array("ls\r".utf8))
    reel.pump(upTo: 0.3)
    let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
    XCTAssertEqual(left, "ls\n", "the shell reads \(left.debugDescription)")
  }
}
