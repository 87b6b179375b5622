import Foundation
import TMDB
import XCTest

@testable import Browser

/// keys2: a move compares the selected movie's id before and after without copying the movie
/// (`selectedMovieID`); it must name the same movie as `selectedMovie` in every kind of list,
/// including rows whose page has not arrived.
final class SelectedMovieIDTests: XCTestCase {
  func testTheIDIsTheSelectedMoviesInEveryKindOfList() {
    var state = BrowserState()
    state.configurationStatus = .loaded
    XCTAssertNil(state.selectedMovieID, "no rows yet")

    // Pages of TMDB's: loaded rows, then a row on a page that never came.
    state.main.window = window(page(1, of: 3))
    for row in [0, 7, 19, 20, 45, 59, 60] {
      state.main.selectedRow = row
      XCTAssertEqual(state.selectedMovieID, state.selectedMovie?.id, "row \(row)")
    }
    state.main.selectedRow = 7
    XCTAssertEqual(state.selectedMovieID, 108)
    state.main.selectedRow = 25
    XCTAssertNil(state.selectedMovieID, "page 2 is not loaded")

    // A filtered view of what is loaded.
    var view = LoadedView()
    view.rows = [movie(305), movie(307)]
    state.main.view = view
    for row in [0, 1, 2] {
      state.main.selectedRow = row
      XCTAssertEqual(state.selectedMovieID, state.selectedMovie?.id, "view row \(row)")
    }
    state.main.selectedRow = 1
    XCTAssertEqual(state.selectedMovieID, 307)

    // Rows that are all there (the watchlist's home row).
    var fixed = ResultList()
    fixed.fixedRows = [movie(901), movie(902)]
    fixed.selectedRow = 1
    state.lists[.homeRow(0)] = fixed
    XCTAssertEqual(fixed.selectedMovieID, 902)
    fixed.selectedRow = 2
    XCTAssertNil(fixed.selectedMovieID)

    // The watchlist screen, whose rows come in windows.
    var watchlist = WatchlistScreen(order: .added)
    watchlist.count = 3
    watchlist.windowStart = 1
    watchlist.rows = [WatchlistRow(movie: movie(550), addedAt: Date(timeIntervalSince1970: 0))]
    state.screen = .watchlist(watchlist)
    for row in [0, 1, 2] {
      watchlist.selectedRow = row
      state.screen = .watchlist(watchlist)
      XCTAssertEqual(state.selectedMovieID, state.selectedMovie?.id, "watchlist row \(row)")
    }
    watchlist.selectedRow = 1
    state.screen = .watchlist(watchlist)
    XCTAssertEqual(state.selectedMovieID, 550)
  }
}
