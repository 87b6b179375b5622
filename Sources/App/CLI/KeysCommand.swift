import Foundation
import Screen

/// `reel keys`: the key map in effect, written as the `[keys.CONTEXT]` tables config.toml
/// takes, so any line can be copied into the file and changed.
public enum KeysCommand {
  public static func run(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    to output: OutputWriter = .standardOutput
  ) throws {
    let location = ConfigFile.location(environment: environment)
    let config = try ConfigFile.load(from: location)
    let map = try KeyMap.standard.remapped(config?.keyRemaps ?? [], file: location.path)
    for warning in config?.warnings ?? [] {
      StandardError.say(Services.warningLine(warning, in: CommandWords.commandLineLanguage))
    }
    // What is applied, not only that a file is there: a file without key tables, or with
    // only `[keys.inspector]` (ignored, with a warning), changes nothing printed here.
    let source =
      if config == nil {
        "the defaults (\(location.path) does not exist)"
      } else if config?.keyRemaps.isEmpty ?? true {
        "the defaults (\(location.path) remaps no keys)"
      } else {
        "the defaults with [keys] from \(location.path)"
      }
    try output.write("# Reel's keys: \(TerminalText.oneLine(source)).\n" + map.printed)
  }
}

extension KeyMap {
  /// Every context's actions and keys as TOML, each line commented with what it does.
  public var printed: String {
    var text = ""
    for context in KeyContext.allCases {
      let entries = tables.filter { $0.context == context }.flatMap(\.bindings)
      guard !entries.isEmpty else { continue }
      text += "\n[keys.\(context.rawValue)]\n"
      var seen: Set<String> = []
      let lines = entries.compactMap { binding -> (String, String)? in
        guard let name = KeyAction.name(of: binding.command), seen.insert(name).inserted else {
          return nil
        }
        let keys = binding.keys.map { "\"" + Self.quoted($0.name) + "\"" }
        let value = keys.count == 1 ? keys[0] : "[" + keys.joined(separator: ", ") + "]"
        return ("\(name) = \(value)", ScreenLanguage.english.text(Message(binding.action)))
      }
      let width = lines.map(\.0.count).max() ?? 0
      for (line, action) in lines {
        text += line.padding(toLength: width, withPad: " ", startingAt: 0) + "  # \(action)\n"
      }
    }
    return text
  }

  /// A key name inside a TOML basic string.
  private static func quoted(_ name: String) -> String {
    name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
