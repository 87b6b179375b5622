import Screen
import TMDB
import XCTest

@testable import App

/// `reel show` against details no film has: the printed page says only what can be true, in
/// every screen language, as the detail pane does.
final class PrintedDetailsHostileTests: XCTestCase {
  private let languages = ["en-US", "ar-SA", "fa-IR", "ja-JP"].map {
    ScreenLanguage(code: $0)!
  }

  /// The "Released" fact of the printed page.
  private func released(_ details: MovieDetails, _ language: ScreenLanguage) -> String {
    let printed = PrintedDetails.render(details, language: language)
    let label = language.text(Message(.printedReleased))
    return printed.split(separator: "\n").first { $0.hasPrefix(label) }
      .map {
        String($0.dropFirst(label.count).drop { $0 == ":" || $0 == "：" || $0.isWhitespace })
      } ?? "(none)"
  }

  /// A day the calendar does not have (or no date at all) was printed as TMDB sent it, where
  /// the pane shows the year: "Released: 2023-02-31", or 5,000 characters of anything.
  func testAnImpossibleReleaseDateIsNotPrintedAsADate() {
    for language in languages {
      for hostile in ["2023-02-31", "2023-13-01", "2023-00-10", "2023-1-1x", "banana"] {
        var details = MovieDetails(id: 1, title: "Odd")
        details.releaseDate = hostile
        let fact = released(details, language)
        XCTAssertFalse(fact.contains(hostile), "\(language.strings.language) \(hostile): \(fact)")
        if hostile.hasPrefix("2023") {
          XCTAssertEqual(fact, language.format.number(2023), language.strings.language)
        }
      }
      var long = MovieDetails(id: 1, title: "Odd")
      long.releaseDate = "2023-01-01" + String(repeating: "x", count: 5_000)
      XCTAssertLessThan(released(long, language).count, 40, language.strings.language)
    }
  }

  /// A real day is still printed: English keeps TMDB's ISO date, as Reel always printed it.
  func testARealReleaseDateIsPrinted() {
    var details = MovieDetails(id: 1, title: "Leap")
    details.releaseDate = "2024-02-29"
    XCTAssertEqual(released(details, languages[0]), "2024-02-29")
    for language in languages.dropFirst() {
      XCTAssertEqual(
        released(details, language), language.format.date(iso: "2024-02-29"),
        language.strings.language)
    }
  }
}
