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
    return .indexed(
      XtermPalette.nearestIndex(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF))
  }

  public static let names: [String: Color] = [
    "default": .default, "black": .black, "red": .red, "green": .green, "yellow": .yellow,
    "blue": .blue, "magenta": .magenta, "cyan": .cyan, "white": .white,
    "bright-black": .brightBlack, "grey": .brightBlack, "gray": .brightBlack,
    "bright-red": .brightRed, "bright-green": .brightGreen, "bright-yellow": .brightYellow,
    "bright-blue": .brightBlue, "bright-magenta": .brightMagenta, "bright-cyan": .brightCyan,
    "bright-white": .brightWhite,
  ]
}
