import Browser
import Screen
import TMDB
import Testing

/// What a Persian or Arabic reader sees: the screen mirrored, Reel's words in their language,
/// and every line in the order the bidi algorithm gives.
@Suite struct RenderRightToLeftTests {
  static let size = Size(width: 120, height: 40)

  static func persianScreen(_ code: String = "fa-IR", size: Size = size) -> Frame {
    var driver = RenderDriver.started(size: size) { source, page in
      source == .category(.popular) ? PersianFixtures.page(page) : nil
    }
    driver.details[60243] = PersianFixtures.aboutEllyDetails
    return driver.render(context: languageContext(code))
  }

  /// The columns where `text` starts on `row`, or nil.
  static func column(of text: String, in frame: Frame, row: Int) -> Int? {
    let line = frame.buffer.lines()[row]
    guard let range = line.range(of: text) else { return nil }
    return line[..<range.lowerBound].count
  }

  @Test func theListIsOnTheRightAndTheDetailOnTheLeft() throws {
    let frame = Self.persianScreen()
    let lines = frame.buffer.lines()
    let title = BidiLine("جدایی نادر از سیمین", base: .auto).text
    // The second row of the list: right of the middle, ending near the right edge.
    let listRow = try #require(lines.firstIndex { $0.contains(title) })
    let listColumn = try #require(Self.column(of: title, in: frame, row: listRow))
    #expect(listColumn > Self.size.width / 2)
    // The detail pane shows the selected film's title, on the left half.
    let heading = BidiLine("درباره الی", base: .auto).text
    let detailRows = lines.indices.filter { lines[$0].contains(heading) }
    let detailColumns = detailRows.compactMap { Self.column(of: heading, in: frame, row: $0) }
    #expect(detailColumns.contains { $0 < Self.size.width / 2 })
    #expect(detailColumns.contains { $0 > Self.size.width / 2 })
  }

  @Test func aPersianTitleWithLatinDigitsIsDrawnInVisualOrder() throws {
    let frame = Self.persianScreen()
    let visual = BidiLine(PersianFixtures.twentyFingers, base: .auto)
    // Visual order: the Persian word (shaped) on the left, the digits on the right, as read
    // from right to left: "20" first.
    #expect(visual.text.hasSuffix("20"))
    let lines = frame.buffer.lines()
    let row = try #require(lines.firstIndex { $0.contains(visual.text) })
    // Cell by cell, left to right, the row holds exactly the clusters BidiLine gives.
    let start = try #require(Self.column(of: visual.text, in: frame, row: row))
    var x = start
    for cluster in visual.visual {
      #expect(frame.buffer[x, row].grapheme == String(cluster))
      x += cluster.displayWidth
    }
    // The logical text never reaches the cells as it is stored.
    #expect(!lines[row].contains(PersianFixtures.twentyFingers))
  }

  @Test func theStatusBarSpeaksPersianAndArabic() {
    let persian = Self.persianScreen().buffer.lines().last ?? ""
    #expect(persian.contains(BidiLine("جستجو", base: .rightToLeft).text))
    #expect(!persian.contains("search"))
    let arabic = Self.persianScreen("ar-SA").buffer.lines().last ?? ""
    #expect(arabic.contains(BidiLine("خروج", base: .rightToLeft).text))
    #expect(!arabic.contains("quit"))
  }

  @Test func japaneseReadsLeftToRightInItsOwnWords() {
    var driver = RenderDriver.started(size: Self.size)
    driver.command(.moveDown)
    let lines = driver.render(context: languageContext("ja-JP")).buffer.lines()
    // The list stays on the left: its first row starts near the left edge.
    #expect(lines[2].hasPrefix("   Fight Club") || lines[2].hasPrefix(" ★ Fight Club"))
    #expect(lines.last?.contains("終了") == true)
    #expect(lines[0].contains("人気"))
  }

  @Test func englishIsTheDefaultAndUnchanged() {
    let driver = RenderDriver.started(size: Self.size)
    let plain = driver.render(context: testContext()).buffer
    let english = driver.render(context: languageContext("en-US")).buffer
    #expect(plain == english)
    #expect(plain.lines().last?.contains("quit") == true)
  }

  @Test func theSearchCursorIsMirroredWithTheField() throws {
    var driver = RenderDriver.started(size: Self.size) { source, page in
      source == .category(.popular) ? PersianFixtures.page(page) : nil
    }
    driver.command(.focusSearch)
    driver.command(.insertText("الی"))
    let frame = driver.render(context: languageContext("fa-IR"))
    let cursor = try #require(frame.cursor)
    let typed = BidiLine("الی", base: .auto).text
    let start = try #require(Self.column(of: typed, in: frame, row: 0))
    // Right to left, the cursor stands just left of what was typed, on the right side.
    #expect(cursor.x == start - 1)
    #expect(cursor.x > Self.size.width / 2)
  }
}
