/// The few sequences the frame writer spells itself, byte by byte: UTF-8, and the ANSI cursor
/// moves (`ESC [ n C`, `ESC [ row ; column H`) that `TerminalCapabilities.directOutputProblem`
/// made sure the terminal has.
enum TerminalBytes {
  static func appendUTF8(_ value: UInt32, to out: inout some ByteOutput) {
    switch value {
    case 0..<0x80:
      out.append(UInt8(value))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | value >> 6))
      out.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | value >> 12))
      out.append(UInt8(0x80 | value >> 6 & 0x3F))
      out.append(UInt8(0x80 | value & 0x3F))
    default:
      out.append(UInt8(0xF0 | value >> 18))
      out.append(UInt8(0x80 | value >> 12 & 0x3F))
      out.append(UInt8(0x80 | value >> 6 & 0x3F))
      out.append(UInt8(0x80 | value & 0x3F))
    }
  }

  /// `ESC [ count C`: the cursor `count` columns right.
  static func appendCursorRight(by count: Int, to out: inout some ByteOutput) {
    appendSequence(to: &out) { bytes in
      let end = putNumber(count, into: bytes, at: 2)
      bytes[end] = UInt8(ascii: "C")
      return end &+ 1
    }
  }

  /// `ESC [ row+1 ; column+1 H`: the cursor to the zero-based (column, row).
  static func appendCursorAddress(row: Int, column: Int, to out: inout some ByteOutput) {
    appendSequence(to: &out) { bytes in
      var end = putNumber(row &+ 1, into: bytes, at: 2)
      bytes[end] = UInt8(ascii: ";")
      end = putNumber(column &+ 1, into: bytes, at: end &+ 1)
      bytes[end] = UInt8(ascii: "H")
      return end &+ 1
    }
  }

  /// A CSI sequence made on the stack by `fill` (which gets `ESC [` in place and returns the
  /// count of bytes) and appended in one go: a dozen moves a `j`, each otherwise a handful of
  /// appends (a capacity check each).
  @inline(__always)
  private static func appendSequence(
    to out: inout some ByteOutput, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    // ESC [, two numbers of at most 20 digits, the separator and the final byte.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { bytes in
      bytes[0] = 0x1B
      bytes[1] = UInt8(ascii: "[")
      let count = fill(bytes)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<count]))
    }
  }

  /// Writes `number` (not negative) in decimal at `index`; returns the index after it.
  ///
  /// A row or column (below 1000) is spelled by its digits straight: a `j` makes a dozen
  /// moves, and the general loop (count the digits, then divide again for each) cost more
  /// than the rest of a move.
  @inline(__always)
  private static func putNumber(
    _ number: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) -> Int {
    let zero = UInt8(ascii: "0")
    if number >= 0, number < 10 {
      bytes[index] = zero &+ UInt8(truncatingIfNeeded: number)
      return index &+ 1
    }
    if number >= 10, number < 100 {
      let tens = number / 10
      bytes[index] = zero &+ UInt8(truncatingIfNeeded: tens)
      bytes[index &+ 1] = zero &+ UInt8(truncatingIfNeeded: number &- tens &* 10)
      return index &+ 2
    }
    if number >= 100, number < 1000 {
      let hundreds = number / 100
      let tens = number / 10 &- hundreds &* 10
      bytes[index] = zero &+ UInt8(truncatingIfNeeded: hundreds)
      bytes[index &+ 1] = zero &+ UInt8(truncatingIfNeeded: tens)
      bytes[index &+ 2] = zero &+ UInt8(truncatingIfNeeded: number % 10)
      return index &+ 3
    }
    return putLongNumber(number, into: bytes, at: index)
  }

  /// `putNumber` of any number that is not negative.
  private static func putLongNumber(
    _ number: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) -> Int {
    var digits = 1
    var rest = number
    while rest >= 10 {
      rest /= 10
      digits &+= 1
    }
    var value = number
    var place = index &+ digits
    let end = place
    repeat {
      place &-= 1
      bytes[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
      value /= 10
    } while value > 0
    return end
  }
}
