import Foundation
import Screen

/// Reel's own refusals on a printing command, in the command's language (`--language`, the
/// config file, the locale). English is the sentence Reel has always printed, built as before
/// so a value typed with controls in it reads as it did; other languages word it from the
/// tables, the words typed and the choices quoted back as they were.
public enum CommandWords {
  static func say(
    _ message: Message, english: @autoclosure () -> String, in language: ScreenLanguage
  ) -> String {
    speaksOwn(language) ? language.text(message) : english()
  }

  /// A word typed, as the tables' sentences quote it: what cannot be seen written out
  /// (`\u001B`, `\u202E`), as English's sentence shows it once on stderr. Handed to a message
  /// as it was typed, the message's own cleaning took an escape sequence or a bidi control out
  /// of it, and `reel list $'\e]2;x\a' --language ja-JP` was refused as 「」, a `--sort` of
  /// U+202E then `added` as «added», a word Reel takes.
  static func typed(_ word: String) -> MessageArgument {
    .text(TerminalText.quotedValue(word))
  }

  /// Whether the language has words of its own other than English's.
  static func speaksOwn(_ language: ScreenLanguage) -> Bool {
    language.hasOwnWords && language.strings.language != "en"
  }

  /// "unknown category "foo"; choose one of: popular, …". For the command line's check:
  /// `CommandWords.unknownCategory(word, in: CommandWords.commandLineLanguage).message`.
  public static func unknownCategory(_ word: String, in language: ScreenLanguage) -> ReelError {
    let choices = CategoryName.all.joined(separator: ", ")
    return ReelError(
      say(
        Message(.commandUnknownCategory, ["word": typed(word), "choices": .text(choices)]),
        english: "unknown category \"\(word)\"; choose one of: " + choices, in: language))
  }

  /// "unknown order "foo"; choose one of: date, popularity", in the command line's language.
  public static func unknownOrder(_ word: String, choices: [String]) -> String {
    let listed = choices.joined(separator: ", ")
    return say(
      Message(.commandUnknownOrder, ["word": typed(word), "choices": .text(listed)]),
      english: "unknown order \"\(word)\"; choose one of: " + listed, in: commandLineLanguage)
  }

  /// "--page must be between 1 and 500", in the command line's language.
  public static func pageRange(maximum: Int) -> String {
    say(
      Message(.commandPageRange, ["max": .text(String(maximum))]),
      english: "--page must be between 1 and \(maximum)", in: commandLineLanguage)
  }

  /// "--year must be a four-digit year, e.g. 1999", in the command line's language.
  public static var yearFourDigits: String {
    say(
      Message(.commandYearFourDigits), english: "--year must be a four-digit year, e.g. 1999",
      in: commandLineLanguage)
  }

  /// The language the command line chose, for what is refused while it is checked, before a
  /// command runs and settles its language: `--language`, else config.toml's, else the locale,
  /// as `LanguageSetting` settles it; English when none of them names one Reel can use (a
  /// config file that cannot be read is said by the command itself, later).
  public static let commandLineLanguage: ScreenLanguage = {
    let environment = ProcessInfo.processInfo.environment
    let config = try? ConfigFile.load(from: ConfigFile.location(environment: environment))
    let setting = try? LanguageSetting.resolve(
      flag: languageFlag(in: Array(CommandLine.arguments.dropFirst())),
      configValue: config?.language, environment: environment)
    return setting?.language ?? .english
  }()

  /// The value of the last `--language` (or `--language=…`) before a `--`.
  static func languageFlag(in arguments: [String]) -> String? {
    var flag: String?
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      if argument == "--language", index + 1 < arguments.count {
        flag = arguments[index + 1]
        index += 1
      } else if argument.hasPrefix("--language=") {
        flag = String(argument.dropFirst("--language=".count))
      }
      index += 1
    }
    return flag
  }
}
