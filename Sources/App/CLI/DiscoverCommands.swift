import Foundation
import Screen
import TMDB

/// `reel discover`'s filters as typed: words and numbers, before TMDB's genre list turns genre
/// names into ids.
public struct DiscoverArguments: Sendable, Equatable {
  public var genres: [String]
  public var excludedGenres: [String]
  /// A year or a range such as `1990-1999`, `1990-` or `-1999`.
  public var years: String?
  public var minimumRating: Double?
  public var minimumVotes: Int?
  public var originalLanguage: String?
  /// Minutes, or a range such as `90-150`.
  public var runtime: String?
  public var certification: String?
  public var sort: String

  public init(
    genres: [String] = [], excludedGenres: [String] = [], years: String? = nil,
    minimumRating: Double? = nil, minimumVotes: Int? = nil, originalLanguage: String? = nil,
    runtime: String? = nil, certification: String? = nil, sort: String = "popularity"
  ) {
    self.genres = genres
    self.excludedGenres = excludedGenres
    self.years = years
    self.minimumRating = minimumRating
    self.minimumVotes = minimumVotes
    self.originalLanguage = originalLanguage
    self.runtime = runtime
    self.certification = certification
    self.sort = sort
  }

  /// What is wrong with the filters, in one line, or nil: checked before anything is asked,
  /// in the language the command line chose.
  public var problem: String? {
    do {
      _ = try filtersWithoutGenres(country: "US", language: CommandWords.commandLineLanguage)
      return nil
    } catch {
      return error.message
    }
  }

  /// Everything but the genres, which need TMDB's genre list.
  func filtersWithoutGenres(country: String, language: ScreenLanguage = .english)
    throws(ReelError) -> DiscoverFilters
  {
    func refusal(_ key: MessageKey, _ english: String) -> ReelError {
      ReelError(CommandWords.say(Message(key), english: english, in: language))
    }
    var filters = DiscoverFilters()
    if let years {
      guard let range = DiscoverRange(parsing: years) else {
        try Self.refuseBackwards(years, option: "--year", language: language)
        throw refusal(.commandYearNotRange, "--year takes a year or a range such as 1990-1999")
      }
      filters.years = range
    }
    if let runtime {
      guard let range = DiscoverRange(parsing: runtime) else {
        try Self.refuseBackwards(runtime, option: "--runtime", language: language)
        throw refusal(.commandRuntimeNotRange, "--runtime takes minutes or a range such as 90-150")
      }
      filters.runtime = range
    }
    guard let order = DiscoverSort(parsing: sort) else {
      throw ReelError(
        CommandWords.say(
          Message(.commandSortUnknown, ["choices": .text(DiscoverSort.choices)]),
          english: "--sort must be one of: \(DiscoverSort.choices)", in: language))
    }
    filters.sort = order
    filters.minimumRating = minimumRating
    filters.minimumVotes = minimumVotes
    filters.originalLanguage = originalLanguage?.trimmingCharacters(in: .whitespaces)
    if let certification {
      // The country only matters with a certification; leaving it out otherwise keeps equal
      // filters equal values.
      filters.certification = certification.trimmingCharacters(in: .whitespaces)
      filters.certificationCountry = country
    }
    if let problem = filters.problem { throw ReelError(problem) }
    for name in Self.names(genres) + Self.names(excludedGenres) where name.isEmpty {
      throw refusal(.commandGenreNameMissing, "--genre and --without-genre need a genre name")
    }
    return filters
  }

  /// A range whose ends are the wrong way round is refused for that, with the range as it
  /// should be written: "--year takes a year or a range" left the user to spot the order.
  /// Refused, not swapped: which end was mistyped is the user's to say.
  private static func refuseBackwards(_ text: String, option: String, language: ScreenLanguage)
    throws(ReelError)
  {
    guard let range = DiscoverRange.backwards(text), let lower = range.lower,
      let upper = range.upper
    else { return }
    throw ReelError(
      CommandWords.say(
        Message(
          .commandRangeBackwards,
          [
            "option": .text(option), "range": .text("\(upper)-\(lower)"),
            "written": .text("\(lower)-\(upper)"),
          ]),
        english: "\(option) \(upper)-\(lower) runs backwards; write \(lower)-\(upper)",
        in: language))
  }

  /// "Drama,Crime" counts as two genres.
  static func names(_ options: [String]) -> [String] {
    options.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }
}

/// `reel discover` once parsed: genre names to ids, then one page printed like `reel list`.
public enum DiscoverCommands {
  /// The orders `--sort` accepts, in words for help.
  public static var sortChoices: String { DiscoverSort.choices }

  public static func run(
    _ arguments: DiscoverArguments, page: Int, json: Bool, services: Services
  ) async throws {
    let client = services.client
    var filters = try arguments.filtersWithoutGenres(
      country: services.region.code, language: services.language.language)
    var genreList: [Genre] = []
    let wanted = DiscoverArguments.names(arguments.genres)
    let unwanted = DiscoverArguments.names(arguments.excludedGenres)
    if !wanted.isEmpty || !unwanted.isEmpty {
      genreList = try await client.genres()
      let language = services.language.language
      filters.genres = try Set(wanted.map { try genreID($0, in: genreList, language: language) })
      filters.excludedGenres = try Set(
        unwanted.map { try genreID($0, in: genreList, language: language) })
    }
    if let problem = filters.problem { throw ReelError(problem) }
    let language = services.language.language
    let result = try await PrintingCommand.speaking(language) {
      try await client.discover(filters, page: page)
    }
    try PastLastPage.check(
      page: page, totalPages: result.totalPages, totalResults: result.totalResults,
      isEmpty: result.results.isEmpty, language: language)
    try CommandOutput.printPage(
      result, heading: language.filters(filters, genres: genreList), json: json,
      language: language)
  }

  private static func genreID(_ name: String, in list: [Genre], language: ScreenLanguage)
    throws(ReelError) -> Int
  {
    if let genre = list.genre(named: name) { return genre.id }
    // The list is in the user's language (درام, ドラマ); TMDB's English names, which its ids
    // never change from, are understood in every language, so scripts work anywhere.
    if let id = TMDBGenres.id(named: name), list.isEmpty || list.contains(where: { $0.id == id }) {
      return id
    }
    throw ReelError.usage(
      CommandWords.say(
        Message(
          .commandUnknownGenre,
          ["word": CommandWords.typed(name), "choices": .text(list.namesForMessages)]),
        english:
          "unknown genre \"\(TerminalText.typed(name))\"; choose one of: \(list.namesForMessages)",
        in: language))
  }
}
