import App
import ArgumentParser
import Foundation
import TMDB

struct Discover: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one page of movies matching filters (TMDB's discover).",
    discussion: """
      Genres are names from TMDB's genre list (any case) or ids; repeat --genre for films \
      that have every one. Years and runtimes take a range such as 1990-1999, 90-150, \
      1990- or -1999, or one value. --certification uses --region's system (default US). \
      Sort by \(DiscoverSort.choices).
      """)

  @OptionGroup var global: GlobalOptions
  @Option(name: .customLong("genre"), help: "Only films of this genre (repeatable).")
  var genres: [String] = []
  @Option(name: .customLong("without-genre"), help: "Leave out films of this genre (repeatable).")
  var excludedGenres: [String] = []
  @Option(help: ArgumentHelp("Release year or range, e.g. 1990-1999.", valueName: "years"))
  var year: String?
  @Option(name: .customLong("min-rating"), help: "Minimum average rating, 0 to 10.")
  var minRating: Double?
  @Option(name: .customLong("min-votes"), help: "Minimum number of votes.")
  var minVotes: Int?
  @Option(
    name: .customLong("original-language"),
    help: ArgumentHelp("Original language, ISO 639-1 (e.g. fr).", valueName: "code"))
  var originalLanguage: String?
  @Option(help: ArgumentHelp("Runtime range in minutes, e.g. 90-150.", valueName: "minutes"))
  var runtime: String?
  @Option(help: "Certification in the region's system, e.g. PG-13.")
  var certification: String?
  @Option(
    help: ArgumentHelp("Order: rating, date, popularity, revenue or title, optionally -asc/-desc."))
  var sort = "popularity"
  @Option(help: "Page number (1-500).") var page = 1
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    try validatePage(page)
    _ = try filtersWithoutGenres(country: "US")
  }

  func run() async throws {
    let services = try global.services()
    let client = services.client
    var filters = try filtersWithoutGenres(country: regionCode(client))
    var genreList: [Genre] = []
    let wanted = Self.names(genres)
    let unwanted = Self.names(excludedGenres)
    if !wanted.isEmpty || !unwanted.isEmpty {
      genreList = try await client.genres()
      filters.genres = try Set(wanted.map { try Self.genreID($0, in: genreList) })
      filters.excludedGenres = try Set(unwanted.map { try Self.genreID($0, in: genreList) })
    }
    if let problem = filters.problem { throw ReelError(problem) }
    let result = try await client.discover(filters, page: page)
    try printPage(result, heading: filters.description(genreNames: genreList), json: json)
  }

  /// Everything but the genres, which need TMDB's genre list.
  private func filtersWithoutGenres(country: String) throws -> DiscoverFilters {
    var filters = DiscoverFilters()
    if let year {
      guard let range = DiscoverRange(parsing: year) else {
        throw ValidationError("--year takes a year or a range such as 1990-1999")
      }
      filters.years = range
    }
    if let runtime {
      guard let range = DiscoverRange(parsing: runtime) else {
        throw ValidationError("--runtime takes minutes or a range such as 90-150")
      }
      filters.runtime = range
    }
    guard let order = DiscoverSort(parsing: sort) else {
      throw ValidationError("--sort must be one of: \(DiscoverSort.choices)")
    }
    filters.sort = order
    filters.minimumRating = minRating
    filters.minimumVotes = minVotes
    filters.originalLanguage = originalLanguage?.trimmingCharacters(in: .whitespaces)
    if let certification {
      // The country only matters with a certification; leaving it out otherwise keeps equal
      // filters equal values.
      filters.certification = certification.trimmingCharacters(in: .whitespaces)
      filters.certificationCountry = country
    }
    if let problem = filters.problem { throw ValidationError(problem) }
    for name in Self.names(genres) + Self.names(excludedGenres) where name.isEmpty {
      throw ValidationError("--genre and --without-genre need a genre name")
    }
    return filters
  }

  /// "Drama,Crime" counts as two genres.
  private static func names(_ options: [String]) -> [String] {
    options.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  private static func genreID(_ name: String, in list: [Genre]) throws -> Int {
    guard let genre = list.genre(named: name) else {
      throw ReelError(
        "unknown genre \"\(printable(name))\"; choose one of: \(list.namesForMessages)")
    }
    return genre.id
  }
}

/// The country for certifications and providers: --region, else the config file's, else US.
func regionCode(_ client: TMDBClient) -> String {
  let region = (client.region ?? "").trimmingCharacters(in: .whitespaces).uppercased()
  return region.isEmpty ? "US" : region
}

/// Text the user typed, safe to echo in a one-line message (no control characters).
func printable(_ text: String) -> String {
  String(
    String.UnicodeScalarView(
      text.unicodeScalars.filter {
        $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
      }))
}
