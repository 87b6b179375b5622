import Foundation

/// A validating JSON reader that skips values, noting where the record's members lie.
struct JSONByteReader {
  let bytes: UnsafeRawBufferPointer
  /// `bytes.count`, kept: asked of the buffer, every bound test first tested its address for
  /// nil.
  let end: Int
  var offset = 0
  var depth = 0

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    end = bytes.count
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  var atEnd: Bool {
    mutating get {
      skipWhitespace()
      return offset == end
    }
  }

  var current: UInt8? { offset < end ? bytes[offset] : nil }

  /// While the body is read (`compactedValue()`): where its bytes go, whitespace between tokens
  /// left out, and how far they are written (or dropped) so far.
  var compacted: UnsafeMutableRawPointer?
  var compactedCount = 0
  var compactedUpTo = 0

  /// Skips the whitespace between two tokens. While the body is compacted, the bytes since the
  /// last run of whitespace go out first: every byte outside a string that is not one of a
  /// token's is whitespace this skips (the reader would refuse the file otherwise), so what goes
  /// out is the body compacted, made in the pass that validates it rather than a second walk.
  @inline(__always)
  mutating func skipWhitespace() {
    guard offset < end, Self.isWhitespace(bytes[offset]) else { return }
    if let compacted { writeCompacted(upTo: offset, into: compacted) }
    repeat { offset += 1 } while offset < end && Self.isWhitespace(bytes[offset])
    compactedUpTo = offset
  }

  /// Inlined: a call of its own for each `{`, `:`, `,` and `}` of a page was a sixth of
  /// reading its record.
  @inline(__always)
  private mutating func expect(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard current == byte else { return false }
    offset += 1
    return true
  }

  /// An object, calling `member` with the reader at each value and the key's range.
  mutating func members(
    _ member: (inout JSONByteReader, Range<Int>) -> Bool
  ) -> Bool {
    guard expect(UInt8(ascii: "{")) else { return false }
    depth += 1
    guard depth <= PayloadDecoder.maximumDepth else { return false }
    defer { depth -= 1 }
    if expect(UInt8(ascii: "}")) { return true }
    repeat {
      skipWhitespace()
      guard let key = string() else { return false }
      guard expect(UInt8(ascii: ":")), member(&self, key) else { return false }
    } while expect(UInt8(ascii: ","))
    return expect(UInt8(ascii: "}"))
  }

  /// Skips one value, returning where it lies; nil when it is not valid JSON.
  mutating func value() -> Range<Int>? {
    skipWhitespace()
    let start = offset
    guard let byte = current else { return nil }
    switch byte {
    case UInt8(ascii: "{"):
      guard members({ reader, _ in reader.value() != nil }) else { return nil }
    case UInt8(ascii: "["):
      offset += 1
      depth += 1
      guard depth <= PayloadDecoder.maximumDepth else { return nil }
      defer { depth -= 1 }
      if !expect(UInt8(ascii: "]")) {
        repeat {
          guard value() != nil else { return nil }
        } while expect(UInt8(ascii: ","))
        guard expect(UInt8(ascii: "]")) else { return nil }
      }
    case UInt8(ascii: "\""):
      guard string() != nil else { return nil }
    case UInt8(ascii: "t"): guard literal("true") else { return nil }
    case UInt8(ascii: "f"): guard literal("false") else { return nil }
    case UInt8(ascii: "n"): guard literal("null") else { return nil }
    default:
      guard number() else { return nil }
    }
    return start..<offset
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= end else { return false }
    let text = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for index in 0..<count where bytes[offset + index] != text[index] { return false }
    offset += count
    return true
  }

  /// RFC 8259's number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
  private mutating func number() -> Bool {
    if current == UInt8(ascii: "-") { offset += 1 }
    if current == UInt8(ascii: "0") {
      offset += 1
    } else {
      guard digits() else { return false }
    }
    if current == UInt8(ascii: ".") {
      offset += 1
      guard digits() else { return false }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      offset += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
      guard digits() else { return false }
    }
    return true
  }

  private mutating func digits() -> Bool {
    let start = offset
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
    return offset > start
  }

  /// A string with its quotes; nil on a control character, a bad escape or bad UTF-8. Runs of
  /// plain ASCII, most of a string, are skipped eight bytes at a time (`JSONStringRun`); every
  /// other byte is checked here one at a time.
  private mutating func string() -> Range<Int>? {
    let start = offset
    guard current == UInt8(ascii: "\"") else { return nil }
    offset += 1
    while true {
      offset = JSONStringRun.endOfPlainText(bytes, from: offset)
      guard let byte = current else { return nil }
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return start..<offset
      case UInt8(ascii: "\\"):
        offset += 1
        guard let escape = current else { return nil }
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          continue
        case UInt8(ascii: "u"):
          guard offset + 4 <= end,
            (0..<4).allSatisfy({ Self.isHexDigit(bytes[offset + $0]) })
          else { return nil }
          offset += 4
        default: return nil
        }
      case 0..<0x20: return nil
      case 0..<0x80: offset += 1
      default:
        guard utf8Sequence() else { return nil }
      }
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  /// One multi-byte UTF-8 character, well formed (no overlongs, surrogates or values past
  /// U+10FFFF), as Foundation's parser demands.
  private mutating func utf8Sequence() -> Bool {
    let length = UTF8Check.sequenceLength(bytes, at: offset)
    offset += length
    return length > 0
  }
}
