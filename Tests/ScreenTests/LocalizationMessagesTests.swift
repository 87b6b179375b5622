import Screen
import Testing

/// Messages as a user reads them in each language: arguments in place, numbers in the
/// language's digits, plural forms, and data that cannot break the sentence around it.
@Suite struct LocalizationMessagesTests {
  let english = ScreenLanguage.english
  let persian = ScreenLanguage(LanguageTag(language: "fa", region: "IR"))
  let arabic = ScreenLanguage(LanguageTag(language: "ar", region: "SA"))
  let japanese = ScreenLanguage(LanguageTag(language: "ja", region: "JP"))

  @Test func englishReadsAsBefore() {
    #expect(english.text(.addedToWatchlist(title: "Dune")) == "Added “Dune” to the watchlist.")
    #expect(english.text(.noMoviesMatch(query: "zzz")) == "No movies match “zzz”.")
    #expect(
      english.text(.skippedUnreadable(count: 1)) == "Skipped 1 unreadable entry in that page.")
    #expect(
      english.text(.skippedUnreadable(count: 3)) == "Skipped 3 unreadable entries in that page.")
    #expect(english.text(.votes(30000)) == "30,000 votes")
    #expect(
      english.text(.categoryHasNoMovies(category: .categoryUpcoming))
        == "Upcoming has no movies right now.")
  }

  @Test func persianUsesPersianWordsAndDigits() {
    #expect(persian.text(.addedToWatchlist(title: "Dune")) == "«Dune» به فهرست تماشا اضافه شد.")
    #expect(persian.text(.votes(30000)) == "۳۰٬۰۰۰ رأی")
    #expect(persian.text(.loadingPage(3)) == "در حال بارگیری صفحهٔ ۳…")
    #expect(persian.text(.position(row: 12, total: 340)) == "۱۲ از ۳۴۰")
  }

  @Test func arabicChoosesAmongSixPluralForms() {
    let votes = [0, 1, 2, 3, 10, 11, 99, 100, 101, 103].map { arabic.text(.votes($0)) }
    #expect(
      votes == [
        "لا أصوات", "صوت واحد", "صوتان", "٣ أصوات", "١٠ أصوات", "١١ صوتًا", "٩٩ صوتًا", "١٠٠ صوت",
        "١٠١ صوت", "١٠٣ أصوات",
      ])
  }

  @Test func japaneseIsLeftToRightWithItsOwnWords() {
    #expect(japanese.direction == .leftToRight)
    #expect(japanese.text(.addedToWatchlist(title: "Dune")) == "「Dune」をウォッチリストに追加しました。")
    #expect(japanese.text(.votes(1200)) == "1,200票")
  }

  @Test func nestedMessagesAreWordedInTheSameLanguage() {
    #expect(
      persian.text(.categoryHasNoMovies(category: .categoryUpcoming))
        == "فعلاً فیلمی در «به‌زودی» نیست.")
    #expect(japanese.text(.watchlistSorted(order: .orderByRating)) == "ウォッチリスト：評価順。")
  }

  @Test func dataArgumentsAreSanitisedSoTheyCannotRewriteTheScreen() {
    let hostile = "Dune\u{1B}]52;c;aGk=\u{07}\u{202E}XYZ"
    #expect(english.text(.addedToWatchlist(title: hostile)) == "Added “DuneXYZ” to the watchlist.")
  }

  @Test func screenTextIsolatesDataAndTheLineDropsTheIsolates() {
    let text = persian.screenText(.addedToWatchlist(title: "Dune 2"))
    #expect(text.hasPrefix("«\u{2066}Dune 2\u{2069}»"))
    let line = persian.line(.addedToWatchlist(title: "Dune 2"), width: 80)
    #expect(line.direction == .rightToLeft)
    // The sentence reads right to left, so the quoted title is at the right end, readable.
    #expect(line.text.hasSuffix("«Dune 2»"))
    #expect(!line.text.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
  }

  @Test func anArgumentWithoutLettersKeepsItsOrderBesideRightToLeftWords() {
    // A search for "1. 2" on a Persian screen: the query has no letters, the sentence does.
    let line = persian.line(.noMoviesMatch(query: "1. 2"), width: 80)
    #expect(line.text.contains("«1. 2»"))
  }

  @Test func aRightToLeftTitleInsideAnEnglishSentenceStaysInOnePiece() {
    let line = english.line(.addedToWatchlist(title: "שלום 2"), width: 80)
    #expect(line.direction == .leftToRight)
    #expect(line.text == "Added “2 םולש” to the watchlist.")
  }
}
