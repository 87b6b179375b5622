import Screen
import TMDB
import XCTest

/// A discover list's filters in words: English exactly as TMDB's own description says them,
/// the other languages in their words and digits, data (genre names, codes) as it came.
final class DiscoverWordsTests: XCTestCase {
  private let genres = [
    Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime"), Genre(id: 27, name: "Horror"),
  ]

  private var cases: [DiscoverFilters] {
    [
      DiscoverFilters(
        genres: [18], years: DiscoverRange(lower: 1990, upper: 1999), minimumRating: 7.5,
        sort: DiscoverSort(.rating)),
      DiscoverFilters(
        genres: [80, 18], excludedGenres: [27, 99], years: .exactly(1994), minimumVotes: 50,
        originalLanguage: "fr", runtime: DiscoverRange(lower: nil, upper: 120),
        certification: "PG-13", certificationCountry: "US", sort: DiscoverSort(.title)),
      DiscoverFilters(
        years: DiscoverRange(lower: 1990, upper: nil), minimumRating: 7.25,
        runtime: DiscoverRange(lower: 90, upper: 120), sort: DiscoverSort(.revenue, ascending: true)
      ),
      DiscoverFilters(sort: DiscoverSort(.releaseDate, ascending: true)),
    ]
  }

  func testEnglishReadsAsItAlwaysHas() {
    for filters in cases {
      XCTAssertEqual(
        ScreenLanguage.english.filters(filters, genres: genres),
        filters.description(genreNames: genres))
    }
  }

  func testPersianAndJapaneseSayTheFiltersInTheirWords() throws {
    let persian = try XCTUnwrap(ScreenLanguage(code: "fa-IR"))
    let japanese = try XCTUnwrap(ScreenLanguage(code: "ja-JP"))
    XCTAssertEqual(
      persian.filters(cases[1], genres: genres),
      "Crime و Drama · بدون Horror یا ژانر ۹۹ · ۱۹۹۴ · ≥ ۵۰ رأی · زبان اصلی fr · تا ۱۲۰ دقیقه"
        + " · ردهٔ PG-13 (US) · عنوان‌ها از A تا Z")
    XCTAssertEqual(
      japanese.filters(cases[2], genres: genres),
      "1990以降 · 評価 ≥ 7.25 · 90–120分 · 興行収入の少ない順")
    XCTAssertEqual(persian.filters(cases[3], genres: []), "همهٔ فیلم‌ها · قدیمی‌ترین‌ها اول")
  }
}
