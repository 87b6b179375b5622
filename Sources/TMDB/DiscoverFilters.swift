import Foundation

/// A bounded or half-open range of whole numbers (years, minutes): "1990-1999", "1990-",
/// "-1999", or one value meaning exactly that.
public struct DiscoverRange: Sendable, Hashable, Codable {
  public var lower: Int?
  public var upper: Int?

  public init(lower: Int?, upper: Int?) {
    self.lower = lower
    self.upper = upper
  }

  public static func exactly(_ value: Int) -> DiscoverRange {
    DiscoverRange(lower: value, upper: value)
  }

  /// Reads "1990-1999", "1990–1999", "1990-", "-1999" or "1994"; nil when it is none of these
  /// or the bounds are reversed (see `backwards(_:)`).
  public init?(parsing text: String) {
    guard let range = Self.bounds(text) else { return nil }
    if let lower = range.lower, let upper = range.upper, lower > upper { return nil }
    self = range
  }

  /// "1999-1990" the right way round (1990–1999), when that is what `text` is; nil for
  /// anything else. A range refused only for its order can then say so, and how to write it.
  public static func backwards(_ text: String) -> DiscoverRange? {
    guard let range = bounds(text), let lower = range.lower, let upper = range.upper,
      lower > upper
    else { return nil }
    return DiscoverRange(lower: upper, upper: lower)
  }

  /// The bounds as written, in whichever order.
  private static func bounds(_ text: String) -> DiscoverRange? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "–" })
    func number(_ part: Substring) -> Int?? {
      let digits = part.trimmingCharacters(in: .whitespaces)
      if digits.isEmpty { return .some(nil) }
      guard digits.allSatisfy(\.isASCII), let value = Int(digits), value >= 0 else { return nil }
      return .some(value)
    }
    switch parts.count {
    case 1:
      guard let single = number(parts[0]), let value = single else { return nil }
      return .exactly(value)
    case 2:
      guard let lower = number(parts[0]), let upper = number(parts[1]) else { return nil }
      guard lower != nil || upper != nil else { return nil }
      return DiscoverRange(lower: lower, upper: upper)
    default:
      return nil
    }
  }

  /// "1990–1999", "1994", "from 1990", "until 1999".
  func words(unit: String = "") -> String {
    switch (lower, upper) {
    case (let lower?, let upper?) where lower == upper: "\(lower)\(unit)"
    case (let lower?, let upper?): "\(lower)–\(upper)\(unit)"
    case (let lower?, nil): "from \(lower)\(unit)"
    case (nil, let upper?): "until \(upper)\(unit)"
    case (nil, nil): "any"
    }
  }
}

/// How a discover list is ordered: one of TMDB's `sort_by` fields, either way.
public struct DiscoverSort: Sendable, Hashable, Codable {
  public enum Field: String, Sendable, Hashable, Codable, CaseIterable {
    case popularity
    case rating
    case releaseDate = "date"
    case revenue
    case title

    /// TMDB's `sort_by` field name.
    var tmdbName: String {
      switch self {
      case .popularity: "popularity"
      case .rating: "vote_average"
      case .releaseDate: "primary_release_date"
      case .revenue: "revenue"
      case .title: "original_title"
      }
    }

    /// The way people expect it by default: biggest, best and newest first; titles A to Z.
    var naturallyAscending: Bool { self == .title }
  }

  public var field: Field
  public var ascending: Bool

  public init(_ field: Field, ascending: Bool? = nil) {
    self.field = field
    self.ascending = ascending ?? field.naturallyAscending
  }

  /// TMDB's default order.
  public static let popularity = DiscoverSort(.popularity)

  /// Reads "rating", "rating-desc", "date-asc", "title"; nil when unknown.
  public init?(parsing text: String) {
    var name = text.lowercased().trimmingCharacters(in: .whitespaces)
    var ascending: Bool?
    for (suffix, value) in [("-asc", true), ("-desc", false), (".asc", true), (".desc", false)]
    where name.hasSuffix(suffix) {
      ascending = value
      name = String(name.dropLast(suffix.count))
    }
    let aliases: [String: Field] = [
      "popularity": .popularity, "popular": .popularity, "rating": .rating,
      "vote_average": .rating, "date": .releaseDate, "release-date": .releaseDate,
      "release_date": .releaseDate, "primary_release_date": .releaseDate, "revenue": .revenue,
      "title": .title, "original_title": .title,
    ]
    guard let field = aliases[name] else { return nil }
    self.init(field, ascending: ascending)
  }

  /// The words users may type for `--sort`.
  public static let choices =
    "popularity, rating, date, revenue, title (each may end in -asc or -desc)"

  /// `sort_by`, e.g. "vote_average.desc".
  public var queryValue: String { field.tmdbName + (ascending ? ".asc" : ".desc") }

