import Glibc
import ReelTestSupport
import XCTest

@testable import Screen
@testable import Terminal

/// The writer compares only the renderer's damage when, and only when, the frame was drawn on
/// the very frame the terminal shows (`ShownFrame.damage(reaching:)`); the bytes are then
/// those of comparing every cell. Frames rendered and not shown, rendered twice, changed after
/// rendering, drawn from nothing, or met after a resize or a resume are compared whole.
final class FrameDamageWritingTests: XCTestCase {
  override func setUp() {
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  private static let size = Size(width: 40, height: 12)

  private func makeWriter() -> FrameWriter {
    FrameWriter(
      capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true)
  }

  /// A frame's bytes as the terminal writes them over `shown`.
  private func bytes(
    _ writer: inout FrameWriter, _ frame: Frame, over shown: ShownFrame?, screen: Size = size
  ) -> [UInt8] {
    var out: [UInt8] = []
    writer.writeCells(of: frame, over: shown, screen: screen, into: &out)
    writer.resetRendition(into: &out)
    return out
  }

  /// The same frame's bytes from comparing every cell with the one shown.
  private func wholeCompare(
    _ writer: inout FrameWriter, _ frame: Frame, over shown: ShownFrame?, screen: Size = size
  ) -> [UInt8] {
    var out: [UInt8] = []
    writer.writeCells(of: frame.buffer, since: shown?.buffer, screen: screen, into: &out)
    writer.resetRendition(into: &out)
    return out
  }

  /// Frame A is shown; B changes row 2 and is not shown; C changes row 8 only (its damage)
  /// and is. Trusting C's damage would leave B's row 2 unwritten.
  func testAFrameRenderedButNotShownMakesTheNextComparedWhole() {
    var renderer = EditingRenderer(size: Self.size)
    let a = renderer.render { $0.put("first", x: 0, y: 2) }
    _ = renderer.render { $0.put("skipped", x: 0, y: 2) }
    let c = renderer.render { $0.put("last", x: 0, y: 8) }
    XCTAssertEqual(c.damage?.rects.map(\.y), [8])
    var writer = makeWriter()
    _ = bytes(&writer, a, over: nil)
    let written = String(decoding: bytes(&writer, c, over: ShownFrame(a)), as: UTF8.self)
    XCTAssertTrue(written.contains("skipped"), written)
    XCTAssertTrue(written.contains("last"), written)
  }

  /// A scroll clamp renders twice and shows the second: its damage is relative to the first,
  /// which the terminal never had.
  func testTheSecondRenderOfAScrollClampIsComparedWhole() {
    var renderer = EditingRenderer(size: Self.size)
    let shown = renderer.render { $0.put("line 10", x: 0, y: 5) }
    _ = renderer.render { $0.put("line 90", x: 0, y: 5) }
    let clamped = renderer.render { $0.put("end", x: 30, y: 0) }
    var writer = makeWriter()
    _ = bytes(&writer, shown, over: nil)
    XCTAssertNil(ShownFrame(shown).damage(reaching: clamped))
    let written = String(decoding: bytes(&writer, clamped, over: ShownFrame(shown)), as: UTF8.self)
    XCTAssertTrue(written.contains("\u{1B}[6;6H9"), "line 10 became line 90: \(written)")
  }

  /// Cells changed after rendering drop the frame's account; the frame after it, drawn on
  /// the frame as rendered, is compared with the changed cells the terminal shows.
  func testAFrameChangedAfterRenderingIsComparedWholeAndSoIsTheNext() {
    var renderer = EditingRenderer(size: Self.size)
    let first = renderer.render { $0.put("one", x: 0, y: 1) }
    var changed = renderer.render { $0.put("two", x: 0, y: 1) }
    changed.buffer.put("extra", x: 0, y: 6)
    XCTAssertNil(changed.damage)
    let next = renderer.render { $0.put("three", x: 0, y: 1) }
    var writer = makeWriter()
    _ = bytes(&writer, first, over: nil)
    _ = bytes(&writer, changed, over: ShownFrame(first))
    XCTAssertNil(ShownFrame(changed).damage(reaching: next))
    let written = String(decoding: bytes(&writer, next, over: ShownFrame(changed)), as: UTF8.self)
    XCTAssertTrue(written.contains("\u{1B}[7;1H"), "row 7's extra cells are blanked: \(written)")
  }

  /// A frame drawn from nothing, and a frame shown without a number (the ncurses path, a
  /// resume or resize that forgot the screen), give no damage to trust.
  func testAFrameFromNothingOrOverAFrameWithoutNumberIsComparedWhole() {
    var renderer = EditingRenderer(size: Self.size)
    let shown = renderer.render { $0.put("shown", x: 0, y: 0) }
    let fresh = renderer.renderFromNothing { $0.put("fresh", x: 0, y: 3) }
    XCTAssertNil(fresh.damage?.base)
    XCTAssertNil(ShownFrame(shown).damage(reaching: fresh))
    let next = renderer.render { $0.put("next", x: 0, y: 4) }
    XCTAssertNotNil(ShownFrame(fresh).damage(reaching: next))
    XCTAssertNil(ShownFrame(buffer: fresh.buffer).damage(reaching: next))
  }

  /// What the terminal does on a resize, a resume and a failed write (`previousFrame = nil`)
  /// and on the ncurses path (`previousFrame = buffer`) forgets the frame's number with it.
  func testForgettingTheShownCellsForgetsTheirNumber() {
    var renderer = EditingRenderer(size: Self.size)
    let shown = renderer.render { $0.put("shown", x: 0, y: 0) }
    let next = renderer.render { $0.put("next", x: 0, y: 4) }
    let terminal = Terminal()
    terminal.shownFrame = ShownFrame(shown)
    XCTAssertNotNil(terminal.shownFrame?.damage(reaching: next))
    terminal.previousFrame = shown.buffer
    XCTAssertNil(terminal.shownFrame?.damage(reaching: next))
    terminal.shownFrame = ShownFrame(shown)
    terminal.previousFrame = nil
    XCTAssertNil(terminal.shownFrame)
  }

  /// Long seeded sessions of frames shown, skipped, rendered twice, changed after rendering,
  /// drawn from nothing, resized and resumed: every frame's bytes are those of comparing every
  /// cell; and the sessions hold frames whose damage, trusted blindly, would have been wrong.
  func testRandomSessionsWriteWhatComparingEveryCellWrites() {
    var blindlyWrong = 0
    var limited = 0
    for seed: UInt64 in 1...6 {
      var random = SeededGenerator(seed: seed)
      var size = Self.size
      var renderer = EditingRenderer(size: size)
      var writer = makeWriter()
      var reference = makeWriter()
      var shown: ShownFrame?
      for step in 0..<400 {
        let context = "seed \(seed), step \(step)"
        var frame: Frame
        switch Int.random(in: 0..<20, using: &random) {
        case 0, 1:
          // Rendered and never shown (a frame skipped, the first render of a scroll clamp).
          _ = renderer.render { EditingRenderer.edit(&$0, &random) }
          continue
        case 2:
          frame = renderer.renderFromNothing { EditingRenderer.edit(&$0, &random) }
        case 3:
          // The terminal resized: it forgets the screen, and the renderer draws at the size.
          size = Size(width: Int.random(in: 8...50, using: &random), height: 12)
          renderer = EditingRenderer(size: size)
          shown = nil
          frame = renderer.renderFromNothing { EditingRenderer.edit(&$0, &random) }
        case 4:
          // A resume: ncurses repainted, the terminal forgets the screen and its state.
          shown = nil
          writer.terminalWasReset(cursorVisible: false)
          reference.terminalWasReset(cursorVisible: false)
          frame = renderer.render { EditingRenderer.edit(&$0, &random) }
        case 5:
          frame = renderer.render { EditingRenderer.edit(&$0, &random) }
          frame.buffer.put("changed", x: Int.random(in: 0..<size.width, using: &random), y: 2)
        default:
          frame = renderer.render { EditingRenderer.edit(&$0, &random) }
        }
        if let shown, let damage = frame.damage, shown.damage(reaching: frame) == nil,
          shown.buffer.width == frame.buffer.width
        {
          var blind = writer
          var out: [UInt8] = []
          blind.writeCells(
            of: frame.buffer, since: shown.buffer, comparingOnly: damage.rects, screen: size,
            into: &out)
          blind.resetRendition(into: &out)
          var whole = reference
          if out != wholeCompare(&whole, frame, over: shown, screen: size) { blindlyWrong += 1 }
        }
        if shown?.damage(reaching: frame) != nil { limited += 1 }
        let written = bytes(&writer, frame, over: shown, screen: size)
        let expected = wholeCompare(&reference, frame, over: shown, screen: size)
        guard written == expected else {
          return XCTFail(
            "\(context): \(String(decoding: written, as: UTF8.self).debugDescription) "
              + "instead of \(String(decoding: expected, as: UTF8.self).debugDescription)")
        }
        shown = ShownFrame(frame)
      }
    }
    XCTAssertGreaterThan(limited, 1000, "most frames compare only their damage")
    XCTAssertGreaterThan(blindlyWrong, 20, "the sessions test the check")
  }

  /// The writer's shortcuts (a run started by its ASCII first cell in the run's loop, the
  /// blanks at a row's end looked for back to its first change, renditions kept) write byte for
  /// byte what the plain way writes: long seeded sessions, with rows rewritten whole, pictures
  /// over blanks, and screens narrower than the frame, drawn by two writers, one of each way.
  func testTheShortcutsWriteWhatThePlainWayWrites() {
    var frames = 0
    var bytesCompared = 0
    for seed: UInt64 in 11...16 {
      var random = SeededGenerator(seed: seed)
      var size = Self.size
      var renderer = EditingRenderer(size: size)
      var fast = makeWriter()
      var plain = FrameWriter(
        capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true,
        takesShortcuts: false)
      var shown: ShownFrame?
      for step in 0..<400 {
        var frame: Frame
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
          size = Size(width: Int.random(in: 8...50, using: &random), height: 12)
          renderer = EditingRenderer(size: size)
          shown = nil
          frame = renderer.renderFromNothing { EditingRenderer.edit(&$0, &random) }
        default:
          frame = renderer.render { EditingRenderer.edit(&$0, &random) }
        }
        let rewriting =
          Int.random(in: 0..<5, using: &random) == 0 ? [Int.random(in: 0..<12, using: &random)] : []
        let pictures =
          Int.random(in: 0..<4, using: &random) == 0
          ? [
            Rect(
              x: Int.random(in: 0..<size.width, using: &random),
              y: Int.random(in: 0..<12, using: &random), width: 3, height: 2)
          ]
          : []
        // Now and then a terminal narrower than the frame: the last columns are not written.
        let screen = Size(
          width: Int.random(in: 0..<6, using: &random) == 0 ? size.width - 3 : size.width,
          height: 12)
        var written: [UInt8] = []
        var expected: [UInt8] = []
        fast.writeCells(
          of: frame, over: shown, screen: screen, rewriting: rewriting, keeping: pictures,
          into: &written)
        plain.writeCells(
          of: frame, over: shown, screen: screen, rewriting: rewriting, keeping: pictures,
          into: &expected)
        fast.resetRendition(into: &written)
        plain.resetRendition(into: &expected)
        guard written == expected, fast.written == plain.written else {
          return XCTFail(
            "seed \(seed), step \(step): "
              + "\(String(decoding: written, as: UTF8.self).debugDescription) instead of "
              + "\(String(decoding: expected, as: UTF8.self).debugDescription)")
        }
        frames += 1
        bytesCompared += written.count
        shown = ShownFrame(frame)
      }
    }
    XCTAssertEqual(frames, 2400)
    XCTAssertGreaterThan(bytesCompared, 100_000)
  }
}

