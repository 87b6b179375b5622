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
    store.send(.showCategory(.topRated), effects: [.loadPage(topRated, page: 1, req(4))]) {
      $0.listRequest = .init(id: req(4), source: topRated, page: 1)
      $0.pendingSource = topRated
      $0.phase = .searching
      $0.nextRequestID = 5
    }
    store.send(.showCategory(.topRated), effects: [])  // already on its way
    store.send(
      .showCategory(.upcoming), effects: [.cancel(req(4)), .loadPage(upcoming, page: 1, req(5))]
    ) {
      $0.listRequest = .init(id: req(5), source: upcoming, page: 1)
      $0.pendingSource = upcoming
      $0.nextRequestID = 6
    }
    let first = page(1, of: 2, offset: 10_000)
    store.send(
      .pageLoaded(req(5), first),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(first, upcoming)
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
      effects: [.cancelTimer(.searchDebounce), .loadPage(trending, page: 1, req(6))]
    ) {
      $0.focus = .list
      $0.searchText = ""
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(6), source: trending, page: 1)
      $0.pendingSource = trending
      $0.phase = .searching
      $0.nextRequestID = 7
    }
    let empty = page(1, of: 0, totalResults: 0, ids: [])
    store.send(.pageLoaded(req(6), empty), effects: [.cancelTimer(.detailPreview)]) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(empty, trending)
      $0.timers[.detailPreview] = nil
      $0.status = .info("Trending has no movies right now.")
    }
    store.finish()
  }

  func testTheWatchlistToggleIsOptimisticAndUndoneOnFailure() {
    let store = TestStore.showingPopular()
    store.send(.watchlistLoaded([7, 8]), effects: []) { $0.watchlist = [7, 8] }
    store.send(.toggleWatchlist, effects: [.addToWatchlist(movie(101))]) {
      $0.watchlist = [7, 8, 101]
      $0.status = .info("Added \u{201C}Movie 1.1\u{201D} to the watchlist.")
    }
    store.send(.watchlistFailed(movieID: 101, message: "Disk full."), effects: []) {
      $0.watchlist = [7, 8]
      $0.status = .error("Disk full.")
    }
    store.send(.toggleWatchlist, effects: [.addToWatchlist(movie(101))]) {
      $0.watchlist = [7, 8, 101]
      $0.status = .info("Added \u{201C}Movie 1.1\u{201D} to the watchlist.")
    }
    // In the detail pane `w` acts on the details shown.
    store.send(.openDetail, effects: []) { $0.focus = .detail }
    store.send(.toggleWatchlist, effects: [.removeFromWatchlist(movieID: 101)]) {
      $0.watchlist = [7, 8]
      $0.status = .info("Removed \u{201C}Movie 1.1\u{201D} from the watchlist.")
    }
    store.send(.watchlistFailed(movieID: 101, message: "Read-only."), effects: []) {
      $0.watchlist = [7, 8, 101]
      $0.status = .error("Read-only.")
    }
    // Escape in the list dismisses the message.
    store.send(.back, effects: []) { $0.focus = .list }
    store.send(.back, effects: []) { $0.status = nil }
    store.finish()
  }

  func testAnUntitledMovieIsNamedSo() {
    let store = TestStore()
    store.send(.start, effects: [.loadConfiguration(req(1))]) {
      $0.configRequest = req(1)
      $0.nextRequestID = 2
    }
    store.send(
      .configurationLoaded(req(1), configuration, []),
      effects: [.loadPage(popular, page: 1, req(2))]
    ) {
      $0.configRequest = nil
      $0.configuration = configuration
      $0.listRequest = .init(id: req(2), source: popular, page: 1)
      $0.pendingSource = popular
      $0.phase = .searching
      $0.nextRequestID = 3
    }
    let untitled = MovieSummary(id: 9, title: "")
    let first = MoviePage(page: 1, results: [untitled], totalPages: 1, totalResults: 1)
    store.send(
      .pageLoaded(req(2), first),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(first)
      $0.timers[.detailPreview] = 1
      $0.nextTimerToken = 2
    }
    store.send(.toggleWatchlist, effects: [.addToWatchlist(untitled)]) {
      $0.watchlist = [9]
      $0.status = .info("Added \u{201C}Untitled\u{201D} to the watchlist.")
    }
    store.send(.timerFired(.detailPreview, token: 1), effects: [.loadDetails(movieID: 9, req(3))]) {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 9, req(3))
      $0.nextRequestID = 4
    }
    store.send(.detailsFailed(req(3), message: "HTTP 404"), effects: []) {
      $0.detail = .failed(movieID: 9, message: "HTTP 404")
    }
    store.finish()
  }

  func testHelpOpensClosesAndGivesWayToOtherCommands() {
    let store = TestStore.showingPopular()
    store.send(.toggleHelp, effects: []) { $0.showsHelp = true }
    store.send(.toggleHelp, effects: []) { $0.showsHelp = false }
    store.send(.toggleHelp, effects: []) { $0.showsHelp = true }
    store.send(.back, effects: []) { $0.showsHelp = false }
    store.send(.toggleHelp, effects: []) { $0.showsHelp = true }
    store.send(.quit, effects: [.quit])
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.showsHelp = false
      $0.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(.quit, effects: [.quit])
    store.previewDetails(of: 102, token: 2, request: 4)
    store.finish()
  }

  func testPagingMovesTheViewAndTheSelectionTogether() {
    let store = TestStore.showingPopular(totalPages: 2)
    store.send(.pageDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.topRow = 5
      $0.selectedRow = 5
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(.halfPageDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.topRow = 7
      $0.selectedRow = 7
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.send(
      .selectVisibleRow(3), effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]
    ) {
      $0.selectedRow = 10
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(
      .pageDown,
      effects: [
        .startTimer(.detailPreview, token: 5, milliseconds: 150),
        .loadPage(popular, page: 2, req(4)),
      ]
    ) {
      $0.topRow = 12
      $0.selectedRow = 15
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
      $0.listRequest = .init(id: req(4), source: popular, page: 2)
      $0.phase = .fetchingPage
      $0.nextRequestID = 5
    }
    store.send(.pageLoaded(req(4), page(2, of: 2)), effects: []) {
      $0.list?.insert(page(2, of: 2), near: 1)
      $0.listRequest = nil
      $0.phase = .idle
    }
    store.send(.last, effects: [.startTimer(.detailPreview, token: 6, milliseconds: 150)]) {
      $0.topRow = 35
      $0.selectedRow = 39
      $0.timers[.detailPreview] = 6
      $0.nextTimerToken = 7
    }
    store.send(.pageDown, effects: [])  // at the end already
    store.send(.halfPageUp, effects: [.startTimer(.detailPreview, token: 7, milliseconds: 150)]) {
      $0.topRow = 33
      $0.selectedRow = 37
      $0.timers[.detailPreview] = 7
      $0.nextTimerToken = 8
    }
    store.send(.pageUp, effects: [.startTimer(.detailPreview, token: 8, milliseconds: 150)]) {
      $0.topRow = 28
      $0.selectedRow = 32
      $0.timers[.detailPreview] = 8
      $0.nextTimerToken = 9
    }
    store.send(.first, effects: [.cancelTimer(.detailPreview)]) {
      $0.topRow = 0
      $0.selectedRow = 0
      $0.timers[.detailPreview] = nil
      $0.detail = .loaded(details(101))
    }
    store.send(.pageUp, effects: [])  // at the top already
    store.send(.moveUp, effects: [])
    store.finish()
  }
}
