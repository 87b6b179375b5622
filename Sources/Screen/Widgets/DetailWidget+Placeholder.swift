import Synchronization

/// The detail pane's placeholder poster (a frame with the film's initials), drawn in place
/// when it can be: every `j` along a list shows one.
extension DetailWidget {
  /// The placeholder poster, as `PosterPlaceholder.art` put at `origin` gives it. Holding `j`
  /// shows a new one every press: when it is whole on a left-to-right screen, over blank
  /// cells, with initials of one-column letters, it is drawn in place, which writes the same
  /// cells without making the art's grid of cells and copying it.
  ///
  /// `overBlank` says the caller knows the box's cells are blank (a summary laid over a
  /// cleared pane): they are not read to see (315 cells at every `j`); debug builds check.
  /// Returns whether it was drawn in place (`drawPlaceholderCells`).
  @discardableResult
  static func drawPlaceholder(
    initials: String, size: Size, at origin: Point, fromRow: Int, maxRows: Int, theme: Theme,
    overBlank: Bool = false, buffer: inout Buffer
  ) -> Bool {
    let box = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    if fromRow <= 0, maxRows >= size.height, buffer.direction == .leftToRight,
      buffer.area.intersection(box) == box,
      initials.withBorrowedUTF8({ TextLayout.allLoneSingleColumn($0) }),
      Self.isBlank(box, in: buffer, known: overBlank)
    {
      let columns = DetailLineWriter.columns(of: initials)
      if box.width >= 2, box.height >= 2, columns <= box.width - 2 {
        drawPlaceholderCells(initials, columns: columns, in: box, theme: theme, &buffer)
        return true
      }
      PosterPlaceholder.draw(
        initials: initials, heavy: false, in: box, style: theme.border, textStyle: theme.dim,
        buffer: &buffer)
      return false
    }
    buffer.put(
      PosterPlaceholder.art(initials: initials, size: size, theme: theme), x: origin.x,
      y: origin.y, fromRow: fromRow, maxRows: maxRows)
    return false
  }

