import ReelTestSupport
import XCTest

@testable import Screen

/// A placeholder's initials, read word by word until the third word starts, are those of the
/// title split whole into words (as they were drawn before).
final class PosterPlaceholderInitialsTests: XCTestCase {
  /// The initials as the title split into words gives them: the reference.
  private static func splitInitials(of title: String) -> String {
    let words = MovieFormatting.clean(title).split(whereSeparator: { $0.isWhitespace })
    let letters = words.prefix(2).compactMap { $0.first(where: { $0.isLetter || $0.isNumber }) }
    return letters.isEmpty ? "?" : String(letters).uppercased()
  }

  func testInitialsAreThoseOfTheTitleSplitIntoWords() {
    var generator = SeededGenerator(seed: 9)
    // Letters, digits, marks, emoji, wide letters, white space of several kinds, controls.
    let alphabet = Array(
      "ab Z9 -.'!  x(éß½·千Ω\u{A0}\u{301}\u{2003}\u{200B}\u{3000}♥️😀\u{7}\n\tÉאב١")
    var titles = [
      "", " ", "  ", "the matrix", "2001: a space odyssey", "- -", "'a' 'b'", "Amélie",
      "Léon: The Professional", "8½", "WALL·E", "千と千尋の神隠し", "ואלס עם באשיר",
      "- Dune", "Dune -", "— — x", "a\u{301}b c", "x\u{A0}y", "é a", "a 😀b c", "The ｍatrix",
      "\u{7}\u{1B} évasion", "ß", "ﬁsh ﬂy", "The Lord of the Rings: The Fellowship of the Ring",
    ]
    for _ in 0..<2000 {
      let length = Int.random(in: 0...24, using: &generator)
      titles.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    for title in titles {
      XCTAssertEqual(
        PosterPlaceholder.initials(of: title), Self.splitInitials(of: title), title.debugDescription
      )
    }
  }
}
