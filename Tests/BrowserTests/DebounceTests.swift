import TMDB
import XCTest

@testable import Browser

/// Search as you type: the pause timer, its tokens, and the minimum length.
final class DebounceTests: XCTestCase {
  /// Popular shown, the search field focused and empty.
  func typing() -> TestStore {
    let store = TestStore.showingPopular()
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    return store
  }

  func testOneCharacterSchedulesNothingTwoStartTheTimer() {
    let store = typing()
    store.send(.insertText("b"), effects: []) { $0.searchText = "b" }
    store.send(
      .insertText("l"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "bl"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .insertText("a"), effects: [.startTimer(.searchDebounce, token: 3, milliseconds: 250)]
    ) {
      $0.searchText = "bla"
      $0.timers[.searchDebounce] = 3
      $0.nextTimerToken = 4
    }
    // The replaced timer's firing may still arrive; it is stale.
    store.send(.timerFired(.searchDebounce, token: 2), effects: [])
    let bla = MovieListSource.search("bla")
    store.send(.timerFired(.searchDebounce, token: 3), effects: [.loadPage(bla, page: 1, req(4))]) {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(4), source: bla, page: 1)
      $0.pendingSource = bla
      $0.phase = .searching
      $0.nextRequestID = 5
    }
    store.send(.timerFired(.searchDebounce, token: 3), effects: [])
    store.send(.pageFailed(req(4), message: "offline"), effects: []) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.failedSource = bla
      $0.phase = .idle
      $0.status = .error("offline")
    }
    store.finish()
  }

  func testEnterSearchesAtOnceAndCancelsThePendingTimer() {
    let store = typing()
    let blade = MovieListSource.search("blade")
    store.send(
      .insertText("blade"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "blade"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .openDetail, effects: [.cancelTimer(.searchDebounce), .loadPage(blade, page: 1, req(4))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.focus = .list
      $0.listRequest = .init(id: req(4), source: blade, page: 1)
      $0.pendingSource = blade
      $0.phase = .searching
      $0.nextRequestID = 5
    }
    store.send(.timerFired(.searchDebounce, token: 2), effects: [])
    let found = page(1, of: 1, totalResults: 1, offset: 10_000)
    store.send(
      .pageLoaded(req(4), found),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.pendingSource = nil
      $0.phase = .idle
      $0.list = window(found, blade)
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.previewDetails(of: 10_101, token: 3, request: 5)
    store.finish()
  }

  func testDeletingBelowTheMinimumCancelsTheTimer() {
    let store = typing()
    store.send(
      .insertText("bl"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "bl"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(.deleteBackward, effects: [.cancelTimer(.searchDebounce)]) {
      $0.searchText = "b"
      $0.timers[.searchDebounce] = nil
    }
    store.send(.deleteBackward, effects: []) { $0.searchText = "" }
    store.send(.deleteBackward, effects: [])
    store.send(
      .insertText("blade run"), effects: [.startTimer(.searchDebounce, token: 3, milliseconds: 250)]
    ) {
      $0.searchText = "blade run"
      $0.timers[.searchDebounce] = 3
      $0.nextTimerToken = 4
    }
    store.send(.deleteWord, effects: [.startTimer(.searchDebounce, token: 4, milliseconds: 250)]) {
      $0.searchText = "blade "
      $0.timers[.searchDebounce] = 4
      $0.nextTimerToken = 5
    }
    store.send(.clearSearch, effects: [.cancelTimer(.searchDebounce)]) {
      $0.searchText = ""
      $0.timers[.searchDebounce] = nil
    }
    // Spaces alone are not a query.
    store.send(.insertText(" b "), effects: []) { $0.searchText = " b " }
    store.finish()
  }

  func testLeavingTheFieldCancelsTheTimerAndRestoresTheText() {
    let store = typing()
    store.send(
      .insertText("bl"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "bl"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(.moveUp, effects: [])  // up from the field goes nowhere
    store.send(.moveDown, effects: [.cancelTimer(.searchDebounce)]) {
      $0.searchText = ""
      $0.focus = .list
      $0.timers[.searchDebounce] = nil
    }
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("bl"), effects: [.startTimer(.searchDebounce, token: 3, milliseconds: 250)]
    ) {
      $0.searchText = "bl"
      $0.timers[.searchDebounce] = 3
      $0.nextTimerToken = 4
    }
    store.send(.nextPane, effects: [.cancelTimer(.searchDebounce)]) {
      $0.searchText = ""
      $0.focus = .list
      $0.timers[.searchDebounce] = nil
    }
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(
      .insertText("bl"), effects: [.startTimer(.searchDebounce, token: 4, milliseconds: 250)]
    ) {
      $0.searchText = "bl"
      $0.timers[.searchDebounce] = 4
      $0.nextTimerToken = 5
    }
    // PgDn leaves the field the same way (it used to leave the timer running, so the list
    // was replaced under the user a moment later).
    store.send(
      .pageDown,
      effects: [
        .cancelTimer(.searchDebounce), .startTimer(.detailPreview, token: 5, milliseconds: 150),
      ]
    ) {
      $0.searchText = ""
      $0.focus = .list
      $0.timers[.searchDebounce] = nil
      $0.topRow = 5
      $0.selectedRow = 5
      $0.detail = .none
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
    }
    store.previewDetails(of: 106, token: 5, request: 4)
    store.finish()
  }

  func testTypingOutsideTheFieldIsIgnored() {
    let store = TestStore.showingPopular()
    store.send(.insertText("bl"), effects: [])
    store.send(.deleteBackward, effects: [])
    store.send(.deleteWord, effects: [])
    store.send(.clearSearch, effects: [])
    store.finish()
  }
}