  /// Over a placeholder drawn in place in `box` (its frame, blanks, and initials on
  /// `DetailPaneReach.initialsRow`): the placeholder of `initials` as `drawPlaceholder` draws
  /// it over blank cells, by writing the initials' row again. False, nothing written, when
  /// that would not draw it in place (then the box is to be blanked and drawn the usual way).
  /// A `j` along a list shows one placeholder after another in the same box: 13 of its 15
  /// rows are the same cells, not blanked, drawn and compared again.
  static func redrawInitials(
    _ initials: String, in box: Rect, theme: Theme, _ buffer: inout Buffer
  ) -> Bool {
    guard box.width >= 2, box.height >= 3, buffer.direction == .leftToRight,
      buffer.area.intersection(box) == box,
      initials.withBorrowedUTF8({ TextLayout.allLoneSingleColumn($0) })
    else { return false }
    let columns = DetailLineWriter.columns(of: initials)
    guard columns <= box.width - 2 else { return false }
    let row = DetailPaneReach.initialsRow(of: box)
    let width = buffer.width
    let (blank, dim) = (Cell.blank, theme.dim)
    buffer.withUnsafeMutableCells { cells in
      let base = cells.baseAddress! + row * width
      for x in (box.x + 1)..<(box.maxX - 1) { base[x] = blank }
      var x = box.x + (box.width - columns) / 2
      for scalar in initials.unicodeScalars {
        base[x] = Cell(code: scalar.value, style: dim)
        x += 1
      }
    }
    #if DEBUG
      // The cells a placeholder drawn afresh has.
      var fresh = buffer
      fresh.fill(box)
      drawPlaceholderCells(initials, columns: columns, in: box, theme: theme, &fresh)
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX {
          precondition(fresh[x, y] == buffer[x, y], "kept placeholder cell (\(x), \(y)) differs")
        }
      }
    #endif
    return true
  }

  /// Whether every cell of `box` (inside the buffer: checked by the caller) is `Cell.blank`.
  /// A cell is two 32-bit fields compared whole (`Cell`'s `==`), so its eight bytes are: a
  /// row's differences are gathered without a branch a cell, and asked once a row.
  /// When `known`, true without a look but in debug builds, which check that it is so.
  private static func isBlank(_ box: Rect, in buffer: Buffer, known: Bool) -> Bool {
    #if DEBUG
      if known { precondition(isBlank(box, in: buffer), "the poster's cells are not blank") }
    #endif
    return known || isBlank(box, in: buffer)
  }

  private static func isBlank(_ box: Rect, in buffer: Buffer) -> Bool {
    let blank = Cell.blank
    let width = buffer.width
    if MemoryLayout<Cell>.size == 8, MemoryLayout<Cell>.stride == 8 {
      let blankBits = withUnsafeBytes(of: blank) { $0.loadUnaligned(as: UInt64.self) }
      return buffer.cells.withUnsafeBytes { cells in
        for y in box.y..<box.maxY {
          let row = cells.baseAddress! + (y * width + box.x) * 8
          var differences: UInt64 = 0
          for column in 0..<box.width {
            differences |=
              row.loadUnaligned(fromByteOffset: column * 8, as: UInt64.self) ^ blankBits
          }
          if differences != 0 { return false }
        }
        return true
      }
    }
    return buffer.cells.withUnsafeBufferPointer { cells in
      for y in box.y..<box.maxY {
        for index in (y * width + box.x)..<(y * width + box.maxX) where cells[index] != blank {
          return false
        }
      }
      return true
    }
  }

  /// `PosterPlaceholder.draw` (light frame) over blank cells of a left-to-right screen, with
  /// initials of lone single columns that fit: cell by cell, without its strings. A wide
  /// grapheme the frame's right edge cuts into loses its right half, as `Buffer.put` mends it.
  private static func drawPlaceholderCells(
    _ initials: String, columns: Int, in box: Rect, theme: Theme, _ buffer: inout Buffer
  ) {
    let border = theme.border
    // The top and bottom rows copied whole from the kept ones; the sides a cell each.
    frameRows.withLock { rows in
      if rows.width != box.width || rows.style != border {
        rows = FrameRows(width: box.width, style: border)
      }
      buffer.copyCells(rows.cells[..<box.width], x: box.x, y: box.y)
      buffer.copyCells(rows.cells[box.width...], x: box.x, y: box.maxY - 1)
    }
    let side = Cell(code: 0x2502, style: border)
    let dim = theme.dim
    let width = buffer.width
    // The box is inside the buffer (the caller checked): the cells written straight, the
    // storage's uniqueness checked once.
    buffer.withUnsafeMutableCells { cells in
      let base = cells.baseAddress!
      for row in (box.y + 1)..<(box.maxY - 1) {
        base[row * width + box.x] = side
        base[row * width + box.maxX - 1] = side
      }
      if box.maxX < width {
        for row in box.y..<box.maxY where base[row * width + box.maxX].isContinuation {
          base[row * width + box.maxX].code = Cell.spaceCode
        }
      }
      var index = (box.y + (box.height - 1) / 2) * width + box.x + (box.width - columns) / 2
      for scalar in initials.unicodeScalars {
        base[index] = Cell(code: scalar.value, style: dim)
        index += 1
      }
    }
  }

  /// The placeholder frame's top row then its bottom row, of one width and style: the last
  /// ones drawn, kept (every `j` draws the same frame).
  private struct FrameRows {
    var width = 0
    var style = Style.plain
    var cells: [Cell] = []

    init() {}

    init(width: Int, style: Style) {
      self.width = width
      self.style = style
      var cells = Array(repeating: Cell(code: 0x2500, style: style), count: 2 * width)
      cells[0].code = 0x250C
      cells[width - 1].code = 0x2510
      cells[width].code = 0x2514
      cells[2 * width - 1].code = 0x2518
      self.cells = cells
    }
  }

  private static let frameRows = Mutex(FrameRows())
}
