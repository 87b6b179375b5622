import Screen
import TMDB
import XCTest

@testable import App

/// The printing commands and the screen write a rating the same way: one rounding rule, and
/// no rating at all when nobody has voted.
final class PrintedRatingTests: XCTestCase {
  func testHalvesRoundAwayFromZeroInPrintoutsAsOnScreen() {
    // 7.25 and 6.35: printf's "%.1f" made these 7.2 and 6.3 while the screen said 7.3 and 6.4.
    let page = MoviePage(
      page: 1,
      results: [
        MovieSummary(id: 1, title: "Quarter", voteAverage: 7.25, voteCount: 10),
        MovieSummary(id: 2, title: "Binary", voteAverage: 6.35, voteCount: 10),
        MovieSummary(id: 3, title: "Unreleased", voteAverage: 0, voteCount: nil),
      ], totalPages: 1, totalResults: 3)
    let printed = PrintedList.render(page, heading: "Popular")
    let rows = printed.split(separator: "\n").map { $0.drop { $0 == " " } }
    XCTAssertTrue(rows.contains { $0.hasPrefix("1 ") && $0.hasSuffix(" 7.3") }, printed)
    XCTAssertTrue(rows.contains { $0.hasPrefix("2 ") && $0.hasSuffix(" 6.4") }, printed)
    XCTAssertTrue(rows.contains { $0.hasPrefix("3 ") && $0.hasSuffix("   —") }, printed)
    let english = LanguageFormat(LanguageTag(language: "en", region: nil))
    XCTAssertEqual(english.rating(average: 7.25, votes: 10), "7.3")
    XCTAssertNil(english.rating(average: 7.25, votes: 0), "no votes is no rating")
  }

  func testShowPrintsTheSameRatingAsTheList() {
    var details = MovieDetails(id: 1, title: "Quarter")
    details.voteAverage = 7.25
    details.voteCount = 1234
    let printed = PrintedDetails.render(details)
    XCTAssertTrue(printed.contains("7.3"), printed)
    XCTAssertFalse(printed.contains("7.2"), printed)
  }
}
