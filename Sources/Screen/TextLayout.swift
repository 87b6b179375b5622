/// Cutting, padding and wrapping text by display width, never by character count, so CJK and
/// emoji (two columns) and combining marks (none) line up. Graphemes are never split.
public enum TextLayout {
  public enum Alignment: Sendable {
    case leading, center, trailing
  }

  /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
  ///
  /// A wide grapheme that would straddle the edge is dropped, so the result may be one column
  /// short (use `fit` to pad it back). Spaces left before the ellipsis are trimmed ("Blade…",
  /// not "Blade …"). When the ellipsis itself does not fit, the text is cut without one.
  public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String
  {
    guard width > 0 else { return "" }
    if text.displayWidth <= width { return text }
    let ellipsisWidth = ellipsis.displayWidth
    let usesEllipsis = ellipsisWidth <= width
    let budget = usesEllipsis ? width - ellipsisWidth : width
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = character.displayWidth
      if used + characterWidth > budget { break }
      result.append(character)
      used += characterWidth
    }
    guard usesEllipsis else { return result }
    while result.last == " " { result.removeLast() }
    return result + ellipsis
  }

  /// `text` followed (or preceded, or surrounded) by spaces up to `width` columns. Text already
  /// wider is returned unchanged; see `fit` for an exact width.
  public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .leading)
    -> String
  {
    let missing = width - text.displayWidth
    guard missing > 0 else { return text }
    switch alignment {
    case .leading:
      return text + String(repeating: " ", count: missing)
    case .trailing:
      return String(repeating: " ", count: missing) + text
    case .center:
      let left = missing / 2
      return String(repeating: " ", count: left) + text
        + String(repeating: " ", count: missing - left)
    }
  }

  /// Exactly `width` columns: truncated with `ellipsis` if too long, padded if short. For table
  /// columns, where one column short would shift everything to its right.
  public static func fit(
    _ text: String, toWidth width: Int, ellipsis: String = "…", alignment: Alignment = .leading
  ) -> String {
    pad(truncate(text, toWidth: width, ellipsis: ellipsis), toWidth: width, alignment: alignment)
  }

  /// Word-wraps `text` into lines of at most `width` columns.
  ///
  /// Each "\n" starts a new paragraph (an empty line stays empty). Lines break at spaces, which
  /// are not carried to the next line, and on either side of a wide character, so CJK text
  /// without spaces still wraps, except where `LineBreakRules` keeps two characters together
  /// ("2時間", "。" after its sentence). A word longer than a line is broken between graphemes. A
  /// grapheme wider than `width` itself (a wide character at width 1) is left out.
  public static func wrap(_ text: String, width: Int) -> [String] {
    wrap(text, width: width, asciiShortcut: true)
  }

  /// `wrap`, with the shortcut for printable ASCII on or off (tests compare the two).
  static func wrap(_ text: String, width: Int, asciiShortcut: Bool) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    if asciiShortcut, fitsOneLineAsIs(text, width: width) { return [text] }
    var wrapper = Wrapper(width: width, asciiShortcut: asciiShortcut)
    for paragraph in paragraphs(of: text, asciiShortcut: asciiShortcut) {
      wrapper.wrap(paragraph)
    }
    return wrapper.lines
  }

  /// `text` split at each "\n". A line feed is always a grapheme of its own except after a
  /// carriage return (GB3–GB5), so without one the bytes can be split directly, sparing the
  /// grapheme breaking of the whole text that splitting by `Character` costs.
  private static func paragraphs(of text: String, asciiShortcut: Bool) -> [Substring] {
    // Where the line feeds are, found among the bytes in place (nil: a carriage return).
    var bytes = text
    let breaks: [Int]? = bytes.withUTF8 { bytes in
      guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
      var breaks: [Int] = []
      for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        breaks.append(offset)
      }
      return breaks
    }
    guard asciiShortcut, let breaks else {
      return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let utf8 = text.utf8
    var paragraphs: [Substring] = []
    paragraphs.reserveCapacity(breaks.count + 1)
    var start = utf8.startIndex
    for offset in breaks {
      let end = utf8.index(utf8.startIndex, offsetBy: offset)
      paragraphs.append(text[start..<end])
      start = utf8.index(after: end)
    }
    paragraphs.append(text[start...])
    return paragraphs
  }
}

/// Greedy line filling for `TextLayout.wrap`: words accumulate, then are placed on the current
/// line or the next.
private struct Wrapper {
  let width: Int
  var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  private var word = ""
  private var wordWidth = 0
  private var spaceBeforeWord = false

  let asciiShortcut: Bool

  init(width: Int, asciiShortcut: Bool) {
    self.width = width
    self.asciiShortcut = asciiShortcut
  }

  mutating func wrap(_ paragraph: Substring) {
    // Printable ASCII and the Latin letters, quotes and dashes around it (most overviews):
    // every scalar is a grapheme of its own one column wide, words are the runs between
    // spaces, so the same lines come out without breaking graphemes or measuring characters.
    if asciiShortcut {
      var paragraph = paragraph
      let wrapped = paragraph.withUTF8 { bytes in
        guard TextLayout.allLoneSingleColumn(bytes) else { return false }
        wrapSingleColumn(bytes)
        return true
      }
      if wrapped { return }
    }
    let linesBefore = lines.count
    // The character before, and whether it was wide, while it is in the current word.
    var previous: Character?
    var previousWasWide = false
    for character in paragraph {
      if character == " " {
        placeWord()
        spaceBeforeWord = true
        previous = nil
        continue
      }
      let characterWidth = character.displayWidth
      // Wide characters (ideographs, kana, emoji) may break on either side, but for a number
      // and its unit, or a mark that may not start or end a line (`LineBreakRules`).
      if let previous, characterWidth == 2 || previousWasWide,
        LineBreakRules.mayBreak(between: previous, and: character)
      {
        placeWord()
      }
      word.append(character)
      wordWidth += characterWidth
      previous = character
      previousWasWide = characterWidth == 2
    }
    placeWord()
    endParagraph(linesBefore: linesBefore)
  }

