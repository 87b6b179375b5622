import TMDB
import Testing

@testable import Screen

/// Numbers and dates from hostile data, in each language's format: never a trap, never a
/// date that is not one.
@Suite struct LocalisedFormatHostileTests {
  static let codes = ["ar-SA", "ar-MA", "fa-IR", "ja-JP", "en-US", "en-GB"]

  @Test func hugeAndOddNumbersAreWrittenNotTrappedOn() throws {
    for code in Self.codes {
      let language = try #require(ScreenLanguage(code: code))
      let format = language.format
      for value in [Int.min, Int.max, -1, 0, 1_000_000_007] {
        #expect(!format.count(value).isEmpty)
        #expect(!format.number(value).isEmpty)
        #expect(!format.runtime(minutes: value).isEmpty)
      }
      for value in [1e300, -1e300, 9.3e18, -9.3e18, .greatestFiniteMagnitude, .infinity, .nan] {
        #expect(!format.decimal(value).isEmpty, "\(code) \(value)")
        #expect(!format.rating(value).isEmpty, "\(code) \(value)")
        #expect(
          !language.text(
            Message(.printedRatingValue, ["rating": .rating(value), "count": .count(Int.max)])
          ).isEmpty)
        #expect(!language.text(Message(.errorOther, ["detail": .seconds(value)])).isEmpty)
      }
    }
  }

  @Test func datesThatAreNotDatesAreNotWrittenAsDates() throws {
    let hostile = [
      "0000-00-00", "9999-99-99", "2024-02-30", "2024-13-01", "-2024-01-01", "20240101",
      "２０２４-01-01", "2024-1-1", "+2024-01-1", "0001-01-01", "9999-12-31", "",
      String(repeating: "2024-01-01", count: 1000), "2024-01-01\u{202E}",
    ]
    for code in Self.codes {
      let format = try #require(ScreenLanguage(code: code)).format
      for text in hostile {
        _ = format.date(iso: text)
        _ = format.compactDate(iso: text)
      }
      // No such days: the year alone, or nothing in a table cell.
      for text in ["2024-02-30", "2023-02-29", "2024-04-31", "1900-02-29"] {
        #expect(
          format.date(iso: text) == format.number(Int(text.prefix(4)) ?? 0), "\(code) \(text)")
        #expect(format.compactDate(iso: text) == nil, "\(code) \(text)")
      }
      #expect(format.compactDate(iso: "2024-02-29") != nil)
      #expect(format.date(iso: "2000-02-29") != format.number(2000))
    }
  }

  @Test func aHugeNumberIsWrittenInFull() throws {
    let arabic = try #require(ScreenLanguage(code: "ar-SA")).format
    #expect(arabic.decimal(1e19) == "١" + String(repeating: "٠", count: 19))
    #expect(arabic.decimal(-1e19).hasPrefix("-١٠"))
    #expect(arabic.decimal(7.25) == "٧٫٣")
  }

  /// Arabic counts by CLDR's six categories: 0, 1, 2, 3–10, 11–99, and 100 and up again
  /// "other" (the noun back in the genitive: "١٠٠ يوم", not "١٠٠ يومًا").
  @Test func arabicCountsTakeTheFormOfTheirCategory() throws {
    let arabic = try #require(ScreenLanguage(code: "ar-SA"))
    func days(_ count: Int) -> String { arabic.text(Message(.ageDays, ["count": .count(count)])) }
    #expect(days(1) == "يوم")
    #expect(days(2) == "يومين")
    #expect(days(3) == "٣ أيام")
    #expect(days(11) == "١١ يومًا")
    #expect(days(100) == "١٠٠ يوم")
    #expect(days(102) == "١٠٢ يوم")
    #expect(days(111) == "١١١ يومًا")
    func votes(_ count: Int) -> String { arabic.text(Message(.votes, ["count": .count(count)])) }
    #expect(
      [0, 1, 2, 3, 11, 100].map(votes) == [
        "لا أصوات", "صوت واحد", "صوتان", "٣ أصوات", "١١ صوتًا", "١٠٠ صوت",
      ])
    let repeated = arabic.text(Message(.printedRepeatedSkipped, ["count": .count(11)]))
    #expect(repeated == "تُخطّي ١١ إدخالًا مكررًا")
  }

  /// A rate limit's wait, however odd the number, is said in whole seconds in every language.
  @Test func anOddWaitIsSaidNotTrappedOn() throws {
    for code in Self.codes {
      let language = try #require(ScreenLanguage(code: code))
      for wait in [-1e300, -1, 0, 0.2, 1e300, .infinity, -.infinity, .nan] {
        let said = language.text(Message(error: .rateLimited(retryAfter: wait)))
        #expect(!said.isEmpty)
        #expect(!said.contains("-"), "\(code) \(wait): \(said)")
        let gaveUp = language.text(
          Message(error: .gaveUp(after: 3, .rateLimited(retryAfter: wait))))
        #expect(!gaveUp.isEmpty)
      }
    }
  }
}
