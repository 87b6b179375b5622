import App
import ArgumentParser
import Foundation
import TMDB

extension TMDB.Category: ExpressibleByArgument {}

struct Search: AsyncParsableCommand {
  // Names are spelled out: deriving one from the type's name (String(describing:)) scans every
  // protocol conformance in the process at start-up, about 2 M instructions a command.
  static let configuration = CommandConfiguration(
    commandName: "search", abstract: "Print one page of search results.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "What to search for.") var query: [String]
  @Option(help: "Page number (1-500).") var page: Int?
  @Option(help: "Only movies released in this year.") var year: Int?
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false
  @OptionGroup var paging: PagingOptions

  func validate() throws {
    try validatePage(page ?? 1)
    try paging.validate(page: page, json: json)
    guard !query.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError("the search query is empty")
    }
  }

  func run() async throws {
    let text = query.joined(separator: " ")
    let services = try global.services()
    let heading = "Search \u{201C}\(text)\u{201D}"
    if paging.isRequested {
      let options = SearchOptions(year: year)
      try await printPages(
        try paging.selection ?? PageSelection(first: page ?? 1, last: page ?? 1),
        heading: heading, json: json, jsonLines: paging.jsonLines
      ) { number throws(TMDBError) in
        try await services.client.search(text, page: number, options: options)
      }
      return
    }
    let result = try await services.client.search(
      text, page: page ?? 1, options: SearchOptions(year: year))
    try printPage(result, heading: heading, json: json)
  }
}

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print one page of a category.",
    discussion: "Categories: \(TMDB.Category.allCases.map(\.rawValue).joined(separator: ", ")).")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "popular, top-rated, now-playing, upcoming or trending.")
  var category: String
  @Option(help: "Page number (1-500).") var page: Int?
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false
  @OptionGroup var paging: PagingOptions

  func validate() throws {
    try validatePage(page ?? 1)
    try paging.validate(page: page, json: json)
    guard TMDB.Category(rawValue: category) != nil else {
      throw ValidationError(
        "unknown category \"\(category)\"; choose one of: "
          + TMDB.Category.allCases.map(\.rawValue).joined(separator: ", "))
    }
  }

  func run() async throws {
    let chosen = TMDB.Category(rawValue: category)!
    let services = try global.services()
    if paging.isRequested {
      try await printPages(
        try paging.selection ?? PageSelection(first: page ?? 1, last: page ?? 1),
        heading: chosen.title, json: json, jsonLines: paging.jsonLines
      ) { number throws(TMDBError) in
        try await services.client.page(.category(chosen), page: number)
      }
      return
    }
    let result = try await services.client.page(.category(chosen), page: page ?? 1)
    try printPage(result, heading: chosen.title, json: json)
  }
}

struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print one movie's details, credits, videos and release dates.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB movie id.") var id: Int
  @Flag(help: "Print TMDB's JSON fields instead of text.") var json = false

  func validate() throws {
    guard id > 0 else { throw ValidationError("a movie id is a positive number") }
  }

  func run() async throws {
    let services = try global.services()
    let details = try await services.client.details(id: id)
    if json {
      try printJSON(details)
    } else {
      print(PrintedDetails.render(details, country: global.region ?? "US"), terminator: "")
    }
  }
}

func validatePage(_ page: Int) throws {
  guard (1...MoviePage.maximumPages).contains(page) else {
    throw ValidationError("--page must be between 1 and \(MoviePage.maximumPages)")
  }
}

func printPage(_ page: MoviePage, heading: String, json: Bool) throws {
  if json {
    try printJSON(page)
  } else {
    print(PrintedList.render(page, heading: heading), terminator: "")
  }
}

func printJSON(_ value: some Encodable) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = try encoder.encode(value)
  FileHandle.standardOutput.write(data)
  FileHandle.standardOutput.write(Data("\n".utf8))
}
