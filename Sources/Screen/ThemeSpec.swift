import Foundation

/// The user's choice of colours: a built-in theme and colours by role on top of it
/// (`theme = "light"`, `[theme] accent = "#ff8800"`). Handed to every frame in the render
/// context; `Theme` turns it into styles for the terminal's colours.
public struct ThemeSpec: Hashable, Sendable {
  public var base: BuiltInTheme
  public var colors: [ThemeRole: Color]

  public init(base: BuiltInTheme = .dark, colors: [ThemeRole: Color] = [:]) {
    self.base = base
    self.colors = colors
  }

  public static let standard = ThemeSpec()
}

/// The themes Reel ships.
public enum BuiltInTheme: String, CaseIterable, Hashable, Sendable {
  /// For dark terminal backgrounds (the default; the terminal's own colours for text).
  case dark
  /// For light backgrounds: darker accents, a light grey for the unfocused selection.
  case light
  /// Strong colours and no dim text, for low vision and washed-out screens.
  case highContrast = "high-contrast"
}

/// What a colour in `[theme]` paints.
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
  /// Ordinary text (foreground).
  case text
  /// Secondary text: years, counts, separators, hints (foreground).
  case dim
  /// Key names, marks, the search prompt (foreground).
  case accent
  /// The active tab and the LIVE / REPLAY badge (background).
  case header
  /// The selected row while its pane has focus (background).
  case selection
  /// The selected row while another pane has focus (background).
  case inactiveSelection = "inactive_selection"
  /// Errors (foreground).
  case error
  /// Boxes and pane borders (foreground).
  case border
  /// The watchlist mark in lists (foreground).
  case watchlistMark = "watchlist_mark"
  /// Ratings (foreground).
  case rating
}

/// Colour values as `[theme]` takes them.
public enum ThemeColorName {
  /// `"cyan"`, `"bright-black"`, `"default"` (the terminal's own), `0`–`255`, or `"#rrggbb"`
  /// (the nearest of the 256 colours; the terminal backend goes on to the nearest it has).
  public static func color(_ text: String) -> Color? {
    let name = text.lowercased().replacingOccurrences(of: "_", with: "-")
    if let named = names[name] { return named }
    if let number = Int(name), (0...255).contains(number) { return .indexed(UInt8(number)) }
    guard name.hasPrefix("#"), name.count == 7, let value = Int(name.dropFirst(), radix: 16)
    else { return nil }
    return .indexed(nearestIndex(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF))
  }

  public static let names: [String: Color] = [
    "default": .default, "black": .black, "red": .red, "green": .green, "yellow": .yellow,
    "blue": .blue, "magenta": .magenta, "cyan": .cyan, "white": .white,
    "bright-black": .brightBlack, "grey": .brightBlack, "gray": .brightBlack,
    "bright-red": .brightRed, "bright-green": .brightGreen, "bright-yellow": .brightYellow,
    "bright-blue": .brightBlue, "bright-magenta": .brightMagenta, "bright-cyan": .brightCyan,
    "bright-white": .brightWhite,
  ]

  /// The xterm-256 entry nearest an RGB colour: the 6×6×6 cube or the grey ramp, whichever
  /// is closer (the 16 ANSI colours are left out: terminals repaint them at will).
  static func nearestIndex(red: Int, green: Int, blue: Int) -> UInt8 {
    let levels = [0, 95, 135, 175, 215, 255]
    func level(_ value: Int) -> Int {
      levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
    }
    let cube = (level(red), level(green), level(blue))
    let cubeRGB = (levels[cube.0], levels[cube.1], levels[cube.2])
    let average = (red + green + blue) / 3
    let grey = min(max((average - 8 + 5) / 10, 0), 23)
    let greyValue = 8 + 10 * grey
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
    }
    let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    return distance(greyValue, greyValue, greyValue) < distance(cubeRGB.0, cubeRGB.1, cubeRGB.2)
      ? UInt8(232 + grey) : UInt8(cubeIndex)
  }
}

extension ThemeColorName {
  /// xterm's default palette: 16 ANSI colours, a 6×6×6 cube, then 24 greys.
  static func rgb(ofPaletteIndex index: Int) -> (red: Int, green: Int, blue: Int) {
    switch index {
    case 0..<16:
      return ansi[index]
    case 16..<232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = 8 + 10 * (min(index, 255) - 232)
      return (grey, grey, grey)
    }
  }

  private static let ansi: [(red: Int, green: Int, blue: Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
}
