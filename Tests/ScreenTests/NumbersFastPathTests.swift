import Testing

@testable import Screen

/// `ScreenLanguage.text(_:numbers:)` words a sentence of numbers exactly as the general
/// formatter does, in every language Reel ships and one it does not.
@Suite struct NumbersFastPathTests {
  @Test(arguments: ["en-US", "fa-IR", "ar-EG", "ja-JP", "de-DE"])
  func thePositionReadsAsTheGeneralFormatterWordsIt(code: String) throws {
    let language = try #require(ScreenLanguage(code: code))
    for (row, total) in [(1, 1), (41, 10_000), (999, 1_000), (1_234_567, 100_000_000)] {
      let message = Message(.position, ["row": .number(row), "total": .number(total)])
      let fast = language.text(.position, numbers: [("row", row), ("total", total)])
      #expect(fast == language.text(message))
      #expect(fast == language.screenText(message))
    }
  }

  @Test func pluralSentencesAndMissingNumbersGoTheGeneralWay() throws {
    let english = ScreenLanguage.english
    #expect(
      english.text(.loadingPage, numbers: [("page", 3)])
        == english.text(Message(.loadingPage, ["page": .number(3)])))
    #expect(
      english.text(.votes, numbers: [("count", 1)])
        == english.text(Message(.votes, ["count": .number(1)])))
    #expect(
      english.text(.position, numbers: [("row", 2)])
        == english.text(Message(.position, ["row": .number(2)])))
  }
}
