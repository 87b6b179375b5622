import App
import ArgumentParser
import Foundation

struct Discover: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "discover",
    abstract: "Print one page of movies matching filters (TMDB's discover).",
    discussion: """
      Genres are names from TMDB's genre list (any case) or ids; repeat --genre for films \
      that have every one. Years and runtimes take a range such as 1990-1999, 90-150, \
      1990- or -1999, or one value. --certification uses --region's system (default US). \
      Sort by \(DiscoverCommands.sortChoices).
      """)

  @OptionGroup var global: GlobalOptions
  @Option(name: .customLong("genre"), help: "Only films of this genre (repeatable).")
  var genres: [String] = []
  @Option(name: .customLong("without-genre"), help: "Leave out films of this genre (repeatable).")
  var excludedGenres: [String] = []
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Release year or range, e.g. 1990-1999.", valueName: "years"))
  var year: String?
  @Option(
    name: .customLong("min-rating"), parsing: .unconditional,
    help: "Minimum average rating, 0 to 10.")
  var minRating: Double?
  @Option(
    name: .customLong("min-votes"), parsing: .unconditional, help: "Minimum number of votes.")
  var minVotes: Int?
  @Option(
    name: .customLong("original-language"),
    help: ArgumentHelp("Original language, ISO 639-1 (e.g. fr).", valueName: "code"))
  var originalLanguage: String?
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Runtime range in minutes, e.g. 90-150.", valueName: "minutes"))
  var runtime: String?
  @Option(help: "Certification in the region's system, e.g. PG-13.")
  var certification: String?
  @Option(
    help: ArgumentHelp("Order: rating, date, popularity, revenue or title, optionally -asc/-desc."))
  var sort = "popularity"
  @Option(parsing: .unconditional, help: "Page number (1-500).") var page = 1
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  var arguments: DiscoverArguments {
    DiscoverArguments(
      genres: genres, excludedGenres: excludedGenres, years: year, minimumRating: minRating,
      minimumVotes: minVotes, originalLanguage: originalLanguage, runtime: runtime,
      certification: certification, sort: sort)
  }

  func validate() throws {
    try validatePage(page)
    if let problem = arguments.problem { throw ValidationError(problem) }
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      try await DiscoverCommands.run(
        arguments, page: page, json: json, services: services)
    }
  }
}
