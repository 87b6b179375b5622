import Foundation

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
    func fail(_ why: String) -> ReelError { ReelError("\(path) line \(line): \(why)") }
    var word = ""
    // Structure, as far as toml++'s assumptions need it: the last significant token and the
    // open arrays and inline tables of the value being read.
    var previous: Unicode.Scalar = "\n"
    var open: [Unicode.Scalar] = []
    /// toml++ assumes a value follows `=`, and another element (or `]`) follows `[` or `,`
    /// in an array; a terminator there (`[}]`, `a = ]`) stops it at an assertion.
    func significant(_ next: Unicode.Scalar) throws(ReelError) {
      if previous == "=", "}],#\n".unicodeScalars.contains(next) {
        throw fail("a value is missing after =")
      }
      if previous == "[" || previous == ",", open.last == "[", next == "}" || next == "," {
        throw fail("an array element is missing")
      }
      if previous == "{" || previous == ",", open.last == "{", "]=".unicodeScalars.contains(next) {
        throw fail("a key is missing in an inline table")
      }
      switch next {
      case "[" where previous == "=" || !open.isEmpty, "{":
        open.append(next)
      case "]" where !open.isEmpty, "}" where !open.isEmpty:
        guard open.removeLast() == (next == "]" ? "[" : "{") else {
          throw fail("the brackets do not match")
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
        throw fail("dates are not used in config.toml")
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
            guard triple else { throw fail("a string must end on the line it starts") }
            line += 1
          }
          if next == "\\", scalar == "\"" {
            if scalars.dropFirst().first == "\n" { line += 1 }
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
        guard closed else { throw fail("the string is not closed") }
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
  static func unexpected(_ scalar: Unicode.Scalar) -> String {
    if scalar.isASCII { return "unexpected \"\(scalar)\" outside a quoted string" }
    let code = String(format: "U+%04X", scalar.value)
    let curly: Set<Unicode.Scalar> = [
      "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{00AB}", "\u{00BB}",
    ]
    if curly.contains(scalar) {
      return "unexpected \(scalar) (\(code)) outside a quoted string; TOML quotes are straight: "
        + "\" or '"
    }
    let shown = TerminalText.quotedValue(String(scalar))
    return shown.hasPrefix("\\")
      ? "unexpected \(code) outside a quoted string"
      : "unexpected \(shown) (\(code)) outside a quoted string"
  }
}
