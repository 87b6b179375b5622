import Testing

@testable import Screen

/// Hostile text through the bidi layer: unbalanced and deep direction controls, marks, mixed
/// scripts and digits, brackets, combining marks, lam-alef, ZWJ/ZWNJ, emoji and CJK inside
/// right-to-left text, text of controls only, 10,000 scalars, replaced invalid UTF-8. Each must
/// lay out as a permutation of its clusters, within its width, with no control drawn, and must
/// never move the pieces drawn beside it.
@Suite struct BidiHostileTests {
  static let inputs: [(name: String, text: String)] = [
    ("100 RLO", String(repeating: "\u{202E}", count: 100) + "abc שלום 12"),
    ("PDF without an opening", String(repeating: "\u{202C}", count: 50) + "abc 12 شسي"),
    (
      "RLE deeper than 125",
      String(repeating: "\u{202B}", count: 130) + "عنوان 2024"
        + String(repeating: "\u{202C}", count: 130)
    ),
    ("100 RLI", String(repeating: "\u{2067}", count: 100) + "abc عنوان (1)"),
    ("PDI without an opening", "abc\u{2069}\u{2069} عنوان (1)"),
    ("LRM RLM ALM", "\u{200E}abc\u{200F}عنوان\u{061C} 12"),
    ("mirrored brackets", "(فيلم [٢٠٢٤] «عنوان») Dune (2)"),
    ("digits of three scripts", "فيلم ١٢٣ ۴۵۶ 789 ٫ 1,234.5"),
    ("combining marks", "بِسْمِ ٱللَّٰهِ"),
    ("lam-alef", "لا لأ لإ لآ سلام"),
    ("ZWNJ and ZWJ", "می‌خواهم ب\u{200D}ب"),
    ("emoji ZWJ sequence", "فيلم 👨‍👩‍👧 عائلة 🇮🇷"),
    ("wide CJK", "فيلم 東京物語 عنوان"),
    ("wide at both ends", "東عنوان東"),
    ("controls only", "\u{202E}\u{2067}\u{200F}\u{2069}\u{202C}"),
    ("10,000 scalars", String(repeating: "عنوان فيلم 12 ", count: 715)),
    ("300 marks on a letter", "ب" + String(repeating: "\u{0651}", count: 300) + " abc"),
    ("invalid UTF-8", String(decoding: [0xD8, 0xB9, 0xFF, 0xC0, 0x80, 0x41], as: UTF8.self)),
    ("tab and line feed", "عنوان\tabc\nشسي"),
    ("mark first", "\u{0651}abc عنوان"),
    ("Hebrew points", "שָׁלוֹם (1)"),
    ("ends in a number", "شهاب حسینی 2"),
  ]

  static let bases: [BaseDirection] = [.auto, .rightToLeft, .leftToRight]

  @Test func everyLineIsItsClustersReorderedWithNoControlDrawn() {
    for (name, text) in Self.inputs {
      for base in Self.bases {
        for keepingIsolates in [false, true] {
          let line = BidiLine(text, base: base, keepingIsolates: keepingIsolates)
          let count = line.logical.count
          #expect(line.visual.count == count, "\(name), \(base)")
          #expect(line.visualToLogical.sorted() == Array(0..<count), "\(name), \(base)")
          for (visual, logical) in line.visualToLogical.enumerated() {
            #expect(line.logicalToVisual[logical] == visual, "\(name), \(base)")
            // Shaping and mirroring change a cluster's letter, never its size.
            #expect(
              line.visual[visual].displayWidth == line.logical[logical].displayWidth,
              "\(name), \(base)")
            #expect(
              line.visual[visual].unicodeScalars.count
                == line.logical[logical].unicodeScalars.count, "\(name), \(base)")
          }
          let drawnControls = line.visual.flatMap(\.unicodeScalars).filter(
            BidiLevels.isDirectionalControl)
          #expect(drawnControls.isEmpty, "\(name), \(base), keeping isolates \(keepingIsolates)")
        }
      }
    }
  }

  @Test func cutWrappedAndFittedLinesStayInsideTheirWidth() {
    for (name, text) in Self.inputs {
      for width in [1, 2, 3, 5, 10, 40] {
        #expect(BidiText.line(text, width: width, base: .auto).width <= width, "\(name) \(width)")
        for line in BidiText.wrap(text, width: width, base: .auto) {
          #expect(line.width <= width, "\(name) \(width)")
        }
        #expect(BidiText.fitted(text, width: width, base: .auto).displayWidth == width, "\(name)")
      }
    }
  }

  @Test func aHostileTitleCannotMoveThePiecesBesideIt() {
    for (name, text) in Self.inputs {
      for base in Self.bases {
        let row = BidiStyledLine(
          [("1. ", 0), (text, 1), (" (2024)", 2), (" ★7.8", 3)], base: base)
        // Each piece other than the title reads as it was written, in one run.
        #expect(row.runs.filter { $0.attribute == 0 }.map(\.text) == ["1. "], "\(name), \(base)")
        #expect(
          row.runs.filter { $0.attribute == 2 }.map(\.text) == [" (2024)"], "\(name), \(base)")
        #expect(
          row.runs.filter { $0.attribute == 3 }.map(\.text) == [" ★7.8"], "\(name), \(base)")
        guard base != .auto, !BidiLine.withoutDirectionControls(text).isEmpty else { continue }
        // The pieces follow one another in the line's direction.
        var order: [Int] = []
        for run in row.runs where order.last != run.attribute { order.append(run.attribute) }
        #expect(order == (base == .rightToLeft ? [3, 2, 1, 0] : [0, 1, 2, 3]), "\(name), \(base)")
      }
    }
  }

  /// GNU FriBidi 1.0.8 read an isolate that comes right after one ending in right-to-left
  /// letters or a number as right to left: " (2024)" was drawn "(2024) ".
  @Test func anIsolateRightAfterARightToLeftOneKeepsItsOwnDirection() {
    let row = BidiStyledLine([("abc שלום", "title"), (" (1)", "year")], base: .leftToRight)
    #expect(row.line.text == "abc םולש (1)")
    let numbered = BidiStyledLine(
      [("شهاب حسینی 2", "name"), (" (voice)", "role")], base: .leftToRight)
    #expect(numbered.runs.last?.text == " (voice)")
    let levels = BidiLevels.resolve(
      Array("\u{2066}abc שלום\u{2069}\u{2066} (1)\u{2069}".unicodeScalars.map(\.value)),
      base: .leftToRight)
    // The second isolate starts left to right (its sos, rule X10), so its space, brackets and
    // digit (W7) are all at its own level, 2. FriBidi alone gave [3, 3, 4, 3].
    #expect(Array(levels.levels[11...14]) == [2, 2, 2, 2])
  }

  @Test func hostileArgumentsInMessagesStayInsideTheFieldWithNoControlDrawn() throws {
    for code in ["ar-SA", "fa-IR", "ja-JP", "en-US"] {
      let language = try #require(ScreenLanguage(code: code))
      for (name, text) in Self.inputs {
        let message = Message(
          .characterRole, ["name": .text(text), "character": .text("(voice) " + text)])
        for width in [5, 20, 60] {
          let line = language.line(message, width: width)
          #expect(line.width <= width, "\(code), \(name), \(width)")
          let drawnControls = line.visual.flatMap(\.unicodeScalars).filter(
            BidiLevels.isDirectionalControl)
          #expect(drawnControls.isEmpty, "\(code), \(name)")
        }
      }
    }
  }
}
