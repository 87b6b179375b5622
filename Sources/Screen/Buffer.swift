/// A width × height grid of cells: one frame, rendered from state and then drawn by a backend
/// (ncurses, or the headless runner that reads it back as text).
///
/// Drawing never writes outside the grid, so widgets can be handed any rectangle at any
/// terminal size. Writes keep wide graphemes whole: overwriting either half of one turns the
/// other half into a space, so a row never holds an orphaned continuation.
public struct Buffer: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// Row-major cells, `width * height` of them.
  /// Written only through `Buffer`'s own methods (here and in Buffer+RawCopies.swift).
  public internal(set) var cells: [Cell]
  /// Pictures the terminal draws over blank cells after the frame (see `PosterArt.image`).
  public internal(set) var images: [ImagePlacement] = []

  public init(width: Int, height: Int, style: Style = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(
      repeating: Cell(code: Cell.spaceCode, style: style), count: self.width * self.height)
  }

  /// The whole buffer as a rectangle at the origin.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at a column and row. Reading outside gives a blank; writing outside is ignored.
  /// This is a raw write: prefer `put`, which keeps wide graphemes consistent.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x, y) ? cells[y * width + x] : .blank }
    set { if contains(x, y) { cells[y * width + x] = newValue } }
  }

  /// The screen's direction. Right to left mirrors every write: `put`, `fill`, `setStyle` and
  /// posters take their coordinates as if the screen read left to right, and land reflected
  /// across the buffer's vertical centre (the list on the right, text aligned right), so
  /// widgets lay out once for both directions.
  public var direction: TextDirection = .leftToRight

  /// Writes `text` from (x, y) onwards and returns the number of columns used.
  ///
  /// The text is laid out by the bidi algorithm first (UAX #9, after any cutting in logical
  /// order): `base` is the paragraph direction, by default the screen's for Reel's own words
  /// (`.auto` on a left-to-right screen, so data in any script reads right there too); pass
  /// `.auto` for data from TMDB and `.leftToRight` for drawing (box lines). Isolates put around
  /// data by `ScreenLanguage.screenText` order it and are not drawn. On a right-to-left screen
  /// the cells used are reflected (see `direction`).
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain,
    base: BaseDirection? = nil
  ) -> Int {
    let mirrored = direction == .rightToLeft
    // Latin, CJK, box lines on a left-to-right screen: nothing to reorder (the fast path that
    // keeps such screens exactly as they always were).
    guard mirrored || BidiLine.mayReorder(text) else {
      return putVisual(text, x: x, y: y, maxWidth: maxWidth, style: style)
    }
    let paragraph = base ?? (mirrored ? .rightToLeft : .auto)
    var line = BidiLine(text, base: paragraph, keepingIsolates: true)
    guard mirrored else {
      return putVisual(line.text, x: x, y: y, maxWidth: maxWidth, style: style)
    }
    guard y >= 0, y < height else { return 0 }
    let limit = min(maxWidth ?? .max, width - max(x, 0))
    guard limit > 0 else { return 0 }
    if line.width > limit {
      // Cut in logical order, so the start of the text stays whatever its direction.
      line = BidiLine(
        TextLayout.truncate(text, toWidth: limit), base: paragraph, keepingIsolates: true)
    }
    let used = min(line.width, limit)
    return putVisual(line.text, x: width - x - used, y: y, maxWidth: used, style: style)
  }

  /// Writes `text` from (x, y) rightwards as it is (already in visual order, never mirrored)
  /// and returns the number of columns used.
  ///
  /// Stops at the right edge of the buffer and after `maxWidth` columns; a wide grapheme that
  /// would straddle that limit becomes a space instead. Graphemes of width 0 (controls, stray
  /// combining marks) are skipped, so a cell always holds something of width 1 or 2. Text from
  /// the network should still go through `Sanitizer` first: this only protects the grid.
  @discardableResult
  public mutating func putVisual(
    _ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain
  ) -> Int {
    guard y >= 0, y < height, x < width else { return 0 }
    let available = width - x
    let limit = x + min(available, max(0, maxWidth ?? available))
    // The text's own bytes, read in place: the checks and the writes below are loops over
    // contiguous memory, not over a string's views.
    var bytes = text
    let written: Int? = bytes.withUTF8 { bytes in
      if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        return putASCII(bytes, x: x, y: y, limit: limit, style: style)
      }
      if TextLayout.allLoneSingleColumn(bytes) {
        return putLoneScalars(bytes, x: x, y: y, limit: limit, style: style)
      }
      return nil
    }
    if let written { return written }
    var column = x
    var wroteFrom: Int?
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if characterWidth == 0 { continue }
      if column + characterWidth > limit {
        // A wide grapheme that does not fit the last column leaves a space, not half a glyph.
        if column < limit, column >= 0 {
          if wroteFrom == nil {
            wroteFrom = column
            breakWideGrapheme(endingAt: column, row: y)
          }
          cells[y * width + column] = Cell(code: Cell.spaceCode, style: style)
          column += 1
        }
        break
      }
      if column + characterWidth <= 0 {
        column += characterWidth  // clipped by the left edge
        continue
      }
      if column < 0 {
        // The right half of a wide grapheme starting left of the buffer: show a space.
        wroteFrom = 0
        cells[y * width] = Cell(code: Cell.spaceCode, style: style)
        column += characterWidth
        continue
      }
      if wroteFrom == nil {
        wroteFrom = column
        breakWideGrapheme(endingAt: column, row: y)
      }
      cells[y * width + column] = Cell(character, style: style)
      if characterWidth == 2 { cells[y * width + column + 1] = .continuation(style: style) }
      column += characterWidth
    }
    guard let start = wroteFrom else { return 0 }
    breakWideGrapheme(startingAt: column, row: y)
    return column - start
  }

  /// `putVisual` for printable ASCII: a column a byte, no graphemes to break, no widths to
  /// look up; the cells come out the same.
  private mutating func putASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style
  ) -> Int {
    let first = max(x, 0)
    let end = min(x + bytes.count, limit)
    guard first < end else { return 0 }
    breakWideGrapheme(endingAt: first, row: y)
    let rowStart = y * width
    let skipped = first - x
    cells.withUnsafeMutableBufferPointer { cells in
      for column in first..<end {
        cells[rowStart + column] = Cell(code: UInt32(bytes[skipped + column - first]), style: style)
      }
    }
    breakWideGrapheme(startingAt: end, row: y)
    return end - first
  }

  /// A scalar that is always a grapheme of its own (nothing joins it to its neighbours when
  /// they are such scalars too) and one column wide: Latin letters, dashes, quotes and "…",
  /// box drawing, blocks, "★" and Braille. Text made only of these needs no grapheme breaking.
  public static func isLoneSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2500...0x259F, 0x2605,
      0x2800...0x28FF:
      true
    default: false
    }
  }

  /// `putVisual` for text whose scalars all pass `isLoneSingleColumn` (so none is longer than
  /// three bytes), given as its UTF-8 bytes: a column a scalar.
  private mutating func putLoneScalars(
    _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style
  ) -> Int {
    var column = x
    var wroteFrom: Int?
    var index = 0
    let rowStart = y * width
    while index < bytes.count, column < limit {
      let lead = bytes[index]
      let value: UInt32
      if lead < 0x80 {
        value = UInt32(lead)
        index += 1
      } else if lead & 0xE0 == 0xC0 {
        value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        index += 2
      } else {
        value =
          UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        index += 3
      }
      if column < 0 {
        column += 1  // clipped by the left edge
        continue
      }
      if wroteFrom == nil {
        wroteFrom = column
        breakWideGrapheme(endingAt: column, row: y)
      }
      cells[rowStart + column] = Cell(code: value, style: style)
      column += 1
    }
    guard let start = wroteFrom else { return 0 }
    breakWideGrapheme(startingAt: column, row: y)
    return column - start
  }

  /// Writes a cell holding one grapheme one column wide at (x, y), inside the buffer, mending
  /// any wide grapheme it cuts into: `putVisual` of that grapheme, without the text work.
  mutating func putSingleColumn(_ cell: Cell, x: Int, y: Int) {
    breakWideGrapheme(endingAt: x, row: y)
    cells[y * width + x] = cell
    breakWideGrapheme(startingAt: x + 1, row: y)
  }

  /// Fills `rect` (clipped to the buffer) with spaces in `style`: backgrounds, clearing a pane.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    let clipped = placed(rect).intersection(area)
    guard !clipped.isEmpty else { return }
    let space = Cell(code: Cell.spaceCode, style: style)
    let width = width
    // One uniqueness check for the whole rectangle, and each row's span written as one block
    // (panes and backgrounds are filled every frame: thousands of cells).
    cells.withUnsafeMutableBufferPointer { cells in
      let base = cells.baseAddress!
      for row in clipped.y..<clipped.maxY {
        let start = base + row * width
        // A wide grapheme cut by either edge keeps no orphaned half (`breakWideGrapheme`).
        if clipped.x > 0, start[clipped.x].code == Cell.continuationCode {
          start[clipped.x - 1].code = Cell.spaceCode
        }
        if clipped.maxX < width, start[clipped.maxX].code == Cell.continuationCode {
          start[clipped.maxX].code = Cell.spaceCode
        }
        (start + clipped.x).update(repeating: space, count: clipped.width)
      }
    }
  }

  /// Replaces the style of every cell in `rect` (clipped), keeping the text: a selection bar
  /// drawn over an already rendered row.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    let clipped = placed(rect).intersection(area)
    guard !clipped.isEmpty else { return }
    for row in clipped.y..<clipped.maxY {
      for column in clipped.x..<clipped.maxX { cells[row * width + column].style = style }
    }
  }

  /// Each row as plain text, continuation cells skipped and trailing spaces trimmed: what the
  /// headless runner prints for `snap` and what snapshot tests compare.
  public func lines() -> [String] {
    (0..<height).map { row in
      var line = String.UnicodeScalarView()
      for cell in cells[row * width..<(row + 1) * width] where !cell.isContinuation {
        if let scalar = cell.scalar {
          line.append(scalar)
        } else {
          line.append(contentsOf: cell.grapheme.unicodeScalars)
        }
      }
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// Where a rectangle given left to right lands on this screen.
  func placed(_ rect: Rect) -> Rect {
    direction == .rightToLeft ? rect.mirrored(in: area) : rect
  }

  private func contains(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }

  /// About to overwrite from `column`: if that cell is the right half of a wide grapheme,
  /// blank the left half, which would otherwise lose its second column.
  private mutating func breakWideGrapheme(endingAt column: Int, row: Int) {
    guard column > 0, column < width, cells[row * width + column].isContinuation else { return }
    cells[row * width + column - 1].code = Cell.spaceCode
  }

  /// Just overwrote up to `column` (exclusive): a continuation there lost its left half.
  private mutating func breakWideGrapheme(startingAt column: Int, row: Int) {
    guard column >= 0, column < width else { return }
    let index = row * width + column
    if cells[index].isContinuation { cells[index].code = Cell.spaceCode }
  }
}
