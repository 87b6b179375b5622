import TMDB
import XCTest

@testable import Browser

/// keys2: status messages fade after a few seconds, `M` shows the last 50, the help and the
/// history scroll, and the offline indicator outlives every passing message.
final class StatusLogTests: XCTestCase {
  func testAMessageFadesAfterItsTimeAndStaysInTheLog() {
    let store = TestStore.showingPopular()
    store.statesStatusLog = true
    let added = StatusMessage.addedToWatchlist(title: "Movie 1.1")
    store.send(
      .toggleWatchlist,
      effects: [
        .saveWatchlist(.add(movie(101)), req(5)),
        .startTimer(.statusFade, token: 1, milliseconds: 5_000),
      ]
    ) {
      $0.watchlist = [101]
      $0.requests[req(5)] = .watchlistSave(.add(movie(101)))
      $0.nextRequestID = 6
      $0.status = added
      $0.statusLog.history = [added]
      $0.statusLog.fadeToken = 1
      $0.statusLog.nextFadeToken = 2
    }
    store.send(.watchlistSaved(req(5), stored: true), effects: []) { $0.requests[req(5)] = nil }
    store.send(.timerFired(.statusFade, token: 1), effects: []) {
      $0.status = nil
      $0.statusLog.fadeToken = nil
    }
    // A late firing of a replaced fade changes nothing.
    store.send(.timerFired(.statusFade, token: 1), effects: [])
    store.send(.toggleMessages, effects: []) { $0.overlay = .messages }
    store.send(.toggleMessages, effects: []) { $0.overlay = nil }
    store.finish()
  }

  func testANewMessageRestartsTheFadeAndAnErrorStaysLonger() {
    var state = BrowserState()
    // On home, so the failure below is not what an empty list shows in its place.
    state.screen = .home
    state.status = .cancelled
    var effects = state.followStatusChange(from: nil)
    XCTAssertEqual(effects, [.startTimer(.statusFade, token: 1, milliseconds: 5_000)])
    // Fading is not work: the browser counts as settled while only the fade is pending.
    XCTAssertTrue(state.isSettled)
    let previous = state.status
    state.status = .loadFailed(failure("offline"))
    effects = state.followStatusChange(from: previous)
    XCTAssertEqual(effects, [.startTimer(.statusFade, token: 2, milliseconds: 10_000)])
    // The first fade's token is stale now.
    _ = reduce(&state, .timerFired(.statusFade, token: 1))
    XCTAssertEqual(state.status, .loadFailed(failure("offline")))
    // Cleared by the user before its time: the timer goes with it.
    state.status = nil
    XCTAssertEqual(
      state.followStatusChange(from: .loadFailed(failure("offline"))), [.cancelTimer(.statusFade)])
    XCTAssertEqual(state.statusLog.history, [.cancelled, .loadFailed(failure("offline"))])
  }

  func testTheLogKeepsTheLastFifty() {
    var state = BrowserState()
    for count in 1...60 {
      _ = reduce(&state, .notice(.skippedUnreadable(count: count)))
    }
    XCTAssertEqual(state.statusLog.history.count, 50)
    XCTAssertEqual(state.statusLog.history.first, .skippedUnreadable(count: 11))
    XCTAssertEqual(state.statusLog.history.last, .skippedUnreadable(count: 60))
  }

  func testTheOfflineIndicatorOutlivesALaterMessage() {
    let store = TestStore.showingPopular()
    let why = "No connection to TMDB: showing its answer from the cache (2 h old)."
    store.send(.connectivity(offline: why), effects: []) { $0.offlineNotice = why }
    store.send(.notice(.skippedUnreadable(count: 1)), effects: []) {
      $0.status = .skippedUnreadable(count: 1)
    }
    store.send(.timerFired(.statusFade, token: 1), effects: []) { $0.status = nil }
    XCTAssertEqual(store.state.offlineNotice, why)
    store.send(.connectivity(offline: nil), effects: []) { $0.offlineNotice = nil }
    store.finish()
  }

  func testHelpAndMessagesScrollAndSwitch() {
    let store = TestStore.showingPopular()
    store.send(.toggleHelp, effects: []) { $0.overlay = .help }
    store.send(.pageDown, effects: []) { $0.overlayScroll = 5 }
    store.send(.moveUp, effects: []) { $0.overlayScroll = 4 }
    store.send(.first, effects: []) { $0.overlayScroll = 0 }
    store.send(.moveUp, effects: [])
    store.send(.last, effects: []) { $0.overlayScroll = 100_000 }
    // The frame says how far the help really reaches at this size.
    store.send(.overlayScrollLimit(12), effects: []) { $0.overlayScroll = 12 }
    store.send(.toggleMessages, effects: []) {
      $0.overlay = .messages
      $0.overlayScroll = 0
    }
    store.send(.moveDown, effects: []) { $0.overlayScroll = 1 }
    store.send(.cancel, effects: []) { $0.overlay = nil }
    store.finish()
  }

  func testWhatExplainsAnEmptyListNeverFades() {
    var state = BrowserState()
    state.status = .noMatches(query: "zzzz")
    XCTAssertEqual(state.followStatusChange(from: nil), [])
    XCTAssertEqual(state.statusLog.history, [.noMatches(query: "zzzz")])
    XCTAssertNil(state.statusLog.fadeToken)
    // A first page that failed, nothing listed: the failure stays in the list's place.
    state.status = .loadFailed(failure("offline"))
    XCTAssertEqual(state.followStatusChange(from: .noMatches(query: "zzzz")), [])
  }
}
