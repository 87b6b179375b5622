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

  /// A value quoted back whole made one line of a megabyte on stderr (`--start`, a category,
  /// a genre, `--images`, a sort order of 3,000 letters each quoted in full): every value
  /// Reel quotes, in "…" or “…”, is cut to `quoteLimit` characters and an ellipsis, whichever
  /// message quotes it.
  static func cuttingLongQuotes(_ message: String) -> String {
    guard message.count > quoteLimit else { return message }
    var result = ""
    var rest = Substring(message)
    while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "“" }) {
      let close: Character = rest[open] == "“" ? "”" : "\""
      let inside = rest.index(after: open)
      guard let end = rest[inside...].firstIndex(of: close) else { break }
      result += rest[...open]
      let quoted = rest[inside..<end]
      result += quoted.count > quoteLimit ? quoted.prefix(quoteLimit) + "…" : quoted
      result.append(close)
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
