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
public struct Style: Hashable, Sendable {
  // fg/bg are the terms of art (ratatui, terminfo); spelled out they only add noise at call sites.
  public var fg: Color
  public var bg: Color
  public var attributes: Attributes

  public init(fg: Color = .default, bg: Color = .default, attributes: Attributes = []) {
    self.fg = fg
    self.bg = bg
    self.attributes = attributes
  }

  /// The terminal's own colours, no attributes: what a blank cell looks like.
  public static let plain = Style()

  /// This style with `extra` attributes added, for highlighting text already styled.
  public func adding(_ extra: Attributes) -> Style {
    var style = self
    style.attributes.formUnion(extra)
    return style
  }
}
