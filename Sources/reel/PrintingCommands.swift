import App
import ArgumentParser
import Foundation
import TMDB

extension TMDB.Category: ExpressibleByArgument {}

struct Search: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print one page of search results.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "What to search for.") var query: [String]
  @Option(help: "Page number (1-500).") var page = 1
  @Option(help: "Only movies released in this year.") var year: Int?
  @Flag(help: "Search for people (actors, directors …) instead of movies.") var person = false
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    try validatePage(page)
    if person, year != nil { throw ValidationError("--year does not apply to --person") }
    guard !query.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError("the search query is empty")
    }
  }

  func run() async throws {
    let text = query.joined(separator: " ")
    let services = try global.services()
    if person {
      let people = try await services.client.searchPeople(text, page: page)
      if json {
        try printJSON(people)
      } else {
        print(
          PrintedPeople.render(people, heading: "People \u{201C}\(text)\u{201D}"), terminator: "")
      }
      return
    }
    let result = try await services.client.search(
      text, page: page, options: SearchOptions(year: year))
    try printPage(result, heading: "Search \u{201C}\(text)\u{201D}", json: json)
  }
}

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one page of a category.",
    discussion: "Categories: \(TMDB.Category.allCases.map(\.rawValue).joined(separator: ", ")).")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "popular, top-rated, now-playing, upcoming or trending.")
  var category: String
  @Option(help: "Page number (1-500).") var page = 1
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    try validatePage(page)
    guard TMDB.Category(rawValue: category) != nil else {
      throw ValidationError(
        "unknown category \"\(category)\"; choose one of: "
          + TMDB.Category.allCases.map(\.rawValue).joined(separator: ", "))
    }
  }

  func run() async throws {
    let chosen = TMDB.Category(rawValue: category)!
    let services = try global.services()
    let result = try await services.client.page(.category(chosen), page: page)
    try printPage(result, heading: chosen.title, json: json)
  }
}

struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one movie's details, credits, videos and release dates.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB movie id.") var id: Int
  @Flag(help: "Print films like this one (recommendations, else similar) instead.")
  var similar = false
  @Option(help: "With --similar: page number (1-500).") var page = 1
  @Flag(help: "Print TMDB's JSON fields instead of text.") var json = false

  func validate() throws {
    guard id > 0 else { throw ValidationError("a movie id is a positive number") }
    try validatePage(page)
    if page != 1, !similar { throw ValidationError("--page applies only with --similar") }
  }

  func run() async throws {
    let services = try global.services()
    if similar {
      let related = try await services.client.moreLikeThis(movieID: id, page: page)
      try printPage(related.page, heading: related.heading, json: json)
      return
    }
    let country = regionCode(services.client)
    async let providers = whereToWatch(services.client, movieID: id)
    let details = try await services.client.details(id: id)
    let offers = await providers
    if json {
      if case .unavailable(let reason) = offers {
        try printWarning("where to watch is not available: \(reason)")
      }
      try printJSON(DetailsOutput(details: details, whereToWatch: offers, country: country))
    } else {
      print(
        PrintedDetails.render(details, country: country, whereToWatch: offers), terminator: "")
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
