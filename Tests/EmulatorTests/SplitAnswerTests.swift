import Foundation
import Glibc
import XCTest

/// The terminal's answer to the start-up question split in two by a slow link, its first part
/// inside the probe's short wait and its rest after it: the part was thrown away, the rest
/// (`?1;2c` of `ESC [ ? 1 ; 2 c`) reached the browser as keys (`?` of `[?1;2c` opened the keys' help), and the
/// answer, never seen whole, was waited for on the way out: `q` then read the keys typed after
/// it for 2 s and threw them away.
final class SplitAnswerTests: XCTestCase {
  static let answer = Array("\u{1B}[?1;2c".utf8)

  /// Starts reel, answers its question in two parts around the probe's bound, and waits for
  /// the list.
  private func startWithTheAnswerSplit(after count: Int) throws -> HandPlayedTerminal {
    let reel = try HandPlayedTerminal(self)
    XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing:\n\(reel.terminal.text)")
    reel.send(Array(Self.answer.prefix(count)))
    // Past the probe's bound (100 ms, 300 ms over ssh).
    usleep(350_000)
    reel.send(Array(Self.answer.dropFirst(count)))
    XCTAssertTrue(reel.waitFor("Fight Club"), "no list:\n\(reel.terminal.text)")
    reel.read(upTo: 0.5)
    return reel
  }

  func testAnAnswerSplitAcrossTheProbesBoundRunsNoKeys() throws {
    for split in 1..<Self.answer.count {
      let reel = try startWithTheAnswerSplit(after: split)
      let context = "split after \(split) bytes"
      // Still the popular list, with nothing opened, searched or moved by the answer's rest.
      XCTAssertTrue(
        reel.terminal.showsListPosition(1), "\(context): moved\n\(reel.terminal.text)")
      XCTAssertTrue(
        reel.terminal.contains(" Popular  1/"), "\(context): switched\n\(reel.terminal.text)")
      XCTAssertFalse(
        reel.terminal.contains("─ Keys ─"), "\(context): help opened\n\(reel.terminal.text)")
      reel.send("q")
      XCTAssertEqual(reel.waitForExit(), 0, "\(context): q did not end reel")
    }
  }

  /// The answer came (split), so the way out waits for nothing: what is typed right after `q`
  /// is the shell's.
  func testQuittingAfterASplitAnswerKeepsWhatIsTypedNext() throws {
    for split in [2, 5] {
      let reel = try startWithTheAnswerSplit(after: split)
      reel.send("q")
      // Typed once the screen is given back, or a second on, while reel still waited for the
      // answer (2 s) and read the keys typed meanwhile.
      reel.read(upTo: 1) { !reel.terminal.isAlternateScreen }
      reel.send("ls\r")
      XCTAssertEqual(reel.waitForExit(), 0, "split after \(split): q did not end reel")
      let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
      // Enter as the shell's line modes read it, or as Reel's, when it came while the screen
      // was being given back: either way the keys are the shell's.
      XCTAssertTrue(
        ["ls\n", "ls\r"].contains(left),
        "split after \(split): the shell reads \(left.debugDescription)")
    }
  }
}

/// The answer came after the probe's bound, split again by the link while the browser read
/// it: its two parts were dropped (neither ran as keys), but the answer was never taken as
/// come, and `q` read for it 2 s more, eating the keys typed meanwhile.
final class LateSplitAnswerTests: XCTestCase {
  func testQuittingAfterALateSplitAnswerKeepsWhatIsTypedNext() throws {
    let answer = SplitAnswerTests.answer
    for split in [1, 2, 3, 5, 6] {
      let reel = try HandPlayedTerminal(self)
      let context = "split after \(split) bytes"
      XCTAssertTrue(reel.waitForTheQuestion(), "reel asked nothing:\n\(reel.terminal.text)")
      // Unanswered past the probe's bound: the browser comes up without the answer.
      XCTAssertTrue(reel.waitFor("Fight Club"), "no list:\n\(reel.terminal.text)")
      reel.send(Array(answer.prefix(split)))
      // Longer than the browser waits for a sequence's rest (50 ms).
      reel.read(upTo: 0.15)
      reel.send(Array(answer.dropFirst(split)))
      reel.read(upTo: 0.1)
      XCTAssertTrue(reel.terminal.contains(" Popular  1/"), "\(context):\n\(reel.terminal.text)")
      XCTAssertFalse(reel.terminal.contains("─ Keys ─"), "\(context):\n\(reel.terminal.text)")
      reel.send("q")
      reel.read(upTo: 0.5) { !reel.terminal.isAlternateScreen }
      reel.send("ls\r")
      XCTAssertEqual(reel.waitForExit(), 0, "\(context): q did not end reel")
      let left = String(decoding: reel.inputLeftForTheShell(), as: UTF8.self)
      // Enter as the shell's line modes read it, or as Reel's, when it came while the screen
      // was being given back: either way the keys are the shell's.
      XCTAssertTrue(
        ["ls\n", "ls\r"].contains(left), "\(context): the shell reads \(left.debugDescription)")
    }
  }
}
