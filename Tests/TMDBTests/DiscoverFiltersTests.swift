import Foundation
import XCTest

@testable import TMDB

/// Discover's filters: what they ask TMDB for, what they say in words, and what they refuse.
final class DiscoverFiltersTests: XCTestCase {
  private let genres = [
    Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime"), Genre(id: 27, name: "Horror"),
    Genre(id: 878, name: "Science Fiction"),
  ]

  private func query(_ filters: DiscoverFilters, page: Int = 1) -> [String] {
    TMDBClient(transport: StubTransport(body: "{}"), language: "en-US", region: "GB")
      .request(for: .discover(filters, page: page)).query.map { "\($0.name)=\($0.value)" }
  }

  func testNoFiltersAsksForThePopularOrderOnly() {
    let request = TMDBClient(transport: StubTransport(body: "{}"))
      .request(for: .discover(DiscoverFilters(), page: 2))
    XCTAssertEqual(request.path, "/3/discover/movie")
    XCTAssertEqual(
      query(DiscoverFilters(), page: 2), ["page=2", "sort_by=popularity.desc", "language=en-US"])
  }

  func testEveryFilterBecomesTMDBsParameter() {
    let filters = DiscoverFilters(
      genres: [80, 18], excludedGenres: [27, 10749], years: DiscoverRange(lower: 1990, upper: 1999),
      minimumRating: 7.5, minimumVotes: 100, originalLanguage: "fr",
      runtime: DiscoverRange(lower: 90, upper: 150), certification: "PG-13",
      certificationCountry: "US", sort: DiscoverSort(.rating))
    XCTAssertEqual(
      query(filters),
      [
        "page=1", "sort_by=vote_average.desc", "with_genres=18,80", "without_genres=27,10749",
        "primary_release_date.gte=1990-01-01", "primary_release_date.lte=1999-12-31",
        "vote_average.gte=7.5", "vote_count.gte=100", "with_original_language=fr",
        "with_runtime.gte=90", "with_runtime.lte=150", "certification=PG-13",
        "certification_country=US", "language=en-US",
      ])
  }

  func testOpenRangesSendOnlyTheirBound() {
    XCTAssertEqual(
      query(DiscoverFilters(years: DiscoverRange(lower: 2010, upper: nil))),
      [
        "page=1", "sort_by=popularity.desc", "primary_release_date.gte=2010-01-01",
        "language=en-US",
      ])
    XCTAssertEqual(
      query(DiscoverFilters(runtime: DiscoverRange(lower: nil, upper: 100))),
      ["page=1", "sort_by=popularity.desc", "with_runtime.lte=100", "language=en-US"])
  }

  func testACertificationWithoutACountryIsAmerican() {
    XCTAssertTrue(query(DiscoverFilters(certification: "R")).contains("certification_country=US"))
  }

  func testWholeRatingsHaveNoDecimalNoise() {
    XCTAssertTrue(query(DiscoverFilters(minimumRating: 7)).contains("vote_average.gte=7"))
    XCTAssertTrue(query(DiscoverFilters(minimumRating: 6.25)).contains("vote_average.gte=6.25"))
  }

  func testEverySortEitherWay() {
    let expected: [(String, String)] = [
      ("popularity", "popularity.desc"), ("popularity-asc", "popularity.asc"),
      ("rating", "vote_average.desc"), ("rating-asc", "vote_average.asc"),
      ("date", "primary_release_date.desc"), ("date-asc", "primary_release_date.asc"),
      ("revenue", "revenue.desc"), ("revenue-asc", "revenue.asc"),
      ("title", "original_title.asc"), ("title-desc", "original_title.desc"),
      ("Rating-Desc", "vote_average.desc"), ("vote_average.asc", "vote_average.asc"),
    ]
    for (typed, sent) in expected {
      XCTAssertEqual(DiscoverSort(parsing: typed)?.queryValue, sent, typed)
    }
    XCTAssertNil(DiscoverSort(parsing: "loudness"))
    XCTAssertNil(DiscoverSort(parsing: ""))
  }

