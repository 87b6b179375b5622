import TMDB
import XCTest

@testable import Browser

/// loadingConfig and configFailure, and the first list.
final class StartupTests: XCTestCase {
  func testStartLoadsConfigurationThenPopularPageOne() {
    let store = TestStore()
    XCTAssertEqual(store.state.phase, .loadingConfig)
    store.startAndReadWatchlist()
    // The list area is measured while loading; there is nothing to load for it yet.
    store.send(.viewportChanged(rows: 10), effects: []) { $0.viewportRows = 10 }
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.main, popular, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.listRequest = .init(id: req(3), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 4
    }
    XCTAssertEqual(store.state.activeSource, popular)
    store.send(
      .pageLoaded(req(3), page(1, of: 50)),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(page(1, of: 50))
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    XCTAssertEqual(store.state.selectedMovie, movie(101))
    XCTAssertEqual(store.state.rowCount, 1000)
    store.previewDetails(of: 101, token: 1, request: 4)
    XCTAssertTrue(store.state.isSettled)
    store.finish()
  }

  func testConfigurationFailureShowsTheErrorAndRefreshRetries() {
    let store = TestStore()
    store.startAndReadWatchlist()
    store.send(.configurationFailed(req(1), failure("Could not reach TMDB.")), effects: []) {
      $0.configRequest = nil
      $0.configurationStatus = .failed(failure("Could not reach TMDB."))
      $0.status = .loadFailed(failure("Could not reach TMDB."))
    }
    XCTAssertTrue(store.state.isSettled)
    store.send(.refresh, effects: [.loadConfiguration(req(3))]) {
      $0.configRequest = req(3)
      $0.configurationStatus = .loading
      $0.status = nil
      $0.nextRequestID = 4
    }
    // The first attempt answering late changes nothing.
    store.send(.configurationLoaded(req(1), configuration, genres), effects: [])
    store.send(.configurationFailed(req(1), failure("late")), effects: [])
    store.send(
      .configurationLoaded(req(3), configuration, []),
      effects: [.loadPage(.main, popular, page: 1, req(4))]
    ) {
      $0.configRequest = nil
      $0.configuration = configuration
      $0.listRequest = .init(id: req(4), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.configurationStatus = .loaded
      $0.nextRequestID = 5
    }
    store.send(
      .pageLoaded(req(4), page(1, of: 1, totalResults: 3)),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(page(1, of: 1, totalResults: 3))
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    XCTAssertEqual(store.state.rowCount, 3)
    store.previewDetails(of: 101, token: 1, request: 5)
    store.finish()
  }

  func testOnlyHelpQuitAndRetryWorkWithoutConfiguration() {
    let store = TestStore()
    store.startAndReadWatchlist()
    store.send(.moveDown, effects: [])
    store.send(.showCategory(.upcoming), effects: [])
    store.send(.focusSearch, effects: [])
    store.send(.refresh, effects: [])  // nothing failed yet: the load in flight stays
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.cancel, effects: []) { $0.overlay = nil }
    store.send(.quit, effects: [.quit])
    store.send(.configurationFailed(req(1), failure("HTTP 401")), effects: []) {
      $0.configRequest = nil
      $0.configurationStatus = .failed(failure("HTTP 401"))
      $0.status = .loadFailed(failure("HTTP 401"))
    }
    store.send(.openDetail, effects: [])
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.back, effects: []) { $0.overlay = nil }
    store.send(.quit, effects: [.quit])
    store.finish()
  }

  func testFirstListFailingLeavesAnEmptyIdleBrowserThatRefreshRetries() {
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
    store.send(.pageFailed(req(3), failure("HTTP 503")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = popular
      $0.main.failure = failure("HTTP 503")
      $0.status = .loadFailed(failure("HTTP 503"))
    }
    XCTAssertNil(store.state.main.window)
    store.send(.moveDown, effects: [])
    store.send(.refresh, effects: [.loadPage(.main, popular, page: 1, req(4))]) {
      $0.listRequest = .init(id: req(4), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.main.failedSource = nil
      $0.status = nil
      $0.nextRequestID = 5
    }
    store.send(.pageFailed(req(4), failure("HTTP 503")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = popular
      $0.main.failure = failure("HTTP 503")
      $0.status = .loadFailed(failure("HTTP 503"))
    }
    store.finish()
  }
}
