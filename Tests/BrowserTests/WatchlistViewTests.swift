import Foundation
import TMDB
import XCTest

@testable import Browser

func watchlistRow(_ id: Int) -> WatchlistRow {
  WatchlistRow(movie: movie(id), addedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(id)))
}

/// The `W` view: open, move, remove with `w`, undo with `u`, change order, close.
final class WatchlistViewTests: XCTestCase {
  func testTheWatchlistViewRemovesUndoesReordersAndReturnsToTheList() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistEntries(.added)]) {
      $0.watchlistView = WatchlistView(order: .added, listSelectedRow: 0, listTopRow: 0)
      $0.detail = .none
    }
    let rows = [watchlistRow(201), watchlistRow(202), watchlistRow(203)]
    store.send(
      .watchlistEntriesLoaded(rows, order: .added),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.watchlist = [201, 202, 203]
      $0.watchlistView?.rows = rows
      $0.watchlistView?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertEqual(store.state.selectedMovie, movie(201))
    XCTAssertEqual(store.state.rowCount, 3)
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.selectedRow = 1
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    // `w` removes the selected movie from the view at once, and says how to undo.
    store.send(
      .toggleWatchlist,
      effects: [
        .removeFromWatchlist(movieID: 202),
        .startTimer(.detailPreview, token: 4, milliseconds: 150),
      ]
    ) {
      $0.watchlistView?.rows = [rows[0], rows[2]]
      $0.watchlistView?.undo = (rows[1], 1)
      $0.watchlist = [201, 203]
      $0.status = .info("Removed “Movie 2.2” from the watchlist (u undoes).")
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    XCTAssertEqual(store.state.selectedMovie, movie(203))
    // `u` puts it back where it was, with its date.
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .restoreToWatchlist(rows[1]), .startTimer(.detailPreview, token: 5, milliseconds: 150),
      ]
    ) {
      $0.watchlistView?.rows = rows
      $0.watchlistView?.undo = nil
      $0.watchlist = [201, 202, 203]
      $0.status = .info("Put “Movie 2.2” back on the watchlist.")
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
    }
    store.send(.undoWatchlistRemoval, effects: [])
    store.send(.cycleWatchlistOrder, effects: [.loadWatchlistEntries(.title)]) {
      $0.watchlistView?.order = .title
      $0.watchlistOrder = .title
      $0.status = .info("Watchlist by title.")
    }
    // A late answer for the old order changes nothing; the new one keeps the same movie selected.
    store.send(.watchlistEntriesLoaded(rows, order: .added), effects: [])
    let byTitle = [rows[2], rows[1], rows[0]]
    store.send(.watchlistEntriesLoaded(byTitle, order: .title), effects: []) {
      $0.watchlistView?.rows = byTitle
    }
    XCTAssertEqual(store.state.selectedMovie, movie(202))
    // Escape closes the view and the list is back where it was, its detail at once.
    store.send(.cancel, effects: [.cancelTimer(.detailPreview)]) {
      $0.watchlistView = nil
      $0.selectedRow = 0
      $0.detail = .loaded(details(101))
      $0.timers[.detailPreview] = nil
    }
    store.finish()
  }

  func testAnEmptyWatchlistOpensEmptyAndACategoryKeyLeavesIt() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .showWatchlist, effects: [.cancelTimer(.detailPreview), .loadWatchlistEntries(.added)]
    ) {
      $0.watchlistView = WatchlistView(order: .added, listSelectedRow: 1, listTopRow: 0)
      $0.selectedRow = 0
      $0.timers[.detailPreview] = nil
    }
    store.send(.watchlistEntriesLoaded([], order: .added), effects: []) {
      $0.watchlistView?.isLoading = false
    }
    store.send(.toggleWatchlist, effects: [])
    store.send(.openDetail, effects: [])
    store.send(
      .showCategory(.topRated), effects: [.loadPage(.category(.topRated), page: 1, req(4))]
    ) {
      $0.watchlistView = nil
      $0.selectedRow = 1
      $0.listRequest = .init(id: req(4), source: .category(.topRated), page: 1)
      $0.pendingSource = .category(.topRated)
      $0.phase = .searching
      $0.nextRequestID = 5
    }
    store.send(.pageFailed(req(4), message: "offline"), effects: []) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.failedSource = .category(.topRated)
      $0.status = .error("offline")
    }
    store.finish()
  }
}
