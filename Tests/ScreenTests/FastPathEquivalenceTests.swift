import ReelTestSupport
import XCTest

@testable import Screen

/// The per-frame fast paths (ASCII wrapping and writing, widths of box and block characters,
/// trimming without Foundation) give exactly what the general code gives: they only skip work.
final class FastPathEquivalenceTests: XCTestCase {
  /// The general rule for a lone scalar, written out: what `DisplayWidth` answered before its
  /// shortcuts for Latin letters, box drawing, blocks and Braille.
  private func referenceWidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      return scalar.properties.isEmojiPresentation ? 2 : 1
    }
  }

  func testShortcutWidthsMatchTheUnicodeProperties() {
    for range in [0xA0..<0x300, 0x2500..<0x25A0, 0x2800..<0x2900] {
      for value in range {
        let scalar = Unicode.Scalar(UInt32(value))!
        XCTAssertEqual(
          DisplayWidth.of(scalar), referenceWidth(scalar), String(format: "U+%04X", value))
        XCTAssertEqual(
          DisplayWidth.of(Character(scalar)), referenceWidth(scalar),
          String(format: "U+%04X", value))
      }
    }
  }

  /// Random printable ASCII with runs of spaces and long words, wrapped at many widths with the
  /// shortcut and without it.
  func testASCIIWrappingMatchesTheGeneralPath() {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("abc defg  hijklmnopqrstuvwxyz,.;'-ABCXYZ0123456789   ")
    for _ in 0..<300 {
      let length = Int.random(in: 0...160, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      for width in [1, 2, 3, 5, 8, 13, 20, 41, 80] {
        XCTAssertEqual(
          TextLayout.wrap(text, width: width, asciiShortcut: true),
          TextLayout.wrap(text, width: width, asciiShortcut: false), "\(width): \(text)")
      }
    }
    for text in ["\n", "a\n\nb", "  lead and trail  ", "supercalifragilistic word", "x\n  \ny"] {
      for width in 1...12 {
        XCTAssertEqual(
          TextLayout.wrap(text, width: width, asciiShortcut: true),
          TextLayout.wrap(text, width: width, asciiShortcut: false), "\(width): \(text)")
      }
    }
  }

  /// The same for text with accented letters, curly quotes, dashes and "…" (one column each,
  /// several bytes each), line feeds and a carriage return among them.
  func testSingleColumnWrappingMatchesTheGeneralPath() {
    var generator = SeededGenerator(seed: 11)
    let alphabet = Array("abc déf  ghïj ’“”—–…ÀÉÎõüß ★ \u{A0}xyz,.\n  Ωλ ")
    for _ in 0..<300 {
      let length = Int.random(in: 0...160, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      for width in [1, 2, 3, 5, 8, 13, 20, 41, 80] {
        XCTAssertEqual(
          TextLayout.wrap(text, width: width, asciiShortcut: true),
          TextLayout.wrap(text, width: width, asciiShortcut: false), "\(width): \(text)")
      }
    }
    for text in [
      "Amélie’s “world” — überlänge", "a\r\nb", "\r\n\n", "café\u{301} au lait", "naïve\n\n—",
      "Spirited 千尋 away", "ééééééééééééééé", "\u{A0}\u{A0} a",
    ] {
      for width in 1...12 {
        XCTAssertEqual(
          TextLayout.wrap(text, width: width, asciiShortcut: true),
          TextLayout.wrap(text, width: width, asciiShortcut: false), "\(width): \(text)")
      }
    }
  }

  /// The byte check that picks the one-column path agrees with the scalars' own answer.
  func testLoneSingleColumnCheckOnBytesMatchesTheScalars() {
    var generator = SeededGenerator(seed: 13)
    let alphabet = Array(
      "aZ ~é’—…★ßÀ\u{A0}\u{AD}\u{2FF}\u{300}\u{2028}千😀\u{7F}\t\n\u{1F}ا\u{2800}█")
    for _ in 0..<500 {
      let length = Int.random(in: 0...12, using: &generator)
      var text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let expected = text.unicodeScalars.allSatisfy(Buffer.isLoneSingleColumn)
      XCTAssertEqual(text.withUTF8 { TextLayout.allLoneSingleColumn($0) }, expected, text)
    }
  }

  func testASCIIWritingMatchesTheGeneralPath() {
    let style = Style(fg: .red)
    for x in -4...12 {
      for maxWidth in [nil, 0, 1, 3, 7, 30] {
        var fast = Buffer(width: 10, height: 1)
        var general = Buffer(width: 10, height: 1)
        // Wide graphemes under both edges, to see that both paths mend them alike.
        fast.putVisual("界界界界界", x: 0, y: 0)
        general.putVisual("界界界界界", x: 0, y: 0)
        let usedFast = fast.putVisual("hello", x: x, y: 0, maxWidth: maxWidth, style: style)
        // U+200B (zero width) makes the text non-ASCII but draws the same cells.
        let usedGeneral = general.putVisual(
          "hello\u{200B}", x: x, y: 0, maxWidth: maxWidth, style: style)
        XCTAssertEqual(usedFast, usedGeneral, "x \(x), maxWidth \(String(describing: maxWidth))")
        XCTAssertEqual(fast, general, "x \(x), maxWidth \(String(describing: maxWidth))")
      }
    }
  }

  func testBoxAndBlockTextIsWrittenAsTheGeneralPathWould() {
    let style = Style(fg: .green)
    for text in ["┌──┐", "▀▄█ ⠿★…", "Amélie – “quoted”", "│", "·x·"] {
      XCTAssertTrue(text.unicodeScalars.allSatisfy(Buffer.isLoneSingleColumn), text)
      for x in -5...11 {
        for maxWidth in [nil, 0, 1, 2, 5] {
          var fast = Buffer(width: 10, height: 1)
          var general = Buffer(width: 10, height: 1)
          fast.putVisual("界界界界界", x: 0, y: 0)
          general.putVisual("界界界界界", x: 0, y: 0)
          let usedFast = fast.putVisual(text, x: x, y: 0, maxWidth: maxWidth, style: style)
          let usedGeneral = general.putVisual(
            text + "\u{200B}", x: x, y: 0, maxWidth: maxWidth, style: style)
          XCTAssertEqual(usedFast, usedGeneral, "\(text) at \(x)")
          XCTAssertEqual(fast, general, "\(text) at \(x)")
        }
      }
    }
    // Every scalar the shortcut takes is one column wide and a grapheme of its own.
    for value in UInt32(0x20)...0x28FF {
      guard let scalar = Unicode.Scalar(value), Buffer.isLoneSingleColumn(scalar) else { continue }
      XCTAssertEqual(DisplayWidth.of(scalar), 1, String(format: "U+%04X", value))
      XCTAssertEqual(String(scalar).count, 1)
      XCTAssertEqual(
        (String(scalar) + String(scalar) + "a").count, 3, String(format: "U+%04X", value))
    }
  }

  func testPostersAreCopiedAsPuttingEachCellWould() {
    // Lone scalars and clusters of several (a combining accent, a flag, a spacing vowel
    // sign, two graphemes in one cell, nothing).
    let graphemes = [
      "▀", "▄", "█", "a", "界", "\u{200B}", "é", "⠿", " ", "┃", "e\u{301}", "🇯🇵", "कि", "ab", "",
    ]
    var cells: [Cell] = []
    for index in 0..<24 {
      cells.append(
        Cell(graphemes[index % graphemes.count], style: Style(fg: .indexed(UInt8(index)))))
    }
    cells[5] = .continuation(style: .plain)
    let art = PosterArt(width: 6, height: 4, cells: cells)
    for (x, y) in [(0, 0), (-3, 1), (5, -2), (8, 3), (2, 2)] {
      var copied = Buffer(width: 10, height: 5)
      var put = Buffer(width: 10, height: 5)
      copied.putVisual("界界界界界", x: 0, y: 1)
      put.putVisual("界界界界界", x: 0, y: 1)
      copied.put(art, x: x, y: y)
      for row in 0..<art.height {
        for column in 0..<art.width {
          let cell = art.cells[row * art.width + column]
          put.putVisual(cell.grapheme, x: x + column, y: y + row, maxWidth: 1, style: cell.style)
        }
      }
      XCTAssertEqual(copied, put, "at \(x), \(y)")
    }
  }

  func testTrimmingWhitespaceMatchesFoundation() {
    for text in [
      "", " ", "  \n ", "plain", "  both ends \n", "\u{00A0}nbsp\u{3000}", "\u{2028}x\u{2029}",
      "\n\tinside stays\t\n", " \u{0301}mark",
    ] {
      XCTAssertEqual(
        text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespacesAndNewlines),
        text.debugDescription)
    }
  }
}
