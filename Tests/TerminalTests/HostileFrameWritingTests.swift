import CNcurses
import Glibc
import ReelTestSupport
import Screen
import XCTest

@testable import Terminal

/// review9: the frame writer's shortcuts (the ASCII run loop, the memcmp and word compares,
/// the renditions kept by `SequenceCache`, the clear to a row's end, the damage) judged by what
/// a terminal shows, not by the bytes of another path of the same writer: each frame written
/// over the last, fed to a small terminal model, must leave the screen that writing the frame
/// from nothing leaves. The cells are the awkward ones: wide characters at a row's end and cut
/// by edits, combining marks, joined emoji, styles that differ in one attribute or colour only.
final class HostileFrameWritingTests: XCTestCase {
  override func setUp() {
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  /// What the terminal shows in a cell: its text (a wide character's second column is "") and
  /// its rendition.
  struct Shown: Equatable {
    var text = " "
    var rendition = Rendition()
  }

  struct Rendition: Equatable {
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var reverse = false
    var fg: Int?
    var bg: Int?
  }

  /// xterm as far as the writer drives it: cursor addressing and moves right, SGR, erase to
  /// the line's end and the screen, UTF-8 text by the C library's widths, the wrap pending at
  /// the right margin.
  struct Model {
    let columns: Int
    let rows: Int
    var cells: [[Shown]]
    var row = 0
    var column = 0
    var pendingWrap = false
    var rendition = Rendition()
    var problems: [String] = []

    init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
      cells = Array(repeating: Array(repeating: Shown(), count: columns), count: rows)
    }

    mutating func feed(_ bytes: [UInt8]) {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B {
          index = escape(bytes, from: index + 1)
          continue
        }
        if byte < 0x20 {
          problems.append("control \(byte)")
          index += 1
          continue
        }
        var length = 1
        if byte >= 0xF0 {
          length = 4
        } else if byte >= 0xE0 {
          length = 3
        } else if byte >= 0xC0 {
          length = 2
        }
        let scalarBytes = Array(bytes[index..<min(index + length, bytes.count)])
        index += length
        guard let scalar = String(validating: scalarBytes, as: UTF8.self)?.unicodeScalars.first
        else {
          problems.append("invalid UTF-8 \(scalarBytes)")
          continue
        }
        print(scalar)
      }
    }

    private mutating func print(_ scalar: Unicode.Scalar) {
      let width = Int(reel_wcwidth(wchar_t(bitPattern: scalar.value)))
      if width <= 0 {
        // Joins the cell before the cursor (the last one written).
        let target = pendingWrap ? column : column - 1
        if target >= 0, row < rows { cells[row][target].text.unicodeScalars.append(scalar) }
        return
      }
      if pendingWrap {
        pendingWrap = false
        column = 0
        row = min(row + 1, rows - 1)
      }
      guard row < rows, column < columns else { return problems.append("text off screen") }
      if width == 2 && column == columns - 1 { problems.append("a wide character at the margin") }
      clearHalves(at: column)
      if width == 2, column + 1 < columns { clearHalves(at: column + 1) }
      cells[row][column] = Shown(text: String(scalar), rendition: rendition)
      if width == 2, column + 1 < columns {
        cells[row][column + 1] = Shown(text: "", rendition: rendition)
      }
      column += width
      if column >= columns {
        column = columns - 1
        pendingWrap = true
      }
    }

    /// Writing over half of a wide character blanks its other half, as xterm does.
    private mutating func clearHalves(at x: Int) {
      if cells[row][x].text.isEmpty, x > 0 {
        cells[row][x - 1].text = " "
      } else if x + 1 < columns, cells[row][x + 1].text.isEmpty {
        cells[row][x + 1].text = " "
      }
    }

