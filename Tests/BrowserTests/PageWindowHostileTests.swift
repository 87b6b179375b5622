import TMDB
import XCTest

@testable import Browser

/// A server whose pages disagree with their own totals (faults found by review27): the list
/// stays usable and what the status bar says matches what the list holds.
final class PageWindowHostileTests: XCTestCase {
  private let topRated = MovieListSource.category(.topRated)

  /// Sends `command` and answers every page it asks for with `answer(page)`, then the pages
  /// those answers ask for, until nothing more is asked (at most `rounds` times).
  private func run(
    _ state: inout BrowserState, _ command: Command, rounds: Int = 600,
    answer: (Int) -> MoviePage
  ) {
    var effects = reduce(&state, .command(command))
    for _ in 0..<rounds {
      let asked = effects.compactMap { effect -> (RequestID, Int)? in
        guard case .loadPage(.main, _, let page, let id) = effect else { return nil }
        return (id, page)
      }
      guard !asked.isEmpty else { return }
      effects = asked.flatMap { reduce(&state, .pageLoaded($0.0, answer($0.1))) }
    }
    XCTFail("pages were still being asked for after \(rounds) rounds")
  }

  /// Page 1 answered with no films while the totals promise ten pages: the status bar said
  /// "Top rated has no movies" above a list that went on to fill with them. Fix: a list is
  /// empty when it has no rows, not when its first page has none.
  func testAnEmptyFirstPageOfALongerListIsNotCalledEmpty() {
    var state = TestStore.showingPopular().state
    run(&state, .showCategory(.topRated)) { number in
      number == 1
        ? MoviePage(page: 1, results: [], totalPages: 10, totalResults: 200)
        : page(number, of: 10, offset: 5_000)
    }
    XCTAssertEqual(state.main.window?.source, topRated)
    XCTAssertEqual(state.main.selectedMovie?.id, 5_201)
    XCTAssertNil(state.status)
  }

  /// Every page empty while the totals promise ten: once the last has come back empty, the
  /// status bar says the list has nothing, as it does for a list that says so at once.
  func testAListWhosePagesAllComeBackEmptySaysSo() {
    var state = TestStore.showingPopular().state
    run(&state, .showCategory(.topRated)) { number in
      MoviePage(page: number, results: [], totalPages: 10, totalResults: 200)
    }
    XCTAssertEqual(state.main.window?.rowCount, 0)
    XCTAssertEqual(state.status, .emptyCategory(.topRated))
  }

  /// The same twenty films on every page, and `G`: each page asked for comes back all
  /// repeats, so the end moves up until the list is the twenty films, the last selected.
  func testTheSameFilmsOnEveryPageEndAsOnePage() {
    var state = TestStore.showingPopular(totalPages: 30).state
    let same = page(1, of: 30)
    run(&state, .last) { number in
      MoviePage(page: number, results: same.results, totalPages: 30, totalResults: 600)
    }
    XCTAssertEqual(state.main.window?.rowCount, 20)
    XCTAssertEqual(state.main.selectedRow, 19)
    XCTAssertEqual(state.main.selectedMovie?.id, 120)
    XCTAssertTrue(state.pageRequests(for: .main).isEmpty)
  }

  /// A page that keeps no film (the same films as page 1, or none) with totals promising 500:
  /// the list ends before it, as if TMDB had said so, with the same rows as a window told the
  /// real totals (page 2 irregular: two of its films repeated page 1's).
  func testAPageThatKeepsNoFilmEndsTheListBeforeIt() {
    let first = page(1, of: 500, offset: 100)
    var second = page(2, of: 500, offset: 100)
    second.results[0] = first.results[0]
    second.results[1] = first.results[1]
    for third in [
      MoviePage(page: 3, results: [], totalPages: 500, totalResults: 10_000),
      MoviePage(page: 3, results: first.results, totalPages: 500, totalResults: 10_000),
    ] {
      var window = PageWindow(firstPage: first, source: topRated)
      window.insert(second, near: 2)
      window.insert(third, near: 3)
      XCTAssertTrue(window.endsAt(emptyPage: 3))
      window.end(before: 3)
      XCTAssertEqual(window.totalPages, 2)
      XCTAssertEqual(window.rowCount, 38)
      XCTAssertEqual(window.loadedPageNumbers, [1, 2])
      XCTAssertEqual(window.movie(atRow: 37)?.id, second.results[19].id)
      XCTAssertNil(window.movie(atRow: 38))
      XCTAssertEqual(window.pages(touching: 0..<100), [1, 2])
    }
    // Not the end while a later page is loaded (pages arrive out of order after `G`).
    var window = PageWindow(firstPage: first, source: topRated)
    window.insert(page(4, of: 500, offset: 100), near: 4)
    window.insert(MoviePage(page: 3, results: [], totalPages: 500, totalResults: 10_000), near: 3)
    XCTAssertFalse(window.endsAt(emptyPage: 3))
  }
}
