import App
import ArgumentParser
import Foundation
import Logging
import TMDB

struct Reel: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reel",
    abstract: "A terminal movie browser for The Movie Database (TMDB).",
    discussion: """
      With no command, opens the full-screen browser: live when TMDB_API_KEY or \
      TMDB_ACCESS_TOKEN is set, otherwise on the bundled replay catalog.
      """,
    version: ReelVersion.current,
    subcommands: [
      Browse.self, Search.self, List.self, Show.self, Watchlist.self, Discover.self, Person.self,
      CollectionCommand.self,
    ],
    defaultSubcommand: Browse.self
  )
}

/// Runs Reel and turns every failure into one `reel: ` line on stderr, never a stack trace.
@main
enum ReelMain {
  /// The log file, when it could be opened; without it Reel still runs, silently.
  nonisolated(unsafe) static var log: LogFile?

  static func main() async {
    log = try? LogFile(url: LogFile.defaultURL())
    if let log {
      log.bootstrap()
    } else {
      LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    }
    do {
      var command = try Reel.parseAsRoot(
        GlobalOptions.hoistingGlobalOptions(
          Array(CommandLine.arguments.dropFirst()),
          subcommands: Set(Reel.configuration.subcommands.map { $0._commandName })))
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      exit(reporting: error)
    }
  }

  static func exit(reporting error: any Error) -> Never {
    let code = Reel.exitCode(for: error)
    // Help and --version are not failures: let the parser print them as usual.
    if code == .success { Reel.exit(withError: error) }
    let message: String
    switch error {
    case let error as TMDBError: message = error.message
    case let error as ReelError: message = error.message
    default: message = Reel.message(for: error)
    }
    let line = message.split(separator: "\n").first.map(String.init) ?? "failed"
    let text = line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line
    FileHandle.standardError.write(Data("reel: \(text)\n".utf8))
    Foundation.exit(code == .success ? 1 : code.rawValue)
  }
}