    private mutating func escape(_ bytes: [UInt8], from start: Int) -> Int {
      guard start < bytes.count else { return start }
      if bytes[start] == UInt8(ascii: "(") { return start + 2 }  // a character set
      guard bytes[start] == UInt8(ascii: "[") else {
        problems.append("ESC \(bytes[start])")
        return start + 1
      }
      var index = start + 1
      var text = ""
      while index < bytes.count, bytes[index] < 0x40 {
        text.append(Character(Unicode.Scalar(bytes[index])))
        index += 1
      }
      guard index < bytes.count else { return index }
      let final = bytes[index]
      let private_ = text.hasPrefix("?")
      let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map {
        Int($0) ?? 0
      }
      func number(_ at: Int, _ otherwise: Int) -> Int {
        at < numbers.count && numbers[at] > 0 ? numbers[at] : otherwise
      }
      switch final {
      case _ where private_: break
      case UInt8(ascii: "H"):
        row = min(number(0, 1), rows) - 1
        column = min(number(1, 1), columns) - 1
        pendingWrap = false
      case UInt8(ascii: "C"):
        column = min(column + number(0, 1), columns - 1)
        pendingWrap = false
      case UInt8(ascii: "K"):
        // From a wide character's right half: its left half goes too.
        if column > 0, cells[row][column].text.isEmpty { cells[row][column - 1].text = " " }
        for x in column..<columns { cells[row][x] = Shown(text: " ", rendition: rendition) }
      case UInt8(ascii: "J"):
        for y in 0..<rows {
          for x in 0..<columns { cells[y][x] = Shown(text: " ", rendition: rendition) }
        }
      case UInt8(ascii: "m"):
        sgr(text.isEmpty ? [0] : numbers)
      default:
        problems.append("CSI \(text) \(final)")
      }
      return index + 1
    }

