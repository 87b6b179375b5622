import TMDB
import XCTest

@testable import Browser

/// Categories, the watchlist, help, quitting and moving through the list.
final class CommandTests: XCTestCase {
  func testCategoriesSwitchTheSource() {
    let store = TestStore.showingPopular()
    let topRated = MovieListSource.category(.topRated)
    let upcoming = MovieListSource.category(.upcoming)
    store.send(.showCategory(.popular), effects: [])  // already shown
    store.send(.showCategory(.topRated), effects: [.loadPage(.main, topRated, page: 1, req(5))]) {
      $0.listRequest = .init(id: req(5), source: topRated, page: 1)
      $0.main.pendingSource = topRated
      $0.nextRequestID = 6
    }
    store.send(.showCategory(.topRated), effects: [])  // already on its way
    store.send(
      .showCategory(.upcoming),
      effects: [.cancel(req(5)), .loadPage(.main, upcoming, page: 1, req(6))]
    ) {
      $0.listRequest = .init(id: req(6), source: upcoming, page: 1)
      $0.main.pendingSource = upcoming
      $0.nextRequestID = 7
    }
    let first = page(1, of: 2, offset: 10_000)
    store.send(
      .pageLoaded(req(6), first),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(first, upcoming)
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    // From the search field: the text goes, and so does a pending search.
    let trending = MovieListSource.category(.trending)
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("alien"), effects: [.startTimer(.searchDebounce, token: 3, milliseconds: 250)]
    ) {
      $0.searchText = "alien"
      $0.timers[.searchDebounce] = 3
      $0.nextTimerToken = 4
    }
    store.send(
      .showCategory(.trending),
      effects: [.cancelTimer(.searchDebounce), .loadPage(.main, trending, page: 1, req(7))]
    ) {
      $0.focus = .list
      $0.searchText = ""
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(7), source: trending, page: 1)
      $0.main.pendingSource = trending
      $0.nextRequestID = 8
    }
    let empty = page(1, of: 0, totalResults: 0, ids: [])
    store.send(.pageLoaded(req(7), empty), effects: [.cancelTimer(.detailPreview)]) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(empty, trending)
      $0.timers[.detailPreview] = nil
      $0.status = .emptyCategory(.trending)
    }
    store.finish()
  }

  func testTheWatchlistToggleIsOptimisticAndFollowsWhatIsStored() {
    let store = TestStore.showingPopular()
    store.send(.watchlistChanged([7, 8]), effects: []) { $0.watchlist = [7, 8] }
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.add(movie(101)), req(5))]) {
      $0.watchlist = [7, 8, 101]
      $0.requests[req(5)] = .watchlistSave(.add(movie(101)))
      $0.nextRequestID = 6
      $0.status = .addedToWatchlist(title: "Movie 1.1")
    }
    let busy = failure("database is locked", .busy)
    store.send(.watchlistSaveFailed(req(5), busy, stored: false), effects: []) {
      $0.requests[req(5)] = nil
      $0.watchlist = [7, 8]
      $0.status = .watchlistNotSaved(busy)
    }
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.add(movie(101)), req(6))]) {
      $0.watchlist = [7, 8, 101]
      $0.requests[req(6)] = .watchlistSave(.add(movie(101)))
      $0.nextRequestID = 7
      $0.status = .addedToWatchlist(title: "Movie 1.1")
    }
    // In the detail pane `w` acts on the details shown; a film on the watchlist has its note
    // read for the pane.
    store.send(
      .openDetail,
      effects: [.loadRelated(movieID: 101, req(7)), .loadWatchlistNote(movieID: 101, req(8))]
    ) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(7)] = .related(movieID: 101)
      $0.requests[req(8)] = .watchlistNote(movieID: 101)
      $0.nextRequestID = 9
    }
    store.send(.watchlistNoteLoaded(req(8), note: nil), effects: []) {
      $0.requests[req(8)] = nil
      $0.notes[101] = ""
    }
    store.send(.relatedFailed(req(7), failure("HTTP 500")), effects: []) {
      $0.requests[req(7)] = nil
      $0.related = .failed(movieID: 101, failure("HTTP 500"))
    }
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.remove(movieID: 101), req(9))]) {
      $0.watchlist = [7, 8]
      $0.requests[req(9)] = .watchlistSave(.remove(movieID: 101))
      $0.nextRequestID = 10
      $0.status = .removedFromWatchlist(title: "Movie 1.1")
    }
    // `w`, `w`, then the first save fails late: a later change is still on its way, so the
    // mark waits for it rather than guessing.
    store.send(
      .watchlistSaveFailed(req(6), failure("Read-only.", .storage), stored: nil), effects: []
    ) {
      $0.requests[req(6)] = nil
      $0.status = .watchlistNotSaved(failure("Read-only.", .storage))
    }
    // The removal reports what the database really holds: the movie was never stored.
    store.send(.watchlistSaved(req(9), stored: false), effects: []) {
      $0.requests[req(9)] = nil
    }
    XCTAssertFalse(store.state.watchlist.contains(101))
    // Escape in the list dismisses the message.
    store.send(.back, effects: []) { $0.focus = .list }
    store.send(.back, effects: []) { $0.status = nil }
    store.finish()
  }

  func testASaveThatFailsWithTheMovieStoredAfterAllKeepsTheMark() {
    let store = TestStore.showingPopular()
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.add(movie(101)), req(5))]) {
      $0.watchlist = [101]
      $0.requests[req(5)] = .watchlistSave(.add(movie(101)))
      $0.nextRequestID = 6
      $0.status = .addedToWatchlist(title: "Movie 1.1")
    }
    store.send(
      .watchlistSaveFailed(req(5), failure("disk I/O error", .storage), stored: true), effects: []
    ) {
      $0.requests[req(5)] = nil
      $0.status = .watchlistNotSaved(failure("disk I/O error", .storage))
    }
    XCTAssertEqual(store.state.watchlist, [101])
    store.finish()
  }

  func testAnUntitledMovieIsNamedSo() {
    let store = TestStore()
    store.startAndReadWatchlist()
    store.send(
      .configurationLoaded(req(1), configuration, []),
      effects: [.loadPage(.main, popular, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configuration = configuration
      $0.listRequest = .init(id: req(3), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.configurationStatus = .loaded
      $0.nextRequestID = 4
    }
    let untitled = MovieSummary(id: 9, title: "")
    let first = MoviePage(page: 1, results: [untitled], totalPages: 1, totalResults: 1)
    store.send(
      .pageLoaded(req(3), first),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(first)
      $0.timers[.detailPreview] = 1
      $0.nextTimerToken = 2
    }
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.add(untitled), req(4))]) {
      $0.watchlist = [9]
      $0.requests[req(4)] = .watchlistSave(.add(untitled))
      $0.nextRequestID = 5
      $0.status = .addedToWatchlist(title: "")
    }
    store.send(.watchlistSaved(req(4), stored: true), effects: []) { $0.requests[req(4)] = nil }
    store.send(.timerFired(.detailPreview, token: 1), effects: [.loadDetails(movieID: 9, req(5))]) {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 9)
      $0.requests[req(5)] = .details(movieID: 9)
      $0.nextRequestID = 6
    }
    store.send(.detailsFailed(req(5), failure("HTTP 404")), effects: []) {
      $0.requests[req(5)] = nil
      $0.detail = .failed(movieID: 9, failure("HTTP 404"))
    }
    store.finish()
  }

  func testHelpOpensClosesAndKeepsKeysFromTheListBelow() {
    let store = TestStore.showingPopular()
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.toggleHelp, effects: []) { $0.overlay = nil }
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.back, effects: []) { $0.overlay = nil }
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.quit, effects: [.quit])
    // While help is open, keys do not reach the list underneath: motions scroll the help.
    store.send(.moveDown, effects: []) { $0.overlayScroll = 1 }
    store.send(.toggleWatchlist, effects: [])
    store.send(.showCategory(.trending), effects: [])
    store.send(.cancel, effects: []) { $0.overlay = nil }
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.previewDetails(of: 102, token: 2, request: 5)
    store.finish()
  }

  func testPagingMovesTheViewAndTheSelectionTogether() {
    let store = TestStore.showingPopular(totalPages: 2)
    store.send(.pageDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.topRow = 5
      $0.main.selectedRow = 5
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(.halfPageDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.main.topRow = 7
      $0.main.selectedRow = 7
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.send(
      .selectVisibleRow(3), effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]
    ) {
      $0.main.selectedRow = 10
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(
      .pageDown,
      effects: [
        .startTimer(.detailPreview, token: 5, milliseconds: 150),
        .loadPage(.main, popular, page: 2, req(5)),
      ]
    ) {
      $0.main.topRow = 12
      $0.main.selectedRow = 15
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.nextRequestID = 6
    }
    store.send(.pageLoaded(req(5), page(2, of: 2)), effects: []) {
      $0.main.window?.insert(page(2, of: 2), near: 1)
      $0.listRequest = nil
    }
    store.send(.last, effects: [.startTimer(.detailPreview, token: 6, milliseconds: 150)]) {
      $0.main.topRow = 35
      $0.main.selectedRow = 39
      $0.timers[.detailPreview] = 6
      $0.nextTimerToken = 7
    }
    store.send(.pageDown, effects: [])  // at the end already
    store.send(.halfPageUp, effects: [.startTimer(.detailPreview, token: 7, milliseconds: 150)]) {
      $0.main.topRow = 33
      $0.main.selectedRow = 37
      $0.timers[.detailPreview] = 7
      $0.nextTimerToken = 8
    }
    store.send(.pageUp, effects: [.startTimer(.detailPreview, token: 8, milliseconds: 150)]) {
      $0.main.topRow = 28
      $0.main.selectedRow = 32
      $0.timers[.detailPreview] = 8
      $0.nextTimerToken = 9
    }
    store.send(.first, effects: [.cancelTimer(.detailPreview)]) {
      $0.main.topRow = 0
      $0.main.selectedRow = 0
      $0.timers[.detailPreview] = nil
      $0.detail = .loaded(details(101))
    }
    store.send(.pageUp, effects: [])  // at the top already
    store.send(.moveUp, effects: [])
    store.finish()
  }
}

/// Going back the way the user came, and lists that keep their place.
final class NavigationHistoryTests: XCTestCase {
  func testACategoryOpenedAgainComesBackWhereItWasWithoutARequest() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    let upcoming = MovieListSource.category(.upcoming)
    store.send(.showCategory(.upcoming), effects: [.loadPage(.main, upcoming, page: 1, req(5))]) {
      $0.listRequest = .init(id: req(5), source: upcoming, page: 1)
      $0.main.pendingSource = upcoming
      $0.nextRequestID = 6
    }
    let first = page(1, of: 3, offset: 40_000)
    store.send(
      .pageLoaded(req(5), first),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(first, upcoming)
      $0.main.selectedRow = 0
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    // Popular again: at once, on the second row, its details from the cache of the pane.
    store.send(
      .showCategory(.popular), effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]
    ) {
      let upcomingList = $0.main
      $0.main = $0.mainHistory.removeLast()
      $0.mainHistory = [upcomingList]
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    XCTAssertEqual(store.state.selectedMovie, movie(102))
    // Backspace-like `back` in the list: to Upcoming, where it was.
    store.send(.back, effects: [.startTimer(.detailPreview, token: 5, milliseconds: 150)]) {
      $0.main = $0.mainHistory.removeLast()
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
    }
    XCTAssertEqual(store.state.selectedMovie, movie(40_101))
    store.previewDetails(of: 40_101, token: 5, request: 6)
    store.finish()
  }
}
