import Foundation
import TMDB
import XCTest

@testable import Browser

func watchlistRow(_ id: Int) -> WatchlistRow {
  WatchlistRow(movie: movie(id), addedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(id)))
}

/// The watchlist screen: open, move, remove with `w`, undo with `u`, change order, close.
final class WatchlistViewTests: XCTestCase {
  func testTheWatchlistScreenRemovesUndoesReordersAndReturnsToTheList() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistEntries(.added, req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistEntries(.added)
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let rows = [watchlistRow(201), watchlistRow(202), watchlistRow(203)]
    store.send(
      .watchlistEntriesLoaded(req(5), rows),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [201, 202, 203]
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertEqual(store.state.selectedMovie, movie(201))
    XCTAssertEqual(store.state.rowCount, 3)
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.watchlistScreen?.selectedRow = 1
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    // `w` removes the selected movie from the screen at once, and says how to undo.
    store.send(
      .toggleWatchlist,
      effects: [
        .saveWatchlist(.remove(movieID: 202), req(6)),
        .startTimer(.detailPreview, token: 4, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = [rows[0], rows[2]]
      $0.watchlistScreen?.undo = WatchlistUndo(row: rows[1], index: 1)
      $0.watchlist = [201, 203]
      $0.requests[req(6)] = .watchlistSave(.remove(movieID: 202))
      $0.nextRequestID = 7
      $0.status = .removedFromWatchlistView(title: "Movie 2.2")
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(.watchlistSaved(req(6), stored: false), effects: []) { $0.requests[req(6)] = nil }
    XCTAssertEqual(store.state.selectedMovie, movie(203))
    // `u` puts it back where it was, with its date.
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(rows[1]), req(7)),
        .startTimer(.detailPreview, token: 5, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.undo = nil
      $0.watchlist = [201, 202, 203]
      $0.requests[req(7)] = .watchlistSave(.restore(rows[1]))
      $0.nextRequestID = 8
      $0.status = .restoredToWatchlist(title: "Movie 2.2")
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
    }
    store.send(.watchlistSaved(req(7), stored: true), effects: []) { $0.requests[req(7)] = nil }
    store.send(.undoWatchlistRemoval, effects: [])
    store.send(.cycleWatchlistOrder, effects: [.loadWatchlistEntries(.title, req(8))]) {
      $0.watchlistScreen?.order = .title
      $0.watchlistOrder = .title
      $0.requests[req(8)] = .watchlistEntries(.title)
      $0.nextRequestID = 9
      $0.status = .watchlistOrder(.title)
    }
    // The new order keeps the same movie selected.
    let byTitle = [rows[2], rows[1], rows[0]]
    store.send(.watchlistEntriesLoaded(req(8), byTitle), effects: []) {
      $0.requests[req(8)] = nil
      $0.watchlistScreen?.rows = byTitle
    }
    XCTAssertEqual(store.state.selectedMovie, movie(202))
    // Escape closes the screen and the list is back where it was, its detail at once.
    store.send(.cancel, effects: [.cancelTimer(.detailPreview)]) {
      $0.watchlistScreen = nil
      $0.detail = .loaded(details(101))
      $0.timers[.detailPreview] = nil
    }
    store.finish()
  }

  func testAFailedRemovalPutsTheRowBackByReadingWhatIsStored() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistEntries(.added, req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistEntries(.added)
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let rows = [watchlistRow(201)]
    store.send(
      .watchlistEntriesLoaded(req(5), rows),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [201]
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .toggleWatchlist,
      effects: [.saveWatchlist(.remove(movieID: 201), req(6)), .cancelTimer(.detailPreview)]
    ) {
      $0.watchlistScreen?.rows = []
      $0.watchlistScreen?.undo = WatchlistUndo(row: rows[0], index: 0)
      $0.watchlist = []
      $0.requests[req(6)] = .watchlistSave(.remove(movieID: 201))
      $0.nextRequestID = 7
      $0.status = .removedFromWatchlistView(title: "Movie 2.1")
      $0.timers[.detailPreview] = nil
    }
    let busy = failure("database is locked", .busy)
    store.send(
      .watchlistSaveFailed(req(6), busy, stored: true),
      effects: [.loadWatchlistEntries(.added, req(7))]
    ) {
      $0.requests[req(6)] = nil
      $0.watchlist = [201]
      $0.status = .watchlistNotSaved(busy)
      $0.requests[req(7)] = .watchlistEntries(.added)
      $0.nextRequestID = 8
    }
    store.send(
      .watchlistEntriesLoaded(req(7), rows),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.requests[req(7)] = nil
      $0.watchlistScreen?.rows = rows
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovie, movie(201))
    store.send(.timerFired(.detailPreview, token: 3), effects: [.loadDetails(movieID: 201, req(8))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 201)
      $0.requests[req(8)] = .details(movieID: 201)
      $0.nextRequestID = 9
    }
    store.send(.detailsLoaded(req(8), details(201)), effects: []) {
      $0.requests[req(8)] = nil
      $0.detail = .loaded(details(201))
      $0.detailCache.append(details(201))
    }
    store.finish()
  }

  func testAWatchlistThatCannotBeReadSaysSoInsteadOfLookingEmpty() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistEntries(.added, req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistEntries(.added)
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let locked = failure("database is locked", .busy)
    store.send(.watchlistEntriesFailed(req(5), locked), effects: []) {
      $0.requests[req(5)] = nil
      $0.watchlistScreen?.isLoading = false
      $0.watchlistScreen?.failure = locked
      $0.status = .watchlistNotRead(locked)
    }
    store.finish()
  }

  func testAnEmptyWatchlistOpensEmptyAndACategoryKeyLeavesIt() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .showWatchlist,
      effects: [.cancelTimer(.detailPreview), .loadWatchlistEntries(.added, req(5))]
    ) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistEntries(.added)
      $0.nextRequestID = 6
      $0.timers[.detailPreview] = nil
    }
    store.send(.watchlistEntriesLoaded(req(5), []), effects: []) {
      $0.requests[req(5)] = nil
      $0.watchlistScreen?.isLoading = false
    }
    store.send(.toggleWatchlist, effects: [])
    store.send(.openDetail, effects: [])
    store.send(
      .showCategory(.topRated), effects: [.loadPage(.main, .category(.topRated), page: 1, req(6))]
    ) {
      $0.watchlistScreen = nil
      $0.listRequest = .init(id: req(6), source: .category(.topRated), page: 1)
      $0.main.pendingSource = .category(.topRated)
      $0.nextRequestID = 7
    }
    store.send(.pageFailed(req(6), failure("offline")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = .category(.topRated)
      $0.status = .loadFailed(failure("offline"))
    }
    store.finish()
  }
}
