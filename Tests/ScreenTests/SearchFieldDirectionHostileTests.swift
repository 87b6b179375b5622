import Browser
import Screen
import Testing

@testable import Screen

/// A right-to-left query longer than the search field. Fault (review17; fixed by the lead in
/// TopBarWidget): the field resolved the paragraph direction from the part it shows (the
/// tail, or the parts before and after the cursor, each on its own) instead of the whole query,
/// so the same query reads right to left or left to right as the cursor moves, and a «x»
/// between Latin and Arabic turns into «x«. Fix: `BidiText.resolved(.auto, for: text)` of the
/// whole query as the base of the shown tail, of the cursor's `BidiLine`, and of both parts.
@Suite struct SearchFieldDirectionHostileTests {
  static let query = String(repeating: "سلام (٢٠٢٤) abc «x» بِسْمِ 東京 ", count: 3)

  @Test
  func aLongPersianQueryKeepsItsDirectionWhereverItIsCut() throws {
    var driver = RenderDriver.started(size: Size(width: 60, height: 6))
    driver.command(.focusSearch)
    driver.command(.insertText(Self.query))
    let top = driver.render(context: languageContext("en-US")).buffer.lines()[0]
    // The query's first strong letter is Arabic: its tail, whatever width the field gives it,
    // reads right to left too (before, left to right: its first strong letter is Latin).
    let clean = Sanitizer.singleLine(Self.query)
    let tails = (20...50).map { TopBarWidget.tail(of: clean, width: $0) }
    #expect(tails.contains { top.contains(BidiLine($0, base: .rightToLeft).text) }, "\(top)")
    #expect(!tails.contains { top.contains(BidiLine($0, base: .leftToRight).text) }, "\(top)")
  }
}
