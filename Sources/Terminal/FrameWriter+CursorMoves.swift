import Screen

extension FrameWriter {

  /// Puts the cursor at (x, y) unless it is there, and the rendition to `style`'s. A short gap
  /// on the same row of cells already showing, in the current style, is written again rather
  /// than jumped: fewer bytes than a move.
  mutating func place(
    x: Int, y: Int, style wanted: Style, cells: UnsafeBufferPointer<Cell>,
    into out: inout FrameBytes
  ) {
    if row != y || column != x {
      if !(row == y && column < x && x - column <= 3
        && fillGap(to: x, y: y, cells: cells, into: &out))
      {
        moveCursor(x: x, y: y, into: &out)
      }
      (row, column) = (y, x)
    }
    let key = wanted.packedValue
    if key != style {
      renditions.append(from: style, to: wanted, into: &out)
      style = key
    }
  }

  /// A move along the row when the terminal has one of the ANSI shape, else to the address.
  mutating func moveCursor(x: Int, y: Int, into out: inout some ByteOutput) {
    if row == y, column >= 0, column < x, movesRight {
      TerminalBytes.appendCursorRight(by: x - column, to: &out)
    } else {
      TerminalBytes.appendCursorAddress(row: y, column: x, to: &out)
    }
    (row, column) = (y, x)
  }

  /// `moveCursor` into the frame's memory (`appendMove`, `appendAddress`).
  mutating func moveCursor(x: Int, y: Int, into out: inout FrameBytes) {
    if row == y, column >= 0, column < x, movesRight {
      if !Self.appendMove(right: x - column, to: &out) {
        TerminalBytes.appendCursorRight(by: x - column, to: &out)
      }
    } else if !Self.appendAddress(row: y, column: x, to: &out) {
      TerminalBytes.appendCursorAddress(row: y, column: x, to: &out)
    }
    (row, column) = (y, x)
  }

  /// Writes the cells between the cursor and column `x` of row `y` again when each is a lone
  /// one-column scalar in the current style; false (nothing written) otherwise.
  mutating func fillGap(
    to x: Int, y: Int, cells: UnsafeBufferPointer<Cell>, into out: inout FrameBytes
  ) -> Bool {
    guard column >= 0, x <= cells.count else { return false }
    for gap in column..<x {
      guard cells[gap].style.packedValue == style, let scalar = cells[gap].scalar,
        Self.isLoneSingleColumn(scalar.value)
      else { return false }
    }
    for gap in column..<x { TerminalBytes.appendUTF8(cells[gap].scalar!.value, to: &out) }
    record(x: column, y: y, width: x - column)
    return true
  }

  mutating func advance(x: Int, y: Int, by count: Int, _ screenWidth: Int) {
    record(x: x, y: y, width: count)
    let next = x + count
    // At the right margin the terminal waits to wrap: the cursor is not at `next`.
    (row, column) = next < screenWidth ? (y, next) : (-1, -1)
  }

  mutating func forgetPosition(x: Int, y: Int, width: Int) {
    record(x: x, y: y, width: width)
    (row, column) = (-1, -1)
  }

  mutating func record(x: Int, y: Int, width: Int) {
    runs.record(x: x, y: y, width: width)
  }

  /// `ESC [ count C` (`right`) or `ESC [ row+1 ; column+1 H`, as `TerminalBytes` spells them,
  /// written straight into the frame's memory when every number is below 1000 (every screen
  /// Reel draws): a `j` makes about fifteen moves, and each was made on the stack and then
  /// copied in. False, nothing written, for larger numbers.
  @inline(__always)
  static func appendMove(right count: Int, to out: inout FrameBytes) -> Bool {
    guard count >= 0, count < 1000 else { return false }
    out.appendDirectly(upTo: 6) { bytes -> Int in
      bytes[0] = 0x1B
      bytes[1] = UInt8(ascii: "[")
      let end = putSmall(count, bytes, at: 2)
      bytes[end] = UInt8(ascii: "C")
      return end &+ 1
    }
    return true
  }

  @inline(__always)
  static func appendAddress(row: Int, column: Int, to out: inout FrameBytes) -> Bool {
    guard row >= 0, row < 999, column >= 0, column < 999 else { return false }
    out.appendDirectly(upTo: 10) { bytes -> Int in
      bytes[0] = 0x1B
      bytes[1] = UInt8(ascii: "[")
      var end = putSmall(row &+ 1, bytes, at: 2)
      bytes[end] = UInt8(ascii: ";")
      end = putSmall(column &+ 1, bytes, at: end &+ 1)
      bytes[end] = UInt8(ascii: "H")
      return end &+ 1
    }
    return true
  }

  /// `number` (0–999) in decimal at `index`; the index after it.
  @inline(__always)
  private static func putSmall(_ number: Int, _ bytes: UnsafeMutablePointer<UInt8>, at index: Int)
    -> Int
  {
    let zero = UInt8(ascii: "0")
    if number < 10 {
      bytes[index] = zero &+ UInt8(truncatingIfNeeded: number)
      return index &+ 1
    }
    if number < 100 {
      let tens = number / 10
      bytes[index] = zero &+ UInt8(truncatingIfNeeded: tens)
      bytes[index &+ 1] = zero &+ UInt8(truncatingIfNeeded: number &- tens &* 10)
      return index &+ 2
    }
    let hundreds = number / 100
    let rest = number &- hundreds &* 100
    let tens = rest / 10
    bytes[index] = zero &+ UInt8(truncatingIfNeeded: hundreds)
    bytes[index &+ 1] = zero &+ UInt8(truncatingIfNeeded: tens)
    bytes[index &+ 2] = zero &+ UInt8(truncatingIfNeeded: rest &- tens &* 10)
    return index &+ 3
  }
}
