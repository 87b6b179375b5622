/// Copies and blanks of many cells at once, for the render caches and the frame canvas: the
/// row and the storage's uniqueness checked once, not for every cell as the subscript does.
extension Buffer {
  /// Raw writes of many cells of row `y` at once, as the subscript would write them one by
  /// one (cells outside the buffer are skipped): the render caches copy remembered rows with
  /// these, checking the row and the storage's uniqueness once rather than for every cell.
  ///
  /// `source` lands from column `x` rightwards.
  mutating func copyCells(_ source: ArraySlice<Cell>, x: Int, y: Int) {
    guard y >= 0, y < height else { return }
    let first = max(x, 0)
    let last = min(x + source.count, width)
    guard first < last else { return }
    let start = first - x
    let row = y * width
    // One block copy (a row is tens of cells): no index check a cell.
    source.withUnsafeBufferPointer { from in
      cells.withUnsafeMutableBufferPointer { target in
        (target.baseAddress! + row + first).update(
          from: from.baseAddress! + start, count: last - first)
      }
    }
  }

  /// The cells' storage, row-major, for a writer that puts many cells of several rows at once
  /// (the detail pane's text): the storage's uniqueness checked once, not a cell at a time.
  /// What it writes must be what the subscript would write (no wide grapheme left cut).
  @inline(__always)
  mutating func withUnsafeMutableCells<Result>(
    _ body: (UnsafeMutableBufferPointer<Cell>) -> Result
  ) -> Result {
    cells.withUnsafeMutableBufferPointer { body($0) }
  }

  /// `source[i]` lands in column `x + offsets[i]`; the two arrays are as long as each other.
  mutating func copyCells(_ source: [Cell], atOffsets offsets: [Int], x: Int, y: Int) {
    guard y >= 0, y < height else { return }
    let row = y * width
    let width = width
    cells.withUnsafeMutableBufferPointer { target in
      for index in source.indices {
        let column = x + offsets[index]
        if column >= 0, column < width { target[row + column] = source[index] }
      }
    }
  }

  /// The codes of `source[i]` land in column `x + offsets[i]`, each cell keeping its style:
  /// a remembered list row copied over a selection bar (list5).
  mutating func copyCodes(_ source: [Cell], atOffsets offsets: [Int], x: Int, y: Int) {
    guard y >= 0, y < height else { return }
    let row = y * width
    let width = width
    cells.withUnsafeMutableBufferPointer { target in
      for index in source.indices {
        let column = x + offsets[index]
        if column >= 0, column < width { target[row + column].code = source[index].code }
      }
    }
  }

  /// Copies the cells of `rect` (as placed on the screen: never mirrored; clipped) from
  /// `source`, a buffer of the same size: bringing an older frame up to date where a newer one
  /// was drawn (see `FrameRenderer`).
  mutating func copy(_ rect: Rect, from source: Buffer) {
    precondition(source.width == width && source.height == height)
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    let width = width
    cells.withUnsafeMutableBufferPointer { target in
      source.cells.withUnsafeBufferPointer { from in
        for row in clipped.y..<clipped.maxY {
          let start = row * width + clipped.x
          (target.baseAddress! + start).update(
            from: from.baseAddress! + start, count: clipped.width)
        }
      }
    }
  }

  /// Blanks, on each row from `y` on (one per entry of `ends` and `otherEnds`, which are as
  /// long as each other), the cells from column `x` to the larger of the row's two ends: the
  /// detail pane where either of the frames the buffer's cells come from reached
  /// (`FrameCanvas.clearDetailPane`). The rows are inside the buffer, and `x` and every end
  /// within its width; what lies past an end is blank, so no wide grapheme is cut there.
  mutating func blank(rows y: Int, from x: Int, before ends: [Int], and otherEnds: [Int]) {
    precondition(ends.count == otherEnds.count && y >= 0 && y + ends.count <= height)
    let width = width
    let blank = Cell.blank
    cells.withUnsafeMutableBufferPointer { cells in
      let base = cells.baseAddress!
      for index in ends.indices {
        let end = Swift.max(ends[index], otherEnds[index])
        guard end > x else { continue }
        precondition(x >= 0 && end <= width)
        let start = base + (y + index) * width
        // As `fill`: a wide grapheme cut by the left edge keeps no orphaned half.
        if x > 0, start[x].code == Cell.continuationCode { start[x - 1].code = Cell.spaceCode }
        Self.repeatCell(blank, at: start + x, count: end - x)
      }
    }
  }

  /// `count` (none when not above zero) copies of `cell` from `start`, four (two 16-byte
  /// stores) at a time: the detail pane's blanks, ~1,000 cells a `j`, which
  /// `update(repeating:)` writes one by one. `FrameCanvas` blanks with it too.
  @inline(__always)
  static func repeatCell(_ cell: Cell, at start: UnsafeMutablePointer<Cell>, count: Int) {
    guard count > 0 else { return }
    guard MemoryLayout<Cell>.size == 8, MemoryLayout<Cell>.stride == 8 else {
      start.update(repeating: cell, count: count)
      return
    }
    let word = unsafeBitCast(cell, to: UInt64.self)
    let four = SIMD4<UInt64>(repeating: word)
    let bytes = UnsafeMutableRawPointer(start)
    let end = count &* 8
    var offset = 0
    while offset &+ 32 <= end {
      bytes.storeBytes(of: four, toByteOffset: offset, as: SIMD4<UInt64>.self)
      offset &+= 32
    }
    while offset < end {
      bytes.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
      offset &+= 8
    }
  }

  /// Copies `columns` of row `source` onto row `target` of this buffer (both inside it).
  mutating func copyRow(_ source: Int, to target: Int, columns: Range<Int>) {
    guard source != target else { return }
    let width = width
    cells.withUnsafeMutableBufferPointer { cells in
      let base = cells.baseAddress!
      (base + target * width + columns.lowerBound).update(
        from: base + source * width + columns.lowerBound, count: columns.count)
    }
  }
}
