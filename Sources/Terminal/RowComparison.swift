import Glibc
import Screen

/// Where two frames' rows differ, read as plainly as the cells allow: which columns of each row
/// a damaged frame needs compared, and the first changed cell of a row.
enum RowComparison {
  /// Fills `spans` with each row's first and end column to compare: every column of every
  /// row without `damage`, else the columns from the first to the last any damage rectangle
  /// covers on that row (one span: what lies between two rectangles is compared too, which
  /// costs little and is never wrong), none on a row no rectangle reaches.
  static func columnsToCompare(
    _ damage: [Rect]?, rows: Int, columns: Int, into spans: inout [Int]
  ) {
    if spans.count < rows * 2 { spans = [Int](repeating: 0, count: rows * 2) }
    // Through a pointer: an array's store checks its bounds and that its storage is its own.
    spans.withUnsafeMutableBufferPointer { buffer in
      guard let spans = buffer.baseAddress else { return }
      guard let damage else {
        for y in 0..<rows { (spans[y &* 2], spans[y &* 2 &+ 1]) = (0, columns) }
        return
      }
      for y in 0..<rows { (spans[y &* 2], spans[y &* 2 &+ 1]) = (columns, 0) }
      for rect in damage {
        let first = max(rect.x, 0)
        let end = min(rect.maxX, columns)
        guard first < end else { continue }
        let top = max(rect.y, 0)
        var y = top
        let bottom = max(min(rect.maxY, rows), top)
        while y < bottom {
          spans[y &* 2] = min(spans[y &* 2], first)
          spans[y &* 2 &+ 1] = max(spans[y &* 2 &+ 1], end)
          y &+= 1
        }
      }
    }
  }

  /// The first column from `from` on (before `to`) where the two rows' cells differ, or `to`.
  static func firstDifference(
    _ now: UnsafePointer<Cell>, _ before: UnsafePointer<Cell>, from: Int, to: Int
  ) -> Int {
    guard MemoryLayout<Cell>.stride == 8 else {
      var x = from
      while x < to && now[x] == before[x] { x += 1 }
      return x
    }
    let a = UnsafeRawPointer(now)
    let b = UnsafeRawPointer(before)
    var x = from
    // A long stretch is first given to memcmp, the C library's vector code, which reads it
    // several times faster and says at once when all is the same (the blanks after a row's
    // last change, a row that did not change); when not, it stopped at the difference, and
    // the loops below find where it is.
    if to &- x >= 16, memcmp(a + x &* 8, b + x &* 8, (to &- x) &* 8) == 0 { return to }
    // Four cells a step, one branch for the four: long equal stretches (the list beside a
    // changed detail pane) go by quickly.
    while x &+ 4 <= to {
      let offset = x &* 8
      let differs =
        (a.load(fromByteOffset: offset, as: UInt64.self)
          ^ b.load(fromByteOffset: offset, as: UInt64.self))
        | (a.load(fromByteOffset: offset &+ 8, as: UInt64.self)
          ^ b.load(fromByteOffset: offset &+ 8, as: UInt64.self))
        | (a.load(fromByteOffset: offset &+ 16, as: UInt64.self)
          ^ b.load(fromByteOffset: offset &+ 16, as: UInt64.self))
        | (a.load(fromByteOffset: offset &+ 24, as: UInt64.self)
          ^ b.load(fromByteOffset: offset &+ 24, as: UInt64.self))
      if differs != 0 { break }
      x &+= 4
    }
    while x < to
      && a.load(fromByteOffset: x &* 8, as: UInt64.self)
        == b.load(fromByteOffset: x &* 8, as: UInt64.self)
    {
      x &+= 1
    }
    return x
  }
}
