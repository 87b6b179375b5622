import Foundation
import Screen

/// A sentence about config.toml: the English Reel has always said, and the same as a message
/// for the tables, so a warning or an error is said in the user's language.
struct ConfigSaying: Sendable {
  var message: Message
  var english: String

  init(_ message: Message, english: String) {
    self.message = message
    self.english = english
  }

  init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:], english: String) {
    self.init(Message(key, arguments), english: english)
  }

  /// Words that have no value of their own (toml++'s description, a setting's own error),
  /// said as they are in every language.
  init(said words: String) {
    self.init(.errorOther, ["detail": .text(words)], english: words)
  }

  func said(in language: ScreenLanguage) -> String {
    CommandWords.say(message, english: english, in: language)
  }
}

/// Where in config.toml: the file, and its line when known ("PATH line 3", "PATH 3行目").
struct ConfigPlace: Sendable {
  var path: String
  var line: Int?

  var saying: ConfigSaying {
    guard let line else {
      return ConfigSaying(
        .errorOther, ["detail": .text(TerminalText.writtenOut(path))], english: path)
    }
    return ConfigSaying(
      .configLine, ["path": .text(TerminalText.writtenOut(path)), "line": .number(line)],
      english: "\(path) line \(line)")
  }

  /// "PATH line 3: what is wrong".
  func with(_ what: ConfigSaying) -> ConfigSaying {
    let place = saying
    return ConfigSaying(
      .configAt, ["place": .message(place.message), "text": .message(what.message)],
      english: "\(place.english): \(what.english)")
  }
}

/// The language config.toml's words are said in.
enum ConfigWords {
  /// For an error in the file (or one that cannot be read): `--language`, else the locale. The
  /// file's own `language` is not used: the file is what failed, and reading it again to find
  /// one would fail the same way.
  static let errorLanguage: ScreenLanguage = language(configValue: nil)

  /// For the warnings of a file that was read: `--language`, else its `language`, else the
  /// locale, as every command settles it.
  static func language(configValue: String?) -> ScreenLanguage {
    let environment = ProcessInfo.processInfo.environment
    let flag = CommandWords.languageFlag(in: Array(CommandLine.arguments.dropFirst()))
    // A `--language` Reel cannot use is refused by the command line itself, in English.
    let setting =
      (try? LanguageSetting.resolve(flag: flag, configValue: configValue, environment: environment))
      ?? (try? LanguageSetting.resolve(
        flag: nil, configValue: configValue, environment: environment))
    return setting?.language ?? .english
  }

  /// An error about config.toml, in `errorLanguage`.
  static func error(_ saying: ConfigSaying) -> ReelError {
    ReelError(saying.said(in: errorLanguage))
  }
}
