extension FrameWriter {
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
