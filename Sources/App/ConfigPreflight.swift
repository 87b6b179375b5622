import Foundation
import Screen

/// A lexical check of config.toml before TOMLKit sees it.
///
/// TOMLKit's toml++ trusts its own look-ahead in places: on some malformed documents (a table
/// header broken by a line end, a mangled date) it stops at an assertion in debug builds, and
/// in release builds it goes on under an assumption that does not hold. Reel's config needs
/// no dates, times or exotic characters outside strings, so anything of the kind is refused
/// here, with its line, before the parser runs.
enum ConfigPreflight {
  static func check(_ text: String, path: String) throws(ReelError) {
    var line = 1
    var scalars = Substring(text).unicodeScalars[...]
    func fail(_ key: MessageKey, _ english: String) -> ReelError {
      fail(ConfigSaying(key, english: english))
    }
    func fail(_ why: ConfigSaying) -> ReelError {
      ConfigWords.error(ConfigPlace(path: path, line: line).with(why))
    }
    var word = ""
    // Structure, as far as toml++'s assumptions need it: the last significant token and the
    // open arrays and inline tables of the value being read.
    var previous: Unicode.Scalar = "\n"
    var open: [Unicode.Scalar] = []
    /// The dots of the key being read: tens of thousands (`a.a.a…`) crashed the parser, a
    /// table each deep, and 20,000 took seconds to read; config.toml's deepest key has three.
    var dots = 0
    /// toml++ assumes a value follows `=`, and another element (or `]`) follows `[` or `,`
    /// in an array; a terminator there (`[}]`, `a = ]`) stops it at an assertion.
    func significant(_ next: Unicode.Scalar) throws(ReelError) {
      if previous == "=", "}],#\n".unicodeScalars.contains(next) {
        throw fail(.configValueMissing, "a value is missing after =")
      }
      if previous == "[" || previous == ",", open.last == "[", next == "}" || next == "," {
        throw fail(.configElementMissing, "an array element is missing")
      }
      if previous == "{" || previous == ",", open.last == "{", "]=".unicodeScalars.contains(next) {
        throw fail(.configKeyMissing, "a key is missing in an inline table")
      }
      if next == "." {
        dots += 1
        if dots > 100 { throw fail(.configTooDeep, "lists and tables are nested too deep") }
      } else if "=,{[\n".unicodeScalars.contains(next) {
        dots = 0
      }
      switch next {
      case "[" where previous == "=" || !open.isEmpty, "{":
        open.append(next)
      case "]" where !open.isEmpty, "}" where !open.isEmpty:
        guard open.removeLast() == (next == "]" ? "[" : "{") else {
          throw fail(.configBracketsMismatch, "the brackets do not match")
        }
      default:
        break
      }
      if next != "\n" || open.isEmpty { previous = next }
    }
    func endWord() throws(ReelError) {
      defer { word = "" }
      // A date (1979-05-27) or a time: toml++ can assert on a malformed one.
      let digits = word.prefix { $0.isASCII && $0.isNumber }
      if digits.count == 4, word.dropFirst(4).first == "-" {
        throw fail(.configNoDates, "dates are not used in config.toml")
      }
    }
    while let scalar = scalars.first {
      switch scalar {
      case "\n":
        try endWord()
        try significant("\n")
        line += 1
        scalars = scalars.dropFirst()
      case "#":
        try endWord()
        try significant("#")
        scalars = scalars.drop { $0 != "\n" }
      case "\"", "'":
        try endWord()
        try significant("w")
        let triple =
          String(String.UnicodeScalarView(scalars.prefix(3)))
          == String(repeating: String(scalar), count: 3)
        scalars = scalars.dropFirst(triple ? 3 : 1)
        var closed = false
        while let next = scalars.first {
          if next == "\n" {
            guard triple else {
              throw fail(.configStringNotEnded, "a string must end on the line it starts")
            }
            line += 1
          }
          if next == "\\", scalar == "\"" {
            let after = scalars.dropFirst().first
            // A line-ending backslash belongs to multi-line strings only: read on, a one-line
            // string was "not closed" on a line past the file's end.
            if !triple, after == "\n" || after == "\r" {
              throw fail(.configStringNotEnded, "a string must end on the line it starts")
            }
            if after == "\n" { line += 1 }
            // TOMLKit hands keys and strings over as C strings: a NUL cut `"\u0000" = 1` or
            // `language = "\u0000"` short, and the setting passed unread without a word.
            let digits = after == "u" ? 4 : after == "U" ? 8 : 0
            if digits > 0,
              scalars.dropFirst(2).prefix(digits).elementsEqual(repeatElement("0", count: digits))
            {
              throw fail(
                .configNulEscape, "\\u0000 (the NUL character) cannot be used in config.toml")
            }
            scalars = scalars.dropFirst(2)
            continue
          }
          if next == scalar {
            if !triple {
              scalars = scalars.dropFirst()
              closed = true
              break
            }
            if String(String.UnicodeScalarView(scalars.prefix(3)))
              == String(repeating: String(scalar), count: 3)
            {
              // A closing delimiter may be followed by up to two more quotes (TOML allows them).
              scalars = scalars.dropFirst(3)
              scalars = scalars.dropFirst(scalars.prefix(2).prefix { $0 == scalar }.count)
              closed = true
              break
            }
          }
          scalars = scalars.dropFirst()
        }
        guard closed else { throw fail(.configStringNotClosed, "the string is not closed") }
      case " ", "\t", "\r":
        try endWord()
        scalars = scalars.dropFirst()
      case "[", "]", "{", "}", "=", ",", ".":
        try endWord()
        try significant(scalar)
        scalars = scalars.dropFirst()
      default:
        guard scalar.isASCII,
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "-" || scalar == "+"
        else {
          throw fail(unexpected(scalar))
        }
        if word.isEmpty { try significant("w") }
        word.unicodeScalars.append(scalar)
        scalars = scalars.dropFirst()
      }
    }
    try endWord()
    try significant("\n")
  }

