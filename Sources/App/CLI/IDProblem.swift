import Screen
import TMDB

/// Why `typed` is no TMDB id of a `kind` ("movie", "person", "collection"), or nil when it is
/// one: the one sentence every command that takes an id says.
public func idProblem(_ typed: String, kind: String) -> String? {
  if let number = Int(typed), TMDBID.range.contains(number) { return nil }
  // Text is shown as typed, but an empty one quoted ("not " said nothing) and a long one cut
  // (an id of a megabyte was quoted whole, and so was one character of 3,000 combining marks).
  let shown =
    Int(typed).map(String.init)
    ?? (typed.isEmpty || typed.unicodeScalars.count > 40
      ? "\"\(ConfigFile.quoted(typed))\"" : TerminalText.quotedValue(typed))
  let maximum = String(TMDBID.range.upperBound)
  let key: MessageKey =
    switch kind {
    case "person": .commandNotAPersonID
    case "collection": .commandNotACollectionID
    default: .commandNotAMovieID
    }
  return CommandWords.say(
    Message(key, ["max": .text(maximum), "typed": .text(shown)]),
    english: "a \(kind) id is a whole number from 1 to \(maximum), not \(shown)",
    in: CommandWords.commandLineLanguage)
}
