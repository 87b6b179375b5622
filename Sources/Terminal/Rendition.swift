import Screen

/// A style as this terminal shows it: attributes and colour numbers (-1 the terminal's own),
/// after the same degradation the ncurses path applies (`Terminal.cursesAttributes`): without
/// colour a background becomes reverse video, on 8 colours a bright foreground becomes bold.
struct Rendition: Equatable {
  var attributes: Attributes
  var foreground: Int16
  var background: Int16

  /// What `sgr0` leaves: no attributes, the terminal's own colours.
  static let reset = Rendition(attributes: [], foreground: -1, background: -1)

  init(attributes: Attributes, foreground: Int16, background: Int16) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  init(_ style: Style, colorCount: Int, hasDefaultColors: Bool) {
    var attributes = style.attributes
    if colorCount == 0, style.bg != .default { attributes.insert(.reverse) }
    if ColorDegradation.needsBold(foreground: style.fg, colorCount: colorCount) {
      attributes.insert(.bold)
    }
    var foreground: Int16 = -1
    var background: Int16 = -1
    if colorCount > 0 {
      foreground = ColorDegradation.colorNumber(for: style.fg, colorCount: colorCount)
      background = ColorDegradation.colorNumber(for: style.bg, colorCount: colorCount)
      // Without use_default_colors, -1 is not a colour: white on black, as ncurses' pairs do.
      if !hasDefaultColors {
        if foreground < 0 { foreground = 7 }
        if background < 0 { background = 0 }
      }
    }
    self.init(attributes: attributes, foreground: foreground, background: background)
  }
}
