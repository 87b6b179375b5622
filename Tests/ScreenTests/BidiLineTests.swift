import Screen
import Testing

/// What the user sees of mixed-direction text: the visual order of the cells, shaping,
/// mirroring, whole clusters, and a cursor that lands where the logical position is drawn.
/// Hebrew is used where only the order matters (it has no shaping); Arabic where shaping does.
@Suite struct BidiLineTests {
  @Test func latinTextIsUntouched() {
    let line = BidiLine("Blade Runner (1982)", base: .auto)
    #expect(line.text == "Blade Runner (1982)")
    #expect(line.direction == .leftToRight)
    #expect(line.visualToLogical == Array(0..<19))
  }

  @Test func textWithNothingRightToLeftKeepsItsOrderAndDropsReelsIsolates() {
    let line = BidiLine("Amélie — 日本 \u{2068}«x»\u{2069}", base: .auto, keepingIsolates: true)
    #expect(line.text == "Amélie — 日本 «x»")
    #expect(line.logical.count == 15)
    #expect(line.logicalToVisual == Array(0..<15))
    // A right-to-left isolate reorders even Latin text, so it is never taken for plain text.
    #expect(BidiLine("\u{2067}a!\u{2069}", base: .leftToRight, keepingIsolates: true).text == "!a")
  }

  @Test func rightToLeftTitleWithLatinDigitsKeepsTheNumberReadable() {
    // "שלום 2009": the Hebrew reads right to left, the year stays 2009, left of it.
    let line = BidiLine("שלום 2009", base: .auto)
    #expect(line.direction == .rightToLeft)
    #expect(line.text == "2009 םולש")
  }

  @Test func autoDirectionComesFromTheFirstStrongCharacter() {
    #expect(BidiLine("2009 שלום", base: .auto).direction == .rightToLeft)
    #expect(BidiLine("Dune שלום", base: .auto).direction == .leftToRight)
    #expect(BidiLine("Dune שלום", base: .auto).text == "Dune םולש")
    // Reel's own words follow the screen: an English phrase on a right-to-left screen.
    #expect(BidiLine("Dune שלום", base: .rightToLeft).text == "םולש Dune")
  }

  @Test func bracketsAreMirroredInRightToLeftRuns() {
    #expect(BidiLine("א(ב)", base: .auto).text == "(ב)א")
    #expect(BidiLine("שלום [2]", base: .auto).text == "[2] םולש")
  }

  @Test func combiningMarksStayOnTheirLetter() {
    // שָׁלוֹם: the shin carries two marks, the vav one; each cluster moves whole.
    let line = BidiLine("שָׁלוֹם", base: .auto)
    #expect(line.visual == ["ם", "וֹ", "ל", "שָׁ"])
    #expect(line.width == 4)
  }

  @Test func wideGlyphsStayWholeInsideRightToLeftText() {
    let line = BidiLine("סרט 日本 טוב", base: .auto)
    #expect(line.text == "בוט 日本 טרס")
    #expect(line.width == 12)
  }

  @Test func arabicIsShapedIntoPresentationForms() {
    // سلام: seen initial, lam medial, alef final, meem isolated; drawn right to left.
    let line = BidiLine("سلام", base: .auto)
    #expect(line.text == "\u{FEE1}\u{FE8E}\u{FEE0}\u{FEB3}")
    #expect(line.logical == ["س", "ل", "ا", "م"])
    #expect(line.width == 4)
  }

  @Test func persianLettersAreShapedAndZWNJStopsTheJoin() {
    // پ چ ژ گ ک ی are Persian's own letters: they have presentation forms too.
    let line = BidiLine("پیچ گژک بی\u{200C}نام", base: .auto)
    let unshaped = line.text.unicodeScalars.filter { (0x0600...0x06FF).contains($0.value) }
    #expect(unshaped.isEmpty, "left unshaped: \(unshaped.map { String($0.value, radix: 16) })")
    // بی‌نام: "بی" ends at the ZWNJ (final yeh), "نام" starts afresh (initial noon).
    #expect(line.text.hasPrefix("\u{FEE1}\u{FE8E}\u{FEE7}\u{FBFD}\u{200C}\u{FE91} "))
    #expect(line.width == 13)
  }

  @Test func hostileDirectionControlsCannotReorderText() {
    // A right-to-left override would print "fed" backwards; an isolate could swallow the rest.
    #expect(BidiLine("abc\u{202E}def", base: .auto).text == "abcdef")
    #expect(BidiLine("a\u{2067}bc d\u{2069}e", base: .leftToRight).text == "abc de")
    #expect(BidiLine("\u{200F}x", base: .auto).direction == .leftToRight)
  }

  @Test func reelsOwnIsolatesKeepAnArgumentInPlaceAndAreNotDrawn() {
    // "נוסף: ⁨Dune (2021)⁩" on a right-to-left screen: the title stays one unit with its year.
    let line = BidiLine(
      "נוסף \u{2068}Dune (2021)\u{2069}", base: .rightToLeft, keepingIsolates: true)
    #expect(line.text == "Dune (2021) ףסונ")
    #expect(line.logical.count == 16)
    #expect(line.visual.count == 16)
  }

  @Test func logicalToVisualMapPlacesTheCursor() {
    // "abc גבא": a b c, space, then the Hebrew word drawn reversed.
    let line = BidiLine("abc אבג", base: .leftToRight)
    #expect(line.text == "abc גבא")
    #expect(line.logicalToVisual == [0, 1, 2, 3, 6, 5, 4])
    #expect(line.column(ofLogical: 4) == 6)
    #expect(line.cursorColumn(beforeLogical: 0) == 0)
    // After the last letter typed (ג, drawn at column 4), the cursor sits left of it.
    #expect(line.cursorColumn(beforeLogical: 7) == 3)
    for logical in 0..<7 { #expect(line.visualToLogical[line.logicalToVisual[logical]] == logical) }
  }

  @Test func cursorColumnsCountWideCells() {
    let line = BidiLine("日本 אב", base: .leftToRight)
    #expect(line.text == "日本 בא")
    #expect(line.column(ofLogical: 3) == 6)
    #expect(line.column(ofLogical: 4) == 5)
  }

  @Test func paragraphsWrapInLogicalOrderThenEachLineIsReordered() {
    // Three Hebrew words, two to a line: the first line holds the first two words.
    let lines = BidiText.wrap("אחת שתיים שלוש", width: 9, base: .auto)
    #expect(lines.map(\.text) == ["םייתש תחא", "שולש"])
    #expect(lines.allSatisfy { $0.direction == .rightToLeft })
  }

  @Test func aWrappedLineKeepsTheParagraphsDirection() {
    // The second line starts with a Latin word but belongs to a right-to-left paragraph.
    let lines = BidiText.wrap("שלום Dune אחת", width: 5, base: .auto)
    #expect(lines.map(\.text) == ["םולש", "Dune", "תחא"])
    let mixed = BidiText.wrap("שלום Dune אחת", width: 8, base: .auto)
    #expect(mixed.map(\.text) == ["םולש", "תחא Dune"])
  }

  @Test func fittedRightToLeftTextIsAlignedRight() {
    #expect(BidiText.fitted("שלום", width: 8, base: .auto) == "    םולש")
    #expect(BidiText.fitted("Dune", width: 8, base: .auto) == "Dune    ")
    // Cut in logical order: the start of the title survives, the ellipsis ends it on the left.
    #expect(BidiText.fitted("אבגדהוזח", width: 5, base: .auto) == "…דגבא")
  }
}