  func testRangesAreReadAsPeopleWriteThem() {
    XCTAssertEqual(DiscoverRange(parsing: "1990-1999"), DiscoverRange(lower: 1990, upper: 1999))
    XCTAssertEqual(DiscoverRange(parsing: "1990–1999"), DiscoverRange(lower: 1990, upper: 1999))
    XCTAssertEqual(DiscoverRange(parsing: " 1994 "), .exactly(1994))
    XCTAssertEqual(DiscoverRange(parsing: "1990-"), DiscoverRange(lower: 1990, upper: nil))
    XCTAssertEqual(DiscoverRange(parsing: "-1999"), DiscoverRange(lower: nil, upper: 1999))
    for bad in ["", "-", "1999-1990", "nineties", "1990-1995-1999", "1e3", "-5-", "١٩٩٠"] {
      XCTAssertNil(DiscoverRange(parsing: bad), bad)
    }
  }

  func testTheFiltersInWordsForListTitles() {
    let filters = DiscoverFilters(
      genres: [18], years: DiscoverRange(lower: 1990, upper: 1999), minimumRating: 7.5,
      sort: DiscoverSort(.rating))
    XCTAssertEqual(
      filters.description(genreNames: genres), "Drama · 1990–1999 · rating ≥ 7.5 · best rated first"
    )
    let everything = DiscoverFilters(
      genres: [80, 18], excludedGenres: [27, 99], years: .exactly(1994), minimumVotes: 50,
      originalLanguage: "fr", runtime: DiscoverRange(lower: nil, upper: 120),
      certification: "PG-13", certificationCountry: "US", sort: DiscoverSort(.title))
    XCTAssertEqual(
      everything.description(genreNames: genres),
      "Crime & Drama · not genre 99 or Horror · 1994 · ≥ 50 votes · original language fr"
        + " · until 120 min · rated PG-13 (US) · titles A–Z")
    XCTAssertEqual(
      DiscoverFilters(sort: DiscoverSort(.releaseDate, ascending: true)).description(genreNames: []
      ),
      "All movies · oldest first")
  }

  func testEqualFiltersAreOneListWhateverTheOrderTheyWereChosenIn() {
    let a = DiscoverFilters(genres: [18, 80])
    let b = DiscoverFilters(genres: [80, 18])
    XCTAssertEqual(a, b)
    XCTAssertEqual(Set([a, b]).count, 1)
    XCTAssertEqual(Endpoint.discover(a, page: 1), .discover(b, page: 1))
    XCTAssertNotEqual(a, DiscoverFilters(genres: [18, 80], sort: DiscoverSort(.rating)))
  }

  func testGenresAreFoundByNameAnyCaseOrById() {
    XCTAssertEqual(genres.genre(named: "drama")?.id, 18)
    XCTAssertEqual(genres.genre(named: " SCIENCE fiction ")?.id, 878)
    XCTAssertEqual(genres.genre(named: "27")?.name, "Horror")
    XCTAssertNil(genres.genre(named: "Dramedy"))
    XCTAssertNil(genres.genre(named: ""))
    XCTAssertEqual(genres.namesForMessages, "Crime, Drama, Horror, Science Fiction")
  }

  func testImpossibleFiltersAreRefusedInWords() {
    XCTAssertNil(DiscoverFilters(minimumRating: 10, originalLanguage: "fr").problem)
    XCTAssertEqual(
      DiscoverFilters(minimumRating: 11).problem, "the minimum rating must be between 0 and 10")
    XCTAssertEqual(
      DiscoverFilters(minimumRating: .nan).problem, "the minimum rating must be between 0 and 10")
    XCTAssertEqual(
      DiscoverFilters(minimumVotes: -1).problem, "the minimum number of votes cannot be negative")
    XCTAssertEqual(
      DiscoverFilters(years: .exactly(12)).problem, "12 is not a release year (1800–9999)")
    XCTAssertEqual(
      DiscoverFilters(originalLanguage: "French").problem,
      "the original language must be a two-letter ISO 639-1 code such as fr")
    XCTAssertEqual(
      DiscoverFilters(certification: "PG\u{1B}[31m").problem,
      "a certification is a short code such as PG-13")
    XCTAssertEqual(
      DiscoverFilters(genres: [18], excludedGenres: [18]).problem,
      "genre 18 cannot be both wanted and excluded")
  }
}
