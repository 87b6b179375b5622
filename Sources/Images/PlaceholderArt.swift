/// What stands in for a poster while it loads, or when there is none: a frame the poster's
/// size with the title's initials in the middle, so the layout stays still.
public enum PlaceholderArt {
  public static func make(title: String, columns: Int, rows: Int) -> SymbolArt {
    var art = SymbolArt(width: columns, height: rows)
    guard columns >= 2, rows >= 2 else { return art }
    for column in 1..<(columns - 1) {
      art[column, 0] = SymbolCell("─")
      art[column, rows - 1] = SymbolCell("─")
    }
    for row in 1..<(rows - 1) {
      art[0, row] = SymbolCell("│")
      art[columns - 1, row] = SymbolCell("│")
    }
    art[0, 0] = SymbolCell("┌")
    art[columns - 1, 0] = SymbolCell("┐")
    art[0, rows - 1] = SymbolCell("└")
    art[columns - 1, rows - 1] = SymbolCell("┘")
    let letters = Array(initials(of: title).prefix(max(0, columns - 2)))
    guard rows >= 3, !letters.isEmpty else { return art }
    let start = (columns - letters.count) / 2
    for (offset, letter) in letters.enumerated() {
      art[start + offset, rows / 2] = SymbolCell(letter)
    }
    return art
  }

  /// Up to two initials, upper-cased: "Blade Runner 2049" → "BR", "Up" → "U". Only letters
  /// and digits one cell wide count (a title is hostile text: no controls, no wide or
  /// combining characters reach the art); "?" when none is left.
  public static func initials(of title: String) -> String {
    var result = ""
    for word in title.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == ":" }) {
      guard let first = word.first(where: isNarrowAlphanumeric) else { continue }
      result += String(String(first).uppercased().prefix(1))
      if result.count == 2 { break }
    }
    return result.isEmpty ? "?" : result
  }

  private static func isNarrowAlphanumeric(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
      return false
    }
    // Latin, Greek, Cyrillic, Armenian, Hebrew and Arabic letters are one cell; the wide
    // scripts start at Hangul Jamo (U+1100).
    return scalar.value < 0x1100 && scalar.properties.isAlphabetic
      || ("0"..."9").contains(character)
  }
}
