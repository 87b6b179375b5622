import Foundation
import TMDB
import XCTest

@testable import Browser

/// review47: the note field is one line, yet a pasted line separator (U+2028, U+2029, NEL)
/// stayed in it, and invisible characters (zero-width space, word joiner, BOM, soft hyphen,
/// tag characters, Hangul fillers) went in unseen: Backspace seemed to do nothing, and the
/// export carried them to the next machine. It now keeps what the search field keeps: breaks
/// become spaces, invisibles go, ZWJ and ZWNJ (which Persian and emoji need) stay.
final class NoteFieldInvisibleTests: XCTestCase {
  func testAPastedNoteKeepsOnlyWhatCanBeSeenOnOneLine() {
    let store = TestStore.showingPopular()
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.loadRelated(of: 101, request: 5)
    store.send(.editNote, effects: []) { $0.noteDraft = NoteDraft(movie: movie(101), text: "") }
    store.send(
      .paste(
        "one\u{2028}two\u{2029}three\u{85}four\u{200B}five\u{2060}six\u{FEFF}seven"
          + "\u{AD}eight\u{E0041}nine\u{115F}ten\u{3164}"),
      effects: []
    ) {
      $0.noteDraft?.text = "one two three fourfivesixseveneightnineten"
    }
    store.send(.insertText("\u{200B}"), effects: [])
    store.send(.insertText(" می\u{200C}خواهم 👩\u{200D}👧"), effects: []) {
      $0.noteDraft?.text = "one two three fourfivesixseveneightnineten می\u{200C}خواهم 👩\u{200D}👧"
    }
    store.send(.cancel, effects: []) { $0.noteDraft = nil }
    store.finish()
  }
}
