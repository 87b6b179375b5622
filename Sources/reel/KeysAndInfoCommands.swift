import App
import ArgumentParser
import Foundation

/// `reel keys`: the key map in effect, as config.toml's `[keys]` tables.
struct Keys: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the keys in effect, as [keys] tables for config.toml.",
    discussion: """
      Copy a line into the [keys.CONTEXT] table of $XDG_CONFIG_HOME/reel/config.toml and \
      change its keys; "" unbinds the action.
      """)

  // README's "options every command takes": `reel --har k.har keys` was "Unknown option".
  @OptionGroup var global: GlobalOptions

  func run() async throws {
    try await global.writingHAR { try KeysCommand.run() }
  }
}

/// `reel info`: version, mode and why, the credential's source, files and their sizes, image
/// protocol, language, and TMDB's attribution.
struct Info: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the version, mode, credential source (never the key), files and settings.")

  @OptionGroup var global: GlobalOptions

  // It asks TMDB nothing, so its HAR has no entries; `--har` was accepted and ignored.
  func run() async throws {
    try await global.writingHAR { try InfoCommand.run(options: global.connection) }
  }
}