    private mutating func sgr(_ numbers: [Int]) {
      var index = 0
      while index < numbers.count {
        let value = numbers[index]
        switch value {
        case 0: rendition = Rendition()
        case 1: rendition.bold = true
        case 2: rendition.dim = true
        case 3: rendition.italic = true
        case 4: rendition.underline = true
        case 7: rendition.reverse = true
        case 22: (rendition.bold, rendition.dim) = (false, false)
        case 23: rendition.italic = false
        case 24: rendition.underline = false
        case 27: rendition.reverse = false
        case 30...37: rendition.fg = value - 30
        case 39: rendition.fg = nil
        case 40...47: rendition.bg = value - 40
        case 49: rendition.bg = nil
        case 90...97: rendition.fg = value - 90 + 8
        case 100...107: rendition.bg = value - 100 + 8
        case 38, 48:
          guard index + 2 < numbers.count, numbers[index + 1] == 5 else {
            problems.append("SGR \(numbers)")
            return
          }
          if value == 38 {
            rendition.fg = numbers[index + 2]
          } else {
            rendition.bg = numbers[index + 2]
          }
          index += 2
        default: problems.append("SGR \(value)")
        }
        index += 1
      }
    }
  }

  private static let texts = [
    "漢字のタイトル", "x漢", "漢", "e\u{301}\u{302}", "a\u{301}", "👩‍👩‍👧", "🎬", "🏳️‍🌈", "─┼─│",
    "★", "Dune", "ab", "  ", "\u{A0}", "é", "Ω", "ｗ", "\u{200D}", "\u{FE0F}", "\u{1F1EF}\u{1F1F5}",
    "ก\u{E31}", "दि", "\u{FFFD}", "\u{E000}", "\u{10FFFD}", "\u{231A}\u{FE0E}", "\u{231A}",
    "\u{1F1E6}", "\u{3030}", "\u{303D}", "\u{1F3FB}", "a\u{1F3FB}", "\u{2E3A}", "\u{1F6DC}",
    "\u{1FAE8}", "\u{2614}\u{FE0E}", "\u{26A1}", "\u{AD}", "\u{115F}", "\u{1160}", "\u{3164}",
  ]

  /// Styles in pairs that differ in one attribute or one colour only.
  private static let styles: [Style] = [
    .plain, Style(attributes: [.bold]), Style(attributes: [.dim]),
    Style(attributes: [.bold, .dim]), Style(attributes: [.underline]),
    Style(attributes: [.italic]), Style(attributes: [.reverse]), Style(fg: .red),
    Style(fg: .brightRed), Style(fg: .indexed(1)), Style(fg: .indexed(9)), Style(bg: .red),
    Style(bg: .indexed(236)), Style(bg: .indexed(237)), Style(fg: .red, bg: .red),
    Style(fg: .red, attributes: [.bold]),
    Style(fg: .indexed(208), bg: .blue, attributes: [.bold, .italic]),
    Style(fg: .indexed(208), bg: .blue, attributes: [.bold]),
  ]

  private static func edit(_ buffer: inout Buffer, _ random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let y = Int.random(in: 0..<buffer.height, using: &random)
      let style = styles.randomElement(using: &random)!
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        buffer.fill(
          Rect(
            x: Int.random(in: 0..<buffer.width, using: &random), y: y,
            width: Int.random(in: 1...12, using: &random),
            height: Int.random(in: 1...4, using: &random)), style: style)
      case 1:
        buffer.fill(Rect(x: 0, y: y, width: buffer.width, height: 1))
      case 2:
        // A line's end: a wide character in the last column or the last two.
        let text = texts.randomElement(using: &random)!
        buffer.put(
          text, x: buffer.width - Int.random(in: 1...3, using: &random), y: y, style: style)
      case 3:
        // A run of one-column cells whose style changes in one attribute somewhere.
        let x = Int.random(in: 0..<buffer.width, using: &random)
        buffer.put(String(repeating: "a", count: 12), x: x, y: y, style: style)
        buffer.put(
          "b", x: x + Int.random(in: 0..<12, using: &random), y: y,
          style: styles.randomElement(using: &random)!)
      default:
        var text = ""
        for _ in 0..<Int.random(in: 1...5, using: &random) {
          text += texts.randomElement(using: &random)!
        }
        buffer.put(text, x: Int.random(in: -2..<buffer.width, using: &random), y: y, style: style)
      }
    }
  }

  private static func writer() -> FrameWriter {
    FrameWriter(
      capabilities: FrameWriterTests.xterm256, colorCount: 256, hasDefaultColors: true)
  }

  /// The screen after `buffer` is written from nothing by a writer of its own.
  private static func fromNothing(_ buffer: Buffer, screen: Size) -> Model {
    var writer = writer()
    var out: [UInt8] = []
    writer.writeCells(of: buffer, since: nil, screen: screen, into: &out)
    writer.resetRendition(into: &out)
    var model = Model(columns: screen.width, rows: screen.height)
    model.feed(out)
    return model
  }

  /// The columns each row changed in, a column wider each side (as a region drawn again).
  private static func damage(_ before: Buffer, _ after: Buffer) -> [Rect] {
    var rects: [Rect] = []
    for y in 0..<after.height {
      let changed = (0..<after.width).filter { after[$0, y] != before[$0, y] }
      guard let first = changed.first, let last = changed.last else { continue }
      let x = max(first - 1, 0)
      rects.append(Rect(x: x, y: y, width: min(last + 2, after.width) - x, height: 1))
    }
    return rects
  }

  func testEveryFrameShowsWhatWritingItFromNothingShows() {
    var frames = 0
    for seed: UInt64 in 1...8 {
      var random = SeededGenerator(seed: seed)
      var size = Size(width: Int.random(in: 5...40, using: &random), height: 8)
      var buffer = Buffer(width: size.width, height: size.height)
      var writer = Self.writer()
      var model = Model(columns: size.width, rows: size.height)
      var previous: Buffer?
      for step in 0..<300 {
        if Int.random(in: 0..<60, using: &random) == 0 {
          // A new size: the next frame is written from nothing.
          size = Size(width: Int.random(in: 3...40, using: &random), height: 8)
          buffer = Buffer(width: size.width, height: size.height)
          model = Model(columns: size.width, rows: size.height)
          previous = nil
        }
        Self.edit(&buffer, &random)
        // Now and then the writer loses track of the cursor and rendition (a write failed half
        // way): it must assume nothing of them, however the terminal was left.
        if Int.random(in: 0..<15, using: &random) == 0 {
          writer.forgetTerminalState()
          model.feed(Array("\u{1B}[1;4;7;38;5;200;41m\u{1B}[2;3H".utf8))
        }
        var out: [UInt8] = []
        let damage = previous.map { Self.damage($0, buffer) }
        let rewriting =
          Int.random(in: 0..<6, using: &random) == 0 ? [Int.random(in: 0..<8, using: &random)] : []
        writer.writeCells(
          of: buffer, since: previous, comparingOnly: Bool.random(using: &random) ? damage : nil,
          screen: size, rewriting: rewriting, into: &out)
        writer.resetRendition(into: &out)
        // Now and then the cursor is left elsewhere and shown (a text field).
        if Int.random(in: 0..<5, using: &random) == 0 {
          writer.placeCursor(
            Point(x: Int.random(in: 0..<size.width, using: &random), y: 3), screen: size,
            into: &out)
        }
        model.feed(out)
        let expected = Self.fromNothing(buffer, screen: size)
        XCTAssertEqual(model.problems, [], "seed \(seed) step \(step)")
        XCTAssertEqual(expected.problems, [], "seed \(seed) step \(step) from nothing")
        // Each one-column cell shows its first scalar (or U+FFFD for one the C library does
        // not know): nothing beside it spilled over it.
        for y in 0..<size.height {
          for x in 0..<size.width {
            let cell = buffer[x, y]
            guard !cell.isContinuation, let scalar = cell.grapheme.unicodeScalars.first,
              x + 1 >= size.width || !buffer[x + 1, y].isContinuation
            else { continue }
            let shown = expected.cells[y][x].text.unicodeScalars.first
            guard shown == scalar || shown == "\u{FFFD}" else {
              return XCTFail(
                "seed \(seed) step \(step): (\(x), \(y)) shows \(expected.cells[y][x].text.debugDescription)"
                  + " instead of \(String(scalar).debugDescription)")
            }
          }
        }
        guard model.cells == expected.cells else {
          let y = (0..<size.height).first { model.cells[$0] != expected.cells[$0] }!
          let x = (0..<size.width).first { model.cells[y][$0] != expected.cells[y][$0] }!
          return XCTFail(
            "seed \(seed) step \(step): row \(y) column \(x) shows \(model.cells[y][x]) instead of "
              + "\(expected.cells[y][x]); bytes \(String(decoding: out, as: UTF8.self).debugDescription)"
          )
        }
        // What lives over cells (links, painted pictures) is written again where the frame
        // wrote: every changed cell must be among the cells the writer says it wrote.
        if let previous {
          for y in 0..<size.height {
            for x in 0..<size.width where buffer[x, y] != previous[x, y] {
              guard writer.wrote(into: Rect(x: x, y: y, width: 1, height: 1)) else {
                return XCTFail("seed \(seed) step \(step): (\(x), \(y)) changed, not recorded")
              }
            }
          }
        }
        previous = buffer
        frames += 1
      }
    }
    XCTAssertEqual(frames, 2400)
  }

  /// A grapheme two columns wide whose first scalar the C library counts as one and whose
  /// next spacing scalar as two ("❤️‍🔥": a heart, then a fire): the second column gets a
  /// blank, not the fire, which would cover the cell after it or, in the last column, wrap
  /// onto the next row (on the bottom row, scrolling the whole screen up). review9 found the
  /// writer putting the fire there.
  func testAWideScalarInsideAGraphemeStaysInItsTwoColumns() {
    let heartOnFire = "\u{2764}\u{FE0F}\u{200D}\u{1F525}"
    XCTAssertEqual(reel_wcwidth(0x2764), 1)
    XCTAssertEqual(reel_wcwidth(0x1F525), 2)
    for x in [0, 3, 8] {
      var buffer = Buffer(width: 10, height: 3)
      buffer.put("abcdefghij", x: 0, y: 2)
      buffer.put(heartOnFire + "z", x: x, y: 2)
      XCTAssertEqual(buffer[x + 1, 2].isContinuation, true)
      var writer = Self.writer()
      var out: [UInt8] = []
      writer.writeCells(of: buffer, since: nil, screen: Size(width: 10, height: 3), into: &out)
      var model = Model(columns: 10, rows: 3)
      model.feed(out)
      XCTAssertEqual(model.problems, [], "at \(x)")
      XCTAssertEqual(model.cells[2][x].text, "\u{2764}\u{FE0F}", "at \(x)")
      XCTAssertEqual(model.cells[2][x + 1].text, " ", "at \(x): the second column")
      if x + 2 < 10 { XCTAssertEqual(model.cells[2][x + 2].text, "z", "at \(x): the cell after") }
      let fire = Array("\u{1F525}".utf8)
      XCTAssertFalse(
        (0...(out.count - fire.count)).contains { Array(out[$0..<$0 + fire.count]) == fire },
        "at \(x): the fire written")
    }
  }
}
