import App
import ArgumentParser
import Foundation
import TMDB

extension PersonFilmOrder: ExpressibleByArgument {}

struct Person: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a person's page: who they are and their films.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB person id (find it with: reel search --person NAME).") var id: Int
  @Option(help: "Order films by date (newest first) or popularity.") var sort: PersonFilmOrder =
    .date
  @Flag(help: "Print TMDB's JSON fields instead of text.") var json = false

  func validate() throws {
    guard id > 0 else { throw ValidationError("a person id is a positive number") }
  }

  func run() async throws {
    let services = try global.services()
    var person = try await services.client.person(id: id)
    if json {
      person.movieCredits = person.movieCredits?.sorted(by: sort)
      try printJSON(person)
    } else {
      print(PrintedPerson.render(person, order: sort), terminator: "")
    }
  }
}
