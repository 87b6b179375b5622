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
      .submitSearch, effects: [.cancelTimer(.searchDebounce), .loadPage(du, page: 1, req(4))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.focus = .list
      $0.listRequest = .init(id: req(4), source: du, page: 1)
      $0.pendingSource = du
      $0.phase = .searching
      $0.nextRequestID = 5
    }
    store.send(
      .pageLoaded(req(4), first),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(first, du)
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.previewDetails(of: 10_101, token: 3, request: 5)
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("ne"), effects: [.startTimer(.searchDebounce, token: 4, milliseconds: 250)]
    ) {
      $0.searchText = "dune"
      $0.timers[.searchDebounce] = 4
      $0.nextTimerToken = 5
    }
    store.send(.timerFired(.searchDebounce, token: 4), effects: [.loadPage(dune, page: 1, req(6))])
    {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(6), source: dune, page: 1)
      $0.pendingSource = dune
      $0.phase = .searching
      $0.nextRequestID = 7
    }
    store.send(.cancel, effects: [.cancel(req(6))]) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.status = .info("Cancelled.")
      $0.searchText = "du"
      $0.focus = .list
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    store.send(.pageLoaded(req(6), page(1, of: 1, offset: 30_000)), effects: [])
    // Nothing in flight now: Escape in the list only clears the message.
    store.send(.cancel, effects: []) { $0.status = nil }
    store.send(.cancel, effects: [])
    store.finish()
  }

  func testEscapeWhileFetchingAPageLeavesItForTheNextScrollOrRefresh() {
    let store = TestStore.showingPopular()
    store.send(
      .scroll(15),
      effects: [
        .startTimer(.detailPreview, token: 2, milliseconds: 150),
        .loadPage(popular, page: 2, req(4)),
      ]
    ) {
      $0.selectedRow = 15
      $0.topRow = 11
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
      $0.listRequest = .init(id: req(4), source: popular, page: 2)
      $0.phase = .fetchingPage
      $0.nextRequestID = 5
    }
    store.send(.cancel, effects: [.cancel(req(4))]) {
      $0.listRequest = nil
      $0.phase = .idle
      $0.failedPages = [2]
      $0.status = .info("Cancelled.")
    }
    // A resize does not quietly restart what the user stopped.
    store.send(.viewportChanged(rows: 5), effects: [])
    store.send(.pageLoaded(req(4), page(2, of: 50)), effects: [])
    XCTAssertNil(store.state.list?.movie(atRow: 20))
    // `r` retries the page, keeping the place in the list.
    store.send(.refresh, effects: [.loadPage(popular, page: 2, req(5))]) {
      $0.failedPages = []
      $0.status = nil
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.phase = .fetchingPage
      $0.nextRequestID = 6
    }
    store.send(.cancel, effects: [.cancel(req(5))]) {
      $0.listRequest = nil
      $0.phase = .idle
      $0.failedPages = [2]
      $0.status = .info("Cancelled.")
    }
    // So does the next scroll.
    store.send(
      .moveDown,
      effects: [
        .startTimer(.detailPreview, token: 3, milliseconds: 150),
        .loadPage(popular, page: 2, req(6)),
      ]
    ) {
      $0.selectedRow = 16
      $0.topRow = 12
      $0.failedPages = []
      $0.status = nil
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
      $0.listRequest = .init(id: req(6), source: popular, page: 2)
      $0.phase = .fetchingPage
      $0.nextRequestID = 7
    }
    store.send(.pageLoaded(req(6), page(2, of: 50)), effects: []) {
      $0.list?.insert(page(2, of: 50), near: 1)
      $0.listRequest = nil
      $0.phase = .idle
    }
    XCTAssertEqual(store.state.list?.movie(atRow: 20), movie(201))
    store.previewDetails(of: 117, token: 3, request: 7)
    store.finish()
  }

  func testEscapeWhileDetailsLoadCancelsThemAndLeavesTheDetailPane() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .openDetail, effects: [.cancelTimer(.detailPreview), .loadDetails(movieID: 102, req(4))]
    ) {
      $0.focus = .detail
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 102, req(4))
      $0.nextRequestID = 5
    }
    store.send(.cancel, effects: [.cancel(req(4))]) {
      $0.detail = .none
      $0.focus = .list
    }
    store.send(.detailsLoaded(req(4), details(102)), effects: [])
    // Enter tries again.
    store.send(.openDetail, effects: [.loadDetails(movieID: 102, req(5))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 102, req(5))
      $0.nextRequestID = 6
    }
    store.send(.detailsLoaded(req(5), details(102)), effects: []) {
      $0.detail = .loaded(details(102))
      $0.detailCache.append(details(102))
    }
    // Nothing in flight: Escape only steps back.
    store.send(.cancel, effects: []) { $0.focus = .list }
    store.finish()
  }

  func testEscapeClosesHelpFirst() {
    let store = TestStore.showingPopular()
    store.send(.toggleHelp, effects: []) { $0.showsHelp = true }
    store.send(.cancel, effects: []) { $0.showsHelp = false }
    store.finish()
  }
}
