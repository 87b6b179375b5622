import Foundation

/// Finds a secret in bytes however a server spelled it: in any ASCII case (a hexadecimal key
/// echoed upper-cased is still the key), through JSON's escapes (`\u0053`, `\/`), which a
/// JSON decoder undoes, so the escaped spelling becomes the secret itself on screen, in the
/// log and in the cache, and percent-encoded in any amount (`%53ECRET`, a quoted URL).
/// Matching only the exact bytes missed all three.
struct SecretSpellings: Sendable {
  /// Each secret's bytes, ASCII letters lower-cased; non-empty.
  private let needles: [[UInt8]]
  /// The bytes a match can start with: each needle's first byte in either case, `\` and `%`.
  private let starts: [Bool]
  /// Needles holding a `\` or `%` of their own, also matched as they are, undecoded.
  private let literal: [Bool]

  init(_ forms: [String]) {
    needles = forms.map { Array($0.utf8).map(Self.lower) }.filter { !$0.isEmpty }
    var starts = [Bool](repeating: false, count: 256)
    for needle in needles {
      starts[Int(needle[0])] = true
      starts[Int(Self.upper(needle[0]))] = true
    }
    if !needles.isEmpty {
      starts[Int(UInt8(ascii: "\\"))] = true
      starts[Int(UInt8(ascii: "%"))] = true
    }
    self.starts = starts
    literal = needles.map { $0.contains(UInt8(ascii: "\\")) || $0.contains(UInt8(ascii: "%")) }
  }

  var isEmpty: Bool { needles.isEmpty }

  /// The ranges (byte offsets, in order, not overlapping) spelling any of the secrets.
  func ranges(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
    guard !needles.isEmpty else { return [] }
    var found: [Range<Int>] = []
    var offset = 0
    let count = bytes.count
    while offset < count {
      guard starts[Int(bytes[offset])] else {
        offset += 1
        continue
      }
      // The longest match here, so a secret holding another is taken whole.
      var end: Int?
      for (needle, literal) in zip(needles, literal) {
        let matched =
          match(needle, in: bytes, at: offset, decoding: true)
          ?? (literal ? match(needle, in: bytes, at: offset, decoding: false) : nil)
        if let matched, matched > (end ?? 0) { end = matched }
      }
      if let end {
        found.append(offset..<end)
        offset = end
      } else {
        offset += 1
      }
    }
    return found
  }

  /// Where a match of `needle` starting at `offset` ends, or nil.
  private func match(
    _ needle: [UInt8], in bytes: UnsafeRawBufferPointer, at offset: Int, decoding: Bool
  ) -> Int? {
    var position = offset
    for wanted in needle {
      guard
        let (byte, next) =
          decoding
          ? Self.unit(in: bytes, at: position)
          : position < bytes.count ? (bytes[position], position + 1) : nil,
        Self.lower(byte) == wanted
      else { return nil }
      position = next
    }
    return position
  }

  /// The byte at `offset` as a JSON decoder (or a URL's reader) would read it, and where the
  /// next begins: an escape stands for one ASCII byte (`\u0041`, `\/`, `\"`, `\\`, `%41`);
  /// anything else is itself. An escape for a character past ASCII matches nothing (secrets
  /// are ASCII in practice).
  private static func unit(in bytes: UnsafeRawBufferPointer, at offset: Int)
    -> (UInt8, Int)?
  {
    guard offset < bytes.count else { return nil }
    let byte = bytes[offset]
    if byte == UInt8(ascii: "%"), offset + 2 < bytes.count,
      let high = hexValue(bytes[offset + 1]), let low = hexValue(bytes[offset + 2])
    {
      return (UInt8(high * 16 + low), offset + 3)
    }
    guard byte == UInt8(ascii: "\\"), offset + 1 < bytes.count else { return (byte, offset + 1) }
    switch bytes[offset + 1] {
    case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""):
      return (bytes[offset + 1], offset + 2)
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      guard offset + 6 <= bytes.count else { return (byte, offset + 1) }
      var value = 0
      for index in offset + 2..<offset + 6 {
        guard let digit = hexValue(bytes[index]) else { return (byte, offset + 1) }
        value = value * 16 + digit
      }
      // Not ASCII: no secret byte to compare with; the backslash stands for itself.
      guard value < 0x80 else { return (byte, offset + 1) }
      return (UInt8(value), offset + 6)
    default:
      return (byte, offset + 1)
    }
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  private static func upper(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
  }

  /// `bytes` with every spelling of a secret replaced by `mark`; nil when there is none.
  func replacing(in data: Data, with mark: Data) -> Data? {
    let found = data.withUnsafeBytes { ranges(in: $0) }
    guard !found.isEmpty else { return nil }
    var result = Data()
    result.reserveCapacity(data.count)
    var copied = 0
    data.withUnsafeBytes { bytes in
      for range in found {
        result.append(contentsOf: bytes[copied..<range.lowerBound])
        result.append(mark)
        copied = range.upperBound
      }
      result.append(contentsOf: bytes[copied..<bytes.count])
    }
    return result
  }
}
