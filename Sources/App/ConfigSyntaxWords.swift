import Screen

/// toml++'s description of a syntax error in config.toml, worded by Reel for the tables. English
/// says toml++'s own words, as it always has; the other languages said them too, in English.
/// Each kind a hand slips into (a missing `=`, an unquoted word, a key set twice, a comma, an
/// escape, a number, the file ending early) has words of its own; anything else is said as not
/// being TOML, toml++'s words quoted.
enum ConfigSyntaxWords {
  /// The sentence for toml++'s `description` ("Error while parsing key-value pair: expected
  /// '=', saw 'f'").
  static func saying(_ description: String) -> ConfigSaying {
    // toml++ quotes the key it stopped at, whatever its length.
    let english = String(TerminalText.oneLine(description).prefix(200))
    var what = Substring(english)
    if what.hasPrefix("Error while parsing "), let colon = what.range(of: ": ") {
      what = what[colon.upperBound...]
    }
    return ConfigSaying(message(for: what, in: english), english: english)
  }

  private static func message(for what: Substring, in english: String) -> Message {
    let shown = sawQuoted(what).map { MessageArgument.text(TerminalText.writtenOut($0)) }
    func has(_ words: String...) -> Bool { words.contains { what.contains($0) } }
    // A `\u` escape short of hex digits, a surrogate, past U+10FFFF: toml++ names the escape
    // only in its prefix, and "expected hex digit" read as a number written wrong.
    if english.hasPrefix("Error while parsing unicode scalar sequence") {
      return Message(.configBadUnicodeEscape)
    }
    if what.hasPrefix("expected '=', saw"), let shown {
      return Message(.configExpectedEquals, ["saw": shown])
    }
    if has("cannot redefine existing", "cannot insert '") { return Message(.configSetTwice) }
    if has(
      "could not determine value type", "could not be interpreted as a value", "expected value,",
      "expected 'true'", "expected 'false'", "expected 'inf'", "expected 'nan'")
    {
      return Message(.configNotAValue)
    }
    if what.hasPrefix("expected a comment or whitespace"), let shown {
      return Message(.configAfterValue, ["saw": shown])
    }
    if has("expected keys, tables", "expected bare key starting character"), let shown {
      return Message(.configExpectedKey, ["saw": shown])
    }
    if has("closing ']'") { return Message(.configListComma) }
    if has("closing '}'") { return Message(.configInlineTableComma) }
    if what.hasPrefix("expected ']'") { return Message(.configBracketsMismatch) }
    if has("escape sequence '"), let escape = quoted(what) {
      return Message(.configUnknownEscape, ["escape": .text(TerminalText.writtenOut(escape))])
    }
    if what.hasSuffix("is not representable in 64 bits"), let number = quoted(what) {
      return Message(.configNumberTooLarge, ["number": .text(TerminalText.writtenOut(number))])
    }
    if has(
      "underscore", "leading zero", "digit", "exponent", "value-terminator", "numeric value",
      "fractional", "expected 'x'", "expected '0'", "expected '.'")
    {
      return Message(.configBadNumber)
    }
    if has("end-of-file") { return Message(.configEndOfFile) }
    if has("maximum nested value depth") { return Message(.configTooDeep) }
    if has("after '\\r'") { return Message(.configCarriageReturn) }
    return Message(.configSyntax, ["detail": .text(String(what))])
  }

  /// What toml++ saw: `X` of "…, saw 'X'".
  private static func sawQuoted(_ what: Substring) -> String? {
    guard let saw = what.range(of: "saw '", options: .backwards),
      let end = what[saw.upperBound...].lastIndex(of: "'")
    else { return nil }
    return String(what[saw.upperBound..<end])
  }

  /// The first 'quoted' piece of toml++'s words.
  private static func quoted(_ what: Substring) -> String? {
    guard let start = what.firstIndex(of: "'") else { return nil }
    let rest = what[what.index(after: start)...]
    guard let end = rest.firstIndex(of: "'") else { return nil }
    return String(rest[..<end])
  }
}
