import Screen
import Testing

@Suite struct LanguageTagTests {
  @Test func acceptsTagsAndPosixLocaleNames() {
    #expect(LanguageTag("fa-IR")?.description == "fa-IR")
    #expect(LanguageTag("fa_IR.UTF-8")?.description == "fa-IR")
    #expect(LanguageTag("AR-sa")?.description == "ar-SA")
    #expect(LanguageTag("ja")?.description == "ja")
    #expect(LanguageTag("de_DE@euro")?.description == "de-DE")
    #expect(LanguageTag("es-419")?.description == "es-419")
  }

  @Test func rejectsWhatNamesNoLanguage() {
    for text in ["", "C", "POSIX", "C.UTF-8", "f", "fa-IRN", "fa-IR-x", "12-IR", "فا", "en US"] {
      #expect(LanguageTag(text) == nil, "\(text) was accepted")
    }
  }

  @Test func directionFollowsTheLanguage() {
    for code in ["fa-IR", "ar-SA", "he-IL", "ur-PK"] {
      #expect(ScreenLanguage(code: code)?.direction == .rightToLeft, "\(code)")
    }
    for code in ["en-US", "ja-JP", "de-DE"] {
      #expect(ScreenLanguage(code: code)?.direction == .leftToRight, "\(code)")
    }
  }
}
