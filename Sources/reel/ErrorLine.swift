import App

/// Reel's own error or warning as the one line it is on stderr, with what cannot be seen in
/// it written out: a HOME holding a newline cut "the home folder /home/a" off at the break
/// (only the first line was said), and an escape or U+202E in a path was dropped, so the
/// path shown was not the path there. Now `\n`, `\u001B`, `\u202E`, as TOML and Swift write
/// them; quotes and backslashes stay as they are, the sentence around them being Reel's.
enum ErrorLine {
  static func visible(_ message: String) -> String {
    var shown = ""
    for scalar in cuttingLongQuotes(message).unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      // A space, and the joiners and variation selectors that words and emoji are written
      // with (a Persian title's ZWNJ): part of what is seen, not hiding it.
      case " ", "\u{200C}", "\u{200D}", "\u{FE00}"..."\u{FE0F}": shown.unicodeScalars.append(scalar)
      default:
        if let escape = TerminalText.escape(unseen: scalar) {
          shown += escape
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown
  }

  /// The most characters of one quoted value an error shows.
  static let quoteLimit = 80

  /// The most characters of Reel's own words between two quote marks: far more than any
  /// sentence of Reel's (the list of genres is about 230), so what is longer is a value that
  /// held a quote mark of its own (`x"` then 3,000 letters), which the pairing took for the
  /// closing one, leaving the rest of the value outside the quotes.
  static let wordsLimit = 500

  /// The quote marks Reel's sentences put around a value, opening to closing: English's, and
  /// the tables' Japanese 「」 and Persian and Arabic «».
  static let quoteMarks: [Character: Character] = [
    "\"": "\"", "“": "”", "「": "」", "«": "»",
  ]

  /// A value quoted back whole made one line of a megabyte on stderr (`--start`, a category,
  /// a genre, `--images`, a sort order of 3,000 letters each quoted in full): every value
  /// Reel quotes, in "…", “…”, 「…」 or «…», is cut to `quoteLimit` characters and an
  /// ellipsis, whichever message quotes it, in whichever language; and so is a stretch
  /// outside quotes past `wordsLimit`. (Japanese, Persian and Arabic quoted 500 letters of a
  /// value of 10,000, the sentence after it lost.)
  static func cuttingLongQuotes(_ message: String) -> String {
    guard message.unicodeScalars.count > quoteLimit else { return message }
    var result = ""
    var rest = Substring(message)
    while let open = rest.firstIndex(where: { quoteMarks[$0] != nil }),
      let close = quoteMarks[rest[open]]
    {
      let inside = rest.index(after: open)
      guard let end = rest[inside...].firstIndex(of: close) else { break }
      result += cut(rest[..<open], to: wordsLimit, scalars: wordsLimit + quoteLimit)
      result.append(rest[open])
      result += cut(rest[inside..<end], to: quoteLimit, scalars: 4 * quoteLimit)
      result.append(close)
      rest = rest[rest.index(after: end)...]
    }
    return result + cut(rest, to: wordsLimit, scalars: wordsLimit + quoteLimit)
  }

  /// `text`, or its first `limit` characters and an ellipsis; and at most `scalarLimit`
  /// scalars in all: one character of 3,000 combining marks is one character, and was quoted
  /// whole (a 6 KB line), so such a character is cut inside, its base and first marks kept.
  static func cut(_ text: Substring, to limit: Int, scalars scalarLimit: Int) -> String {
    var kept = ""
    var characters = 0
    var scalars = 0
    for character in text {
      let count = character.unicodeScalars.count
      guard characters < limit, scalars + count <= scalarLimit else {
        if characters < limit {
          kept.unicodeScalars.append(
            contentsOf: character.unicodeScalars.prefix(scalarLimit - scalars))
        }
        return kept + "…"
      }
      kept.append(character)
      characters += 1
      scalars += count
    }
    return kept
  }
}