  /// What a character outside quotes is, in words: its code point (a byte order mark or a
  /// no-break space shows as nothing), and for the curly quotes a word processor or a web page
  /// puts in, that TOML's are straight.
  static func unexpected(_ scalar: Unicode.Scalar) -> ConfigSaying {
    if scalar.isASCII {
      return ConfigSaying(
        .configUnexpected, ["character": .text(String(scalar))],
        english: "unexpected \"\(scalar)\" outside a quoted string")
    }
    let code = String(format: "U+%04X", scalar.value)
    let curly: Set<Unicode.Scalar> = [
      "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{00AB}", "\u{00BB}",
    ]
    if curly.contains(scalar) {
      return ConfigSaying(
        .configUnexpectedCurly, ["character": .text(String(scalar)), "code": .text(code)],
        english: "unexpected \(scalar) (\(code)) outside a quoted string; TOML quotes are "
          + "straight: \" or '")
    }
    let shown = TerminalText.quotedValue(String(scalar))
    return shown.hasPrefix("\\")
      ? ConfigSaying(
        .configUnexpectedCode, ["code": .text(code)],
        english: "unexpected \(code) outside a quoted string")
      : ConfigSaying(
        .configUnexpectedShown, ["character": .text(shown), "code": .text(code)],
        english: "unexpected \(shown) (\(code)) outside a quoted string")
  }

}

/// The characters toml++ cannot be trusted with, refused with their line before it runs.
extension ConfigPreflight {
  /// TOML allows no control characters but tab and line ends, and toml++ stops at an
  /// assertion on some of them (in a table's name): they are refused here first, by line.
  static func refuseControlCharacters(_ text: String, path: String) throws(ReelError) {
    try refuseOddTableNames(text, path: path)
    var line = 1
    var previous: Unicode.Scalar = "\n"
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if previous == "\r", scalar != "\n" {
        throw ConfigWords.error(
          ConfigPlace(path: path, line: line).with(
            ConfigSaying(
              .configCarriageReturn,
              english: "a carriage return must be followed by a line end")))
      }
      if scalar == "\n" {
        line += 1
      } else if scalar != "\t", scalar != "\r",
        scalar.value < 0x20 || scalar.value == 0x7F
      {
        let code = String(format: "%04X", scalar.value)
        throw ConfigWords.error(
          ConfigPlace(path: path, line: line).with(
            ConfigSaying(
              .configControlCharacter, ["code": .text(code)],
              english: "a control character (U+\(code)) is not allowed in TOML; write it as an "
                + "escape such as \\u001B")))
      }
    }
  }

  /// toml++ assumes a table header's name starts with a bare-key character or a quote
  /// (an assertion, undefined behaviour in release builds): `[‮keys]` is refused here.
  /// (A line of a multi-line array that starts with `[{` is refused too; config.toml has none.)
  static func refuseOddTableNames(_ text: String, path: String) throws(ReelError) {
    // By scalars: as Characters, "\r\n" is one, and a CRLF file would be one long line.
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    // Every line, those of a multi-line string too: guessing where strings end could let a
    // header through to toml++'s assertion.
    for (index, raw) in lines.enumerated() {
      var rest = raw.drop { $0 == " " || $0 == "\t" }
      guard rest.first == "[" else { continue }
      rest = rest.dropFirst()
      if rest.first == "[" { rest = rest.dropFirst() }
      rest = rest.drop { $0 == " " || $0 == "\t" }
      let allowed =
        rest.first.map { first in
          (first.isASCII && (first.properties.isAlphabetic || ("0"..."9").contains(first)))
            || "_-\"']".unicodeScalars.contains(first)
        } ?? false
      if !allowed {
        throw ConfigWords.error(
          ConfigPlace(path: path, line: index + 1).with(
            ConfigSaying(
              .configTableName,
              english: "a table name must be letters, digits, _ and -, or quoted")))
      }
    }
  }
}