  private mutating func endParagraph(linesBefore: Int) {
    if !line.isEmpty || lines.count == linesBefore { lines.append(line) }
    line = ""
    lineWidth = 0
    spaceBeforeWord = false
  }

  /// `wrap` for a paragraph whose scalars are all one column wide and graphemes of their own
  /// (`Buffer.isLoneSingleColumn`), given as its UTF-8 bytes: a scalar is a byte that does not
  /// continue the one before, and a line is built as bytes and made a `String` once.
  private mutating func wrapSingleColumn(_ bytes: UnsafeBufferPointer<UInt8>) {
    let linesBefore = lines.count
    var line: [UInt8] = []
    line.reserveCapacity(width * 2)
    var lineWidth = 0
    var spaceBeforeWord = false
    var index = 0
    func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: " ") {
        spaceBeforeWord = true
        index += 1
        continue
      }
      let start = index
      var wordWidth = 0
      while index < bytes.count, bytes[index] != UInt8(ascii: " ") {
        if isScalarStart(bytes[index]) { wordWidth += 1 }
        index += 1
      }
      let word = bytes[start..<index]
      let gap = spaceBeforeWord && !line.isEmpty ? 1 : 0
      spaceBeforeWord = false
      if lineWidth + gap + wordWidth <= width {
        if gap == 1 { line.append(UInt8(ascii: " ")) }
        line.append(contentsOf: word)
        lineWidth += gap + wordWidth
        continue
      }
      if !line.isEmpty {
        lines.append(String(decoding: line, as: UTF8.self))
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
      }
      if wordWidth <= width {
        line.append(contentsOf: word)
        lineWidth = wordWidth
        continue
      }
      // Longer than a line: cut every `width` columns, between scalars.
      var scalarStart = start
      while scalarStart < index {
        if lineWidth == width {
          lines.append(String(decoding: line, as: UTF8.self))
          line.removeAll(keepingCapacity: true)
          lineWidth = 0
        }
        var scalarEnd = scalarStart + 1
        while scalarEnd < index, !isScalarStart(bytes[scalarEnd]) { scalarEnd += 1 }
        line.append(contentsOf: bytes[scalarStart..<scalarEnd])
        lineWidth += 1
        scalarStart = scalarEnd
      }
    }
    if !line.isEmpty || lines.count == linesBefore {
      lines.append(String(decoding: line, as: UTF8.self))
    }
  }

  private mutating func placeWord() {
    defer {
      word = ""
      wordWidth = 0
    }
    guard !word.isEmpty else { return }
    let gap = spaceBeforeWord && !line.isEmpty ? 1 : 0
    spaceBeforeWord = false
    if lineWidth + gap + wordWidth <= width {
      if gap == 1 { line.append(" ") }
      line += word
      lineWidth += gap + wordWidth
      return
    }
    breakLine()
    if wordWidth <= width {
      line = word
      lineWidth = wordWidth
      return
    }
    for character in word {
      let characterWidth = character.displayWidth
      if characterWidth > width { continue }
      if lineWidth + characterWidth > width { breakLine() }
      line.append(character)
      lineWidth += characterWidth
    }
  }

  private mutating func breakLine() {
    guard !line.isEmpty else { return }
    lines.append(line)
    line = ""
    lineWidth = 0
  }
}

extension TextLayout {
  /// Whether wrapping `text` gives `text` itself as its one line: one-column scalars only
  /// (no line feed among them), at most `width` of them, and no space the wrapping would drop
  /// (leading, trailing, or the second of two). Titles, facts and short messages are so.
  static func fitsOneLineAsIs(_ text: String, width: Int) -> Bool {
    guard text.utf8.count <= 3 * width else { return false }
    var text = text
    return text.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: " "),
        last != UInt8(ascii: " ")
      else { return false }
      var scalars = 0
      var previous: UInt8 = 0
      for byte in bytes {
        if byte & 0xC0 != 0x80 { scalars += 1 }
        if byte == UInt8(ascii: " "), previous == byte { return false }
        previous = byte
      }
      return scalars <= width && allLoneSingleColumn(bytes)
    }
  }

  /// Whether every scalar of `bytes` (valid UTF-8, as a `String`'s are) passes
  /// `Buffer.isLoneSingleColumn`: decoded from the bytes, which is quicker than a
  /// `unicodeScalars` view, and none of four bytes does.
  static func allLoneSingleColumn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let value: UInt32
      if lead < 0x80 {
        value = UInt32(lead)
        index += 1
      } else if lead & 0xE0 == 0xC0, index + 1 < bytes.count {
        value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        index += 2
      } else if lead & 0xF0 == 0xE0, index + 2 < bytes.count {
        value =
          UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        index += 3
      } else {
        return false
      }
      guard let scalar = Unicode.Scalar(value), Buffer.isLoneSingleColumn(scalar) else {
        return false
      }
    }
    return true
  }
}
