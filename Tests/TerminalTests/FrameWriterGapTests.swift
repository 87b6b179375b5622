import Glibc
import ReelTestSupport
import XCTest

@testable import Screen
@testable import Terminal

/// A run of changed cells goes on over one to three unchanged cells to the change after them
/// (`FrameWriter.continueRun`'s bridge) only where the plain way writes those cells again too:
/// text over text of few letters, so that many cells are the same as before, in two styles
/// and with wide and non-ASCII cells among them, drawn by a writer with its shortcuts and by
/// one without, frame after frame, compared byte for byte and run for run. The same frames
/// test the run's loop of printable ASCII cells against the plain way's cell by cell.
final class FrameWriterGapTests: XCTestCase {
  override func setUp() {
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  private static let letters: [String] = [
    "a", "a", "b", "b", " ", " ", " ", "é", "─", "漢", "e\u{301}", "x",
  ]
  private static let styles = [Style.plain, Style.plain, Style.plain, Style(fg: .red)]

  /// A row of text over a stretch of the buffer, from few letters, mostly in one style.
  private static func scribble(_ buffer: inout Buffer, _ random: inout SeededGenerator) {
    let y = Int.random(in: 0..<buffer.height, using: &random)
    let x = Int.random(in: -2..<buffer.width, using: &random)
    var text = ""
    for _ in 0..<Int.random(in: 1...30, using: &random) {
      text += letters.randomElement(using: &random)!
    }
    let style = styles.randomElement(using: &random)!
    buffer.put(text, x: x, y: y, style: style)
    // Now and then the right half of a wide cell alone after a letter (a raw write): the
    // letter is then no one-column cell, and a run ends before it.
    if Int.random(in: 0..<4, using: &random) == 0 {
      buffer[Int.random(in: 0..<buffer.width, using: &random), y] = .continuation(style: style)
    }
  }

  func testARunGoesOverShortUnchangedGapsAsThePlainWayWritesThem() {
    var frames = 0
    var gapsBetweenChanges = 0
    for seed: UInt64 in 1...8 {
      var random = SeededGenerator(seed: seed)
      let size = Size(width: Int.random(in: 20...60, using: &random), height: 6)
      var fast = FrameWriter(
        capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true)
      var plain = FrameWriter(
        capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true,
        takesShortcuts: false)
      var shown: Buffer?
      var buffer = Buffer(width: size.width, height: size.height)
      for step in 0..<300 {
        var next = buffer
        for _ in 0..<Int.random(in: 1...4, using: &random) { Self.scribble(&next, &random) }
        // Now and then the damage is given (every row it touches, whole), else all is compared.
        let damage: [Rect]? =
          Int.random(in: 0..<2, using: &random) == 0 ? nil : changedRows(shown, next)
        let screen = Size(
          width: Int.random(in: 0..<5, using: &random) == 0 ? size.width - 2 : size.width,
          height: size.height)
        var written: [UInt8] = []
        var expected: [UInt8] = []
        fast.writeCells(
          of: next, since: shown, comparingOnly: damage, screen: screen, into: &written)
        plain.writeCells(
          of: next, since: shown, comparingOnly: damage, screen: screen, into: &expected)
        fast.resetRendition(into: &written)
        plain.resetRendition(into: &expected)
        guard written == expected, fast.written == plain.written else {
          return XCTFail(
            "seed \(seed), step \(step): "
              + "\(String(decoding: written, as: UTF8.self).debugDescription) instead of "
              + "\(String(decoding: expected, as: UTF8.self).debugDescription)")
        }
        if let shown { gapsBetweenChanges += Self.shortGaps(shown, next) }
        frames += 1
        shown = next
        buffer = next
      }
    }
    XCTAssertEqual(frames, 2400)
    XCTAssertGreaterThan(gapsBetweenChanges, 2000, "the frames have gaps to bridge")
  }

  /// The rows where the two buffers differ, each whole; nil (compare all) without a shown one.
  private func changedRows(_ shown: Buffer?, _ next: Buffer) -> [Rect]? {
    guard let shown else { return nil }
    return (0..<next.height).filter { y in
      (0..<next.width).contains { shown[$0, y] != next[$0, y] }
    }.map { Rect(x: 0, y: $0, width: next.width, height: 1) }
  }

  /// Stretches of one to three unchanged cells between two changed ones on a row.
  private static func shortGaps(_ shown: Buffer, _ next: Buffer) -> Int {
    var gaps = 0
    for y in 0..<next.height {
      var lastChange: Int?
      for x in 0..<next.width where shown[x, y] != next[x, y] {
        if let lastChange, x - lastChange >= 2, x - lastChange <= 4 { gaps += 1 }
        lastChange = x
      }
    }
    return gaps
  }
}
