import Foundation
import TMDB
import XCTest

@testable import Browser

/// The watchlist screen's undo when the database refuses a change (busy, read-only, full):
/// the history offers only what can really be put back, and a row's date and note are never
/// lost to a failed save.
final class WatchlistHostileTests: XCTestCase {
  private let busy = failure("database is locked", .busy)
  private let noted = WatchlistRow(
    movie: movie(201), addedAt: Date(timeIntervalSince1970: 1_600_000_000), note: "with Sam")

  /// The screen open on one stored movie (201, with a note), `w` pressed on it and its removal
  /// saved: `u` can put it back.
  private func removedAndSaved() -> TestStore {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: 1, offset: 0, rows: [noted])),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [201]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.rows = [noted]
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .toggleWatchlist,
      effects: [.saveWatchlist(.remove(movieID: 201), req(6)), .cancelTimer(.detailPreview)]
    ) {
      $0.watchlistScreen?.rows = []
      $0.watchlistScreen?.count = 0
      $0.watchlistScreen?.undo = [WatchlistUndo(row: self.noted, index: 0, order: .added)]
      $0.watchlist = []
      $0.requests[req(6)] = .watchlistSave(.remove(movieID: 201))
      $0.nextRequestID = 7
      $0.status = .removedFromWatchlistView(title: "Movie 2.1")
      $0.timers[.detailPreview] = nil
    }
    store.send(.watchlistSaved(req(6), stored: false), effects: []) { $0.requests[req(6)] = nil }
    return store
  }

  /// Chaos walk (review29): a window said to start before the list (offset −1, a store gone
  /// wrong) was held at negative positions: row 0 showed the window's second film. Its rows
  /// are kept from the list's start now, and a negative `found` selects the first row.
  func testAWindowStartingBeforeTheListKeepsItsRowsFromTheStart() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let before = WatchlistRow(movie: movie(200), addedAt: Date(timeIntervalSince1970: 0))
    store.send(
      .watchlistWindowLoaded(
        req(5), WatchlistWindow(count: 1, offset: -1, rows: [before, noted], found: -2)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [200, 201]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.rows = [self.noted]
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertEqual(store.state.selectedMovie?.id, 201)
    store.send(.timerFired(.detailPreview, token: 2), effects: [.loadDetails(movieID: 201, req(6))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 201)
      $0.requests[req(6)] = .details(movieID: 201)
      $0.nextRequestID = 7
    }
    store.send(.detailsFailed(req(6), failure("gone")), effects: []) {
      $0.requests[req(6)] = nil
      $0.detail = .failed(movieID: 201, failure("gone"))
    }
    store.finish()
  }

  /// Chaos walk (review29): from the watchlist screen (film 201 in the pane), a category
  /// whose first page fails leaves Popular on screen, row 101 selected: the pane showed film
  /// 201 beside it until the next move. It follows the selection now.
  func testAFailedNewListLeavesThePaneOnTheKeptListsSelection() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: 1, offset: 0, rows: [noted])),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [201]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.rows = [self.noted]
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.previewDetails(of: 201, token: 2, request: 6)
    let topRated = MovieListSource.category(.topRated)
    store.send(.showCategory(.topRated), effects: [.loadPage(.main, topRated, page: 1, req(7))]) {
      $0.watchlistScreen = nil
      $0.main.pendingSource = topRated
      $0.requests[req(7)] = .page(.main, topRated, page: 1)
      $0.nextRequestID = 8
    }
    XCTAssertEqual(store.state.detail.movieID, 201, "the pane waits for the new list")
    store.send(.pageFailed(req(7), failure("HTTP 500")), effects: []) {
      $0.requests[req(7)] = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = topRated
      $0.main.failure = failure("HTTP 500")
      $0.status = .loadFailed(failure("HTTP 500"))
      $0.detail = .loaded(details(101))
    }
    store.finish()
  }

  /// `u` while the database is busy: the put-back fails, the row goes (it is not stored), and
  /// `u` is still offered, with the row's date and note, so a second `u` once the lock is gone
  /// brings it back. It used to be dropped: "Nothing left to undo", the note lost for good.
  func testAPutBackThatFailsCanBeTriedAgain() {
    let store = removedAndSaved()
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(noted), req(7)),
        .startTimer(.detailPreview, token: 3, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = [self.noted]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.undo = []
      $0.watchlist = [201]
      $0.requests[req(7)] = .watchlistSave(.restore(self.noted))
      $0.nextRequestID = 8
      $0.status = .restoredToWatchlist(title: "Movie 2.1")
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    let reread = WatchlistWindowRequest(
      order: .added, offset: 0, limit: WatchlistScreen.windowSize, around: 201)
    store.send(
      .watchlistSaveFailed(req(7), busy, stored: false),
      effects: [.loadWatchlistWindow(reread, req(8))]
    ) {
      $0.requests[req(7)] = nil
      $0.watchlist = []
      $0.status = .watchlistNotSaved(self.busy)
      $0.watchlistScreen?.undo = [WatchlistUndo(row: self.noted, index: 0, order: .added)]
      $0.requests[req(8)] = .watchlistWindow(reread)
      $0.nextRequestID = 9
    }
    store.send(
      .watchlistWindowLoaded(req(8), WatchlistWindow(count: 0, offset: 0, rows: [])),
      effects: [.cancelTimer(.detailPreview)]
    ) {
      $0.requests[req(8)] = nil
      $0.watchlistScreen?.rows = []
      $0.watchlistScreen?.count = 0
      $0.timers[.detailPreview] = nil
    }
    // The lock is gone: the same row, date and note, goes back.
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(noted), req(9)),
        .startTimer(.detailPreview, token: 4, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = [self.noted]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.undo = []
      $0.watchlist = [201]
      $0.requests[req(9)] = .watchlistSave(.restore(self.noted))
      $0.nextRequestID = 10
      $0.status = .restoredToWatchlist(title: "Movie 2.1")
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(.watchlistSaved(req(9), stored: true), effects: []) { $0.requests[req(9)] = nil }
    store.send(
      .timerFired(.detailPreview, token: 4), effects: [.loadDetails(movieID: 201, req(10))]
    ) {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 201)
      $0.requests[req(10)] = .details(movieID: 201)
      $0.nextRequestID = 11
    }
    store.send(.detailsLoaded(req(10), details(201)), effects: []) {
      $0.requests[req(10)] = nil
      $0.detail = .loaded(details(201))
      $0.detailCache.append(details(201))
    }
    store.finish()
  }

  /// A put-back whose outcome the database cannot even say (the check read failed too) is
  /// taken as not done, and stays offered: putting back a stored row again changes nothing.
  func testAPutBackOfUnknownOutcomeStaysOffered() {
    let store = removedAndSaved()
    var state = store.state
    _ = reduce(&state, .command(.undoWatchlistRemoval))
    let id = state.requests.first { $0.value == .watchlistSave(.restore(noted)) }!.key
    _ = reduce(&state, .watchlistSaveFailed(id, busy, stored: nil))
    XCTAssertEqual(state.watchlistScreen?.undo.map(\.row), [noted])
    XCTAssertEqual(state.status, .watchlistNotSaved(busy))
  }

  /// `w` while the database is busy: the removal fails and the row comes back on the re-read.
  /// `u` then has nothing to put back; it used to say "restored" and show the row twice (the
  /// put-back changed nothing stored, so nothing read the window again).
  func testARemovalThatFailsIsNotOfferedForUndo() {
    var state = TestStore.showingPopular().state
    _ = reduce(&state, .command(.showWatchlist))
    let window = state.requests.first {
      if case .watchlistWindow = $0.value { true } else { false }
    }!
    let rows = [noted, watchlistRow(202)]
    _ = reduce(
      &state, .watchlistWindowLoaded(window.key, WatchlistWindow(count: 2, offset: 0, rows: rows)))
    _ = reduce(&state, .command(.toggleWatchlist))
    let save = state.requests.first { $0.value == .watchlistSave(.remove(movieID: 201)) }!.key
    let effects = reduce(&state, .watchlistSaveFailed(save, busy, stored: true))
    guard case .loadWatchlistWindow(let request, let reread)? = effects.first else {
      return XCTFail("a failed removal reads the window again: \(effects)")
    }
    _ = reduce(
      &state, .watchlistWindowLoaded(reread, WatchlistWindow(count: 2, offset: 0, rows: rows)))
    XCTAssertEqual(request.order, .added)
    XCTAssertEqual(state.watchlistScreen?.rows, rows)
    XCTAssertEqual(state.watchlistScreen?.undo, [])
    _ = reduce(&state, .command(.undoWatchlistRemoval))
    XCTAssertEqual(state.status, .nothingToUndo)
    XCTAssertEqual(state.watchlistScreen?.rows, rows, "no row shown twice")
    XCTAssertEqual(state.watchlistScreen?.count, 2)
  }

  /// `u` on a film another program (a second Reel, `reel watchlist add`) has put back on the
  /// list since it was removed here: the put-back merges its date and note, and the window is
  /// read around it; it used to be inserted as well, shown twice with the count one too many.
  func testPuttingBackAFilmStoredAgainElsewhereShowsItOnce() {
    var state = TestStore.showingPopular().state
    _ = reduce(&state, .command(.showWatchlist))
    let window = state.requests.first {
      if case .watchlistWindow = $0.value { true } else { false }
    }!
    let rows = [noted, watchlistRow(202)]
    _ = reduce(
      &state, .watchlistWindowLoaded(window.key, WatchlistWindow(count: 2, offset: 0, rows: rows)))
    _ = reduce(&state, .command(.toggleWatchlist))
    let save = state.requests.first { $0.value == .watchlistSave(.remove(movieID: 201)) }!.key
    _ = reduce(&state, .watchlistSaved(save, stored: false))
    // Another program adds 201 back (with a new date): the window is read again.
    var effects = reduce(&state, .watchlistChanged([201, 202]))
    guard case .loadWatchlistWindow(_, let reread)? = effects.first else {
      return XCTFail("an outside change reads the window again: \(effects)")
    }
    let again = WatchlistRow(movie: movie(201), addedAt: Date(timeIntervalSince1970: 1_800_000_000))
    _ = reduce(
      &state,
      .watchlistWindowLoaded(reread, WatchlistWindow(count: 2, offset: 0, rows: [again, rows[1]])))
    effects = reduce(&state, .command(.undoWatchlistRemoval))
    XCTAssertEqual(state.watchlistScreen?.rows.map(\.movie.id), [201, 202], "no row shown twice")
    XCTAssertEqual(state.watchlistScreen?.count, 2)
    XCTAssertTrue(
      effects.contains { if case .saveWatchlist(.restore(noted), _) = $0 { true } else { false } })
    XCTAssertTrue(
      effects.contains {
        if case .loadWatchlistWindow(let request, _) = $0 { request.around == 201 } else { false }
      }, "the window is read around the film: \(effects)")
  }

  /// A removal that failed when the database cannot even say what it holds keeps its undo:
  /// had it happened after all, the row's date and note would be lost with nothing to undo.
  func testARemovalOfUnknownOutcomeStaysOffered() {
    var state = TestStore.showingPopular().state
    _ = reduce(&state, .command(.showWatchlist))
    let window = state.requests.first {
      if case .watchlistWindow = $0.value { true } else { false }
    }!
    _ = reduce(
      &state,
      .watchlistWindowLoaded(
        window.key, WatchlistWindow(count: 2, offset: 0, rows: [noted, watchlistRow(202)])))
    _ = reduce(&state, .command(.toggleWatchlist))
    let save = state.requests.first { $0.value == .watchlistSave(.remove(movieID: 201)) }!.key
    _ = reduce(&state, .watchlistSaveFailed(save, busy, stored: nil))
    XCTAssertEqual(state.watchlistScreen?.undo.map(\.row), [noted])
  }

  /// Earlier removals stay offered when a later one fails: only the failed movie's entry goes.
  func testAFailedRemovalLeavesTheOtherRemovalsOffered() {
    var state = TestStore.showingPopular().state
    _ = reduce(&state, .command(.showWatchlist))
    let window = state.requests.first {
      if case .watchlistWindow = $0.value { true } else { false }
    }!
    let rows = [noted, watchlistRow(202), watchlistRow(203)]
    _ = reduce(
      &state, .watchlistWindowLoaded(window.key, WatchlistWindow(count: 3, offset: 0, rows: rows)))
    _ = reduce(&state, .command(.toggleWatchlist))
    let first = state.requests.first { $0.value == .watchlistSave(.remove(movieID: 201)) }!.key
    _ = reduce(&state, .watchlistSaved(first, stored: false))
    _ = reduce(&state, .command(.toggleWatchlist))
    let second = state.requests.first { $0.value == .watchlistSave(.remove(movieID: 202)) }!.key
    _ = reduce(&state, .watchlistSaveFailed(second, busy, stored: true))
    XCTAssertEqual(state.watchlistScreen?.undo.map(\.row), [noted])
  }

  /// A watchlist that could not be opened at start (another program's lock, a full disk) is
  /// opened again later (DeferredWatchlistStore); the runtime then says the stored ids changed.
  /// The status bar must stop saying the watchlist could not be read: ids read are a read that
  /// succeeded.
  func testIdsReadAfterAFailedStartClearTheUnreadableWatchlistNotice() throws {
    var state = TestStore.showingPopular().state
    let unreadable = failure("cannot read library.sqlite: disk I/O error", .storage)
    state.watchlistFailure = unreadable
    _ = reduce(&state, .watchlistChanged([603]))
    XCTAssertEqual(state.watchlist, [603])
    XCTAssertNil(state.watchlistFailure)
  }
}
