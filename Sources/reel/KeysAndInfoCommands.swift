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