  /// "best rated first", "oldest first", "titles A–Z".
  public var words: String {
    switch (field, ascending) {
    case (.popularity, false): "most popular first"
    case (.popularity, true): "least popular first"
    case (.rating, false): "best rated first"
    case (.rating, true): "lowest rated first"
    case (.releaseDate, false): "newest first"
    case (.releaseDate, true): "oldest first"
    case (.revenue, false): "highest revenue first"
    case (.revenue, true): "lowest revenue first"
    case (.title, true): "titles A–Z"
    case (.title, false): "titles Z–A"
    }
  }
}

/// What `/discover/movie` is asked for. A plain value: the browser keeps it in its state, uses
/// it as the key of a list, and compares it to know whether a list must reload.
public struct DiscoverFilters: Sendable, Hashable, Codable {
  /// Every one of these genres (TMDB's `with_genres` joined by commas means "and").
  public var genres: Set<Int>
  public var excludedGenres: Set<Int>
  /// Release years, by primary release date.
  public var years: DiscoverRange?
  /// Minimum average vote, 0 to 10.
  public var minimumRating: Double?
  public var minimumVotes: Int?
  /// ISO 639-1, e.g. "fr".
  public var originalLanguage: String?
  /// Minutes.
  public var runtime: DiscoverRange?
  /// A certification such as "PG-13", in `certificationCountry`'s system.
  public var certification: String?
  public var certificationCountry: String?
  public var sort: DiscoverSort

  public init(
    genres: Set<Int> = [], excludedGenres: Set<Int> = [], years: DiscoverRange? = nil,
    minimumRating: Double? = nil, minimumVotes: Int? = nil, originalLanguage: String? = nil,
    runtime: DiscoverRange? = nil, certification: String? = nil,
    certificationCountry: String? = nil, sort: DiscoverSort = .popularity
  ) {
    self.genres = genres
    self.excludedGenres = excludedGenres
    self.years = years
    self.minimumRating = minimumRating
    self.minimumVotes = minimumVotes
    self.originalLanguage = originalLanguage
    self.runtime = runtime
    self.certification = certification
    self.certificationCountry = certificationCountry
    self.sort = sort
  }

  /// The query for one page, in a fixed order (so equal filters make equal requests, and
  /// equal cache and recording names).
  public func queryItems(page: Int) -> [QueryItem] {
    var items = [QueryItem("page", String(page)), QueryItem("sort_by", sort.queryValue)]
    if !genres.isEmpty { items.append(QueryItem("with_genres", Self.idList(genres))) }
    if !excludedGenres.isEmpty {
      items.append(QueryItem("without_genres", Self.idList(excludedGenres)))
    }
    if let lower = years?.lower {
      items.append(QueryItem("primary_release_date.gte", Self.yearStart(lower)))
    }
    if let upper = years?.upper {
      items.append(QueryItem("primary_release_date.lte", Self.yearEnd(upper)))
    }
    if let minimumRating {
      items.append(QueryItem("vote_average.gte", Self.decimal(minimumRating)))
    }
    if let minimumVotes { items.append(QueryItem("vote_count.gte", String(minimumVotes))) }
    if let originalLanguage, !originalLanguage.isEmpty {
      items.append(QueryItem("with_original_language", originalLanguage))
    }
    if let lower = runtime?.lower { items.append(QueryItem("with_runtime.gte", String(lower))) }
    if let upper = runtime?.upper { items.append(QueryItem("with_runtime.lte", String(upper))) }
    if let certification, !certification.isEmpty {
      items.append(QueryItem("certification", certification))
      items.append(QueryItem("certification_country", certificationCountry ?? "US"))
    }
    return items
  }

  /// The filters in words, for list titles: "Drama · 1990–1999 · rating ≥ 7.5 · best rated
  /// first". Genre ids the list does not name are said as "genre 12".
  public func description(genreNames: [Genre]) -> String {
    func names(_ ids: Set<Int>) -> [String] {
      ids.map { id in genreNames.first { $0.id == id }?.name ?? "genre \(id)" }
        .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }
    var parts: [String] = []
    if !genres.isEmpty { parts.append(names(genres).joined(separator: " & ")) }
    if !excludedGenres.isEmpty {
      parts.append("not " + names(excludedGenres).joined(separator: " or "))
    }
    if let years { parts.append(years.words()) }
    if let minimumRating { parts.append("rating ≥ \(Self.decimal(minimumRating))") }
    if let minimumVotes { parts.append("≥ \(minimumVotes) votes") }
    if let originalLanguage, !originalLanguage.isEmpty {
      parts.append("original language \(originalLanguage)")
    }
    if let runtime { parts.append(runtime.words(unit: " min")) }
    if let certification, !certification.isEmpty {
      parts.append("rated \(certification) (\(certificationCountry ?? "US"))")
    }
    if parts.isEmpty { parts.append("All movies") }
    parts.append(sort.words)
    return parts.joined(separator: " · ")
  }

  static func idList(_ ids: Set<Int>) -> String {
    ids.sorted().map(String.init).joined(separator: ",")
  }

  static func yearStart(_ year: Int) -> String { String(format: "%04d-01-01", year) }
  static func yearEnd(_ year: Int) -> String { String(format: "%04d-12-31", year) }

  /// "7.5", "7" (never "7.0" or "7.499999").
  static func decimal(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
