/// Where text without spaces (Chinese, Japanese) may break between two characters when one of
/// them is wide: anywhere, as `TextLayout.wrap` always allowed, except where a reader would
/// see a word torn apart. After JIS X 4051's line-start and line-end rules (kinsoku shori) and
/// UAX #14's tailoring of numbers before ideographs: "2時間5分" never leaves "2" at a line's
/// end, "。" and "ー" never start a line, "「" never ends one.
enum LineBreakRules {
  /// Whether a line may end between `before` and `after`, one of them wide.
  static func mayBreak(between before: Character, and after: Character) -> Bool {
    guard let last = before.unicodeScalars.last, let first = after.unicodeScalars.first else {
      return true
    }
    return !keepsTogether(last, first, afterIsWide: after.displayWidth == 2)
  }

  /// The rule on the scalars either side: the last of the character before, the first of the
  /// one after, and whether the one after is wide. (`DetailLineWriter`'s fast path, which
  /// lays graphemes of one scalar each, asks it too, and leaves such text to `wrap`.)
  @inline(__always)
  static func keepsTogether(_ before: Unicode.Scalar, _ after: Unicode.Scalar, afterIsWide: Bool)
    -> Bool
  {
    if isDigit(before), isDigit(after) || afterIsWide { return true }
    return cannotStartLine(after) || cannotEndLine(before)
  }

  /// A decimal digit, ASCII or full width: a number and its unit (年, 分, 円) go together.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || (0xFF10...0xFF19).contains(scalar.value)
  }

  /// Closing brackets and quotes, sentence and clause marks, the prolonged sound mark, the
  /// iteration marks and small kana (JIS X 4051 classes 2–7 and 9, in short), and the ASCII
  /// punctuation that closes: none may begin a line.
  static func cannotStartLine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x21, 0x5D, 0x7D, 0x25: true  // ) , . : ; ? ! ] } %
    case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
      0x301F, 0x3005, 0x303B, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE, 0x2019, 0x201D,
      0x2025, 0x2026, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
      0xFF60, 0x00BB:
      true
    // Small hiragana and katakana (ぁ ぃ ぅ ぇ ぉ っ ゃ ゅ ょ ゎ ゕ ゖ, ァ … ヶ, ㇰ–ㇿ).
    case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
      0x3095, 0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7,
      0x30EE, 0x30F5, 0x30F6, 0x31F0...0x31FF:
      true
    default: false
    }
  }

  /// Opening brackets and quotes: none may end a line.
  static func cannotEndLine(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x28, 0x5B, 0x7B: true  // ( [ {
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301D, 0x2018,
      0x201C, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0x00AB:
      true
    default: false
    }
  }
}
