import Screen

/// Maps `Color` to the colour numbers a terminal actually has.
///
/// Widgets may ask for any xterm-256 colour; a 16-colour terminal gets the nearest ANSI
/// colour, an 8-colour one the nearest of the first eight (a named bright colour becomes its
/// base colour, drawn bold when it is a foreground), and a monochrome one none at all.
enum ColorDegradation {
  /// The ncurses colour number for `color` (-1 is the terminal's default), given how many
  /// colours the terminal has (`COLORS`; 0 when colour is off).
  static func colorNumber(for color: Color, colorCount: Int) -> Int16 {
    guard let index = color.paletteIndex, colorCount >= 8 else { return -1 }
    if index < colorCount { return Int16(index) }
    if colorCount < 16, index < 16 { return Int16(index - 8) }
    return Int16(nearestPaletteIndex(to: index, among: min(colorCount, 16)))
  }

  /// On an 8-colour terminal bold is what makes a foreground bright.
  static func needsBold(foreground color: Color, colorCount: Int) -> Bool {
    guard let index = color.paletteIndex else { return false }
    return colorCount >= 8 && colorCount < 16 && (8..<16).contains(index)
  }

  /// The palette entry below `count` (8 or 16) that best stands in for entry `index`.
  ///
  /// Greys go by lightness to black, white (and on 16 colours the two bright ones): plain RGB
  /// distance would turn mid-grey into yellow on 8 colours. Other colours go to the nearest
  /// non-grey ANSI colour.
  static func nearestPaletteIndex(to index: Int, among count: Int) -> Int {
    let target = XtermPalette.rgb(ofIndex: index)
    let channels = [target.red, target.green, target.blue]
    if channels.max()! - channels.min()! <= 16 {
      let lightness = (target.red + target.green + target.blue) / 3
      if count < 16 { return lightness < 0x40 ? 0 : 7 }
      return lightness < 0x40 ? 0 : lightness < 0xA0 ? 8 : lightness < 0xE0 ? 7 : 15
    }
    let candidates = count < 16 ? Array(1...6) : Array(1...6) + Array(9...14)
    return candidates.min {
      distance(target, XtermPalette.rgb(ofIndex: $0))
        < distance(target, XtermPalette.rgb(ofIndex: $1))
    }!
  }

  private static func distance(
    _ a: (red: Int, green: Int, blue: Int), _ b: (red: Int, green: Int, blue: Int)
  ) -> Int {
    (a.red - b.red) * (a.red - b.red) + (a.green - b.green) * (a.green - b.green)
      + (a.blue - b.blue) * (a.blue - b.blue)
  }
}
