/// A terminal colour as widgets ask for it. The terminal backend degrades it to what the
/// terminal can show (256 → 16 → 8 colours → attributes only), so widgets never need to know.
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background; keeps transparent and themed terminals intact.
  case `default`
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
  /// An entry of the xterm 256-colour palette (0–15 are the ANSI colours above).
  case indexed(UInt8)

  /// A number for each colour, below 512, for packing into `Style`: 0 the default, 1–16 the
  /// named colours, 17–272 the palette entries (`.indexed(1)` stays apart from `.red`, as the
  /// enum keeps them).
  var code: UInt16 {
    switch self {
    case .default: 0
    case .indexed(let index): 17 + UInt16(index)
    default: UInt16(paletteIndex! + 1)
    }
  }

  /// The colour a `code` names.
  init(code: UInt16) {
    switch code {
    case 0: self = .default
    case 1...16: self = Self.named[Int(code) - 1]
    default: self = .indexed(UInt8(truncatingIfNeeded: code - 17))
    }
  }

  private static let named: [Color] = [
    .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
    .brightBlack, .brightRed, .brightGreen, .brightYellow,
    .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
  ]

  /// The xterm palette index of this colour, or nil for `.default`.
  public var paletteIndex: Int? {
    switch self {
    case .default: nil
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .indexed(let index): Int(index)
    }
  }
}

/// Text attributes. Terminals that lack one (italic, dim) simply ignore it.
public struct Attributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = Attributes(rawValue: 1 << 0)
  public static let dim = Attributes(rawValue: 1 << 1)
  public static let underline = Attributes(rawValue: 1 << 2)
  public static let reverse = Attributes(rawValue: 1 << 3)
  public static let italic = Attributes(rawValue: 1 << 4)
}

/// How a cell looks: colours plus attributes.
///
/// Stored packed in 32 bits (see `bits`), so a `Cell` is plain data and styles compare and
/// hash as one integer; `fg`, `bg` and `attributes` read and write the fields.
public struct Style: Hashable, Sendable {
  /// Bits 0–8 the foreground's `Color.code`, 9–17 the background's, 18–25 the attributes.
  @usableFromInline var bits: UInt32

  public init(fg: Color = .default, bg: Color = .default, attributes: Attributes = []) {
    bits =
      UInt32(fg.code) | UInt32(bg.code) << Self.backgroundShift
      | UInt32(attributes.rawValue) << Self.attributesShift
  }

  private static let backgroundShift: UInt32 = 9
  private static let attributesShift: UInt32 = 18
  private static let colorMask: UInt32 = 0x1FF

  // fg/bg are the terms of art (ratatui, terminfo); spelled out they only add noise at call sites.
  public var fg: Color {
    get { Color(code: UInt16(bits & Self.colorMask)) }
    set { bits = bits & ~Self.colorMask | UInt32(newValue.code) }
  }

  public var bg: Color {
    get { Color(code: UInt16(bits >> Self.backgroundShift & Self.colorMask)) }
    set {
      bits =
        bits & ~(Self.colorMask << Self.backgroundShift)
        | UInt32(newValue.code) << Self.backgroundShift
    }
  }

  public var attributes: Attributes {
    get { Attributes(rawValue: UInt8(truncatingIfNeeded: bits >> Self.attributesShift)) }
    set {
      bits =
        bits & ~(0xFF << Self.attributesShift) | UInt32(newValue.rawValue) << Self.attributesShift
    }
  }

  /// The style as one number, equal exactly when the styles are: a key for a backend's caches.
  @inlinable public var packedValue: UInt32 { bits }

  /// The terminal's own colours, no attributes: what a blank cell looks like.
  public static let plain = Style()

  /// This style with `extra` attributes added, for highlighting text already styled.
  public func adding(_ extra: Attributes) -> Style {
    var style = self
    style.attributes.formUnion(extra)
    return style
  }
}
