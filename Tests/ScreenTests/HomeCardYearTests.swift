import TMDB
import XCTest

@testable import Screen

/// A home card reads its film's year from the date's bytes when they are plain digits: it
/// must show the year `MovieSummary.year` gives for every date, plain, odd or hostile.
final class HomeCardYearTests: XCTestCase {
  private let dates: [String?] = [
    nil, "", "2", "202", "2024", "2024-", "2024-05-01", "1800-01-01", "1801-01-01", "0000",
    "9999-12-31", "+202-01-01", "-2024", " 2024", "2024 ", "20x4-01-01", "２０２４-01-01",
    "٢٠٢٤-05-01", "2024\u{301}-05-01", "202\u{301}4", "2024\u{200D}", "2024\r\n", "2024é",
    "1999\u{FE0F}", "19990101", "12345", "2024-05-01T00:00:00Z", "1\u{301}999",
  ]

  func testTheCardShowsTheYearTheFilmHasForEveryDate() {
    for date in dates {
      let movie = MovieSummary(id: 1, title: "A", releaseDate: date)
      XCTAssertEqual(HomeCardFilm(movie).year, movie.year, "\(String(reflecting: date))")
      withUnsafePointer(to: movie) { pointer in
        XCTAssertEqual(HomeCardFilm(pointer).year, movie.year, "\(String(reflecting: date))")
      }
    }
  }

  func testEveryFourDigitPrefixAgrees() {
    for value in stride(from: 0, through: 9999, by: 7) {
      let digits =
        String(value).count < 4
        ? String(repeating: "0", count: 4 - String(value).count) + String(value) : String(value)
      for tail in ["", "-01-01", "\u{301}", "5"] {
        let movie = MovieSummary(id: 1, title: "A", releaseDate: digits + tail)
        XCTAssertEqual(HomeCardFilm(movie).year, movie.year, digits + tail)
      }
    }
  }
}
