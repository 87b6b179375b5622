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
struct Theme: Sendable {
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

  init(_ colors: ColorSupport) {
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
    case .basic, .extended:
      accent = Style(fg: .cyan)
      badge = Style(fg: .black, bg: .cyan, attributes: .bold)
      activeTab = Style(fg: .black, bg: .cyan, attributes: .bold)
      focusedPrompt = Style(fg: .cyan, attributes: .bold)
      inactiveSelection =
        colors == .extended
        ? Style(fg: .indexed(255), bg: .indexed(239))
        : Style(fg: .brightWhite, bg: .brightBlack)
      error = Style(fg: .red, attributes: .bold)
      errorText = Style(fg: .red)
      border = Style(fg: .cyan)
      focusedSeparator = Style(fg: .cyan)
    }
  }
}

/// The braille spinner shown while anything loads.
enum Spinner {
  static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  static func frame(_ index: Int) -> String {
    let count = frames.count
    return frames[((index % count) + count) % count]
  }
}
