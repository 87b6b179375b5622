import TMDB
import XCTest

@testable import Browser

/// Hostile text typed or pasted into the search field and the loaded list's filter: what the
/// field holds is what the screen shows, so nothing invisible sits in it for the cursor to
/// step over, for Backspace to delete unseen, or to go out in the query.
final class SearchHostileTests: XCTestCase {
  private func send(_ state: inout BrowserState, _ commands: Command...) {
    for command in commands { _ = reduce(&state, .command(command)) }
  }

  private func inSearchField() -> BrowserState {
    var state = TestStore.showingPopular().state
    send(&state, .focusSearch)
    return state
  }

  func testAPastedBidiOverrideAndOtherFormatCharactersStayOutOfTheField() {
    var state = inSearchField()
    // RLO, LRI…PDI, RLM, zero-width space, BOM, a tag character, soft hyphen.
    send(&state, .paste("\u{202E}ab\u{2066}c\u{2069}\u{200F}\u{200B}d\u{FEFF}\u{E0041}\u{AD}"))
    XCTAssertEqual(state.searchText, "abcd")
    XCTAssertEqual(state.normalizedQuery, "abcd")
    // One step left passes one character the user sees, not an invisible one.
    send(&state, .moveSearchCursor(.left), .deleteBackward)
    XCTAssertEqual(state.searchText, "abd")
  }

  func testTypedControlCharactersAndEscapeSequencesLeaveOnlyTheirPrintableBytes() {
    var state = inSearchField()
    send(&state, .insertText("\u{1B}[2Jx\u{7}\u{9B}1m\u{85}y\u{2028}z\tw"))
    XCTAssertEqual(state.searchText, "[2Jx1m y z w")
  }

  func testTextOfNothingButInvisibleCharactersChangesNothingAndSearchesNothing() {
    let store = TestStore.showingPopular()
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(.paste("\u{202E}\u{202E}\u{200B}\u{2066}\u{0}\u{1B}"), effects: []) { _ in }
    store.send(.insertText("\u{202D}\u{FEFF}\u{3164}"), effects: []) { _ in }
    XCTAssertEqual(store.state.searchText, "")
  }

  /// A field of only zero-width joiners (ZWJ, ZWNJ: the field keeps them for emoji and
  /// scripts), alone or between spaces, was a query: Enter searched TMDB for it, and a pause
  /// searched "\u{200C} \u{200C}" (three characters, long enough). So were the other
  /// characters the field keeps that show nothing (variation selectors, the combining grapheme
  /// joiner, a Hangul filler, Mongolian and Khmer invisibles). Each is an empty field now: no
  /// search scheduled, and Enter only leaves the field for the list, as with nothing typed.
  func testAFieldOfOnlyInvisibleJoinersSearchesNothingAsAnEmptyFieldDoes() {
    let invisibleOnly = [
      "\u{200D}", "\u{200C}\u{200D}\u{200C}", " \u{200C} \u{200C} ", "\u{200D} \u{200D}\u{200D} ",
      "\u{FE0F}\u{FE0F}", "\u{034F}\u{034F}", "\u{1160}\u{1160}", "\u{180B} \u{17B4}\u{17B5}",
    ]
    for text in invisibleOnly {
      let store = TestStore.showingPopular()
      store.send(.focusSearch, effects: []) { $0.focus = .search }
      store.send(.paste(text), effects: []) { $0.searchText = text }
      XCTAssertEqual(store.state.normalizedQuery, "", text.debugDescription)
      store.send(.submitSearch, effects: []) { $0.focus = .list }
      store.finish()
    }
    // Beside a word they are dropped as words of their own; inside one (Persian's ZWNJ, an
    // emoji's ZWJ) they stay.
    var state = inSearchField()
    send(&state, .paste("\u{200C} dune \u{200D}\u{200D} می‌خواهم 👩‍👧"))
    XCTAssertEqual(state.normalizedQuery, "dune می‌خواهم 👩‍👧")
  }

  /// Enter in an empty field (or one of spaces): no search, the focus goes to the list.
  func testAnEmptyFieldSearchesNothing() {
    let store = TestStore.showingPopular()
    store.send(.focusSearch, effects: []) { $0.focus = .search }
    store.send(.paste("   "), effects: []) { $0.searchText = "   " }
    store.send(.submitSearch, effects: []) { $0.focus = .list }
    store.finish()
  }

  func testEmojiSequencesCombiningMarksAndScriptsStayWhole() {
    var state = inSearchField()
    let text = "👩‍👩‍👧 e\u{301} क्‍ष می‌خواهم 千 %&api_key=#"
    send(&state, .paste(text))
    XCTAssertEqual(state.searchText, text)
  }

  func testTheLoadedListsFilterDropsTheSameInvisibleCharacters() {
    var state = TestStore.showingPopular().state
    send(&state, .filterLoaded, .paste("\u{202E}Mo\u{200B}vie\u{1B}\n"), .insertText("\u{2067}"))
    XCTAssertEqual(state.main.view?.filter, "Movie")
  }

  /// Text that joins the characters either side of the cursor into one: the cursor, counted
  /// in characters from the end, landed before the joined character, so the next key went in
  /// ahead of what was just typed ("x🇺🇸" for 🇺 then x typed before 🇸).
  func testTextThatJoinsCharactersLeavesTheCursorAfterIt() {
    var state = inSearchField()
    send(&state, .insertText("🇸"), .moveSearchCursor(.start), .insertText("🇺"), .insertText("x"))
    XCTAssertEqual(state.searchText, "🇺🇸x")
    state = inSearchField()
    send(&state, .insertText("👩👧"), .moveSearchCursor(.left), .paste("\u{200D}"))
    XCTAssertEqual(state.searchText.count, 1)
    send(&state, .insertText("!"))
    XCTAssertEqual(state.searchText, "👩\u{200D}👧!")
    // Backspace that joins what was either side: the cursor stays after the joined character.
    state = inSearchField()
    send(&state, .insertText("🇺x🇸y"), .moveSearchCursor(.left), .moveSearchCursor(.left))
    send(&state, .deleteBackward, .insertText("z"))
    XCTAssertEqual(state.searchText, "🇺🇸zy")
  }

  /// Enter on "dune", then Esc before the answer: the search is given up and Popular stays,
  /// but the field still said "dune" over it (and `/` then Enter searched it again). The
  /// field should show what is listed, as leaving it with Esc does (`restoreSearchText`).
  func testASearchCancelledBeforeItsAnswerLeavesTheFieldShowingWhatIsListed() throws {
    var state = inSearchField()
    send(&state, .insertText("dune"), .submitSearch)
    XCTAssertEqual(state.main.pendingSource, .search("dune"))
    send(&state, .cancel)
    XCTAssertNil(state.main.pendingSource)
    XCTAssertEqual(state.main.window?.source, popular)
    XCTAssertEqual(state.searchText, "")
  }
}
