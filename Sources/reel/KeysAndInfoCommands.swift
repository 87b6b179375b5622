import App
import ArgumentParser
import Foundation

/// `reel keys`: the key map in effect, as config.toml's `[keys]` tables.
struct Keys: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the keys in effect, as [keys] tables for config.toml.",
    discussion: """
      Copy a line into the [keys.CONTEXT] table of $XDG_CONFIG_HOME/reel/config.toml and \
      change its keys; "" unbinds the action.
      """)

  func run() throws {
    try KeysCommand.run()
  }
}

/// `reel info`: version, mode and why, the credential's source, files and their sizes, image
/// protocol, language, and TMDB's attribution.
struct Info: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the version, mode, credential source (never the key), files and settings.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try InfoCommand.run(options: global.connection)
  }
}
