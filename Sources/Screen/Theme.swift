/// How many colours the terminal can show, as the runtime detected it.
public enum ColorSupport: Hashable, Sendable {
  /// Monochrome, or `NO_COLOR` set: attributes only.
  case none
  /// The 8 or 16 ANSI colours.
  case basic
  /// The xterm 256-colour palette.
  case extended
}

/// Every style the screen uses, in one place.
///
/// Readable on dark and light backgrounds alike: text keeps the terminal's own colours, a
/// selection is reverse video, secondary text is dim, red means an error and nothing else, and
/// one accent colour marks the badge, the active tab and key names. Where a colour is set on a
/// background, the foreground is set too, so no pair depends on the user's palette.
struct Theme: Sendable, Equatable {
  var text = Style.plain
  var dim = Style(attributes: .dim)
  var bold = Style(attributes: .bold)
  var italic = Style(attributes: .italic)
  /// Marks and key names: the accent colour as a foreground.
  var accent: Style
  /// The LIVE / REPLAY badge.
  var badge: Style
  var activeTab: Style
  var tabNumber = Style(attributes: .dim)
  var prompt = Style(attributes: .dim)
  var focusedPrompt: Style
  /// The search field while it has focus: an underlined input line.
  var focusedField = Style(attributes: .underline)
  /// The selected row while the list has focus.
  var selection = Style(attributes: .reverse)
  /// The selected row while another pane has focus: still visible, clearly not "active".
  var inactiveSelection: Style
  var error: Style
  /// An error inside a list row or pane: red without shouting.
  var errorText: Style
  var border: Style
  var separator = Style(attributes: .dim)
  var focusedSeparator: Style
  /// The watchlist mark in lists (for the widgets; the accent unless a theme says otherwise).
  var watchlistMark: Style
  /// Ratings in lists and the detail pane.
  var rating: Style

  /// The styles for `colors`, in the built-in theme `spec.base` with `spec.colors` on top.
  /// Without colours (`.none`, NO_COLOR) every theme is attributes only.
  init(_ colors: ColorSupport, spec: ThemeSpec = .standard) {
    self.init(colors, base: spec.base)
    guard colors != .none else { return }
    // In the roles' order: text first, so a rating colour of its own wins over it.
    for role in ThemeRole.allCases {
      if let color = spec.colors[role] { paint(role, color, on: colors) }
    }
  }

  private init(_ colors: ColorSupport, base: BuiltInTheme) {
    switch colors {
    case .none:
      accent = Style(attributes: .bold)
      badge = Style(attributes: [.reverse, .bold])
      activeTab = Style(attributes: [.reverse, .bold])
      focusedPrompt = Style(attributes: .bold)
      inactiveSelection = Style(attributes: .underline)
      error = Style(attributes: .bold)
      errorText = Style(attributes: .bold)
      border = Style.plain
      focusedSeparator = Style(attributes: .bold)
      watchlistMark = accent
      rating = Style.plain
    case .basic, .extended:
      accent = Style(fg: .cyan)
      badge = Style(fg: .black, bg: .cyan, attributes: .bold)
      activeTab = Style(fg: .black, bg: .cyan, attributes: .bold)
      focusedPrompt = Style(fg: .cyan, attributes: .bold)
      // With 8 colours bright black is black, the usual background: the unfocused selection
      // would vanish. White on blue reads on 8 and 16 colours, dark and light backgrounds.
      inactiveSelection =
        colors == .extended
        ? Style(fg: .indexed(255), bg: .indexed(239))
        : Style(fg: .white, bg: .blue)
      error = Style(fg: .red, attributes: .bold)
      errorText = Style(fg: .red)
      border = Style(fg: .cyan)
      focusedSeparator = Style(fg: .cyan)
      watchlistMark = accent
      rating = Style.plain
      switch base {
      case .dark: break
      case .light: applyLight(colors)
      case .highContrast: applyHighContrast()
      }
    }
  }

