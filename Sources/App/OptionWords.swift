import Screen

/// What the command line's own check refuses about how options go together, and the argument
/// parser's refusals, in the language the command line chose (`--language`, config.toml's,
/// the locale): they were English whatever the language. English reads as it always has; the
/// options and values quoted stay as typed.
public enum OptionWords {
  private static func say(
    _ key: MessageKey, _ arguments: [String: MessageArgument] = [:],
    english: String
  ) -> String {
    CommandWords.say(
      Message(key, arguments), english: english, in: CommandWords.commandLineLanguage)
  }

  public static var pagesWithPage: String {
    say(
      .optionPagesWithPage,
      english: "--page and --pages do not go together; --pages 7 fetches page 7")
  }

  public static var jsonWithJSONLines: String {
    say(.optionJSONWithLines, english: "--json and --json-lines do not go together; choose one")
  }

  public static var yearWithPerson: String {
    say(.optionYearWithPerson, english: "--year does not apply to --person")
  }

  public static var pagesWithPerson: String {
    say(.optionPagesWithPerson, english: "--pages and --json-lines do not apply to --person")
  }

  public static var emptyQuery: String {
    say(.optionEmptyQuery, english: "the search query is empty")
  }

  public static var pageWithoutSimilar: String {
    say(.optionPageWithoutSimilar, english: "--page applies only with --similar")
  }

  public static var sizeWithoutScript: String {
    say(
      .optionSizeWithoutScript,
      english: "--size goes with --script; the browser takes the terminal's size")
  }

  public static var sizeRule: String {
    say(.optionSizeRule, english: "--" + Script.sizeRule)
  }

  public static func startChoices(_ typed: String) -> String {
    let choices = StartOption.names.joined(separator: ", ")
    return say(
      .optionStartChoices, ["choices": .text(choices), "typed": CommandWords.typed(typed)],
      english: "--start takes one of \(choices); \"\(typed)\" is none of them")
  }

  public static var timeoutRange: String {
    say(.optionTimeoutRange, english: "--timeout must be between 0.1 and 3600 seconds")
  }

  /// "unknown command "lsit"; did you mean `list`?"; `command` is the command words before it
  /// ("watchlist"), empty at the top.
  public static func unknownCommand(
    _ word: String, in command: String, near: String?, names: [String]
  )
    -> String
  {
    let kind = command.isEmpty ? "command" : "\(command) command"
    var arguments: [String: MessageArgument] = [
      "word": CommandWords.typed(word), "command": .text(command),
    ]
    if let near {
      arguments["near"] = .text(near)
      return say(
        command.isEmpty ? .optionUnknownCommandNear : .optionUnknownSubcommandNear, arguments,
        english: "unknown \(kind) \"\(word)\"; did you mean `\(near)`?")
    }
    let listed = names.joined(separator: ", ")
    arguments["names"] = .text(listed)
    return say(
      command.isEmpty ? .optionUnknownCommandList : .optionUnknownSubcommandList, arguments,
      english: "unknown \(kind) \"\(word)\"; the commands are: \(listed)")
  }

  /// "--page needs a value: a page number from 1 to 500"; `example` is English's description,
  /// the other languages show the option with a value (`--page 7`).
  public static func needsValue(_ option: String, example: String) -> String {
    say(
      .optionNeedsValue, ["option": .text(option), "example": .text(sample(option))],
      english: "\(option) needs a value: \(example)")
  }

  public static func isEmpty(_ option: String, example: String) -> String {
    say(
      .optionIsEmpty, ["option": .text(option), "example": .text(sample(option))],
      english: "\(option) is empty; it needs a value: \(example)")
  }

