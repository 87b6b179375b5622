import App
import ArgumentParser
import Foundation

struct CollectionCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection",
    abstract: "Print a collection's films in release order.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB collection id (reel show names it).") var id: TypedID
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    try validateID(id, of: "collection")
  }

  func run() async throws {
    let services = try global.services()
    try await global.writingHAR(services) {
      try await CollectionCommands.show(id.value, json: json, services: services)
    }
  }
}
