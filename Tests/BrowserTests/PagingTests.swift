import TMDB
import XCTest

@testable import Browser

/// idle ⇄ fetchingPage: the viewport's pages, prefetch, failures and retries.
final class PagingTests: XCTestCase {
  /// Popular with the selection on row 15 (movie 116), rows 11–15 shown, page 2 in flight (#4).
  func fetchingPageTwo() -> TestStore {
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
    return store
  }

  func testTheScreenAfterTheViewportIsPrefetched() {
    let store = TestStore.showingPopular()
    // Rows 0–9 are page 1: nothing to fetch until the next screen reaches page 2.
    store.send(.scroll(14), effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 14
      $0.main.topRow = 10
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertNil(store.state.main.window?.movie(atRow: 20), "page 2 is placeholder rows")
    store.send(
      .moveDown,
      effects: [
        .startTimer(.detailPreview, token: 3, milliseconds: 150),
        .loadPage(.main, popular, page: 2, req(5)),
      ]
    ) {
      $0.main.selectedRow = 15
      $0.main.topRow = 11
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.nextRequestID = 6
    }
    // Moving on while it loads asks for nothing more.
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]) {
      $0.main.selectedRow = 16
      $0.main.topRow = 12
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(.pageLoaded(req(5), page(2, of: 50)), effects: []) {
      $0.main.window?.insert(page(2, of: 50), near: 1)
      $0.listRequest = nil
    }
    XCTAssertEqual(store.state.main.window?.movie(atRow: 20), movie(201))
    store.previewDetails(of: 117, token: 4, request: 6)
    store.finish()
  }

  func testAFailedPageShowsTheErrorAndIsRetriedOnTheNextScroll() {
    let store = fetchingPageTwo()
    store.send(.pageFailed(req(5), failure("HTTP 500")), effects: []) {
      $0.listRequest = nil
      $0.main.failedPages = [2]
      $0.status = .loadFailed(failure("HTTP 500"))
    }
    XCTAssertEqual(store.state.selectedMovie, movie(116), "the list stays usable")
    // Not retried in a loop: a resize or another result does not ask again.
    store.send(.viewportChanged(rows: 5), effects: [])
    store.send(
      .moveDown,
      effects: [
        .startTimer(.detailPreview, token: 3, milliseconds: 150),
        .loadPage(.main, popular, page: 2, req(6)),
      ]
    ) {
      $0.main.selectedRow = 16
      $0.main.topRow = 12
      $0.main.failedPages = []
      $0.status = nil
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
      $0.listRequest = .init(id: req(6), source: popular, page: 2)
      $0.nextRequestID = 7
    }
    store.send(.pageFailed(req(6), failure("HTTP 502")), effects: []) {
      $0.listRequest = nil
      $0.main.failedPages = [2]
      $0.status = .loadFailed(failure("HTTP 502"))
    }
    // `r` retries the page.
    store.send(.refresh, effects: [.loadPage(.main, popular, page: 2, req(7))]) {
      $0.main.failedPages = []
      $0.status = nil
      $0.listRequest = .init(id: req(7), source: popular, page: 2)
      $0.nextRequestID = 8
    }
    store.send(.pageLoaded(req(7), page(2, of: 50)), effects: []) {
      $0.main.window?.insert(page(2, of: 50), near: 1)
      $0.listRequest = nil
    }
    store.previewDetails(of: 117, token: 3, request: 8)
    store.finish()
  }

  func testRefreshWithNothingFailedReloadsTheListKeepingItsPlace() {
    let store = fetchingPageTwo()
    store.send(.refresh, effects: [.cancel(req(5)), .loadPage(.main, popular, page: 1, req(6))]) {
      $0.listRequest = .init(id: req(6), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 7
    }
    store.send(.pageLoaded(req(5), page(2, of: 50)), effects: [])
    store.send(
      .pageLoaded(req(6), page(1, of: 40, offset: 10_000)),
      effects: [
        .startTimer(.detailPreview, token: 3, milliseconds: 150),
        .loadPage(.main, popular, page: 2, req(7)),
      ]
    ) {
      $0.listRequest = .init(id: req(7), source: popular, page: 2)
      $0.main.pendingSource = nil
      $0.main.window = window(page(1, of: 40, offset: 10_000))
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
      $0.nextRequestID = 8
    }
    XCTAssertEqual(store.state.rowCount, 800)
    XCTAssertEqual(store.state.main.selectedRow, 15, "`r` keeps the place it refreshes")
    let second = page(2, of: 40, offset: 10_000)
    store.send(.pageLoaded(req(7), second), effects: []) {
      $0.listRequest = nil
      $0.main.window?.insert(second, near: 1)
    }
    store.previewDetails(of: 10_116, token: 3, request: 8)
    store.finish()
  }

  func testAPageTheViewportLeftBehindIsCancelledForTheOneItNeeds() {
    let store = fetchingPageTwo()
    store.send(
      .last,
      effects: [
        .cancelTimer(.detailPreview), .cancel(req(5)), .loadPage(.main, popular, page: 50, req(6)),
      ]
    ) {
      $0.main.selectedRow = 999
      $0.main.topRow = 995
      $0.timers[.detailPreview] = nil
      $0.listRequest = .init(id: req(6), source: popular, page: 50)
      $0.nextRequestID = 7
    }
    store.send(.pageLoaded(req(5), page(2, of: 50)), effects: [])
    store.send(
      .pageLoaded(req(6), page(50, of: 50)),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.main.window?.insert(page(50, of: 50), near: 50)
      $0.listRequest = nil
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovie, movie(5020))
    XCTAssertEqual(store.state.main.window?.loadedPageNumbers, [1, 50])
    store.send(.pageUp, effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]) {
      $0.main.selectedRow = 994
      $0.main.topRow = 990
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(
      .scroll(-15),
      effects: [.cancelTimer(.detailPreview), .loadPage(.main, popular, page: 49, req(7))]
    ) {
      $0.main.selectedRow = 979
      $0.main.topRow = 979
      $0.timers[.detailPreview] = nil
      $0.listRequest = .init(id: req(7), source: popular, page: 49)
      $0.nextRequestID = 8
    }
    // Back into loaded rows: the fetch nobody needs any more is cancelled.
    store.send(
      .last, effects: [.startTimer(.detailPreview, token: 5, milliseconds: 150), .cancel(req(7))]
    ) {
      $0.main.selectedRow = 999
      $0.main.topRow = 995
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
      $0.listRequest = nil
    }
    store.previewDetails(of: 5020, token: 5, request: 8)
    store.finish()
  }

  func testAGrowingViewportFetchesWhatItNowShows() {
    let store = TestStore.showingPopular()
    store.send(.viewportChanged(rows: 15), effects: [.loadPage(.main, popular, page: 2, req(5))]) {
      $0.viewportRows = 15
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.nextRequestID = 6
    }
    store.send(.pageLoaded(req(5), page(2, of: 50)), effects: []) {
      $0.main.window?.insert(page(2, of: 50), near: 1)
      $0.listRequest = nil
    }
    // A resize keeps the selection on screen.
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(.viewportChanged(rows: 0), effects: []) {
      $0.viewportRows = 1
      $0.main.topRow = 1
    }
    store.previewDetails(of: 102, token: 2, request: 6)
    store.finish()
  }
}
