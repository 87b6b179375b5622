import App
import Foundation
import Screen
import XCTest

/// The `?` help in Persian and Arabic says what the keys do on that screen, in its words.
final class MirroredHelpTests: XCTestCase {
  static let languages = ["fa-IR", "ar-SA"].compactMap(ScreenLanguage.init(code:))

  private func entry(_ key: MessageKey, in language: ScreenLanguage) throws -> KeyHelpEntry {
    let action = language.text(Message(key))
    return try XCTUnwrap(
      KeyMap.help(in: language).flatMap(\.entries).first { $0.action == action },
      "\(language.tmdbCode): no entry for \(key)")
  }

  /// On a mirrored screen ← and → swap before the key map is asked (BrowserLoop): → goes back
  /// from the detail pane, now on the left, and ← opens it. The help still listed → beside
  /// "open details" and ← beside "back", and → beside "next card" on the home screen, where
  /// → now shows the previous one.
  func testTheArrowsTheHelpNamesAreTheOnesThatDoItOnAMirroredScreen() throws {
    for language in Self.languages {
      let open = try entry(.actionOpenDetail, in: language)
      XCTAssertTrue(open.keys.contains("←") && !open.keys.contains("→"), open.keys)
      let back = try entry(.actionBack, in: language)
      XCTAssertTrue(back.keys.contains("→") && !back.keys.contains("←"), back.keys)
      let next = try entry(.actionNextCard, in: language)
      XCTAssertTrue(next.keys.contains("←") && next.keys.contains("h"), next.keys)
    }
  }

  /// Text being typed is never mirrored (the loop leaves the search field's keys alone), and
  /// the discover form's choices follow the screen as the home row's cards do.
  func testTheSearchFieldKeepsItsArrowsAndTheFormsChoicesFollowTheScreen() throws {
    for language in Self.languages {
      let left = try entry(.helpCursorLeft, in: language)
      XCTAssertEqual(left.keys, "←")
      let next = try entry(.helpNextChoice, in: language)
      XCTAssertEqual(next.keys, "h ←")
      let previous = try entry(.helpPreviousChoice, in: language)
      XCTAssertEqual(previous.keys, "l →")
    }
    let english = try XCTUnwrap(
      KeyMap.help(in: .english).flatMap(\.entries).first { $0.action == "next choice" })
    XCTAssertEqual(english.keys, "l →")
  }

  /// "discover with filters", "cursor left", "next choice", "network inspector" and some
  /// fifty more stayed English in the Persian and Arabic (and Japanese) help.
  func testNoEnglishIsLeftInTheLocalisedHelp() throws {
    let names = ["TMDB", "HAR", "curl", "API"]
    for code in ["fa-IR", "ar-SA", "ja-JP"] {
      let language = try XCTUnwrap(ScreenLanguage(code: code))
      for section in KeyMap.help(in: language) where section.title != "TMDB" {
        for entry in section.entries {
          var rest = entry.action
          for name in names { rest = rest.replacingOccurrences(of: name, with: "") }
          let english = rest.split { !($0.isASCII && $0.isLetter) }.filter { $0.count > 1 }
          XCTAssertTrue(english.isEmpty, "\(code): \(entry.action)")
        }
      }
    }
  }
}
