import App
import ArgumentParser
import Foundation

struct Person: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "person",
    abstract: "Print a person's page: who they are and their films.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB person id (find it with: reel search --person NAME).") var id: TypedID
  @Option(help: "Order films by date (newest first) or popularity.") var sort = "date"
  @Flag(help: "Print TMDB's JSON fields instead of text.") var json = false

  func validate() throws {
    try validateID(id, of: "person")
    guard PersonCommands.sortNames.contains(sort) else {
      throw ValidationError(CommandWords.unknownOrder(sort, choices: PersonCommands.sortNames))
    }
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      try await PersonCommands.show(id.value, sort: sort, json: json, services: services)
    }
  }
}
