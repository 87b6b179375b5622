import Foundation
import Screen
import TMDB

/// `reel person ID` and `reel search --person NAME` once parsed.
public enum PersonCommands {
  /// The orders `reel person --sort` accepts.
  public static var sortNames: [String] { PersonFilmOrder.allCases.map(\.rawValue) }

  /// Who the person is and their films, in `sort` order (`date`, newest first, or
  /// `popularity`); `--json` keeps TMDB's fields, `movie_credits` in the same order.
  public static func show(_ id: Int, sort: String, json: Bool, services: Services) async throws {
    let language = services.language.language
    guard let order = PersonFilmOrder(rawValue: sort) else {
      let choices = sortNames.joined(separator: ", ")
      throw ReelError(
        CommandWords.say(
          Message(.commandUnknownOrder, ["word": .text(sort), "choices": .text(choices)]),
          english: "unknown order \"\(TerminalText.typed(sort))\"; choose one of: " + choices,
          in: language))
    }
    var person = try await PrintingCommand.speaking(language) {
      try await services.client.person(id: id)
    }
    if json {
      person.movieCredits = person.movieCredits?.sorted(by: order)
      try CommandOutput.printJSON(person)
    } else {
      try OutputWriter.standardOutput.write(
        PrintedPerson.render(person, order: order, language: language))
    }
  }

  /// One page of people whose name matches.
  public static func search(_ text: String, page: Int, json: Bool, services: Services)
    async throws
  {
    let language = services.language.language
    let people = try await PrintingCommand.speaking(language) {
      try await services.client.searchPeople(text, page: page)
    }
    try PastLastPage.check(
      page: page, totalPages: people.totalPages, totalResults: people.totalResults,
      isEmpty: people.results.isEmpty, language: language)
    if json {
      try CommandOutput.printJSON(people)
    } else {
      try OutputWriter.standardOutput.write(
        PrintedPeople.render(
          people, heading: language.text(Message(.printedPeopleHeading, ["query": .text(text)])),
          language: language))
    }
  }
}

/// `reel collection ID` once parsed: the collection's films in release order.
public enum CollectionCommands {
  public static func show(_ id: Int, json: Bool, services: Services) async throws {
    let language = services.language.language
    let collection = try await PrintingCommand.speaking(language) {
      try await services.client.collection(id: id)
    }
    if json {
      try CommandOutput.printJSON(collection)
    } else {
      try OutputWriter.standardOutput.write(
        PrintedCollection.render(collection, language: language))
    }
  }
}
