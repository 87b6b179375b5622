import App
import ArgumentParser
import Foundation
import TMDB

struct CollectionCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection",
    abstract: "Print a collection's films in release order.")

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The TMDB collection id (reel show names it).") var id: Int
  @Flag(help: "Print TMDB's JSON fields instead of a table.") var json = false

  func validate() throws {
    guard id > 0 else { throw ValidationError("a collection id is a positive number") }
  }

  func run() async throws {
    let services = try global.services()
    let collection = try await services.client.collection(id: id)
    if json {
      try printJSON(collection)
    } else {
      print(PrintedCollection.render(collection), terminator: "")
    }
  }
}
