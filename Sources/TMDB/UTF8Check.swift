/// Strict UTF-8 validation over raw bytes, without making a `String`: the rules Foundation's
/// parser and `String(validating:)` apply (no overlongs, surrogates or values past U+10FFFF).
public enum UTF8Check {
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Whether all of `bytes` is well-formed UTF-8. ASCII, nearly all of a TMDB payload, is passed
  /// over eight bytes at a time; `String(data:encoding:)` copied the whole body to check it.
  public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      if offset + 8 <= bytes.count {
        let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if word & highBits == 0 {
          offset += 8
          continue
        }
      }
      if bytes[offset] < 0x80 {
        offset += 1
      } else {
        let length = sequenceLength(bytes, at: offset)
        guard length > 0 else { return false }
        offset += length
      }
    }
    return true
  }

  /// The length of the well-formed multi-byte character starting at `offset` (whose first byte
  /// is 0x80 or above), or 0 when it is not one.
  @inline(__always)
  static func sequenceLength(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
    let lead = bytes[offset]
    let count: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: count = 2
    case 0xE0:
      count = 3
      secondRange = 0xA0...0xBF
    case 0xED:
      count = 3
      secondRange = 0x80...0x9F
    case 0xE1...0xEF: count = 3
    case 0xF0:
      count = 4
      secondRange = 0x90...0xBF
    case 0xF4:
      count = 4
      secondRange = 0x80...0x8F
    case 0xF1...0xF3: count = 4
    default: return 0
    }
    guard offset + count <= bytes.count, secondRange.contains(bytes[offset + 1]) else {
      return 0
    }
    for index in 2..<count where !(0x80...0xBF).contains(bytes[offset + index]) { return 0 }
    return count
  }
}
