import Browser
import TMDB

/// How movie facts read on screen. Every string from TMDB passes through `Sanitizer` here or
/// where it is drawn; nothing from the network reaches a cell raw.
enum MovieFormatting {
  /// A one-line field from the network, made safe.
  static func clean(_ text: String) -> String {
    Sanitizer.singleLine(text).trimmingSpaces()
  }
}

extension String {
  /// Without leading and trailing white space and line breaks: Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` (the same set: Unicode's White_Space),
  /// without the trip through NSString on every frame.
  func trimmingWhitespace() -> String {
    // Text that starts and ends with a printable ASCII character other than a space (nearly
    // every overview) is already trimmed: answered from two bytes.
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20,
      last < 0x7F
    {
      return self
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
    return String(scalars[first...last])
  }

  /// Without leading and trailing spaces (the sanitizer turns stray line breaks into spaces).
  func trimmingSpaces() -> String {
    // Only text whose first or last byte is a space can start or end with the space
    // character: asked of the bytes, not of the first and last graphemes (breaking a Devanagari
    // or Thai title's graphemes from both ends, then comparing them with " ").
    guard utf8.first == 0x20 || utf8.last == 0x20 else { return self }
    guard first == " " || last == " " else { return self }
    let trimmed = drop { $0 == " " }
    return String(trimmed.reversed().drop { $0 == " " }.reversed())
  }
}
