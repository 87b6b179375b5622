import Foundation

extension Array where Element == Genre {
  /// The genre a user typed, by name (any case, accents optional) or by TMDB id; nil when
  /// there is no such genre in this list.
  public func genre(named text: String) -> Genre? {
    let wanted = Self.folded(text)
    guard !wanted.isEmpty else { return nil }
    if let id = Int(wanted), let match = first(where: { $0.id == id }) { return match }
    return first { Self.folded($0.name) == wanted }
  }

  /// Names as users see them, for "choose one of" messages: at most `messageNames` of them,
  /// each cut to `messageNameLength` characters, then how many more there are (a list of
  /// 5,000 genres made a 34 KB message).
  public var namesForMessages: String {
    let names = map {
      $0.name.count > Self.messageNameLength
        ? $0.name.prefix(Self.messageNameLength - 1) + "…" : $0.name
    }
    .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    let shown = names.prefix(Self.messageNames).joined(separator: ", ")
    return names.count > Self.messageNames
      ? shown + ", … (\(names.count - Self.messageNames) more)" : shown
  }

  static let messageNames = 40
  static let messageNameLength = 40

  private static func folded(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

extension DiscoverFilters {
  /// The years a release year can be: TMDB's dates have four digits, and none is older. A
  /// bigger number would not even be written as a date (999999999999 became
  /// `-727379969-01-01`).
  public static let releaseYears = 1800...9999
  /// The minutes a runtime can be asked in.
  public static let runtimes = 0...100_000

  /// What is wrong with these filters in plain words, or nil when TMDB can be asked.
  public var problem: String? {
    if let minimumRating, !(0...10).contains(minimumRating) {
      return "the minimum rating must be between 0 and 10"
    }
    if let minimumVotes, minimumVotes < 0 {
      return "the minimum number of votes cannot be negative"
    }
    if let years, let year = years.bounds.first(where: { !Self.releaseYears.contains($0) }) {
      return "\(year) is not a release year (1800–9999)"
    }
    if let runtime, let minutes = runtime.bounds.first(where: { !Self.runtimes.contains($0) }) {
      return "a runtime of \(minutes) minutes is not a film's"
    }
    if let originalLanguage,
      originalLanguage.count != 2 || !originalLanguage.allSatisfy({ $0.isASCII && $0.isLowercase })
    {
      return "the original language must be a two-letter ISO 639-1 code such as fr"
    }
    if let certification,
      certification.isEmpty || certification.count > 16
        || certification.unicodeScalars.contains(where: {
          $0.properties.generalCategory == .control
        })
    {
      return "a certification is a short code such as PG-13"
    }
    let both = genres.intersection(excludedGenres)
    if let clash = both.min() {
      return "genre \(clash) cannot be both wanted and excluded"
    }
    return nil
  }
}

extension DiscoverRange {
  /// The bounds it has, lower first.
  public var bounds: [Int] { [lower, upper].compactMap { $0 } }

  /// Whether every bound it has lies in `range`.
  public func lies(within range: ClosedRange<Int>) -> Bool { bounds.allSatisfy(range.contains) }
}
