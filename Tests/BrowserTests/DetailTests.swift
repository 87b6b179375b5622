import TMDB
import XCTest

@testable import Browser

/// The detail pane: preview after the selection settles, the cache, opening, failures.
final class DetailTests: XCTestCase {
  func testTheSelectionSettlingLoadsItsDetailsAndCachedOnesShowAtOnce() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    // Holding `j`: each row restarts the timer, so no request per row.
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.main.selectedRow = 2
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.send(.timerFired(.detailPreview, token: 2), effects: [])
    store.previewDetails(of: 103, token: 3, request: 5)
    store.send(.moveUp, effects: [.startTimer(.detailPreview, token: 4, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    // Back on a movie seen before: its details show at once and the pending timer goes.
    store.send(.moveUp, effects: [.cancelTimer(.detailPreview)]) {
      $0.main.selectedRow = 0
      $0.detail = .loaded(details(101))
      $0.timers[.detailPreview] = nil
    }
    store.send(.selectVisibleRow(2), effects: []) {
      $0.main.selectedRow = 2
      $0.detail = .loaded(details(103))
    }
    XCTAssertEqual(store.state.detailCache, [details(101), details(103)])
    store.finish()
  }

  func testMovingOffAMovieWhileItsDetailsLoadCancelsAndDropsThem() {
    let store = TestStore.showingPopular(settled: false)
    store.send(.timerFired(.detailPreview, token: 1), effects: [.loadDetails(movieID: 101, req(4))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 101)
      $0.requests[req(4)] = .details(movieID: 101)
      $0.nextRequestID = 5
    }
    store.send(
      .moveDown,
      effects: [.cancel(req(4)), .startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(4)] = nil
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(.detailsLoaded(req(4), details(101)), effects: [])
    store.send(.detailsFailed(req(4), failure("late")), effects: [])
    XCTAssertEqual(store.state.detailCache, [], "stale details are not cached either")
    store.previewDetails(of: 102, token: 2, request: 5)
    store.finish()
  }

  func testEnterOpensTheDetailAtOnceAndBackReturnsToTheList() {
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
    store.send(.openDetail, effects: [])  // already loading: no second request
    store.send(.detailsFailed(req(5), failure("HTTP 404")), effects: []) {
      $0.requests[req(5)] = nil
      $0.detail = .failed(movieID: 102, failure("HTTP 404"))
    }
    // `r` in the detail pane retries the details, not the list.
    store.send(.refresh, effects: [.loadDetails(movieID: 102, req(6))]) {
      $0.detail = .loading(movieID: 102)
      $0.requests[req(6)] = .details(movieID: 102)
      $0.nextRequestID = 7
    }
    store.send(.detailsLoaded(req(6), details(102)), effects: [.loadRelated(movieID: 102, req(7))])
    {
      $0.requests[req(6)] = nil
      $0.detail = .loaded(details(102))
      $0.detailCache.append(details(102))
      $0.related = .loading(movieID: 102)
      $0.requests[req(7)] = .related(movieID: 102)
      $0.nextRequestID = 8
    }
    store.loadRelated(of: 102, request: 7)
    // In the pane, movement scrolls the text.
    store.send(.moveDown, effects: []) { $0.detailScroll = 1 }
    store.send(.pageDown, effects: []) { $0.detailScroll = 6 }
    store.send(.scroll(-2), effects: []) { $0.detailScroll = 4 }
    store.send(.pageUp, effects: []) { $0.detailScroll = 0 }
    store.send(.moveUp, effects: [])
    store.send(.halfPageDown, effects: []) { $0.detailScroll = 2 }
    store.send(.last, effects: [])
    store.send(.first, effects: []) { $0.detailScroll = 0 }
    store.send(.back, effects: []) { $0.focus = .list }
    // Cached: Enter shows it without a request; Tab goes back and forth.
    store.send(.openDetail, effects: []) { $0.focus = .detail }
    store.send(.nextPane, effects: []) { $0.focus = .list }
    store.send(.nextPane, effects: []) { $0.focus = .detail }
    store.send(.selectVisibleRow(0), effects: []) {
      $0.focus = .list
      $0.main.selectedRow = 0
      $0.detail = .loaded(details(101))
    }
    store.finish()
  }

  func testHelpTakesEnterAndEscapeClosesItFirst() {
    let store = TestStore.showingPopular()
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.openDetail, effects: [])
    store.send(.cancel, effects: []) { $0.overlay = nil }
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.loadRelated(of: 101, request: 5)
    store.finish()
  }

  func testTheDetailCacheIsBounded() {
    var settings = BrowserState.Settings()
    settings.detailCacheSize = 2
    let store = TestStore.showingPopular(settings: settings)
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.previewDetails(of: 102, token: 2, request: 5)
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.main.selectedRow = 2
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.send(.timerFired(.detailPreview, token: 3), effects: [.loadDetails(movieID: 103, req(6))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 103)
      $0.requests[req(6)] = .details(movieID: 103)
      $0.nextRequestID = 7
    }
    store.send(.detailsLoaded(req(6), details(103)), effects: []) {
      $0.requests[req(6)] = nil
      $0.detail = .loaded(details(103))
      $0.detailCache = [details(102), details(103)]
    }
    store.finish()
  }
}
