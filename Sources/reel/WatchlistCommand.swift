import App
import ArgumentParser
import Foundation

/// `reel watchlist …`: the watchlist from the command line, on the same database the browser
/// uses (`REEL_WATCHLIST_DB`, else `$XDG_DATA_HOME/reel/library.sqlite`).
struct Watchlist: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Manage the watchlist.",
    discussion: """
      The watchlist lives in $XDG_DATA_HOME/reel/library.sqlite (default \
      ~/.local/share/reel/library.sqlite); REEL_WATCHLIST_DB names another file.
      """,
    subcommands: [
      ListEntries.self, Add.self, Remove.self, Export.self, Import.self,
    ],
    defaultSubcommand: ListEntries.self)

  struct ListEntries: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "Print the watchlist (the default).")

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print the entries as JSON instead of a table.") var json = false
    @Option(help: "Order: added (newest first), title, year or rating.")
    var sort = "added"

    func validate() throws {
      guard WatchlistCommands.sortNames.contains(sort) else {
        throw ValidationError(
          CommandWords.unknownOrder(sort, choices: WatchlistCommands.sortNames))
      }
    }

    func run() async throws {
      let language = try WatchlistCommands.language(flag: global.language)
      try await global.writingHAR {
        try WatchlistCommands.list(sort: sort, json: json, language: language)
      }
    }
  }

  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Look a movie up and add it to the watchlist (adding twice is harmless).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The TMDB movie id.") var id: TypedID
    @Option(
      parsing: .unconditional,
      help: "A note to keep with it (replaces the old note; an empty one removes it).")
    var note: String?

    func validate() throws {
      try validateMovieID(id)
    }

    func run() async throws {
      let services = try global.services()
      try await global.writingHAR(services) {
        try await WatchlistCommands.add(id.value, note: note, services: services)
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove a movie from the watchlist.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The TMDB movie id.") var id: TypedID

    // Only what is no whole number is refused here: an id out of TMDB's range is refused by
    // `remove` unless a damaged row holds it, which is then removed.
    func validate() throws {
      if Int(id.text) == nil { try validateMovieID(id) }
    }

    func run() async throws {
      let language = try WatchlistCommands.language(flag: global.language)
      try await global.writingHAR { try WatchlistCommands.remove(id.value, language: language) }
    }
  }

  struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the whole watchlist as JSON, for a backup or another machine.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await global.writingHAR { try WatchlistCommands.export() }
    }
  }

  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Merge an exported watchlist into this one (harmless to repeat).",
      discussion: """
        The whole file is checked first; if anything is wrong, nothing is imported. A movie \
        already on the watchlist keeps the earlier date and its own note. A movie listed twice \
        in the file is merged into one the same way.
        """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The file written by `reel watchlist export` (- for standard input).")
    var file: String

    func run() async throws {
      let language = try WatchlistCommands.language(flag: global.language)
      try await global.writingHAR { try WatchlistCommands.importFile(file, language: language) }
    }
  }
}
