import Foundation
import Screen
import TMDB
import XCTest

@testable import App

/// `reel list popular --pages 1` printed "Popular · page 1 of 12 · 20 of 227" where `reel list
/// popular` prints "Popular · page 1 of 12 · 1–20 of 227" (review25). A span of one page is
/// headed exactly as that page alone, in every screen language; a longer span names the places
/// its films hold as the one-page range does.
final class PagesHeadingAgreementTests: XCTestCase {
  private let languages: [ScreenLanguage] = ["en", "ar", "fa", "ja"].map {
    ScreenLanguage(code: $0)!
  }

  private func films(_ count: Int, from first: Int = 1) -> [MovieSummary] {
    (first..<(first + count)).map {
      MovieSummary(
        id: $0, title: "Film \($0)", releaseDate: "2001-01-01", voteAverage: 7.25, voteCount: 10)
    }
  }

  /// Single pages as `reel list|search` meets them: the first, a middle one, the last short
  /// one, one past the end, an empty one inside the list, an empty list (TMDB says 0 or 1
  /// pages), and one whose films outnumber TMDB's counts.
  private var pages: [MoviePage] {
    [
      MoviePage(page: 1, results: films(20), totalPages: 12, totalResults: 227),
      MoviePage(page: 5, results: films(20, from: 81), totalPages: 12, totalResults: 227),
      MoviePage(page: 12, results: films(7, from: 221), totalPages: 12, totalResults: 227),
      MoviePage(page: 13, results: [], totalPages: 12, totalResults: 227),
      MoviePage(page: 3, results: [], totalPages: 10, totalResults: 200),
      MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0),
      MoviePage(page: 1, results: [], totalPages: 1, totalResults: 0),
      MoviePage(page: 2, results: films(3, from: 21), totalPages: 1, totalResults: 3),
    ]
  }

  func testASpanOfOnePageIsPrintedAsThatPageAlone() {
    for language in languages {
      for page in pages {
        let single = PrintedList.render(page, heading: "Popular", language: language)
        let span = PageSpan(
          requested: PageSelection(first: page.page, last: page.page), pages: [page],
          failure: nil)
        let spanned = PrintedPages.table(span, heading: "Popular", language: language)
        XCTAssertEqual(
          spanned, single, "\(language.tmdbCode), page \(page.page) of \(page.totalPages)")
      }
    }
  }

  func testTheHeadingsSayWhatAUserReads() {
    func heading(_ span: PageSpan) -> Substring? {
      PrintedPages.table(span, heading: "Popular").split(separator: "\n").first
    }
    let one = PageSpan(requested: .all, pages: [pages[0]], failure: nil)
    XCTAssertEqual(heading(one), "Popular · page 1 of 12 · 1–20 of 227")
    let tail = PageSpan(
      requested: PageSelection(first: 11, last: 12),
      pages: [
        MoviePage(page: 11, results: films(20, from: 201), totalPages: 12, totalResults: 227),
        pages[2],
      ], failure: nil)
    XCTAssertEqual(heading(tail), "Popular · pages 11–12 of 12 · 201–227 of 227")
    let empty = PageSpan(requested: .all, pages: [pages[5]], failure: nil)
    XCTAssertEqual(heading(empty), "Popular · no results")
    XCTAssertEqual(
      PrintedList.render(pages[6], heading: "Popular"), "Popular · no results\n",
      "an empty list is not \"page 1 of 1\" of nothing")
    let past = PageSpan(
      requested: PageSelection(first: 13, last: 20), pages: [pages[3]], failure: nil)
    XCTAssertEqual(heading(past), "Popular · page 13 · no results")
  }
}
