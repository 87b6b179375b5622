import Screen
import Testing

/// Numbers, ratings, runtimes and dates written the way each language writes them.
@Suite struct LocalizationFormatTests {
  func format(_ code: String) -> LanguageFormat {
    LanguageFormat(LanguageTag(code) ?? LanguageTag(language: "en", region: "US"))
  }

  @Test func digitsAndGrouping() {
    #expect(format("en-US").count(1_234_567) == "1,234,567")
    #expect(format("fa-IR").count(1_234_567) == "۱٬۲۳۴٬۵۶۷")
    #expect(format("ar-SA").count(1_234_567) == "١٬٢٣٤٬٥٦٧")
    #expect(format("ar-MA").count(1_234_567) == "1,234,567")
    #expect(format("ja-JP").count(1_234_567) == "1,234,567")
    #expect(format("fa-IR").number(2024) == "۲۰۲۴")
    #expect(format("en-US").count(-1500) == "-1,500")
  }

  @Test func ratingsUseTheLanguagesDecimalSeparator() {
    #expect(format("en-US").rating(7.843) == "7.8")
    #expect(format("fa-IR").rating(7.843) == "۷٫۸")
    #expect(format("ar-SA").rating(7.85) == "٧٫٩")
    #expect(format("ja-JP").rating(10) == "10.0")
    #expect(format("en-US").rating(0.04) == "0.0")
  }

  @Test func runtimes() {
    #expect(format("en-US").runtime(minutes: 134) == "2h 14m")
    #expect(format("fa-IR").runtime(minutes: 134) == "۲ ساعت ۱۴ دقیقه")
    #expect(format("ar-SA").runtime(minutes: 134) == "٢ س ١٤ د")
    #expect(format("ja-JP").runtime(minutes: 134) == "2時間14分")
    #expect(format("en-US").runtime(minutes: 45) == "45m")
    #expect(format("ja-JP").runtime(minutes: 120) == "2時間")
    #expect(format("fa-IR").runtime(minutes: 60) == "۱ ساعت")
  }

  @Test func dates() {
    #expect(format("en-US").date(year: 2024, month: 3, day: 1) == "March 1, 2024")
    #expect(format("en-GB").date(year: 2024, month: 3, day: 1) == "1 March 2024")
    #expect(format("ja-JP").date(year: 2024, month: 3, day: 1) == "2024年3月1日")
    #expect(format("ar-SA").date(year: 2024, month: 3, day: 1) == "١ مارس ٢٠٢٤")
    // Iran's calendar: 1 March 2024 is 11 Esfand 1402; Nowruz 2024 fell on 20 March.
    #expect(format("fa-IR").date(year: 2024, month: 3, day: 1) == "۱۱ اسفند ۱۴۰۲")
    #expect(format("fa-IR").date(year: 2024, month: 3, day: 20) == "۱ فروردین ۱۴۰۳")
    #expect(format("fa-IR").date(iso: "2009-02-06") == "۱۸ بهمن ۱۳۸۷")
    #expect(format("en-US").date(iso: "2009-02") == nil)
    #expect(format("en-US").date(year: 2024, month: 13, day: 1) == "2024")
  }
}
