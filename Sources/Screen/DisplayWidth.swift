/// Terminal column widths, computed per grapheme cluster (`Character`).
///
/// Rules, in the order they are tried:
/// - controls, format characters and lone combining marks take no column (0);
/// - emoji shown as pictures take two: emoji-presentation characters, anything followed by
///   VS16 (U+FE0F), keycaps (U+20E3), flags (regional-indicator pairs) and ZWJ sequences, which
///   begin with one of these;
/// - East Asian Wide and Fullwidth characters (CJK, Hangul syllables, kana, fullwidth forms) take
///   two; the table below comes from Unicode's EastAsianWidth.txt;
/// - everything else, including East Asian Ambiguous, takes one (as in non-CJK locales).
///
/// Only the first scalar of a cluster decides, apart from the emoji modifiers above and spacing
/// marks (Indic vowel signs), which add a column as terminals draw them: combining marks, ZWJ
/// and variation selectors extend the base and add nothing.
public enum DisplayWidth {
  /// The number of columns `character` occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // Fast path for ASCII, which is nearly everything in a title.
    if first.value < 0x7F, character.utf8.count == 1 {
      return first.value >= 0x20 ? 1 : 0
    }
    // A cluster of one scalar ("…", "⏎", a kana) is that scalar's width: looking for marks
    // after it through a slice of the scalars cost more than the width itself.
    if character.utf8.count == Self.utf8Length(first) { return of(first) }
    var joinsEmoji = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0x20E3: return 2  // keycap
      case 0xFE0F where first.properties.isEmoji: return 2  // emoji presentation requested
      case 0x200D: joinsEmoji = first.properties.isEmoji
      default: break
      }
    }
    if joinsEmoji { return 2 }
    let base = of(first)
    // A spacing mark (Devanagari ि, Tamil ி, Thai ำ) takes a column of its own in terminals,
    // which count widths scalar by scalar: "कि" is two columns there. Counting it one would
    // leave every table column after a Hindi title one to the left. Clusters stay at most two
    // wide, as cells hold one or two columns.
    if base == 1, scalars.dropFirst().contains(where: { of($0) > 0 }) { return 2 }
    return base
  }

  /// The number of columns a lone scalar occupies: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }  // DEL and C1 controls
    // Latin-1 and Latin Extended letters and modifiers (no combining mark before U+0300, no
    // emoji presentation): one column, except the soft hyphen, a format character.
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    // Box drawing, block elements and Braille (frames, symbol posters): one column, without
    // looking up Unicode properties for every cell of every frame.
    if (0x2500...0x259F).contains(value) || (0x2800...0x28FF).contains(value) { return 1 }
    // Punctuation (dashes, quotes, "…") and the letters of Chinese, Japanese and Korean titles,
    // whose widths are known by range: the two property look-ups and the table search cost
    // ~600 instructions a scalar (`DisplayWidthRangeTests` checks every one of them).
    switch value {
    case 0x2010...0x2027, 0x2030...0x205E: return 1
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
      return 2
    default: return ofByProperties(scalar)
    }
  }

  /// A lone scalar's width from its Unicode properties: what `of(_:)` gives past its ranges.
  static func ofByProperties(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0xA0 { return value >= 0x20 && value < 0x7F ? 1 : 0 }
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if (0x2500...0x259F).contains(value) || (0x2800...0x28FF).contains(value) { return 1 }
    if isZeroWidth(scalar) { return 0 }
    if scalar.properties.isEmojiPresentation || isEastAsianWide(value) { return 2 }
    return 1
  }

  /// The columns `text` occupies: the sum over its grapheme clusters.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII is one column per byte; checking bytes avoids grapheme breaking.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    if let total = ofLoneScalars(text) { return total }
    return ofClusters(text)
  }

  /// The sum over grapheme clusters: what `of(text)` is.
  static func ofClusters(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The sum over scalars when each scalar of `text` is a grapheme cluster of its own, which is
  /// then the same as over clusters; nil when one is not known to be. Breaking a string into
  /// clusters cost ~500 instructions a character: the status bar's "Loading page 3…" and its
  /// "⏎ open" were measured that way at every change of the bar.
  static func ofLoneScalars(_ text: some StringProtocol) -> Int? {
    var total = 0
    for scalar in text.unicodeScalars {
      guard standsAlone(scalar.value) else { return nil }
      total += of(scalar)
    }
    return total
  }

  /// Whether a scalar never joins the scalar before or after it into one grapheme cluster when
  /// that one stands alone too: none of these is a mark, a joiner, a variation selector, a
  /// prepended letter, a Hangul jamo or a regional indicator (what joins clusters, besides CR
  /// LF, whose cluster has no width either way). Controls, Latin, general punctuation, symbols
  /// and arrows, kana and CJK ideographs, fullwidth forms. `DisplayWidthTests` checks each
  /// range against the standard library's clusters.
  static func standsAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x300, 0x370..<0x483, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF,
      0x2100...0x2BFF, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60:
      true
    default: false
    }
  }

  /// The bytes of a scalar in UTF-8.
  private static func utf8Length(_ scalar: Unicode.Scalar) -> Int {
    scalar.value < 0x80 ? 1 : scalar.value < 0x800 ? 2 : scalar.value < 0x10000 ? 3 : 4
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Hangul medial vowels and final consonants only ever extend a leading consonant.
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
    case 0x200B: return true  // ZERO WIDTH SPACE (not Cf in every Unicode version)
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  private static func isEastAsianWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lower {
        high = middle - 1
      } else if value > range.upper {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// East Asian Width W and F ranges (Unicode 14 data plus the 15.x CJK additions, and what
  /// the C library counts two columns besides), sorted.
  /// Emoji with emoji presentation are also caught by `isEmojiPresentation`, which follows the
  /// standard library's newer Unicode version.
  private static let wideRanges: [(lower: UInt32, upper: UInt32)] = [
    (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
    (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
    (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
    (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
    (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
    (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
    (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
    (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x2FFF), (0x3000, 0x303E),
    (0x3041, 0x3096), (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E3),
    // The circled numbers on black squares (U+3248–324F, Ambiguous in Unicode) and the Yijing
    // hexagrams (U+4DC0–4DFF, Wide since Unicode 16) are two columns in the C library's
    // wcwidth, as the frame writer and terminals count them: counted one, each spilled into
    // the next cell (over a border, or wrapped to the next row at a pane's right edge).
    (0x31EF, 0x321E), (0x3220, 0x3247), (0x3248, 0x324F), (0x3250, 0x4DBF), (0x4DC0, 0x4DFF),
    (0x4E00, 0xA48C), (0xA490, 0xA4C6),
    (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFA6D), (0xFA70, 0xFAD9), (0xFE10, 0xFE19),
    (0xFE30, 0xFE52), (0xFE54, 0xFE66), (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6),
    (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1), (0x17000, 0x187F7), (0x18800, 0x18CD5),
    (0x18D00, 0x18D08), (0x1AFF0, 0x1AFF3), (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE),
    (0x1B000, 0x1B122), (0x1B132, 0x1B132), (0x1B150, 0x1B152), (0x1B155, 0x1B155),
    (0x1B164, 0x1B167), (0x1B170, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF),
    (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F202), (0x1F210, 0x1F23B),
    (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265), (0x1F300, 0x1F320),
    (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
    (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E),
    (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E),
    (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4),
    (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2),
    (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC),
    (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945),
    (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C), (0x1FA80, 0x1FA88), (0x1FA90, 0x1FABD),
    (0x1FABF, 0x1FAC5), (0x1FACE, 0x1FADB), (0x1FAE0, 0x1FAE8), (0x1FAF0, 0x1FAF8),
    (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
  ]
}

extension String {
  /// Terminal columns this string occupies; see `DisplayWidth`.
  public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Substring {
  public var displayWidth: Int { DisplayWidth.of(self) }
}

extension Character {
  public var displayWidth: Int { DisplayWidth.of(self) }
}
