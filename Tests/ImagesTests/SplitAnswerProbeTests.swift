import Glibc
import XCTest

@testable import Images

/// The terminal's answers split by a slow link around the probe's bound: the part that came
/// in time was thrown away and the rest, coming later, reached the browser as keys.
final class SplitAnswerProbeTests: XCTestCase {
  /// Whatever the split, the answer begun in time is read whole, its rest included.
  func testAnAnswerBegunInTimeIsReadWhole() throws {
    let whole = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;21;9t\u{1B}[?62;4c".utf8)
    for split in 1..<whole.count {
      var toTerminal: [Int32] = [0, 0]
      var fromTerminal: [Int32] = [0, 0]
      guard pipe(&toTerminal) == 0, pipe(&fromTerminal) == 0 else { throw XCTSkip("no pipes") }
      defer { for fd in toTerminal + fromTerminal { close(fd) } }
      let writeEnd = fromTerminal[1]
      _ = whole.withUnsafeBytes { write(writeEnd, $0.baseAddress, split) }
      // The rest after the probe's bound (20 ms): past it, the reader already waits on.
      let rest = Array(whole[split...])
      let late = Thread {
        usleep(60_000)
        _ = rest.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
      }
      late.start()
      let replies = TerminalProbe.ask(
        input: fromTerminal[0], output: toTerminal[1], timeout: .milliseconds(20),
        restPatience: .seconds(5))
      XCTAssertEqual(
        replies,
        TerminalReplies(
          kittyGraphics: true, deviceAttributes: [62, 4],
          cellSize: CellPixelSize(width: 9, height: 21)),
        "split after \(split) bytes")
      // Nothing left behind for the browser to read as keys.
      var pending: Int32 = 0
      _ = ioctl(fromTerminal[0], UInt(FIONREAD), &pending)
      XCTAssertEqual(pending, 0, "split after \(split) bytes")
    }
  }
}
