/// `endOfPlainASCII` sixteen bytes at a time, in vector registers.
///
/// The readers of a list page (the replay record's scan, then `MoviePageReader`) spend most of
/// their instructions finding where strings end: ~3,300 words a page, ~19 instructions each
/// with the word trick (its masks, the bound and overflow tests). Compared as sixteen lanes at
/// once, a block costs ~16 instructions, half a word's each byte.
extension JSONStringRun {
  /// What `endOfPlainASCII(bytes, from: start)` answers: the offset of the first byte at or
  /// after `start` that is `"`, `\`, a control character or not ASCII, or `bytes.count`.
  @inline(__always)
  static func endOfPlainText(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let end = bytes.count
    var offset = start
    // Made from vectors, not scalars: `v .== 0x22` compiled to a loop over the lanes.
    let quotes = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
    let backslashes = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
    // Read as signed, a byte of 0x80 and up is negative: below 0x20, as a control character is.
    let spaces = SIMD16<Int8>(repeating: 0x20)
    while offset &+ 16 <= end {
      let block = base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let special =
        (block .== quotes) .| (block .== backslashes)
        .| (SIMD16<Int8>(truncatingIfNeeded: block) .< spaces)
      // A lane found is all ones: the lowest one's byte is the first special byte.
      let words = unsafeBitCast(special, to: SIMD2<UInt64>.self)
      if words[0] | words[1] != 0 {
        return words[0] != 0
          ? offset &+ words[0].trailingZeroBitCount &>> 3
          : offset &+ 8 &+ words[1].trailingZeroBitCount &>> 3
      }
      offset &+= 16
    }
    return endOfPlainASCII(bytes, from: offset)
  }
}
