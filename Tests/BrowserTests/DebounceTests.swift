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
    store.send(
      .timerFired(.searchDebounce, token: 3), effects: [.loadPage(.main, bla, page: 1, req(5))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(5), source: bla, page: 1)
      $0.main.pendingSource = bla
      $0.nextRequestID = 6
    }
    store.send(.timerFired(.searchDebounce, token: 3), effects: [])
    store.send(.pageFailed(req(5), failure("offline")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = bla
      $0.main.failure = failure("offline")
      $0.status = .loadFailed(failure("offline"))
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
      .openDetail,
      effects: [.cancelTimer(.searchDebounce), .loadPage(.main, blade, page: 1, req(5))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.focus = .list
      $0.listRequest = .init(id: req(5), source: blade, page: 1)
      $0.main.pendingSource = blade
      $0.nextRequestID = 6
    }
    store.send(.timerFired(.searchDebounce, token: 2), effects: [])
    let found = page(1, of: 1, totalResults: 1, offset: 10_000)
    store.send(
      .pageLoaded(req(5), found),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.rememberMain()
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(found, blade)
      $0.detail = .none
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    store.previewDetails(of: 10_101, token: 3, request: 6)
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

  func testEscapeLeavesTheFieldDroppingTheQueryAndRestoringTheText() {
    let store = typing()
    store.send(
      .insertText("bl"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "bl"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(.moveUp, effects: [])  // up from the field goes nowhere
    store.send(.cancel, effects: [.cancelTimer(.searchDebounce)]) {
      $0.searchText = ""
      $0.focus = .list
      $0.timers[.searchDebounce] = nil
    }
    store.finish()
  }

  /// Typing then going straight to the results (Down, Tab, PgDn) within the pause searches what
  /// was typed rather than dropping it.
  func testLeavingTheFieldForTheResultsSearchesWhatWasTyped() {
    for command in [Command.moveDown, .nextPane, .pageDown] {
      let store = typing()
      store.send(
        .insertText("bl"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
      ) {
        $0.searchText = "bl"
        $0.timers[.searchDebounce] = 2
        $0.nextTimerToken = 3
      }
      let bl = MovieListSource.search("bl")
      let expected: [Effect] =
        [.cancelTimer(.searchDebounce), .loadPage(.main, bl, page: 1, req(5))]
        + (command == .pageDown ? [.startTimer(.detailPreview, token: 3, milliseconds: 150)] : [])
      store.send(command, effects: expected) {
        $0.focus = .list
        $0.timers[.searchDebounce] = nil
        $0.listRequest = .init(id: req(5), source: bl, page: 1)
        $0.main.pendingSource = bl
        $0.nextRequestID = 6
        if command == .pageDown {
          $0.main.topRow = 5
          $0.main.selectedRow = 5
          $0.detail = .none
          $0.timers[.detailPreview] = 3
          $0.nextTimerToken = 4
        }
      }
      XCTAssertEqual(store.state.phase, .searching, "\(command)")
      let results = page(1, of: 1, totalResults: 3, offset: 1000)
      store.send(
        .pageLoaded(req(5), results),
        effects: command == .pageDown
          ? [.startTimer(.detailPreview, token: 4, milliseconds: 150)]
          : [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
      ) {
        $0.rememberMain()
        $0.listRequest = nil
        $0.main.pendingSource = nil
        $0.main.window = window(results, bl)
        $0.main.selectedRow = 0
        $0.main.topRow = 0
        $0.detail = .none
        $0.timers[.detailPreview] = command == .pageDown ? 4 : 3
        $0.nextTimerToken = command == .pageDown ? 5 : 4
      }
      store.send(
        .timerFired(.detailPreview, token: command == .pageDown ? 4 : 3),
        effects: [.loadDetails(movieID: 1101, req(6))]
      ) {
        $0.timers[.detailPreview] = nil
        $0.detail = .loading(movieID: 1101)
        $0.requests[req(6)] = .details(movieID: 1101)
        $0.nextRequestID = 7
      }
      store.send(.detailsLoaded(req(6), details(1101)), effects: []) {
        $0.requests[req(6)] = nil
        $0.detail = .loaded(details(1101))
        $0.detailCache.append(details(1101))
      }
      store.finish()
    }
  }

  func testTypingOutsideTheFieldIsIgnored() {
    let store = TestStore.showingPopular()
    store.send(.insertText("bl"), effects: [])
    store.send(.deleteBackward, effects: [])
    store.send(.deleteWord, effects: [])
    store.send(.clearSearch, effects: [])
    store.finish()
  }

  // keys2: one CJK character is a word, so the pause searches it; one Latin letter is not.
  func testOneCJKCharacterSearchesAfterThePause() {
    let store = typing()
    let thousand = MovieListSource.search("千")
    store.send(
      .insertText("千"), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = "千"
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .timerFired(.searchDebounce, token: 2), effects: [.loadPage(.main, thousand, page: 1, req(5))]
    ) {
      $0.timers[.searchDebounce] = nil
      $0.listRequest = .init(id: req(5), source: thousand, page: 1)
      $0.main.pendingSource = thousand
      $0.nextRequestID = 6
    }
    store.send(.pageFailed(req(5), failure("offline")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = thousand
      $0.main.failure = failure("offline")
      $0.status = .loadFailed(failure("offline"))
    }
    store.finish()
  }

  func testOneKanaOrHangulCharacterIsAWordButOneLatinLetterIsNot() {
    let state = BrowserState()
    for word in ["千", "光", "の", "カ", "한", "𠀋"] {
      XCTAssertTrue(state.isLongEnoughToSearch(word), word)
    }
    for short in ["a", "é", "1", "ش", ""] {
      XCTAssertFalse(state.isLongEnoughToSearch(short), short)
    }
  }
}
