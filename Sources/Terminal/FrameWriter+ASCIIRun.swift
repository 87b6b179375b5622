extension FrameWriter {
  /// How many cells from `start` on (before `end`) are printable ASCII in the run's style and
  /// changed from the cells shown, their bytes copied to `bytes`: the part of a run most of a
  /// frame's cells go through (a line of a film's overview, a list row).
  ///
  /// A cell is one 8-byte word, its code in the low half and its packed style in the high half
  /// (`cellsAreWords`): such a cell less `base` (the run's style with 0x20) is below 0x5F. Four
  /// cells a step, each stored as it is looked at; a function of its own, so that its handful
  /// of values stay in registers (inlined into `continueRun`, whose many live values they
  /// shared, the loop read three of them back from the stack at every cell).
  @inline(never)
  static func changedASCII(
    _ now: UnsafeRawPointer, _ shown: UnsafeRawPointer, from start: Int, to end: Int,
    base: UInt64, into bytes: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var x = start
    var target = bytes
    while x &+ 4 <= end {
      let offset = x &* 8
      let a0 = now.load(fromByteOffset: offset, as: UInt64.self)
      guard a0 != shown.load(fromByteOffset: offset, as: UInt64.self), a0 &- base < 0x5F
      else { return x &- start }
      target[0] = UInt8(truncatingIfNeeded: a0)
      let a1 = now.load(fromByteOffset: offset &+ 8, as: UInt64.self)
      guard a1 != shown.load(fromByteOffset: offset &+ 8, as: UInt64.self), a1 &- base < 0x5F
      else { return x &+ 1 &- start }
      target[1] = UInt8(truncatingIfNeeded: a1)
      let a2 = now.load(fromByteOffset: offset &+ 16, as: UInt64.self)
      guard a2 != shown.load(fromByteOffset: offset &+ 16, as: UInt64.self), a2 &- base < 0x5F
      else { return x &+ 2 &- start }
      target[2] = UInt8(truncatingIfNeeded: a2)
      let a3 = now.load(fromByteOffset: offset &+ 24, as: UInt64.self)
      guard a3 != shown.load(fromByteOffset: offset &+ 24, as: UInt64.self), a3 &- base < 0x5F
      else { return x &+ 3 &- start }
      target[3] = UInt8(truncatingIfNeeded: a3)
      x &+= 4
      target += 4
    }
    while x < end {
      let bits = now.load(fromByteOffset: x &* 8, as: UInt64.self)
      guard bits != shown.load(fromByteOffset: x &* 8, as: UInt64.self), bits &- base < 0x5F
      else { break }
      target[0] = UInt8(truncatingIfNeeded: bits)
      target += 1
      x &+= 1
    }
    return x &- start
  }
}
