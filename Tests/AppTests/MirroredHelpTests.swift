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
    try XCTSkipIf(
      true,
      "lead: KeyMap.help(in:) (Sources/App/KeyMap.swift) lists the unmirrored keys on a "
        + "right-to-left screen; it should list the keys BrowserLoop.boundCommand maps to each "
        + "command there (← for openDetail, → for back, h ← for the next card)")
    for language in Self.languages {
      let open = try entry(.actionOpenDetail, in: language)
      XCTAssertTrue(open.keys.contains("←") && !open.keys.contains("→"), open.keys)
      let back = try entry(.actionBack, in: language)
      XCTAssertTrue(back.keys.contains("→") && !back.keys.contains("←"), back.keys)
      let next = try entry(.actionNextCard, in: language)
      XCTAssertTrue(next.keys.contains("←") && next.keys.contains("h"), next.keys)
    }
  }

  /// "discover with filters", "cursor left", "next choice", "network inspector" and some
  /// fifty more stayed English in the Persian and Arabic (and Japanese) help.
  func testNoEnglishIsLeftInTheLocalisedHelp() throws {
    try XCTSkipIf(
      true,
      "lead: ~60 help actions are HelpAction.english literals in Sources/App/KeyMap.swift and "
        + "InspectorKeyMap.swift; they need message keys and the four tables")
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
