import TMDB

/// Why `typed` is no TMDB id of a `kind` ("movie", "person", "collection"), or nil when it is
/// one: the one sentence every command that takes an id says.
public func idProblem(_ typed: String, kind: String) -> String? {
  if let number = Int(typed), TMDBID.range.contains(number) { return nil }
  let shown = Int(typed).map(String.init) ?? TerminalText.quotedValue(typed)
  return "a \(kind) id is a whole number from 1 to \(TMDBID.range.upperBound), not \(shown)"
}
