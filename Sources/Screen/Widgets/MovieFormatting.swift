import Browser
import TMDB

/// How movie facts read on screen. Every string from TMDB passes through `Sanitizer` here or
/// where it is drawn; nothing from the network reaches a cell raw.
enum MovieFormatting {
  /// A one-line field from the network, made safe.
  static func clean(_ text: String) -> String {
    Sanitizer.singleLine(text).trimmingSpaces()
  }

  static func title(_ text: String) -> String {
    let cleaned = clean(text)
    return cleaned.isEmpty ? "Untitled" : cleaned
  }

  /// "8.4", or nil when nobody has voted (TMDB then reports 0.0, which is not a rating).
  static func rating(average: Double?, count: Int?) -> String? {
    guard let average, average.isFinite, average > 0, count ?? 1 > 0 else { return nil }
    let tenths = Int((min(average, 10) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// "2h 19m", "45m", "2h".
  static func runtime(_ minutes: Int?) -> String? {
    guard let minutes, minutes > 0 else { return nil }
    let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
    switch (hours, rest) {
    case (0, _): return "\(rest)m"
    case (_, 0): return "\(hours)h"
    default: return "\(hours)h \(rest)m"
    }
  }

  /// 30000 → "30,000".
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }

  /// "Popular", or "Search “dune”" with the query cut to fit `width`.
  static func sourceName(
    _ source: MovieListSource, width: Int = .max, genres: [Int: String] = [:]
  ) -> String {
    switch source {
    case .category(let category):
      return category.title
    case .search(let query):
      let frame = "Search \u{201C}\u{201D}"
      let room = max(width - frame.displayWidth, 1)
      return "Search \u{201C}\(TextLayout.truncate(clean(query), toWidth: room))\u{201D}"
    case .discover(let filters):
      // The filters in words: "Discover: Drama · 1990–1999 · best rated first".
      let names = genres.map { Genre(id: $0.key, name: $0.value) }
      let words = clean("Discover: " + filters.description(genreNames: names))
      return TextLayout.truncate(words, toWidth: max(width, 1))
    }
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