/// A renderer stand-in: each frame is the last with some edits, numbered and based on the
/// last one as `FrameRenderer` does, its damage each changed row's changed columns (widened
/// a little, as a region drawn again would be, or merged into one rectangle).
private struct EditingRenderer {
  private var front: Buffer
  private var serial: UInt64?

  init(size: Size) { front = Buffer(width: size.width, height: size.height) }

  mutating func render(_ edit: (inout Buffer) -> Void) -> Frame {
    var buffer = front
    edit(&buffer)
    return finish(buffer, damage: FrameDamage(base: serial, rects: Self.damage(front, buffer)))
  }

  /// A frame drawn in a blank buffer, based on none.
  mutating func renderFromNothing(_ edit: (inout Buffer) -> Void) -> Frame {
    var buffer = Buffer(width: front.width, height: front.height)
    edit(&buffer)
    return finish(buffer, damage: FrameDamage(base: nil, rects: [buffer.area]))
  }

  private mutating func finish(_ buffer: Buffer, damage: FrameDamage) -> Frame {
    front = buffer
    serial = damage.serial
    var frame = Frame(buffer: buffer)
    frame.damage = damage
    return frame
  }

  /// Per changed row, its changed columns and a column more each side; the rows of a block of
  /// three or more changed rows merged into one rectangle as wide as their widest.
  private static func damage(_ before: Buffer, _ after: Buffer) -> [Rect] {
    var rows: [Rect] = []
    for y in 0..<after.height {
      let changed = (0..<after.width).filter { after[$0, y] != before[$0, y] }
      guard let first = changed.first, let last = changed.last else { continue }
      let x = max(first - 1, 0)
      rows.append(Rect(x: x, y: y, width: min(last + 2, after.width) - x, height: 1))
    }
    guard rows.count >= 3 else { return rows }
    let x = rows.map(\.x).min()!
    let maxX = rows.map(\.maxX).max()!
    return [Rect(x: x, y: rows[0].y, width: maxX - x, height: rows.last!.maxY - rows[0].y)]
  }

  private static let texts = [
    "Dune: Part Two", "漢字のタイトル", "e\u{301}te\u{303}", "─┼─│", "★ 8.5", "🎬 Film", "a  b",
    "Spirited Away (千と千尋)", "█▓▒░",
  ]
  private static let styles = [
    Style.plain, Style(fg: .red), Style(fg: .indexed(208), bg: .blue, attributes: [.bold]),
    Style(bg: .indexed(236)), Style(attributes: [.reverse]),
  ]

  /// One to three edits: text put somewhere, a filled rectangle, a row blanked.
  static func edit(_ buffer: inout Buffer, _ random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let y = Int.random(in: 0..<buffer.height, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        buffer.fill(
          Rect(
            x: Int.random(in: 0..<buffer.width, using: &random), y: y,
            width: Int.random(in: 1...12, using: &random),
            height: Int.random(in: 1...5, using: &random)),
          style: styles.randomElement(using: &random)!)
      case 1:
        buffer.fill(Rect(x: 0, y: y, width: buffer.width, height: 1))
      default:
        buffer.put(
          texts.randomElement(using: &random)!,
          x: Int.random(in: -2..<buffer.width, using: &random), y: y,
          style: styles.randomElement(using: &random)!)
      }
    }
  }
}
