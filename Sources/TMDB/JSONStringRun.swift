/// Finding where the plain part of a JSON string ends, eight bytes at a time.
///
/// Most of a TMDB payload's bytes are inside strings (overviews, titles, image paths), and the
/// loops that walk a payload (the replay record scan, its compaction, the nesting check) spent
/// most of their instructions stepping through them a byte at a time. These read a 64-bit word
/// and test all eight bytes at once with the classic "has a zero byte" bit tricks: for a word
/// `x`, `(x - 0x01…01) & ~x & 0x80…80` marks every byte of `x` that is zero, and the lowest mark
/// is always a true one (a borrow only spreads upwards, from a byte that really was zero). So
/// the lowest mark of the combined test is exactly the first byte that needs a closer look.
enum JSONStringRun {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let quotes: UInt64 = 0x2222_2222_2222_2222  // "
  private static let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C  // \
  private static let spaces: UInt64 = 0x2020_2020_2020_2020  // below this: control characters

  /// Marks the bytes of `word` that are zero (the lowest mark is exact; see the type's comment).
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highBits
  }

  /// The offset of the first byte at or after `start` that is `"`, `\`, a control character
  /// (below 0x20) or not ASCII (0x80 and up), or `bytes.count` when there is none: everything
  /// before it is plain text a string may hold as it is.
  @inline(__always)
  static func endOfPlainASCII(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    var offset = start
    while offset + 8 <= bytes.count {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      // `word - 0x20…20` borrows in (sets the high bit of) each byte below 0x20; bytes of
      // 0x80 and up are marked by their own high bit.
      let special =
        (word & highBits) | ((word &- spaces) & ~word & highBits)
        | zeroBytes(word ^ quotes) | zeroBytes(word ^ backslashes)
      if special != 0 { return offset + special.trailingZeroBitCount / 8 }
      offset += 8
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
        return offset
      }
      offset += 1
    }
    return offset
  }

  /// The offset of the first `"` or `\` at or after `start`, or `bytes.count` when there is
  /// none: for walking strings already known to be valid.
  @inline(__always)
  static func nextQuoteOrBackslash(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    var offset = start
    while offset + 8 <= bytes.count {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let special = zeroBytes(word ^ quotes) | zeroBytes(word ^ backslashes)
      if special != 0 { return offset + special.trailingZeroBitCount / 8 }
      offset += 8
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return offset }
      offset += 1
    }
    return offset
  }

  /// The offset just past the closing quote of the string whose contents start at `start` (just
  /// after its opening quote), or `bytes.count` when it is not closed. An escape's `\` hides
  /// the byte after it, whatever that is: this only finds the end, it does not validate.
  static func endOfString(_ bytes: UnsafeRawBufferPointer, contentsFrom start: Int) -> Int {
    var offset = start
    while true {
      offset = nextQuoteOrBackslash(bytes, from: offset)
      guard offset < bytes.count else { return bytes.count }
      if bytes[offset] == UInt8(ascii: "\"") { return offset + 1 }
      offset += 2
      guard offset < bytes.count else { return bytes.count }
    }
  }
}
