import Foundation

/// Numbers and strings, read straight from the bytes.
extension PageByteReader {
  /// A number literal's parts, as RFC 8259 writes it: -? (0 | [1-9][0-9]*) (. [0-9]+)?
  /// ([eE] [+-]? [0-9]+)?
  struct NumberLiteral {
    var negative = false
    /// The significant digits (leading zeros not counted), as long as they fit: see `digits`.
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var exponent = 0
    var isWhole = true
  }

  /// Powers of ten a `Double` holds exactly (10^22 is the last).
  private static let exactPowers: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }

  /// A number that is a plain whole one (`12`, `-3`, no fraction or exponent, at most 18
  /// digits). Anything else gives up: how `JSONDecoder` reads `1.0` or `1e2` as an `Int` is
  /// its own business.
  mutating func integer() throws(GiveUp) -> Int {
    // The usual whole number (an id, a count, a genre): up to 18 digits, not starting with 0,
    // followed by neither a fraction nor an exponent, read without a literal's parts. Any
    // other reads the whole way below, from the same place.
    skipWhitespace()
    let start = offset
    var index = start
    var value = 0
    while index < end, index - start < 18 {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int(digit)
      index += 1
    }
    if index > start, bytes[start] != UInt8(ascii: "0"), index - start < 18 {
      let next = index < end ? bytes[index] : 0
      if next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") {
        offset = index
        return value
      }
    }
    let literal = try number()
    guard literal.isWhole, literal.digits <= 18 else { throw GiveUp() }
    let magnitude = Int(literal.mantissa)
    return literal.negative ? -magnitude : magnitude
  }

  /// A number as a `Double`, when Clinger's fast path gives it exactly: at most 15 significant
  /// digits (below 2^53) scaled by a power of ten up to 10^22, one correctly rounded operation,
  /// so the same `Double` as a correctly rounded parser's (`strtod`, Foundation's). TMDB's
  /// ratings and popularities (`7.3`, `1234.567`) all are; anything else gives up.
  mutating func double() throws(GiveUp) -> Double {
    let literal = try number()
    let scale = literal.exponent - literal.fractionDigits
    guard literal.digits <= 15, (-22...22).contains(scale) else { throw GiveUp() }
    var value = Double(literal.mantissa)
    value = scale < 0 ? value / Self.exactPowers[-scale] : value * Self.exactPowers[scale]
    return literal.negative ? -value : value
  }

  /// Reads a number literal, giving up when it is not valid JSON.
  mutating func number() throws(GiveUp) -> NumberLiteral {
    skipWhitespace()
    var literal = NumberLiteral()
    if offset < end, bytes[offset] == UInt8(ascii: "-") {
      literal.negative = true
      offset += 1
    }
    guard offset < end else { throw GiveUp() }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
    } else {
      guard digits(into: &literal) > 0 else { throw GiveUp() }
    }
    if offset < end, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      literal.isWhole = false
      let count = digits(into: &literal)
      guard count > 0 else { throw GiveUp() }
      literal.fractionDigits = count
    }
    if offset < end, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      literal.isWhole = false
      var negative = false
      if offset < end,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        negative = bytes[offset] == UInt8(ascii: "-")
        offset += 1
      }
      let start = offset
      var exponent = 0
      while offset < end, bytes[offset] &- UInt8(ascii: "0") < 10 {
        // Beyond any scale the fast path takes; capped so it cannot overflow.
        exponent = min(exponent * 10 + Int(bytes[offset] &- UInt8(ascii: "0")), 100_000)
        offset += 1
      }
      guard offset > start else { throw GiveUp() }
      literal.exponent = negative ? -exponent : exponent
    }
    return literal
  }

  /// Digits into the mantissa; returns how many were read. Past 19 significant digits the
  /// mantissa stops (it would overflow) but `digits` keeps counting, so callers give up.
  @inline(__always)
  private mutating func digits(into literal: inout NumberLiteral) -> Int {
    let start = offset
    while offset < end {
      let digit = bytes[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      if literal.digits > 0 || digit != 0 {
        if literal.digits < 19 { literal.mantissa = literal.mantissa * 10 + UInt64(digit) }
        literal.digits += 1
      }
      offset += 1
    }
    return offset - start
  }

  // MARK: strings

  /// A string value, decoded.
  mutating func string() throws(GiveUp) -> String {
    let (contents, escaped) = try scanString()
    let raw = UnsafeRawBufferPointer(rebasing: bytes[contents])
    guard escaped else { return String(decoding: raw, as: UTF8.self) }
    // Decoded, a string is never longer than written: an escape of 2, 6 or 12 bytes stands
    // for 1, at most 3, or 4 bytes.
    return String(unsafeUninitializedCapacity: raw.count) { target in
      Self.unescape(raw, into: target)
    }
  }

  /// `string()`, and where its contents lie when they are written without escapes. When
  /// they are written byte for byte as `earlier`'s (its contents' place and text), the answer
  /// is that text, not made again: a film's title is most often its original title.
  mutating func string(
    reusing earlier: (contents: Range<Int>, text: String)?
  ) throws(GiveUp) -> (text: String, contents: Range<Int>?) {
    let (contents, escaped) = try scanString()
    let raw = UnsafeRawBufferPointer(rebasing: bytes[contents])
    guard !escaped else {
      return (String(unsafeUninitializedCapacity: raw.count) { Self.unescape(raw, into: $0) }, nil)
    }
    // Compared by memcmp: `elementsEqual` went byte by byte through the generic sequence.
    if let earlier, earlier.contents.count == contents.count, let base = bytes.baseAddress,
      memcmp(base + earlier.contents.lowerBound, base + contents.lowerBound, contents.count) == 0
    {
      return (earlier.text, contents)
    }
    return (String(decoding: raw, as: UTF8.self), contents)
  }

  mutating func skipString() throws(GiveUp) {
    _ = try scanString()
  }

  /// Checks the string at the cursor and moves past it: its contents' range, and whether it
  /// has escapes. Gives up on a control character, a bad escape, a lone surrogate or bad UTF-8.
  private mutating func scanString() throws(GiveUp) -> (Range<Int>, escaped: Bool) {
    try require(UInt8(ascii: "\""))
    let start = offset
    var escaped = false
    while true {
      offset = JSONStringRun.endOfPlainText(bytes, from: offset)
      guard offset < end else { throw GiveUp() }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return (start..<offset - 1, escaped)
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
        offset += 1
        guard offset < end else { throw GiveUp() }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          continue
        case UInt8(ascii: "u"):
          let unit = try hexUnit()
          if (0xDC00...0xDFFF).contains(unit) { throw GiveUp() }
          if (0xD800...0xDBFF).contains(unit) {
            guard word2(UInt8(ascii: "\\"), UInt8(ascii: "u")),
              (0xDC00...0xDFFF).contains(try hexUnit())
            else { throw GiveUp() }
          }
        default: throw GiveUp()
        }
      } else if byte < 0x20 {
        throw GiveUp()
      } else {
        let length = UTF8Check.sequenceLength(bytes, at: offset)
        guard length > 0 else { throw GiveUp() }
        offset += length
      }
    }
  }

  @inline(__always)
  private mutating func word2(_ first: UInt8, _ second: UInt8) -> Bool {
    guard offset + 2 <= end, bytes[offset] == first, bytes[offset + 1] == second else {
      return false
    }
    offset += 2
    return true
  }

  /// Four hex digits at the cursor, as a UTF-16 unit.
  private mutating func hexUnit() throws(GiveUp) -> UInt32 {
    guard offset + 4 <= end else { throw GiveUp() }
    var unit: UInt32 = 0
    for index in 0..<4 {
      guard let digit = Self.hexValue(bytes[offset + index]) else { throw GiveUp() }
      unit = unit << 4 | digit
    }
    offset += 4
    return unit
  }

  @inline(__always)
  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// `raw`'s contents with its escapes decoded into `target`; returns the bytes written.
  /// `raw` was checked by `scanString`.
  private static func unescape(
    _ raw: UnsafeRawBufferPointer, into target: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var count = 0
    var index = 0
    func put(_ byte: UInt8) {
      target[count] = byte
      count += 1
    }
    func unit(at position: Int) -> UInt32 {
      var value: UInt32 = 0
      for offset in position..<position + 4 { value = value << 4 | (hexValue(raw[offset]) ?? 0) }
      return value
    }
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\") else {
        put(byte)
        index += 1
        continue
      }
      let escape = raw[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): put(0x08)
      case UInt8(ascii: "f"): put(0x0C)
      case UInt8(ascii: "n"): put(0x0A)
      case UInt8(ascii: "r"): put(0x0D)
      case UInt8(ascii: "t"): put(0x09)
      case UInt8(ascii: "u"):
        var scalar = unit(at: index)
        index += 4
        if (0xD800...0xDBFF).contains(scalar) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(at: index + 2) - 0xDC00)
          index += 6
        }
        switch scalar {
        case ..<0x80: put(UInt8(truncatingIfNeeded: scalar))
        case ..<0x800:
          put(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
          put(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        case ..<0x10000:
          put(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
          put(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
          put(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        default:
          put(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
          put(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
          put(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
          put(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        }
      default: put(escape)  // " \ /
      }
    }
    return count
  }
}
