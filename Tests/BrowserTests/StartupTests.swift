import TMDB
import XCTest

@testable import Browser

/// loadingConfig and configFailure, and the first list.
final class StartupTests: XCTestCase {
  func testStartLoadsConfigurationThenPopularPageOne() {
    let store = TestStore()
    XCTAssertEqual(store.state.phase, .loadingConfig)
    store.send(.start, effects: [.loadConfiguration(req(1))]) {
      $0.configRequest = req(1)
      $0.nextRequestID = 2
    }
    // The list area is measured while loading; there is nothing to load for it yet.
    store.send(.viewportChanged(rows: 10), effects: []) { $0.viewportRows = 10 }
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(popular, page: 1, req(2))]
    ) {
      $0.configRequest = nil
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.listRequest = .init(id: req(2), source: popular, page: 1)
      $0.pendingSource = popular
      $0.phase = .searching
      $0.nextRequestID = 3
    }
    XCTAssertEqual(store.state.activeSource, popular)
    store.send(
      .pageLoaded(req(2), page(1, of: 50)),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(page(1, of: 50))
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    XCTAssertEqual(store.state.selectedMovie, movie(101))
    XCTAssertEqual(store.state.rowCount, 1000)
    store.previewDetails(of: 101, token: 1, request: 3)
    XCTAssertTrue(store.state.isSettled)
    store.finish()
  }

  func testConfigurationFailureShowsTheErrorAndRefreshRetries() {
    let store = TestStore()
    store.send(.start, effects: [.loadConfiguration(req(1))]) {
      $0.configRequest = req(1)
      $0.nextRequestID = 2
    }
    store.send(.configurationFailed(req(1), message: "Could not reach TMDB."), effects: []) {
      $0.configRequest = nil
      $0.phase = .configFailure
      $0.status = .error("Could not reach TMDB.")
    }
    XCTAssertTrue(store.state.isSettled)
    store.send(.refresh, effects: [.loadConfiguration(req(2))]) {
      $0.configRequest = req(2)
      $0.phase = .loadingConfig
      $0.status = nil
      $0.nextRequestID = 3
    }
    // The first attempt answering late changes nothing.
    store.send(.configurationLoaded(req(1), configuration, genres), effects: [])
    store.send(.configurationFailed(req(1), message: "late"), effects: [])
    store.send(
      .configurationLoaded(req(2), configuration, []),
      effects: [.loadPage(popular, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configuration = configuration
      $0.listRequest = .init(id: req(3), source: popular, page: 1)
      $0.pendingSource = popular
      $0.phase = .searching
      $0.nextRequestID = 4
    }
    store.send(
      .pageLoaded(req(3), page(1, of: 1, totalResults: 3)),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(page(1, of: 1, totalResults: 3))
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    XCTAssertEqual(store.state.rowCount, 3)
    store.previewDetails(of: 101, token: 1, request: 4)
    store.finish()
  }

  func testOnlyHelpQuitAndRetryWorkWithoutConfiguration() {
    let store = TestStore()
    store.send(.start, effects: [.loadConfiguration(req(1))]) {
      $0.configRequest = req(1)
      $0.nextRequestID = 2
    }
    store.send(.moveDown, effects: [])
    store.send(.showCategory(.upcoming), effects: [])
    store.send(.focusSearch, effects: [])
    store.send(.refresh, effects: [])  // nothing failed yet: the load in flight stays
    store.send(.toggleHelp, effects: []) { $0.showsHelp = true }
    store.send(.cancel, effects: []) { $0.showsHelp = false }
    store.send(.quit, effects: [.quit])
    store.send(.configurationFailed(req(1), message: "HTTP 401"), effects: []) {
      $0.configRequest = nil
      $0.phase = .configFailure
      $0.status = .error("HTTP 401")
    }
    store.send(.openDetail, effects: [])
    store.send(.toggleHelp, effects: []) { $0.showsHelp = true }
    store.send(.back, effects: []) { $0.showsHelp = false }
    store.send(.quit, effects: [.quit])
    store.finish()
  }

  func testFirstListFailingLeavesAnEmptyIdleBrowserThatRefreshRetries() {
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
    store.send(.pageFailed(req(2), message: "HTTP 503"), effects: []) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.failedSource = popular
      $0.phase = .idle
      $0.status = .error("HTTP 503")
    }
    XCTAssertNil(store.state.list)
    store.send(.moveDown, effects: [])
    store.send(.refresh, effects: [.loadPage(popular, page: 1, req(3))]) {
      $0.listRequest = .init(id: req(3), source: popular, page: 1)
      $0.pendingSource = popular
      $0.failedSource = nil
      $0.phase = .searching
      $0.status = nil
      $0.nextRequestID = 4
    }
    store.send(.pageFailed(req(3), message: "HTTP 503"), effects: []) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.failedSource = popular
      $0.phase = .idle
      $0.status = .error("HTTP 503")
    }
    store.finish()
  }
}
