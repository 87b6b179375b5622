import XCTest

@testable import Browser

/// The search field's cursor: moving, typing and deleting where it stands.
final class SearchCursorTests: XCTestCase {
  private func send(_ state: inout BrowserState, _ commands: Command...) {
    for command in commands { _ = reduce(&state, .command(command)) }
  }

  private func searching(_ text: String) -> BrowserState {
    // Past start-up: before the configuration arrives, keys do nothing.
    var state = TestStore.showingPopular().state
    send(&state, .focusSearch, .insertText(text))
    return state
  }

  func testTypingGoesInAtTheCursor() {
    var state = searching("blade runner")
    send(&state, .moveSearchCursor(.start), .insertText("the "))
    XCTAssertEqual(state.searchText, "the blade runner")
    XCTAssertEqual(state.searchTextBeforeCursor, "the ")
    send(&state, .moveSearchCursor(.end), .insertText(" 2049"))
    XCTAssertEqual(state.searchText, "the blade runner 2049")
    send(&state, .moveSearchCursor(.left), .moveSearchCursor(.left), .deleteBackward)
    XCTAssertEqual(state.searchText, "the blade runner 249")
    send(&state, .paste("0\n"))
    XCTAssertEqual(state.searchText, "the blade runner 20 49")
  }

  func testWordsAndTheRestOfTheLine() {
    var state = searching("blade runner 2049")
    send(&state, .moveSearchCursor(.wordLeft), .moveSearchCursor(.wordLeft))
    XCTAssertEqual(state.searchTextBeforeCursor, "blade ")
    send(&state, .moveSearchCursor(.wordRight))
    XCTAssertEqual(state.searchTextBeforeCursor, "blade runner")
    send(&state, .deleteToEndOfSearch)
    XCTAssertEqual(state.searchText, "blade runner")
    send(&state, .moveSearchCursor(.wordLeft), .deleteWord)
    XCTAssertEqual(state.searchText, "runner")
    XCTAssertEqual(state.searchTextBeforeCursor, "")
  }

  func testTheCursorStopsAtTheEndsAndCountsGraphemes() {
    var state = searching("千尋👩‍👩‍👧")
    send(&state, .moveSearchCursor(.right))
    XCTAssertEqual(state.searchCursorFromEnd, 0)
    send(&state, .moveSearchCursor(.left))
    XCTAssertEqual(state.searchTextBeforeCursor, "千尋")
    send(&state, .moveSearchCursor(.start), .moveSearchCursor(.left), .deleteBackward)
    XCTAssertEqual(state.searchText, "千尋👩‍👩‍👧")
    // Clearing, or the field being set from elsewhere, puts the cursor back at the end.
    send(&state, .clearSearch, .insertText("a"))
    XCTAssertEqual(state.searchText, "a")
    XCTAssertEqual(state.searchCursorFromEnd, 0)
  }
}
