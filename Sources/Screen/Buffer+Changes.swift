import Glibc

extension Buffer {
  /// Calls `body` with the column, row and cell of every cell in the top-left `columns` ×
  /// `rows` that differs from the same cell of `previous` (a buffer of the same size), row by
  /// row, left to right.
  ///
  /// The same as comparing every cell with `!=`, only cheaper: a `j` press changes a few rows
  /// of forty, so a row whose cells are those of the previous frame is passed over with one
  /// `memcmp`. A cell is plain data with no padding, so equal bits are equal cells and the
  /// other way round (see `Cell`).
  public func forEachChange(
    since previous: Buffer, columns: Int, rows: Int, _ body: (Int, Int, Cell) -> Void
  ) {
    precondition(previous.width == width && previous.height == height)
    let columns = min(max(columns, 0), width)
    let rows = min(max(rows, 0), height)
    guard columns > 0 else { return }
    let stride = MemoryLayout<Cell>.stride
    cells.withUnsafeBufferPointer { now in
      previous.cells.withUnsafeBufferPointer { before in
        guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return }
        if nowBase == beforeBase { return }  // the very same storage: nothing changed
        for y in 0..<rows {
          let start = y * width
          if memcmp(nowBase + start, beforeBase + start, columns * stride) == 0 { continue }
          for x in 0..<columns where now[start + x] != before[start + x] {
            body(x, y, now[start + x])
          }
        }
      }
    }
  }
}