  /// An option with a value, for the languages that show one instead of English's words.
  static func sample(_ option: String) -> String {
    let values: [String: String] = [
      "--page": "7", "--pages": "3-5", "--year": "1999", "--sort": "rating",
      "--script": "keys.txt", "--size": "100x30", "--start": "popular", "--genre": "comedy",
      "--without-genre": "horror", "--min-rating": "7.5", "--min-votes": "100",
      "--original-language": "fr", "--runtime": "90-150", "--certification": "PG-13",
      "--replay-dir": "<dir>", "--record": "<dir>", "--api-key": "<key>",
      "--access-token": "<token>", "--api-base-url": "https://api.themoviedb.org",
      "--language": "fa-IR", "--region": "US", "--timeout": "30", "--har": "<file>",
      "--images": "symbols",
    ]
    return "\(option) \(values[option] ?? "…")"
  }

  /// `--pages` refused, in the command line's language.
  public static func pages(_ error: PageSelectionError) -> String {
    CommandWords.say(error.words, english: error.message, in: CommandWords.commandLineLanguage)
  }

  /// `argument` comes with its stray bytes written `\xFF` already: written out as English
  /// writes it, not quoted again (`\\xFF` read as a backslash typed).
  public static func notUTF8(_ argument: String) -> String {
    say(
      .optionNotUTF8, ["argument": .text(TerminalText.writtenOut(argument))],
      english: "the argument \"\(argument)\" is not UTF-8 text; Reel takes its arguments as UTF-8 "
        + "(a file named in another encoding must be renamed)")
  }

  /// The argument parser's first line ("Unknown option '--bogus'. Did you mean '--pages'?") in
  /// the command line's language, when it is one of the refusals a user meets; else as it is.
  public static func parserLine(_ line: String) -> String {
    guard CommandWords.speaksOwn(CommandWords.commandLineLanguage),
      let message = parserMessage(line)
    else { return line }
    return CommandWords.commandLineLanguage.text(message)
  }

  static func parserMessage(_ line: String) -> Message? {
    if let rest = line.dropping("Unknown option '") {
      if let cut = rest.range(of: "'. Did you mean '"), rest.hasSuffix("'?") {
        return Message(
          .parserUnknownOptionNear,
          [
            "option": CommandWords.typed(String(rest[..<cut.lowerBound])),
            "near": .text(String(rest[cut.upperBound...].dropLast(2))),
          ])
      }
      guard rest.hasSuffix("'") else { return nil }
      return Message(.parserUnknownOption, ["option": CommandWords.typed(String(rest.dropLast()))])
    }
    if let rest = line.dropping("The value '"),
      let cut = rest.range(of: "' is invalid for '", options: .backwards),
      let end = rest[cut.upperBound...].firstIndex(of: "'")
    {
      return Message(
        .parserInvalidValue,
        [
          "value": CommandWords.typed(String(rest[..<cut.lowerBound])),
          "option": .text(String(rest[cut.upperBound..<end])),
        ])
    }
    if let rest = line.dropping("Missing expected argument '"), rest.hasSuffix("'") {
      return Message(.parserMissingArgument, ["argument": .text(String(rest.dropLast()))])
    }
    if let rest = line.dropping("Missing value for '"), rest.hasSuffix("'") {
      return Message(.parserMissingValue, ["option": .text(String(rest.dropLast()))])
    }
    if let rest = line.dropping("The option '"),
      let cut = rest.range(of: "' does not take any value, but '"),
      rest.hasSuffix("' was specified.")
    {
      return Message(
        .parserNoValue,
        [
          "option": .text(String(rest[..<cut.lowerBound])),
          "value": CommandWords.typed(String(rest[cut.upperBound...].dropLast(16))),
        ])
    }
    // "Unexpected argument 'x'", "2 unexpected arguments: 'x', 'y'".
    if let rest = line.dropping("Unexpected argument ")
      ?? line.range(of: " unexpected arguments: ").map({ line[$0.upperBound...] })
    {
      return Message(.parserUnexpected, ["arguments": CommandWords.typed(String(rest))])
    }
    return nil
  }
}

extension String {
  /// The rest after `prefix`, when it begins with it.
  fileprivate func dropping(_ prefix: String) -> Substring? {
    hasPrefix(prefix) ? dropFirst(prefix.count) : nil
  }
}
