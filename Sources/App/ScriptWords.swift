import Screen

/// Why a key script line was refused or failed, said in the run's language: it was English
/// whatever `--language` said. English is the sentence Reel has always printed, built as
/// before; other languages word it from the tables. The script's own words (`wait`, `expect`,
/// key names, phases) and the text a line quotes stay as written: they are what to type.
struct ScriptProblem: Error, Equatable {
  var message: Message
  var english: String

  init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:], english: String) {
    message = Message(key, arguments)
    self.english = english
  }

  func text(in language: ScreenLanguage) -> String {
    CommandWords.say(message, english: english, in: language)
  }
}

extension ScriptRunner.Failure {
  /// The report on stderr, without "reel: ": the line that failed, as written, and why.
  public func report(in language: ScreenLanguage) -> String {
    let source = Script.cut(line.source)
    return CommandWords.say(
      Message(
        .scriptFailedLine,
        ["line": .number(line.number), "source": .text(source), "reason": .text(reason)]),
      english: "script line \(line.number) (\(source)): \(reason)", in: language)
  }
}
