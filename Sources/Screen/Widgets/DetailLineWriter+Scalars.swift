// The tests that decide which way DetailLineWriter lays a text out (byte and scalar classes,
// whether it fits a line, its columns) and the decoding its fast paths use: pure functions.

extension DetailLineWriter {
  /// Whether `bytes[first..<end]` (printable ASCII and line feeds, `isSimpleParagraphs`, no
  /// line feed in the range) is ASCII with no space at either end and none beside another,
  /// nearly every overview's paragraph: then its lines are runs of its bytes
  /// (`layASCIILines`). Eight bytes a step.
  static func isSingleSpacedASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, to end: Int
  ) -> Bool {
    guard first < end else { return true }
    guard let base = bytes.baseAddress, base[first] != 0x20, base[end - 1] != 0x20 else {
      return false
    }
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    // The top bit of a byte marks what is wrong there: a byte not ASCII, or a space after a
    // space. `previous`: the top bit of the lowest byte set when the byte before was a space.
    var wrong: UInt64 = 0
    var previous: UInt64 = 0
    var index = first
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let x = word ^ 0x2020_2020_2020_2020
      // A byte's top bit set where it is a space (x is 0 there): exact for each byte, as
      // adding 0x7F to its low seven bits carries into no neighbour.
      let spaces = ~(((x & low) &+ low) | x) & high
      wrong |= word | (spaces & (spaces << 8 | previous))
      previous = spaces >> 56
      index += 8
    }
    var previousIsSpace = previous != 0
    while index < end {
      let byte = base[index]
      if byte >= 0x80 || byte == 0x20 && previousIsSpace { return false }
      previousIsSpace = byte == 0x20
      index += 1
    }
    return wrong & high == 0
  }

  /// Whether `bytes` is printable ASCII (0x20–0x7E: no control, no line feed), not empty, with
  /// no space at either end and none beside another: a text that is clean (`MovieFormatting.
  /// clean` and the overview's sanitising leave it as it is), of one paragraph that
  /// `isSingleSpacedASCII` accepts. Eight bytes a step.
  static func isSingleSpacedPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, let first = bytes.first, let last = bytes.last,
      first != 0x20, last != 0x20
    else { return false }
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    // As `isSingleSpacedASCII`, with `isPrintableASCII`'s bytes below 0x20 and 0x7F (a
    // borrow or carry marks only bytes above one that is marked already).
    var wrong: UInt64 = 0
    var previous: UInt64 = 0
    var index = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let x = word ^ 0x2020_2020_2020_2020
      let spaces = ~(((x & low) &+ low) | x) & high
      let below = (word &- 0x2020_2020_2020_2020) & ~word
      let delete = word &+ 0x0101_0101_0101_0101
      wrong |= word | below | delete | (spaces & (spaces << 8 | previous))
      previous = spaces >> 56
      index += 8
    }
    var previousIsSpace = previous != 0
    while index < bytes.count {
      let byte = base[index]
      if byte < 0x20 || byte >= 0x7F || byte == 0x20 && previousIsSpace { return false }
      previousIsSpace = byte == 0x20
      index += 1
    }
    return wrong & high == 0
  }

  /// Whether every scalar of `bytes` is a lone single column (`Buffer.isLoneSingleColumn`), a
  /// lone wide one (`isLoneWide`) or a line feed; with `breakingAsWrapDoes`, also that no two
  /// scalars beside a wide one are kept together by `LineBreakRules` (what the fast wrap lays).
  static func isSimpleParagraphs(
    _ bytes: UnsafeBufferPointer<UInt8>, breakingAsWrapDoes: Bool = false
  ) -> Bool {
    var index = 0
    // With `breakingAsWrapDoes`, the scalar before and whether it is wide: beside a wide
    // scalar, two that `LineBreakRules` keeps together ("2時", "。") make a word of more than
    // one wide scalar, which `wrapParagraph` does not lay: such text is left to
    // `TextLayout.wrap`.
    var previous: Unicode.Scalar = " "
    var previousIsWide = false
    while index < bytes.count {
      if !previousIsWide, index + 8 <= bytes.count, let base = bytes.baseAddress,
        isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      {
        // Eight printable ASCII bytes (most of an overview) at once.
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        if lead < 0x20 && lead != 0x0A || lead == 0x7F { return false }
        if previousIsWide {
          if LineBreakRules.keepsTogether(previous, Unicode.Scalar(lead), afterIsWide: false) {
            return false
          }
          previousIsWide = false
        }
        index += 1
        continue
      }
      guard lead & 0xE0 == 0xC0 || lead & 0xF0 == 0xE0, index + (lead < 0xE0 ? 1 : 2) < bytes.count
      else { return false }
      let (value, next) = decode(bytes, at: index)
      guard isLone(value) else { return false }
      if breakingAsWrapDoes, let scalar = Unicode.Scalar(value) {
        let isWide = isLoneWide(value)
        // The scalar before: the byte before when that is ASCII (a digit, an opening bracket:
        // ASCII runs are passed over without being kept), else the one decoded last.
        if index > 0, bytes[index - 1] < 0x80 {
          previous = Unicode.Scalar(bytes[index - 1])
          previousIsWide = false
        }
        if index > 0, isWide || previousIsWide,
          LineBreakRules.keepsTogether(previous, scalar, afterIsWide: isWide)
        {
          return false
        }
        previous = scalar
        previousIsWide = isWide
      }
      index = next
    }
    return true
  }

  /// A scalar the fast path lays (`isSimpleParagraphs`): a lone single column
  /// (`Buffer.isLoneSingleColumn`), a lone wide one, or a Greek or Cyrillic letter.
  @inline(__always)
  static func isLone(_ value: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(value) else { return false }
    return Buffer.isLoneSingleColumn(scalar) || isLoneWide(value) || isLoneLetter(value)
  }

  /// Whether each of the eight bytes of `word` is printable ASCII (0x20–0x7E): none has its
  /// top bit, none is below 0x20 (subtracting 0x20 borrows into the top bit only there, for
  /// bytes below 0x80), none is 0x7F (adding 1 reaches the top bit only there).
  @inline(__always)
  fileprivate static func isPrintableASCII(_ word: UInt64) -> Bool {
    let high: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- 0x2020_2020_2020_2020) & ~word & high
    let delete = (word &+ 0x0101_0101_0101_0101) & high
    return (word | below | delete) & high == 0
  }

  /// Greek and Cyrillic letters (original titles of Greek, Russian, Ukrainian films), one
  /// column each and graphemes of their own like `Buffer.isLoneSingleColumn`'s scalars (their
  /// combining marks, U+0300–036F and U+0483–0489, are not among them).
  @inline(__always)
  static func isLoneLetter(_ value: UInt32) -> Bool {
    switch value {
    case 0x386, 0x388...0x38A, 0x38C, 0x38E...0x3A1, 0x3A3...0x3FF, 0x400...0x482, 0x48A...0x4FF:
      true
    default: false
    }
  }

  /// A scalar two columns wide that is always a grapheme of its own beside lone single columns
  /// and other such scalars (no mark, joiner or jamo among them) and no white space: kana,
  /// CJK ideographs, Hangul syllables, full-width forms, the commonest CJK punctuation. Titles
  /// and overviews in Japanese, Chinese and Korean are mostly these.
  @inline(__always)
  static func isLoneWide(_ value: UInt32) -> Bool {
    // Below the first range, every scalar of an English or European text (" · ",
    // "Loading details…", a title in Latin letters) is answered by one comparison: the
    // switch is compiled as a chain of range tests, about twenty instructions a scalar.
    guard value >= 0x3001 else { return false }
    return switch value {
    case 0x3001...0x3003, 0x3005, 0x3008...0x3011, 0x3041...0x3096, 0x30A1...0x30FA,
      0x30FC...0x30FE, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
      true
    default: false
    }
  }

  /// The scalar at `index` (a lone single column: at most three bytes) and the index after it.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), index + 1) }
    if lead & 0xE0 == 0xC0 {
      return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), index + 2)
    }
    return (
      UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F),
      index + 3
    )
  }

  /// Whether `TextLayout.wrap(text, width:)` is `[text]`, for text the fast path does not
  /// take (a title in Devanagari, Arabic or Thai; an emoji): no control (so no line feed), no
  /// space the wrapping would drop (at either end, the second of two: its words are the runs
  /// between single spaces, joined again by one) and no more columns than the line holds (so
  /// no word is moved or cut). The columns are counted as `wrap` counts them, a grapheme at a
  /// time.
  static func fitsOneLine(_ text: String, width: Int) -> Bool {
    guard width > 0, text.utf8.count <= 8 * width else { return false }
    let spacedWell = text.withBorrowedUTF8 { bytes -> Bool in
      guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else {
        return false
      }
      var previous: UInt8 = 0
      for byte in bytes {
        if byte < 0x20 || byte == 0x20 && previous == 0x20 { return false }
        previous = byte
      }
      return true
    }
    guard spacedWell else { return false }
    // A grapheme takes at most two columns and holds at least one scalar: text of at most
    // half as many scalars as the line has columns fits without measuring it.
    var scalars = 0
    for byte in text.utf8 where byte & 0xC0 != 0x80 { scalars += 1 }
    return 2 * scalars <= width || DisplayWidth.of(text) <= width
  }

  /// The columns of text of lone single and wide columns (`isSimpleParagraphs`, no line feed).
  static func columns(of text: String) -> Int {
    return text.withBorrowedUTF8 { bytes in
      var count = 0
      var index = 0
      while index < bytes.count {
        let (value, next) = decode(bytes, at: index)
        count += isLoneWide(value) ? 2 : 1
        index = next
      }
      return count
    }
  }
}
