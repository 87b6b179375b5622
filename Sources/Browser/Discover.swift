import TMDB

/// The discover form (`d`): one field at a time, chosen with j/k; choices change with ←/→,
/// numbers are typed. Enter runs it as the main list; the browser keeps the last filters.
public struct DiscoverForm: Sendable, Equatable {
  public enum Field: Int, Sendable, CaseIterable {
    case genre, excludedGenre, years, minimumRating, minimumVotes, language, runtime,
      certification, sort
  }

  public var field: Field = .genre
  /// The chosen genre (nil = any) and the one left out.
  public var genre: Int?
  public var excludedGenre: Int?
  /// Typed text, kept as typed until the form runs, so a half-typed range is not lost.
  public var years = ""
  public var minimumRating = ""
  public var minimumVotes = ""
  public var runtime = ""
  public var language: String?
  public var certification: String?
  public var sort = DiscoverSort(.popularity)
  /// Why the form did not run: which field is wrong (the screen words it in the user's
  /// language).
  public var problem: DiscoverFormProblem?

  public init() {}

  /// The form showing `filters` (the last ones run).
  public init(_ filters: DiscoverFilters) {
    genre = filters.genres.sorted().first
    excludedGenre = filters.excludedGenres.sorted().first
    years = filters.years.map(Self.text) ?? ""
    minimumRating = filters.minimumRating.map { String($0) } ?? ""
    minimumVotes = filters.minimumVotes.map(String.init) ?? ""
    runtime = filters.runtime.map(Self.text) ?? ""
    language = filters.originalLanguage
    certification = filters.certification
    sort = filters.sort
  }

  /// Original languages offered, by ISO 639-1 code.
  public static let languages = ["en", "fr", "es", "de", "it", "ja", "ko", "zh", "hi", "sv"]
  /// Certifications offered, in the US system (the catalog's and TMDB's most complete).
  public static let certifications = ["G", "PG", "PG-13", "R", "NC-17"]
  /// Every sort, each way.
  public static let sorts: [DiscoverSort] = DiscoverSort.Field.allCases.flatMap {
    [DiscoverSort($0, ascending: false), DiscoverSort($0, ascending: true)]
  }

  /// Whether the field on focus takes typed characters.
  public var fieldTakesText: Bool {
    [.years, .minimumRating, .minimumVotes, .runtime].contains(field)
  }

  /// The filters the form says, or the problem with what was typed.
  public func filters() -> Result<DiscoverFilters, DiscoverFormProblem> {
    var filters = DiscoverFilters(sort: sort)
    if let genre { filters.genres = [genre] }
    if let excludedGenre { filters.excludedGenres = [excludedGenre] }
    if !years.isEmpty {
      // A year TMDB cannot have is as wrong as one that does not read as a year.
      guard let range = DiscoverRange(parsing: years),
        range.lies(within: DiscoverFilters.releaseYears)
      else {
        return .failure(
          Self.rangeProblem(.years, typed: years, within: DiscoverFilters.releaseYears))
      }
      filters.years = range
    }
    if !minimumRating.isEmpty {
      guard let rating = Double(minimumRating), (0...10).contains(rating) else {
        return .failure(
          DiscoverFormProblem(field: .minimumRating))
      }
      filters.minimumRating = rating
    }
    if !minimumVotes.isEmpty {
      guard let votes = Int(minimumVotes), votes >= 0 else {
        return .failure(DiscoverFormProblem(field: .minimumVotes))
      }
      filters.minimumVotes = votes
    }
    if !runtime.isEmpty {
      guard let range = DiscoverRange(parsing: runtime),
        range.lies(within: DiscoverFilters.runtimes)
      else {
        return .failure(
          Self.rangeProblem(.runtime, typed: runtime, within: DiscoverFilters.runtimes))
      }
      filters.runtime = range
    }
    filters.originalLanguage = language
    if let certification {
      filters.certification = certification
      filters.certificationCountry = "US"
    }
    return .success(filters)
  }

  /// A range field's problem: one of its own when the range is only written the wrong way
  /// round ("1999-1990"), so the form can say so and how to write it, as `reel discover` does.
  private static func rangeProblem(
    _ field: Field, typed: String, within bounds: ClosedRange<Int>
  ) -> DiscoverFormProblem {
    guard let rightWayRound = DiscoverRange.backwards(typed), rightWayRound.lies(within: bounds)
    else { return DiscoverFormProblem(field: field) }
    return DiscoverFormProblem(field: field, rightWayRound: text(rightWayRound))
  }

  private static func text(_ range: DiscoverRange) -> String {
    switch (range.lower, range.upper) {
    case (let lower?, let upper?) where lower == upper: "\(lower)"
    case (let lower?, let upper?): "\(lower)-\(upper)"
    case (let lower?, nil): "\(lower)-"
    case (nil, let upper?): "-\(upper)"
    case (nil, nil): ""
    }
  }
}

/// What is wrong with the form: the field whose text does not read as its kind of value
/// (each field has one way to be wrong, so the field says it all).
public struct DiscoverFormProblem: Error, Sendable, Equatable {
  public var field: DiscoverForm.Field
  /// The range as it should have been typed, when the field's only fault is its order.
  public var rightWayRound: String?

  public init(field: DiscoverForm.Field, rightWayRound: String? = nil) {
    self.field = field
    self.rightWayRound = rightWayRound
  }
}
