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

  /// Names as users see them, for "choose one of" messages.
  public var namesForMessages: String {
    map(\.name).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
      .joined(separator: ", ")
  }

  private static func folded(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

extension DiscoverFilters {
  /// What is wrong with these filters in plain words, or nil when TMDB can be asked.
  public var problem: String? {
    if let minimumRating, !(0...10).contains(minimumRating) {
      return "the minimum rating must be between 0 and 10"
    }
    if let minimumVotes, minimumVotes < 0 {
      return "the minimum number of votes cannot be negative"
    }
    if let years {
      for year in [years.lower, years.upper].compactMap({ $0 }) where !(1800...9999).contains(year)
      {
        return "\(year) is not a release year (1800–9999)"
      }
    }
    if let runtime, let upper = runtime.upper, upper > 100_000 {
      return "a runtime of \(upper) minutes is not a film's"
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
