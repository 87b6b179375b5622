import TMDB
import XCTest

@testable import Browser

/// A paste of a whole file into the search field or the loaded list's filter keeps the first
/// `maximumTypedLength` characters: the request stays a few kilobytes and the filter a quick
/// pass, however much arrives.
final class TypedLengthTests: XCTestCase {
  let limit = BrowserState.maximumTypedLength

  func testAPasteIntoTheSearchFieldKeepsItsFirstCharactersAndSearchesForThem() {
    let store = TestStore.showingPopular()
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    let pasted = String(repeating: "ab ", count: 100_000)
    store.send(
      .paste(pasted), effects: [.startTimer(.searchDebounce, token: 2, milliseconds: 250)]
    ) {
      $0.searchText = String(pasted.prefix(self.limit))
      $0.timers[.searchDebounce] = 2
      $0.nextTimerToken = 3
    }
    // Full: more typing changes nothing and restarts nothing.
    store.send(.insertText("x"), effects: []) { _ in }
    // One character deleted makes room for one of the next two typed.
    store.send(
      .deleteBackward, effects: [.startTimer(.searchDebounce, token: 3, milliseconds: 250)]
    ) {
      $0.searchText = String(pasted.prefix(self.limit - 1))
      $0.timers[.searchDebounce] = 3
      $0.nextTimerToken = 4
    }
    store.send(
      .insertText("xy"), effects: [.startTimer(.searchDebounce, token: 4, milliseconds: 250)]
    ) {
      $0.searchText = String(pasted.prefix(self.limit - 1)) + "x"
      $0.timers[.searchDebounce] = 4
      $0.nextTimerToken = 5
    }
  }

  func testTypingPastTheLimitAtTheCursorKeepsTheTextAfterIt() {
    var state = TestStore.showingPopular().state
    _ = reduce(&state, .command(.focusSearch))
    _ = reduce(&state, .command(.insertText(String(repeating: "a", count: limit - 2) + "zz")))
    _ = reduce(&state, .command(.moveSearchCursor(.left)))
    _ = reduce(&state, .command(.moveSearchCursor(.left)))
    _ = reduce(&state, .command(.deleteBackward))
    _ = reduce(&state, .command(.paste("123")))
    XCTAssertEqual(state.searchText, String(repeating: "a", count: limit - 3) + "1zz")
    XCTAssertEqual(state.searchTextBeforeCursor.count, limit - 2)
  }

  func testAPasteIntoTheFilterKeepsItsFirstCharacters() {
    let store = TestStore.showingPopular()
    store.send(.filterLoaded, effects: []) {
      var view = LoadedView()
      view.editing = true
      view.rows = $0.main.window.map { w in (w.pages[1] ?? []) } ?? []
      view.loadedCount = view.rows.count
      $0.main.view = view
    }
    let pasted = String(repeating: "1.1\n", count: 50_000)
    store.send(.paste(pasted), effects: []) {
      $0.main.view?.filter = String(pasted.filter { !$0.isNewline }.prefix(self.limit))
      $0.main.view?.rows = []
      $0.detail = .none
    }
    store.send(.insertText("x"), effects: []) { _ in }
    XCTAssertEqual(store.state.main.view?.filter.count, limit)
  }
}
