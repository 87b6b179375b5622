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
  /// Without leading and trailing spaces (the sanitizer turns stray line breaks into spaces).
  func trimmingSpaces() -> String {
    guard first == " " || last == " " else { return self }
    let trimmed = drop { $0 == " " }
    return String(trimmed.reversed().drop { $0 == " " }.reversed())
  }
}
