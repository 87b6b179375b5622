/// Reel's own error or warning as the one line it is on stderr, with what cannot be seen in
/// it written out: a HOME holding a newline cut "the home folder /home/a" off at the break
/// (only the first line was said), and an escape or U+202E in a path was dropped, so the
/// path shown was not the path there. Now `\n`, `\u001B`, `\u202E`, as TOML and Swift write
/// them; quotes and backslashes stay as they are, the sentence around them being Reel's.
enum ErrorLine {
  static func visible(_ message: String) -> String {
    var shown = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      // A space, and the joiners and variation selectors that words and emoji are written
      // with (a Persian title's ZWNJ): part of what is seen, not hiding it.
      case " ", "\u{200C}", "\u{200D}", "\u{FE00}"..."\u{FE0F}": shown.unicodeScalars.append(scalar)
      default:
        let properties = scalar.properties
        let unseen: [Unicode.GeneralCategory] = [
          .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
          .unassigned, .privateUse,
        ]
        if properties.isDefaultIgnorableCodePoint || unseen.contains(properties.generalCategory) {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          shown +=
            scalar.value > 0xFFFF
            ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    return shown
  }
}
