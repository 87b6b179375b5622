import Foundation
import ReelTestSupport
import Screen
import TMDB
import XCTest

@testable import App

/// `reel list|search --page/--pages` against a server whose page counts disagree with the page
/// printed (faults found by review27). A heading never counts fewer pages than the page it
/// names, in any screen language.
final class PagesCommandHostileTests: XCTestCase {
  private let languages: [ScreenLanguage] = ["en", "ar", "fa", "ja"].map {
    ScreenLanguage(code: $0)!
  }

  private func films(_ count: Int, from first: Int = 1) -> [MovieSummary] {
    (first..<(first + count)).map { MovieSummary(id: $0, title: "Film \($0)") }
  }

  /// `reel list popular --page 2` on a one-page list: TMDB answers page 2 empty, and the
  /// heading said "Popular · page 2 of 1 · no results". Fix: a page past the last is named
  /// without a count.
  func testAnEmptyPagePastTheEndIsNotPageTwoOfOne() {
    for language in languages {
      let page = MoviePage(page: 2, results: [], totalPages: 1, totalResults: 6)
      let printed = PrintedList.render(page, heading: "Popular", language: language)
      let expected =
        [
          "Popular", language.text(Message(.printedPagesOne, ["page": .number(2)])),
          language.text(Message(.printedNoResults)),
        ].joined(separator: " · ") + "\n"
      XCTAssertEqual(printed, expected, language.tmdbCode)
    }
  }

  /// A page that holds films while TMDB's `total_pages` says fewer pages: "page 2 of 1".
  func testAPageWithFilmsCountsAtLeastItself() {
    let page = MoviePage(page: 2, results: films(3, from: 21), totalPages: 1, totalResults: 3)
    let printed = PrintedList.render(page, heading: "Popular")
    XCTAssertTrue(printed.hasPrefix("Popular · page 2 of 2 · 21–23 of 23\n"), printed)
    for language in languages {
      let wrong = language.text(
        Message(
          .printedListHeading,
          [
            "heading": .text("Popular"), "page": .number(2), "pages": .number(1),
            "range": .text(""),
          ]
        ))
      let shown = PrintedList.render(page, heading: "Popular", language: language)
      XCTAssertFalse(shown.hasPrefix(wrong), "\(language.tmdbCode): \(shown)")
    }
  }

  /// An empty page inside the list (page 3 of 10 with no `results`) still says which page.
  func testAnEmptyPageInsideTheListKeepsItsCount() {
    let page = MoviePage(page: 3, results: [], totalPages: 10, totalResults: 200)
    XCTAssertEqual(
      PrintedList.render(page, heading: "Popular"), "Popular · page 3 of 10 · no results\n")
  }

  /// `--pages 5` on a one-page list printed "Popular · page 5 of 1 · 0 of 15" and nothing
  /// else. Fix: the pages that gave nothing, then "no results".
  func testPagesPastTheEndSayTheyHoldNothing() {
    let empty = MoviePage(page: 5, results: [], totalPages: 1, totalResults: 15)
    let span = PageSpan(
      requested: PageSelection(first: 5, last: 5), pages: [empty], failure: nil)
    for language in languages {
      let expected =
        [
          "Popular", language.text(Message(.printedPagesOne, ["page": .number(5)])),
          language.text(Message(.printedNoResults)),
        ].joined(separator: " · ") + "\n"
      XCTAssertEqual(
        PrintedPages.table(span, heading: "Popular", language: language), expected,
        language.tmdbCode)
    }
  }

  /// Pages with films past TMDB's `total_pages`: "pages 2–3 of 1".
  func testASpanWithFilmsCountsAtLeastItsLastPage() {
    let pages = [
      MoviePage(page: 2, results: films(20, from: 21), totalPages: 1, totalResults: 20),
      MoviePage(page: 3, results: films(5, from: 41), totalPages: 1, totalResults: 20),
    ]
    let span = PageSpan(requested: PageSelection(first: 2, last: 3), pages: pages, failure: nil)
    let printed = PrintedPages.table(span, heading: "Popular")
    XCTAssertTrue(printed.hasPrefix("Popular · pages 2–3 of 3 · 21–45 of 45\n"), printed)
  }

  /// An empty list still prints the one line it always did.
  func testAnEmptyListIsStillOneLine() {
    let empty = MoviePage(page: 1, results: [], totalPages: 1, totalResults: 0)
    let span = PageSpan(requested: .all, pages: [empty], failure: nil)
    XCTAssertEqual(PrintedPages.table(span, heading: "Popular"), "Popular · no results\n")
  }

  private func reel(_ arguments: String...) throws -> ProcessResult { try reel(arguments) }

  private func reel(_ arguments: [String]) throws -> ProcessResult {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    return try runProcess(try builtProduct("reel"), arguments, environment: environment)
  }

  /// `reel search $'du\e[31mne'`: the heading (sanitised) said "Search “dune” · no results"
  /// while "du\e[31mne" had been searched for. Fix: the query sent is the query printed.
  func testTheQuerySearchedIsTheQueryPrinted() throws {
    let plain = try reel("--replay", "search", "dune", "--pages", "1")
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertTrue(plain.stdout.contains("Dune"), plain.stdout)
    for hostile in ["du\u{1B}[31mne", "\u{202E}dune\u{200B}", "dune\n"] {
      let pages = try reel("--replay", "search", hostile, "--pages", "1")
      XCTAssertEqual(pages.stdout, plain.stdout, hostile.debugDescription)
      let one = try reel("--replay", "search", hostile)
      XCTAssertTrue(one.stdout.contains("Dune"), "\(hostile.debugDescription): \(one.stdout)")
    }
  }

  /// A query of nothing visible is refused as an empty one, not sent.
  func testAQueryOfNothingVisibleIsEmpty() throws {
    for hostile in ["\u{202E}", "\n\t", "\u{1B}[2J"] {
      let run = try reel("--replay", "search", hostile)
      XCTAssertEqual(run.status, 64, hostile.debugDescription)
      XCTAssertTrue(run.stderr.contains("the search query is empty"), run.stderr)
      XCTAssertEqual(run.stdout, "")
    }
  }

  /// `reel search --person NAME --page 2` on a one-page answer prints "People “…” · page 2 of
  /// 1 · no results": `PrintedPeople` builds its heading as `PrintedList` did.
  func testPeoplePastTheEndAreNotPageTwoOfOne() throws {
    let page = PersonPage(page: 2, results: [], totalPages: 1, totalResults: 3)
    let printed = PrintedPeople.render(page, heading: "People")
    XCTAssertEqual(printed, "People · page 2 · no results\n")
  }

  /// `--pages -1` said "Missing value for '--pages <pages>'" (read as an option), and a
  /// negative page was "not a page" rather than one below the first.
  func testANegativePageIsOutOfRangeNotAMissingValue() throws {
    for arguments in [["--pages", "-1"], ["--pages=-1"], ["--pages", "-20"]] {
      let run = try reel(["--replay", "list", "popular"] + arguments)
      XCTAssertEqual(run.status, 64, "\(arguments)")
      XCTAssertEqual(
        run.stderr, "reel: --pages must stay between 1 and 500 (TMDB serves no more)\n",
        "\(arguments)")
      XCTAssertEqual(run.stdout, "")
    }
  }
}
