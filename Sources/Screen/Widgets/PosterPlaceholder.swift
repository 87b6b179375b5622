/// A poster's place while there is no image: a frame with the title's initials, the same size
/// as the poster, so the layout stays still when the image arrives.
enum PosterPlaceholder {
  /// The first letter or digit of each of the title's first two words (runs of characters
  /// that are not white space), upper-cased; "?" when neither has one.
  static func initials(of title: String) -> String {
    // Read until the third word starts, not split whole: splitting a title into words
    // (substrings in an array) cost ~12 k instructions a card drawn afresh.
    var letters: [Character] = []
    var words = 0
    var inWord = false
    var found = false
    for character in MovieFormatting.clean(title) {
      if character.isWhitespace {
        inWord = false
        continue
      }
      if !inWord {
        inWord = true
        words += 1
        found = false
        if words > 2 { break }
      }
      if !found, character.isLetter || character.isNumber {
        letters.append(character)
        found = true
        if words == 2 { break }
      }
    }
    return letters.isEmpty ? "?" : String(letters).uppercased()
  }

  /// The placeholder as poster cells, for places that draw posters row by row.
  static func art(initials: String, size: Size, theme: Theme) -> PosterArt {
    var scratch = Buffer(width: size.width, height: size.height)
    draw(
      initials: initials, heavy: false, in: scratch.area, style: theme.border,
      textStyle: theme.dim, buffer: &scratch)
    var cells: [Cell] = []
    for y in 0..<size.height {
      for x in 0..<size.width { cells.append(scratch[x, y]) }
    }
    return PosterArt(width: size.width, height: size.height, cells: cells)
  }

  static func draw(
    initials: String, heavy: Bool, in rect: Rect, style: Style, textStyle: Style,
    buffer: inout Buffer
  ) {
    guard rect.width >= 2, rect.height >= 2 else {
      if !rect.isEmpty {
        buffer.putTruncated(initials, x: rect.x, y: rect.y, width: rect.width, base: .auto)
      }
      return
    }
    if buffer.direction == .leftToRight, buffer.area.intersection(rect) == rect {
      drawFrameCells(heavy: heavy, in: rect, style: style, buffer: &buffer)
    } else {
      drawFrameText(heavy: heavy, in: rect, style: style, buffer: &buffer)
    }
    let shown = TextLayout.truncate(initials, toWidth: rect.width - 2)
    let x = rect.x + (rect.width - shown.displayWidth) / 2
    buffer.put(shown, x: x, y: rect.y + (rect.height - 1) / 2, style: textStyle, base: .auto)
  }
}

extension PosterPlaceholder {
  /// The frame's lines: heavy for the selected card.
  private static func frameScalars(heavy: Bool) -> (
    across: Unicode.Scalar, down: Unicode.Scalar, topLeft: Unicode.Scalar,
    topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar, bottomRight: Unicode.Scalar
  ) {
    heavy ? ("━", "┃", "┏", "┓", "┗", "┛") : ("─", "│", "┌", "┐", "└", "┘")
  }

  /// The frame as text: its lines built and put like any text, so that a mirrored screen or
  /// a frame cut by the buffer's edges is drawn as `put` draws them.
  static func drawFrameText(heavy: Bool, in rect: Rect, style: Style, buffer: inout Buffer) {
    let lines = frameScalars(heavy: heavy)
    let (h, v) = (String(lines.across), String(lines.down))
    let inner = String(repeating: h, count: rect.width - 2)
    buffer.put(
      String(lines.topLeft) + inner + String(lines.topRight), x: rect.x, y: rect.y,
      style: style, base: .leftToRight)
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      buffer.put(v, x: rect.x, y: row, style: style)
      buffer.put(v, x: rect.maxX - 1, y: row, style: style)
    }
    buffer.put(
      String(lines.bottomLeft) + inner + String(lines.bottomRight), x: rect.x,
      y: rect.maxY - 1, style: style, base: .leftToRight)
  }

  /// The frame cell by cell, for a frame wholly inside a left-to-right buffer: what
  /// `drawFrameText` writes there (box lines are one column each and never reordered),
  /// without building, checking and breaking up its text, which cost ~100 code lines and
  /// ~17,000 instructions a card drawn afresh (two at most steps along a home row).
  static func drawFrameCells(heavy: Bool, in rect: Rect, style: Style, buffer: inout Buffer) {
    let lines = frameScalars(heavy: heavy)
    let across = Cell(scalar: lines.across, style: style)
    let down = Cell(scalar: lines.down, style: style)
    let (top, bottom) = (rect.y, rect.maxY - 1)
    let (left, right) = (rect.x, rect.maxX - 1)
    buffer.putSingleColumn(Cell(scalar: lines.topLeft, style: style), x: left, y: top)
    buffer.putSingleColumn(Cell(scalar: lines.bottomLeft, style: style), x: left, y: bottom)
    for column in (left + 1)..<right {
      buffer.putSingleColumn(across, x: column, y: top)
      buffer.putSingleColumn(across, x: column, y: bottom)
    }
    buffer.putSingleColumn(Cell(scalar: lines.topRight, style: style), x: right, y: top)
    buffer.putSingleColumn(Cell(scalar: lines.bottomRight, style: style), x: right, y: bottom)
    for row in (top + 1)..<bottom {
      buffer.putSingleColumn(down, x: left, y: row)
      buffer.putSingleColumn(down, x: right, y: row)
    }
  }
}
