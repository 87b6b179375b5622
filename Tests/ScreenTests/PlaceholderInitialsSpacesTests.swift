import XCTest

@testable import Screen

/// review10: a placeholder's initials read from the title's bytes (`quickInitials`) are the
/// initials read word by word (`initials`) whatever separates the words: every white space
/// Unicode has, not only the space and the no-break space, and scalars that look like spaces
/// and are not.
final class PlaceholderInitialsSpacesTests: XCTestCase {
  /// Every scalar `Character.isWhitespace` accepts, and look-alikes it does not.
  private static let separators: [Unicode.Scalar] = {
    var found: [Unicode.Scalar] = []
    for value in 0..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if Character(scalar).isWhitespace { found.append(scalar) }
    }
    // Not white space: zero-width and joiners, the ideographic full stop, the middle dot.
    return found + [
      "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{3002}", "\u{B7}", "\u{30FB}",
    ]
  }()

  func testInitialsAreTheSameWhateverSeparatesTheWords() {
    for separator in Self.separators {
      let space = String(Character(separator))
      for title in [
        "Ab\(space)Cd", "Ab\(space)Cd Ef", "a\(space)b", "Ab \(space)Cd", "Ab\(space) Cd",
        "\(space)Ab Cd", "Ab Cd\(space)Ef", "x千\(space)y", "Ab\(space)\(space)Cd", "7\(space)x",
      ] {
        XCTAssertEqual(
          PosterPlaceholder.quickInitials(of: title), PosterPlaceholder.initials(of: title),
          "U+\(String(separator.value, radix: 16, uppercase: true)) in \(title.debugDescription)")
      }
    }
  }
}