  /// Darker accents for a light background; cyan on white is hard to read.
  private mutating func applyLight(_ colors: ColorSupport) {
    accent = Style(fg: .blue)
    badge = Style(fg: .white, bg: .blue, attributes: .bold)
    activeTab = badge
    focusedPrompt = Style(fg: .blue, attributes: .bold)
    border = Style(fg: .blue)
    focusedSeparator = Style(fg: .blue)
    watchlistMark = accent
    if colors == .extended {
      inactiveSelection = Style(fg: .indexed(235), bg: .indexed(252))
    }
  }

  /// No dim text, bright colours, bold marks.
  private mutating func applyHighContrast() {
    dim = Style.plain
    tabNumber = Style.plain
    prompt = Style.plain
    separator = Style.plain
    accent = Style(fg: .brightYellow, attributes: .bold)
    badge = Style(fg: .black, bg: .brightYellow, attributes: .bold)
    activeTab = badge
    focusedPrompt = accent
    selection = Style(attributes: [.reverse, .bold])
    inactiveSelection = Style(fg: .black, bg: .yellow)
    border = Style(fg: .brightWhite, attributes: .bold)
    focusedSeparator = accent
    error = Style(fg: .brightRed, attributes: .bold)
    errorText = error
    watchlistMark = accent
  }

  /// One `[theme]` colour, on every style of its role.
  private mutating func paint(_ role: ThemeRole, _ color: Color, on colors: ColorSupport) {
    switch role {
    case .text:
      text.fg = color
      rating.fg = color
    case .dim:
      for keyPath in [\Theme.dim, \.tabNumber, \.prompt, \.separator] {
        self[keyPath: keyPath].fg = color
      }
    case .accent:
      accent.fg = color
      focusedPrompt.fg = color
    case .header:
      activeTab.bg = color
      badge.bg = color
      activeTab.fg = Self.contrasting(color, on: colors)
      badge.fg = activeTab.fg
    case .selection:
      selection = Style(
        fg: Self.contrasting(color, on: colors), bg: color,
        attributes: selection.attributes.subtracting(.reverse))
    case .inactiveSelection:
      inactiveSelection = Style(fg: Self.contrasting(color, on: colors), bg: color)
    case .error:
      error.fg = color
      errorText.fg = color
    case .border:
      border.fg = color
      focusedSeparator.fg = color
    case .watchlistMark: watchlistMark.fg = color
    case .rating: rating.fg = color
    }
  }

  /// Black or white, whichever reads on `background`; the terminal's own for `.default`.
  ///
  /// On a basic terminal a grey from `#404040` up is drawn as white where only 8 colours are
  /// (the terminal backend's rule: greys go by lightness to black or white), so white text on
  /// `[theme] header = "#808080"` vanished under TERM=linux or xterm; black reads on it there,
  /// and on the bright black a 16-colour terminal draws instead.
  static func contrasting(_ background: Color, on colors: ColorSupport = .extended) -> Color {
    guard let index = background.paletteIndex else { return .default }
    let rgb = XtermPalette.rgb(ofIndex: index)
    let channels = [rgb.red, rgb.green, rgb.blue]
    if colors == .basic, index >= 16, channels.max()! - channels.min()! <= 16,
      (rgb.red + rgb.green + rgb.blue) / 3 >= 0x40
    {
      return .black
    }
    let luminance = (299 * rgb.red + 587 * rgb.green + 114 * rgb.blue) / 1000
    return luminance > 140 ? .black : .white
  }
}

/// The braille spinner shown while anything loads.
enum Spinner {
  static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  static func frame(_ index: Int) -> String {
    frames[position(index)]
  }

  /// Which of the frames `index` shows: the loop counts frames on and on, the spinner turns.
  static func position(_ index: Int) -> Int {
    let count = frames.count
    return ((index % count) + count) % count
  }
}
