import TMDB
import XCTest

@testable import Browser

/// Escape cancels what is in flight and returns to idle with the previous results.
final class CancellationTests: XCTestCase {
  func testEscapeWhileSearchingKeepsThePreviousResultsAndRestoresTheText() {
    let store = TestStore.showingPopular()
    let du = MovieListSource.search("du")
    let dune = MovieListSource.search("dune")
    let first = page(1, of: 1, totalResults: 4, offset: 10_000)
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("du"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "du"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .submitSearch,
      effects: [.cancelTimer(.searchDebounce), .loadPage(.main, du, page: 1, req(5))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.focus = .list
      $0.listRequest = .init(id: req(5), source: du, page: 1)
      $0.main.pendingSource = du
      $0.nextRequestID = 6
    }
    store.send(
      .pageLoaded(req(5), first),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(first, du)
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.previewDetails(of: 10_101, token: 3, request: 6)
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("ne"), effects: [.startTimer(.searchDebounce, token: 4, milliseconds: 250)]
    ) {
      $0.searchText = "dune"
      $0.timers[.searchDebounce] = 4
      $0.nextTimerToken = 5
    }
    store.send(
      .timerFired(.searchDebounce, token: 4), effects: [.loadPage(.main, dune, page: 1, req(7))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(7), source: dune, page: 1)
      $0.main.pendingSource = dune
      $0.nextRequestID = 8
    }
    store.send(.cancel, effects: [.cancel(req(7))]) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.status = .cancelled
      $0.searchText = "du"
      $0.focus = .list
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    store.send(.pageLoaded(req(7), page(1, of: 1, offset: 30_000)), effects: [])
    // Nothing in flight now: Escape goes back the way the user came, to Popular where it was.
    store.send(.cancel, effects: []) {
      $0.status = nil
      $0.main = $0.mainHistory.removeLast()
      $0.searchText = ""
      $0.detail = .loaded(details(101))
    }
    XCTAssertEqual(store.state.selectedMovie, movie(101))
    store.send(.cancel, effects: [])
    store.finish()
  }

  func testEscapeWhileFetchingAPageLeavesItForTheNextScrollOrRefresh() {
    let store = TestStore.showingPopular()
    store.send(
      .scroll(15),
      effects: [
        .startTimer(.detailPreview, token: 2, milliseconds: 150),
        .loadPage(.main, popular, page: 2, req(5)),
      ]
    ) {
      $0.main.selectedRow = 15
      $0.main.topRow = 11
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.nextRequestID = 6
    }
    store.send(.cancel, effects: [.cancel(req(5))]) {
      $0.listRequest = nil
      $0.main.failedPages = [2]
      $0.status = .cancelled
    }
    // A resize does not quietly restart what the user stopped.
    store.send(.viewportChanged(rows: 5), effects: [])
    store.send(.pageLoaded(req(5), page(2, of: 50)), effects: [])
    XCTAssertNil(store.state.main.window?.movie(atRow: 20))
    // `r` retries the page, keeping the place in the list.
    store.send(.refresh, effects: [.loadPage(.main, popular, page: 2, req(6))]) {
      $0.main.failedPages = []
      $0.status = nil
      $0.listRequest = .init(id: req(6), source: popular, page: 2)
      $0.nextRequestID = 7
    }
    store.send(.cancel, effects: [.cancel(req(6))]) {
      $0.listRequest = nil
      $0.main.failedPages = [2]
      $0.status = .cancelled
    }
    // So does the next scroll.
    store.send(
      .moveDown,
      effects: [
        .startTimer(.detailPreview, token: 3, milliseconds: 150),
        .loadPage(.main, popular, page: 2, req(7)),
      ]
    ) {
      $0.main.selectedRow = 16
      $0.main.topRow = 12
      $0.main.failedPages = []
      $0.status = nil
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
      $0.listRequest = .init(id: req(7), source: popular, page: 2)
      $0.nextRequestID = 8
    }
    store.send(.pageLoaded(req(7), page(2, of: 50)), effects: []) {
      $0.main.window?.insert(page(2, of: 50), near: 1)
      $0.listRequest = nil
    }
    XCTAssertEqual(store.state.main.window?.movie(atRow: 20), movie(201))
    store.previewDetails(of: 117, token: 3, request: 8)
    store.finish()
  }

  func testEscapeWhileDetailsLoadCancelsThemAndLeavesTheDetailPane() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .openDetail, effects: [.cancelTimer(.detailPreview), .loadDetails(movieID: 102, req(5))]
    ) {
      $0.focus = .detail
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 102)
      $0.requests[req(5)] = .details(movieID: 102)
      $0.nextRequestID = 6
    }
    store.send(.cancel, effects: [.cancel(req(5))]) {
      $0.requests[req(5)] = nil
      $0.detail = .none
      $0.focus = .list
    }
    store.send(.detailsLoaded(req(5), details(102)), effects: [])
    // Enter tries again.
    store.send(.openDetail, effects: [.loadDetails(movieID: 102, req(6))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 102)
      $0.requests[req(6)] = .details(movieID: 102)
      $0.nextRequestID = 7
    }
    store.send(.detailsLoaded(req(6), details(102)), effects: []) {
      $0.requests[req(6)] = nil
      $0.detail = .loaded(details(102))
      $0.detailCache.append(details(102))
    }
    // Nothing in flight: Escape only steps back.
    store.send(.cancel, effects: []) { $0.focus = .list }
    store.finish()
  }

  func testEscapeClosesHelpFirst() {
    let store = TestStore.showingPopular()
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.cancel, effects: []) { $0.overlay = nil }
    store.finish()
  }
}
