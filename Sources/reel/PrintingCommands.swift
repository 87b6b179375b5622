import App
import ArgumentParser
import Foundation

struct Search: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print one page of search results.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "What to search for.") var query: [String]
  @Option(parsing: .unconditional, help: "Page number (1-500).") var page = 1
  @Option(parsing: .unconditional, help: "Only movies released in this year.") var year: Int?
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    try validatePage(page)
    if let year { try validateYear(year) }
    guard !query.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError("the search query is empty")
    }
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      try await PrintingCommand.search(
        query.joined(separator: " "), page: page, year: year, json: json, services: services)
    }
  }
}

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one page of a category.",
    discussion: "Categories: \(CategoryName.all.joined(separator: ", ")).")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "popular, top-rated, now-playing, upcoming or trending.")
  var category: String
  @Option(parsing: .unconditional, help: "Page number (1-500).") var page = 1
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    try validatePage(page)
    guard CategoryName.isValid(category) else {
      throw ValidationError(
        "unknown category \"\(category)\"; choose one of: "
          + CategoryName.all.joined(separator: ", "))
    }
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      try await PrintingCommand.list(category, page: page, json: json, services: services)
    }
  }
}

struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one movie's details, credits, videos and release dates.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB movie id.") var id: Int
  @Flag(help: "Print TMDB's JSON fields instead of text.") var json = false

  func validate() throws {
    try validateMovieID(id)
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      try await PrintingCommand.show(id, json: json, region: global.region, services: services)
    }
  }
}

func validatePage(_ page: Int) throws {
  guard (1...PrintingCommand.maximumPage).contains(page) else {
    throw ValidationError("--page must be between 1 and \(PrintingCommand.maximumPage)")
  }
}

func validateYear(_ year: Int) throws {
  guard (1800...9999).contains(year) else {
    throw ValidationError("--year must be a four-digit year, e.g. 1999")
  }
}

/// TMDB's ids are positive and fit in 32 bits; anything else cannot name a movie.
func validateMovieID(_ id: Int) throws {
  guard (1...Int(Int32.max)).contains(id) else {
    throw ValidationError("a movie id is a whole number from 1 to \(Int32.max), not \(id)")
  }
}
