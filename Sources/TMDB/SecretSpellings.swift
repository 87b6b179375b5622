import Foundation

/// Finds a secret in bytes however a server spelled it: in any ASCII case (a hexadecimal key
/// echoed upper-cased is still the key), through JSON's escapes (`\u0053`, `\/`), which a
/// JSON decoder undoes, so the escaped spelling becomes the secret itself on screen, in the
/// log and in the cache, and percent-encoded in any amount (`%53ECRET`, a quoted URL).
/// Matching only the exact bytes missed all three.
struct SecretSpellings: Sendable {
  /// Each secret's bytes, ASCII letters lower-cased; non-empty.
  private let needles: [[UInt8]]
  /// What each byte is to the scan: `start` when a match can begin with it (each needle's
  /// first byte in either case, `\` and `%`), `quote` for `"` (where JSON strings begin and
  /// end), zero for every other byte, which the scan passes over.
  private let roles: [UInt8]
  private static let start: UInt8 = 1
  private static let quote: UInt8 = 2
  /// Needles holding a `\` or `%` of their own, also matched as they are, undecoded.
  private let literal: [Bool]
  /// Short needles made only of what JSON writes outside strings (`null`, `true`, `1234`): a
  /// dummy key for a local mirror. Outside a JSON string such a match is the answer's own
  /// numbers and literals, and cutting it out would leave no answer readable.
  private let syntax: [Bool]

  init(_ forms: [String]) {
    needles = forms.map { Array($0.utf8).map(Self.lower) }.filter { !$0.isEmpty }
    var roles = [UInt8](repeating: 0, count: 256)
    for needle in needles {
      roles[Int(needle[0])] = Self.start
      roles[Int(Self.upper(needle[0]))] = Self.start
    }
    if !needles.isEmpty {
      roles[Int(UInt8(ascii: "\\"))] = Self.start
      roles[Int(UInt8(ascii: "%"))] = Self.start
    }
    roles[Int(UInt8(ascii: "\""))] |= Self.quote
    self.roles = roles
    literal = needles.map { $0.contains(UInt8(ascii: "\\")) || $0.contains(UInt8(ascii: "%")) }
    let outsideStrings = Set("0123456789-+.eE truefalsnul{}[],:\t\n\r".utf8)
    syntax = needles.map { $0.count < 16 && $0.allSatisfy(outsideStrings.contains) }
  }

  var isEmpty: Bool { needles.isEmpty }

  /// The ranges (byte offsets, in order, not overlapping) spelling any of the secrets. A
  /// range never begins or ends inside a JSON escape (`\\u0030…` is an escaped backslash and
  /// then text, as a decoder reads it from the start): half an escape left behind would make
  /// the answer unreadable. With `json`, a match of a `syntax` needle outside a string stays.
  func ranges(in bytes: UnsafeRawBufferPointer, json: Bool = false) -> [Range<Int>] {
    guard !needles.isEmpty else { return [] }
    var found: [Range<Int>] = []
    var offset = 0
    let count = bytes.count
    // How a JSON decoder reads what has been passed over: inside a string or not, and the
    // last escape (a byte before its end belongs to it).
    var inString = false
    var escape = 0..<0
    func read(_ position: Int) {
      guard position >= escape.upperBound else { return }
      switch bytes[position] {
      case UInt8(ascii: "\\"): escape = position..<Self.escapeEnd(in: bytes, at: position)
      case UInt8(ascii: "\""): inString.toggle()
      default: break
      }
    }
    while offset < count {
      let role = roles[Int(bytes[offset])]
      guard role != 0 else {
        offset += 1
        continue
      }
      read(offset)
      guard role & Self.start != 0, let (end, needle) = longestMatch(in: bytes, at: offset),
        !(json && syntax[needle] && !inString)
      else {
        offset += 1
        continue
      }
      for position in offset + 1..<end { read(position) }
      var range = offset..<max(end, escape.upperBound)
      if escape.contains(offset) { range = escape.lowerBound..<range.upperBound }
      if let last = found.last, last.upperBound > range.lowerBound {
        range = last.upperBound..<range.upperBound
      }
      found.append(range)
      offset = range.upperBound
    }
    return found
  }

  /// The longest match at `offset` (so a secret holding another is taken whole): where it
  /// ends, and which needle it is.
  private func longestMatch(in bytes: UnsafeRawBufferPointer, at offset: Int) -> (Int, Int)? {
    var best: (Int, Int)?
    for index in needles.indices {
      let matched =
        match(needles[index], in: bytes, at: offset, reading: .escapesAndPercents)
        ?? (literal[index]
          ? match(needles[index], in: bytes, at: offset, reading: .escapes)
            ?? match(needles[index], in: bytes, at: offset, reading: .asIs) : nil)
      if let matched, matched > (best?.0 ?? 0) { best = (matched, index) }
    }
    return best
  }

  /// Where the JSON escape beginning at `offset` (a backslash) ends: `\uXXXX` is six bytes,
  /// any other two; a backslash at the very end is one.
  private static func escapeEnd(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
    guard offset + 1 < bytes.count else { return offset + 1 }
    guard bytes[offset + 1] == UInt8(ascii: "u"), offset + 6 <= bytes.count,
      (offset + 2..<offset + 6).allSatisfy({ hexValue(bytes[$0]) != nil })
    else { return offset + 2 }
    return offset + 6
  }

  /// How a match reads the bytes. A secret with a `%` or `\` of its own is also read with
  /// JSON's escapes only (`ab%41\\` in an answer is `ab%41\`, which percent-decoding
  /// misreads) and as it is (in a message, where nothing is escaped).
  private enum Reading { case escapesAndPercents, escapes, asIs }

  /// Where a match of `needle` starting at `offset` ends, or nil.
  private func match(
    _ needle: [UInt8], in bytes: UnsafeRawBufferPointer, at offset: Int, reading: Reading
  ) -> Int? {
    var position = offset
    for wanted in needle {
      guard
        let (byte, next) =
          reading == .asIs
          ? position < bytes.count ? (bytes[position], position + 1) : nil
          : Self.unit(in: bytes, at: position, percents: reading == .escapesAndPercents),
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
  private static func unit(in bytes: UnsafeRawBufferPointer, at offset: Int, percents: Bool)
    -> (UInt8, Int)?
  {
    guard offset < bytes.count else { return nil }
    let byte = bytes[offset]
    if percents, byte == UInt8(ascii: "%"), offset + 2 < bytes.count,
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
      // Not ASCII (half of a surrogate pair, say): a unit no secret byte equals (0xFF is
      // never in UTF-8). Its backslash alone matched a secret's, and the match then took
      // half the pair, leaving the answer unreadable.
      guard value < 0x80 else { return (0xFF, offset + 6) }
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
  /// With `json`, `data` is an answer a decoder reads (see `ranges`).
  func replacing(in data: Data, with mark: Data, json: Bool = false) -> Data? {
    let found = data.withUnsafeBytes { ranges(in: $0, json: json) }
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
