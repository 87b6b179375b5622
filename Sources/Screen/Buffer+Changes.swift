import Glibc

extension Buffer {
  /// Calls `body` with the column, row and cell of every cell in the top-left `columns` ×
  /// `rows` that differs from the same cell of `previous` (a buffer of the same size), row by
  /// row, left to right.
  ///
  /// The same as comparing every cell with `!=`, only cheaper: a `j` press changes two or three
  /// rows of forty, so a row whose cells are bit for bit those of the previous frame is passed
  /// over with one `memcmp`, and a cell is compared by value only when its bits differ. Equal
  /// bits always mean equal cells (the same inline string or the same string storage, the same
  /// style); different bits may still be equal cells (two copies of one long string), which
  /// the value comparison catches.
  public func forEachChange(
    since previous: Buffer, columns: Int, rows: Int, _ body: (Int, Int, Cell) -> Void
  ) {
    precondition(previous.width == width && previous.height == height)
    let columns = min(max(columns, 0), width)
    let rows = min(max(rows, 0), height)
    guard columns > 0 else { return }
    let stride = MemoryLayout<Cell>.stride
    let size = MemoryLayout<Cell>.size
    cells.withUnsafeBufferPointer { now in
      previous.cells.withUnsafeBufferPointer { before in
        guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return }
        if nowBase == beforeBase { return }  // the very same storage: nothing changed
        let nowBytes = UnsafeRawPointer(nowBase)
        let beforeBytes = UnsafeRawPointer(beforeBase)
        for y in 0..<rows {
          let start = y * width
          if memcmp(nowBytes + start * stride, beforeBytes + start * stride, columns * stride)
            == 0
          {
            continue
          }
          for x in 0..<columns {
            let index = start + x
            if memcmp(nowBytes + index * stride, beforeBytes + index * stride, size) == 0 {
              continue
            }
            if now[index] != before[index] { body(x, y, now[index]) }
          }
        }
      }
    }
  }
}
