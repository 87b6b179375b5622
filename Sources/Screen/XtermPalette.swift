/// xterm's default 256-colour palette: what the theme, the terminal's colour degradation and
/// the posters all map colours through, so one colour lands on one entry everywhere.
public enum XtermPalette {
  /// The RGB of an entry: 16 ANSI colours, a 6×6×6 cube, then 24 greys.
  public static func rgb(ofIndex index: Int) -> (red: Int, green: Int, blue: Int) {
    switch index {
    case 0..<16:
      return ansi[max(index, 0)]
    case 16..<232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
      let grey = 8 + 10 * (min(index, 255) - 232)
      return (grey, grey, grey)
    }
  }

  /// The xterm-256 entry nearest an RGB colour: the 6×6×6 cube or the grey ramp, whichever
  /// is closer (the 16 ANSI colours are left out: terminals repaint them at will).
  public static func nearestIndex(red: Int, green: Int, blue: Int) -> UInt8 {
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

  private static let ansi: [(red: Int, green: Int, blue: Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
}
