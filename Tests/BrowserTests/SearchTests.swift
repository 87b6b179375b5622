import TMDB
import XCTest

@testable import Browser

/// idle → searching → idle, with results, failures and newer queries.
final class SearchTests: XCTestCase {
  let dune = MovieListSource.search("du")
  let results = page(1, of: 2, offset: 10_000)

  /// From Popular: `/`, "du", the pause; request #4 for the search is in flight (token 2).
  func searchingForDu() -> TestStore {
    let store = TestStore.showingPopular()
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("du"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "du"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .timerFired(.searchDebounce, token: 2), effects: [.loadPage(.main, dune, page: 1, req(5))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(5), source: self.dune, page: 1)
      $0.main.pendingSource = self.dune
      $0.nextRequestID = 6
    }
    return store
  }

  func testSearchResultsReplaceTheListAndSelectTheFirstRow() {
    let store = searchingForDu()
    XCTAssertEqual(store.state.selectedMovie, movie(101), "the old results stay while searching")
    store.send(
      .pageLoaded(req(5), results),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(self.results, self.dune)
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    XCTAssertEqual(store.state.focus, .search, "typing goes on while results arrive")
    store.previewDetails(of: 10_101, token: 3, request: 6)
    store.finish()
  }

  func testFailedSearchKeepsTheOldResultsShowsTheErrorAndCanBeRetried() {
    let store = searchingForDu()
    store.send(.pageFailed(req(5), failure("The request timed out.")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = self.dune
      $0.main.failure = failure("The request timed out.")
      $0.status = .loadFailed(failure("The request timed out."))
    }
    XCTAssertEqual(store.state.main.window?.source, popular)
    XCTAssertEqual(store.state.selectedMovie, movie(101))
    // Enter retries the query the field holds.
    store.send(.openDetail, effects: [.loadPage(.main, dune, page: 1, req(6))]) {
      $0.focus = .list
      $0.listRequest = .init(id: req(6), source: self.dune, page: 1)
      $0.main.pendingSource = self.dune
      $0.main.failedSource = nil
      $0.status = nil
      $0.nextRequestID = 7
    }
    store.send(.pageFailed(req(6), failure("The request timed out.")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = self.dune
      $0.main.failure = failure("The request timed out.")
      $0.status = .loadFailed(failure("The request timed out."))
    }
    // So does `r`: the failed search, not the list shown.
    store.send(.refresh, effects: [.loadPage(.main, dune, page: 1, req(7))]) {
      $0.listRequest = .init(id: req(7), source: self.dune, page: 1)
      $0.main.pendingSource = self.dune
      $0.main.failedSource = nil
      $0.status = nil
      $0.nextRequestID = 8
    }
    store.send(.pageFailed(req(7), failure("offline")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = self.dune
      $0.main.failure = failure("offline")
      $0.status = .loadFailed(failure("offline"))
    }
    // Escape dismisses the error; `r` then refreshes what is shown.
    store.send(.cancel, effects: []) {
      $0.status = nil
      $0.main.failedSource = nil
      $0.searchText = ""
    }
    store.send(.refresh, effects: [.loadPage(.main, popular, page: 1, req(8))]) {
      $0.listRequest = .init(id: req(8), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 9
    }
    store.send(.pageLoaded(req(8), page(1, of: 50)), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
    }
    store.finish()
  }

  func testANewerQueryWhileSearchingCancelsTheOlderRequest() {
    let store = searchingForDu()
    let dun = MovieListSource.search("dun")
    store.send(
      .insertText("n"), effects: [.startTimer(.searchDebounce, token: 3, milliseconds: 250)]
    ) {
      $0.searchText = "dun"
      $0.timers[.searchDebounce] = 3
      $0.nextTimerToken = 4
    }
    store.send(
      .timerFired(.searchDebounce, token: 3),
      effects: [.cancel(req(5)), .loadPage(.main, dun, page: 1, req(6))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(6), source: dun, page: 1)
      $0.main.pendingSource = dun
      $0.nextRequestID = 7
    }
    XCTAssertEqual(store.state.phase, .searching)
    store.send(.pageLoaded(req(5), results), effects: [])
    store.send(.pageFailed(req(5), failure("cancelled")), effects: [])
    let found = page(1, of: 1, totalResults: 2, offset: 20_000)
    store.send(
      .pageLoaded(req(6), found),
      effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(found, dun)
      $0.detail = .none
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    XCTAssertEqual(store.state.rowCount, 2)
    store.previewDetails(of: 20_101, token: 4, request: 7)
    store.finish()
  }

  func testEnterSearchesAtOnceWhateverTheLengthAndEmptyResultsSaySo() {
    let store = TestStore.showingPopular()
    let x = MovieListSource.search("x")
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(.insertText(" x "), effects: []) { $0.searchText = " x " }
    store.send(.submitSearch, effects: [.loadPage(.main, x, page: 1, req(5))]) {
      $0.focus = .list
      $0.listRequest = .init(id: req(5), source: x, page: 1)
      $0.main.pendingSource = x
      $0.nextRequestID = 6
    }
    let empty = page(1, of: 0, totalResults: 0, ids: [])
    store.send(.pageLoaded(req(5), empty), effects: []) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(empty, x)
      $0.detail = .none
      $0.status = .noMatches(query: "x")
    }
    XCTAssertEqual(store.state.rowCount, 0)
    XCTAssertNil(store.state.selectedMovie)
    store.send(.moveDown, effects: [])
    store.send(.last, effects: [])
    store.send(.openDetail, effects: [])
    store.send(.toggleWatchlist, effects: [])
    store.finish()
  }

  func testAQueryEqualToWhatIsShownDoesNotSearchAgain() {
    let store = searchingForDu()
    store.send(
      .pageLoaded(req(5), results),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(self.results, self.dune)
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.send(
      .insertText("n"), effects: [.startTimer(.searchDebounce, token: 4, milliseconds: 250)]
    ) {
      $0.searchText = "dun"
      $0.timers[.searchDebounce] = 4
      $0.nextTimerToken = 5
    }
    store.send(.deleteBackward, effects: [.cancelTimer(.searchDebounce)]) {
      $0.searchText = "du"
      $0.timers[.searchDebounce] = nil
    }
    store.send(.insertText("  "), effects: []) { $0.searchText = "du  " }
    store.send(.submitSearch, effects: []) { $0.focus = .list }
    store.previewDetails(of: 10_101, token: 3, request: 6)
    store.finish()
  }
}
