import Foundation
import Screen
import TMDB

/// What the printing commands (`search`, `list`, `show`, …) print, all through one
/// `OutputWriter`: a table or page of text, or TMDB-shaped JSON.
public enum CommandOutput {
  /// One page of a movie list: the table, or the page as JSON.
  public static func printPage(
    _ page: MoviePage, heading: String, json: Bool, to output: OutputWriter = .standardOutput,
    language: ScreenLanguage = .english
  ) throws(OutputFailure) {
    if json {
      try printJSON(page, to: output)
    } else {
      try output.write(PrintedList.render(page, heading: heading, language: language))
    }
  }

  /// One movie's details: the readable page, or TMDB's fields as JSON; with where to watch it
  /// in `country` when that was asked (as TMDB's `watch/providers` object in JSON).
  public static func printDetails(
    _ details: MovieDetails, country: String?, whereToWatch: WhereToWatch? = nil, json: Bool,
    to output: OutputWriter = .standardOutput, language: ScreenLanguage = .english
  ) throws(OutputFailure) {
    let country = country ?? "US"
    if json {
      if let whereToWatch {
        try printJSON(
          DetailsOutput(details: details, whereToWatch: whereToWatch, country: country),
          to: output)
      } else {
        try printJSON(details, to: output)
      }
    } else {
      try output.write(
        PrintedDetails.render(
          details, country: country, whereToWatch: whereToWatch, language: language))
    }
  }

  /// Any value as JSON, escaped so that it is safe on a terminal (see `JSONOutput`).
  public static func printJSON(_ value: some Encodable, to output: OutputWriter = .standardOutput)
    throws(OutputFailure)
  {
    let data: Data
    do {
      data = try JSONOutput.encode(value)
    } catch {
      // Reel's models always encode; should one not, say so rather than print half a document.
      throw .failed("the answer could not be written as JSON")
    }
    try output.write(data)
  }

  /// A plain line for the user (a confirmation such as "Added “Dune” (2021).").
  public static func say(_ line: String, to output: OutputWriter = .standardOutput)
    throws(OutputFailure)
  {
    try output.write(line + "\n")
  }
}

/// The category names `reel list` accepts, and their lookup.
public enum CategoryName {
  public static var all: [String] { TMDB.Category.allCases.map(\.rawValue) }

  public static func isValid(_ name: String) -> Bool { TMDB.Category(rawValue: name) != nil }
}

/// The printing commands' work, once the command line is parsed: fetch, then print.
public enum PrintingCommand {
  public static func search(
    _ text: String, page: Int, year: Int?, json: Bool, services: Services
  ) async throws {
    let language = services.language.language
    let result = try await speaking(language) {
      try await services.client.search(text, page: page, options: SearchOptions(year: year))
    }
    try PastLastPage.check(
      page: page, totalPages: result.totalPages, totalResults: result.totalResults,
      isEmpty: result.results.isEmpty, language: language)
    try CommandOutput.printPage(
      result, heading: language.text(.searchQuery(text)), json: json, language: language)
  }

  public static func list(_ category: String, page: Int, json: Bool, services: Services)
    async throws
  {
    let language = services.language.language
    guard let chosen = TMDB.Category(rawValue: category) else {
      throw CommandWords.unknownCategory(category, in: language)
    }
    let result = try await speaking(language) {
      try await services.client.page(.category(chosen), page: page)
    }
    try PastLastPage.check(
      page: page, totalPages: result.totalPages, totalResults: result.totalResults,
      isEmpty: result.results.isEmpty, language: language)
    try CommandOutput.printPage(
      result, heading: language.text(Message(Message.title(of: chosen))), json: json,
      language: language)
  }

  /// One movie's details and where to watch it in the region (`--region`, else the config
  /// file's, else US). The providers are asked alongside; their failure is a warning, never
  /// the details' loss.
  public static func show(_ id: Int, json: Bool, services: Services) async throws {
    let client = services.client
    let language = services.language.language
    let region = services.region.code
    async let providers = whereToWatch(client, movieID: id, language: language)
    let details = try await speaking(language) { try await client.details(id: id) }
    let offers = await providers
    if !json, isatty(STDOUT_FILENO) == 1,
      let poster = await PosterSetup.printedPoster(for: details, services: services)
    {
      // Our own colour or picture sequences, written as bytes: the text path would strip them.
      try OutputWriter.standardOutput.write(Data(poster))
    }
    try CommandOutput.printDetails(
      details, country: region, whereToWatch: offers, json: json, language: language)
    if json, case .unavailable(let reason) = offers {
      // JSON has no room for the reason, so it goes to stderr, once the JSON is out: when
      // the output itself fails, that failure is the only thing worth saying.
      try OutputWriter.standardOutput.finish()
      // In the words `reel show` prints without --json, its reason's full stop left out.
      var reasonSaid = Substring(reason)
      while let last = reasonSaid.last, last == "." || last == "。" { reasonSaid.removeLast() }
      let said =
        CommandWords.speaksOwn(language)
        ? language.text(
          Message(
            .printedWhereToWatchUnavailable,
            ["region": .text(region), "reason": .text(String(reasonSaid))]))
        : "where to watch is not available: \(reason)"
      StandardError.say(Services.warningLine(said, in: language))
    }
  }

  /// Runs `work`, saying a TMDB failure in `language` (English says exactly `TMDBError.message`,
  /// so it is left as it is).
  static func speaking<Value>(
    _ language: ScreenLanguage, _ work: () async throws -> Value
  ) async throws -> Value {
    do {
      return try await work()
    } catch let error as TMDBError where language.strings.language != "en" {
      throw ReelError(language.text(Message(error: error)))
    }
  }

  /// The highest page TMDB serves.
  public static var maximumPage: Int { MoviePage.maximumPages }
}
