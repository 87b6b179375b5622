import Screen
import XCTest

final class TextLayoutTests: XCTestCase {
  func testTruncateASCII() {
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 20), "Blade Runner")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 12), "Blade Runner")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 11), "Blade Runn…")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 7), "Blade…")  // no "Blade …"
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 1), "…")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 0), "")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: -3), "")
  }

  func testTruncateCustomEllipsis() {
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 8, ellipsis: "..."), "Blade...")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 2, ellipsis: "..."), "Bl")
    XCTAssertEqual(TextLayout.truncate("Blade Runner", toWidth: 5, ellipsis: ""), "Blade")
  }

  func testTruncateWideAtOddWidths() {
    XCTAssertEqual(TextLayout.truncate("日本語のタイトル", toWidth: 5), "日本…")
    XCTAssertEqual(TextLayout.truncate("日本語のタイトル", toWidth: 4), "日…")  // 本 would straddle
    XCTAssertEqual(TextLayout.truncate("日本語", toWidth: 6), "日本語")
    XCTAssertEqual(TextLayout.truncate("日本語", toWidth: 5), "日本…")
    XCTAssertEqual(TextLayout.truncate("😀😀😀", toWidth: 4), "😀…")
    XCTAssertEqual(TextLayout.truncate("a👨‍👩‍👧b👨‍👩‍👧", toWidth: 5), "a👨‍👩‍👧b…")
    XCTAssertEqual(TextLayout.truncate("Poke\u{301}mon Go", toWidth: 6), "Poke\u{301}m…")
  }

  func testFitKeepsAlignment() {
    XCTAssertEqual(TextLayout.fit("日本語のタイトル", toWidth: 4), "日… ")
    XCTAssertEqual(TextLayout.fit("ab", toWidth: 4), "ab  ")
    XCTAssertEqual(TextLayout.fit("7.8", toWidth: 5, alignment: .trailing), "  7.8")
    XCTAssertEqual(TextLayout.fit("Blade Runner", toWidth: 6), "Blade…")
    XCTAssertEqual(TextLayout.fit("😀😀", toWidth: 3), "😀…")
    XCTAssertEqual(TextLayout.fit("😀😀😀", toWidth: 4), "😀… ")
  }

  func testPad() {
    XCTAssertEqual(TextLayout.pad("日本", toWidth: 6), "日本  ")
    XCTAssertEqual(TextLayout.pad("ab", toWidth: 5, alignment: .center), " ab  ")
    XCTAssertEqual(TextLayout.pad("abcdef", toWidth: 3), "abcdef")
  }

  func testWrapWords() {
    XCTAssertEqual(
      TextLayout.wrap("A blade runner must pursue replicants", width: 12),
      ["A blade", "runner must", "pursue", "replicants"])
    XCTAssertEqual(TextLayout.wrap("exactly ten", width: 11), ["exactly ten"])
    XCTAssertEqual(TextLayout.wrap("  lots   of   space  ", width: 20), ["lots of space"])
  }

  func testWrapBreaksLongWordsHard() {
    XCTAssertEqual(
      TextLayout.wrap("Supercalifragilistic is long", width: 8),
      ["Supercal", "ifragili", "stic is", "long"])
  }

  func testWrapKeepsParagraphs() {
    XCTAssertEqual(TextLayout.wrap("one two\n\nthree", width: 4), ["one", "two", "", "thre", "e"])
    XCTAssertEqual(TextLayout.wrap("", width: 10), [])
    XCTAssertEqual(TextLayout.wrap("text", width: 0), [])
  }

  func testWrapCJKWithoutSpaces() {
    XCTAssertEqual(TextLayout.wrap("千と千尋の神隠し", width: 5), ["千と", "千尋", "の神", "隠し"])
    XCTAssertEqual(TextLayout.wrap("千と千尋の神隠し", width: 6), ["千と千", "尋の神", "隠し"])
    XCTAssertEqual(TextLayout.wrap("日本語abc日本", width: 7), ["日本語", "abc日本"])
  }

  /// A number keeps its unit, and closing marks, small kana and the prolonged sound mark never
  /// start a line, opening brackets never end one (JIS X 4051's kinsoku): "2\n時間5分" was
  /// how the detail pane wrapped a Japanese runtime.
  func testWrapKeepsNumbersWithTheirUnitsAndMarksWithTheirWords() {
    XCTAssertEqual(TextLayout.wrap("PG · 2時間5分", width: 6), ["PG ·", "2時間", "5分"])
    XCTAssertEqual(TextLayout.wrap("2001年7月20日", width: 7), ["2001年", "7月20日"])
    XCTAssertEqual(TextLayout.wrap("２０２４年", width: 6), ["２０２", "４年"])
    XCTAssertEqual(TextLayout.wrap("あいう。えお", width: 6), ["あい", "う。え", "お"])
    XCTAssertEqual(TextLayout.wrap("スーパーマン", width: 4), ["スー", "パー", "マン"])
    XCTAssertEqual(TextLayout.wrap("あ「いう」え", width: 4), ["あ", "「い", "う」", "え"])
    XCTAssertEqual(TextLayout.wrap("ちょっと", width: 4), ["ちょ", "っと"])
    // Where nothing is kept together, wide characters still break on either side.
    XCTAssertEqual(TextLayout.wrap("千と千尋の神隠し", width: 5), ["千と", "千尋", "の神", "隠し"])
  }

  func testWrapEmojiAndWideAtTinyWidth() {
    XCTAssertEqual(TextLayout.wrap("hi 😀😀 there", width: 5), ["hi 😀", "😀", "there"])
    XCTAssertEqual(TextLayout.wrap("日本a", width: 1), ["a"])
  }
}
