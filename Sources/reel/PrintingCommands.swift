import App
import ArgumentParser
import Foundation

struct Search: AsyncParsableCommand {
  // Names are spelled out: deriving one from the type's name (String(describing:)) scans every
  // protocol conformance in the process at start-up, about 2 M instructions a command.
  static let configuration = CommandConfiguration(
    commandName: "search", abstract: "Print one page of search results.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "What to search for.") var query: [String]
  @Option(parsing: .unconditional, help: "Page number (1-500).") var page: Int?
  @Option(parsing: .unconditional, help: "Only movies released in this year.") var year: Int?
  @Flag(help: "Search for people (actors, directors …) instead of movies.") var person = false
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false
  @OptionGroup var paging: PagingOptions

  func validate() throws {
    try validatePage(page ?? 1)
    if person, year != nil { throw ValidationError(OptionWords.yearWithPerson) }
    if person, paging.isRequested {
      throw ValidationError(OptionWords.pagesWithPerson)
    }
    if let year { try validateYear(year) }
    try paging.validate(page: page, json: json)
    guard !text.isEmpty else { throw ValidationError(OptionWords.emptyQuery) }
  }

  /// The query as it is sent and as the heading prints it: the same text. The heading passes
  /// through the sanitiser, so a query with an escape sequence or a bidi override in it was
  /// printed as "dune · no results" while "du\e[31mne" had been searched for. Line breaks
  /// and runs of white space are one space, as the search field makes them.
  var text: String {
    TerminalText.oneLine(query.joined(separator: " "))
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      let text = self.text
      if person {
        try await PersonCommands.search(
          text, page: page ?? 1, json: json, services: services)
        return
      }
      if paging.isRequested {
        try await PrintingCommand.searchPages(
          text, year: year, selection: paging.selection(page: page), json: json,
          jsonLines: paging.jsonLines, services: services)
        return
      }
      try await PrintingCommand.search(
        text, page: page ?? 1, year: year, json: json, services: services)
    }
  }
}

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print one page of a category.",
    discussion: "Categories: \(CategoryName.all.joined(separator: ", ")).")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "popular, top-rated, now-playing, upcoming or trending.")
  var category: String
  @Option(parsing: .unconditional, help: "Page number (1-500).") var page: Int?
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false
  @OptionGroup var paging: PagingOptions

  func validate() throws {
    try validatePage(page ?? 1)
    try paging.validate(page: page, json: json)
    guard CategoryName.isValid(category) else {
      throw ValidationError(
        CommandWords.unknownCategory(category, in: CommandWords.commandLineLanguage).message)
    }
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      if paging.isRequested {
        try await PrintingCommand.listPages(
          category, selection: paging.selection(page: page), json: json,
          jsonLines: paging.jsonLines, services: services)
        return
      }
      try await PrintingCommand.list(
        category, page: page ?? 1, json: json, services: services)
    }
  }
}

struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print one movie's details, credits, videos and release dates.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB movie id.") var id: TypedID
  @Flag(help: "Print films like this one (recommendations, else similar) instead.")
  var similar = false
  @Option(parsing: .unconditional, help: "With --similar: page number (1-500).") var page = 1
  @Flag(help: "Print TMDB's JSON fields instead of text.") var json = false

  func validate() throws {
    try validateMovieID(id)
    try validatePage(page)
    if page != 1, !similar { throw ValidationError(OptionWords.pageWithoutSimilar) }
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      if similar {
        try await PrintingCommand.similar(
          to: id.value, page: page, json: json, services: services)
      } else {
        try await PrintingCommand.show(id.value, json: json, services: services)
      }
    }
  }
}

func validatePage(_ page: Int) throws {
  guard (1...PrintingCommand.maximumPage).contains(page) else {
    throw ValidationError(CommandWords.pageRange(maximum: PrintingCommand.maximumPage))
  }
}

func validateYear(_ year: Int) throws {
  guard (1800...9999).contains(year) else {
    throw ValidationError(CommandWords.yearFourDigits)
  }
}

/// A TMDB id as typed, checked by `validateID`: a number past Int's range or a word gets the
/// same plain sentence as 0 or -5 (the parser's own words were "The value
/// '99999999999999999999' is invalid for '<id>'").
struct TypedID: ExpressibleByArgument {
  let text: String
  init(argument: String) { text = argument }
  /// The id; 0 for what `validateID` refuses.
  var value: Int { Int(text) ?? 0 }
}

/// TMDB's ids are positive and fit in 32 bits; anything else cannot name a movie.
func validateMovieID(_ id: TypedID) throws {
  try validateID(id, of: "movie")
}

/// The same for anything else TMDB numbers: a person, a collection.
func validateID(_ id: TypedID, of kind: String) throws {
  if let problem = idProblem(id.text, kind: kind) { throw ValidationError(problem) }
}
