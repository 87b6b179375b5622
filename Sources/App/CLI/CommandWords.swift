import Screen

/// Reel's own refusals on a printing command, in the command's language (`--language`, the
/// config file, the locale). English is the sentence Reel has always printed, built as before
/// so a value typed with controls in it reads as it did; other languages word it from the
/// tables, the words typed and the choices quoted back as they were.
enum CommandWords {
  static func say(
    _ message: Message, english: @autoclosure () -> String, in language: ScreenLanguage
  ) -> String {
    speaksOwn(language) ? language.text(message) : english()
  }

  /// Whether the language has words of its own other than English's.
  static func speaksOwn(_ language: ScreenLanguage) -> Bool {
    language.hasOwnWords && language.strings.language != "en"
  }

  /// "unknown category "foo"; choose one of: popular, …".
  static func unknownCategory(_ word: String, in language: ScreenLanguage) -> ReelError {
    let choices = CategoryName.all.joined(separator: ", ")
    return ReelError(
      say(
        Message(.commandUnknownCategory, ["word": .text(word), "choices": .text(choices)]),
        english: "unknown category \"\(word)\"; choose one of: " + choices, in: language))
  }
}
