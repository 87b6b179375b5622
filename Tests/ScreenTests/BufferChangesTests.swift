import Screen
import XCTest

/// `Buffer.forEachChange` (bit comparison first, by value only where the bits differ) reports
/// exactly the cells a plain `!=` over every cell reports, in the same order.
final class BufferChangesTests: XCTestCase {
  private struct Change: Equatable {
    var x: Int
    var y: Int
    var cell: Cell
  }

  /// A fixed sequence, so a failure repeats.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11 ^ state
    }
  }

  private static let texts = [
    "Blade Runner", "千と千尋の神隠し", "🇯🇵 flag", "é", "a", " ", "★", "│", "—",
    "a grapheme string long enough to live on the heap", "كتاب", "कि",
  ]
  private static let styles = [
    Style.plain, Style(attributes: .dim), Style(attributes: .reverse),
    Style(fg: .indexed(208), bg: .default), Style(fg: .black, bg: .white, attributes: .bold),
  ]

  private func naiveChanges(_ buffer: Buffer, since previous: Buffer, columns: Int, rows: Int)
    -> [Change]
  {
    var changes: [Change] = []
    for y in 0..<min(rows, buffer.height) {
      for x in 0..<min(columns, buffer.width) where buffer[x, y] != previous[x, y] {
        changes.append(Change(x: x, y: y, cell: buffer[x, y]))
      }
    }
    return changes
  }

  private func scribble(_ buffer: inout Buffer, using random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let text = Self.texts.randomElement(using: &random)!
      // A fresh copy of the string: equal values in different storage (the value comparison
      // must still call them equal).
      let copy = String(decoding: Array(text.utf8), as: UTF8.self)
      buffer.put(
        copy, x: Int.random(in: -2..<buffer.width, using: &random),
        y: Int.random(in: 0..<buffer.height, using: &random),
        style: Self.styles.randomElement(using: &random)!)
    }
  }

  func testReportsExactlyTheCellsThatDifferOverRandomFrames() {
    var random = SeededGenerator(state: 42)
    for _ in 0..<300 {
      let width = Int.random(in: 1...30, using: &random)
      let height = Int.random(in: 1...6, using: &random)
      var previous = Buffer(width: width, height: height)
      scribble(&previous, using: &random)
      var buffer: Buffer
      if Bool.random(using: &random) {
        // The previous frame changed in a few places (its unchanged rows share storage).
        buffer = previous
      } else {
        // Both frames drawn from scratch with the same writes, so most cells are equal but in
        // different storage; a few writes to the new one only make the differences.
        buffer = Buffer(width: width, height: height)
        var replay = SeededGenerator(state: random.state)
        scribble(&previous, using: &replay)
        scribble(&buffer, using: &random)
      }
      scribble(&buffer, using: &random)
      let columns = Int.random(in: 0...width + 2, using: &random)
      let rows = Int.random(in: 0...height + 1, using: &random)
      var found: [Change] = []
      buffer.forEachChange(since: previous, columns: columns, rows: rows) {
        found.append(Change(x: $0, y: $1, cell: $2))
      }
      XCTAssertEqual(found, naiveChanges(buffer, since: previous, columns: columns, rows: rows))
    }
  }

  func testTheSameFrameHasNoChanges() {
    var buffer = Buffer(width: 10, height: 2)
    buffer.put("千と千尋", x: 1, y: 1, style: Style(attributes: .bold))
    var count = 0
    buffer.forEachChange(since: buffer, columns: 10, rows: 2) { _, _, _ in count += 1 }
    XCTAssertEqual(count, 0)
  }

  func testEqualCellsInDifferentStorageAreNotChanges() {
    let long = "a grapheme string long enough to live on the heap"
    var before = Buffer(width: 4, height: 1)
    var after = Buffer(width: 4, height: 1)
    before[0, 0] = Cell(String(decoding: Array(long.utf8), as: UTF8.self))
    after[0, 0] = Cell(String(decoding: Array(long.utf8), as: UTF8.self))
    after[2, 0] = Cell("x")
    var changes: [Change] = []
    after.forEachChange(since: before, columns: 4, rows: 1) {
      changes.append(Change(x: $0, y: $1, cell: $2))
    }
    XCTAssertEqual(changes, [Change(x: 2, y: 0, cell: Cell("x"))])
  }
}
