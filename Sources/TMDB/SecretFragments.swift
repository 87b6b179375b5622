import Foundation

/// Finds part of a secret in text: any eight characters of it in a row, in any ASCII case
/// ("your key 0123abcd… is invalid"). A server, a proxy or a library quoting the first
/// characters of a key or token gives away that much of it, and a message need not say it.
/// Only for secrets of 16 characters and more (keys are 32, tokens far longer), where eight
/// of them in a row do not turn up by chance.
struct SecretFragments: Sendable {
  static let width = 8
  /// Every run of `width` bytes of every secret, lower-cased, packed into one number.
  private let windows: Set<UInt64>
  /// Whether some window ends in these twelve bits: most positions of a text are told apart by
  /// this look-up, without hashing the window (headers of every live answer pass through).
  private let endings: [Bool]

  init(_ secrets: [String]) {
    var windows = Set<UInt64>()
    for secret in secrets {
      let bytes = Array(secret.utf8).map(Self.lower)
      guard bytes.count >= 2 * Self.width else { continue }
      for start in 0...(bytes.count - Self.width) {
        windows.insert(Self.pack(bytes[start..<start + Self.width]))
      }
    }
    self.windows = windows
    var endings = [Bool](repeating: false, count: windows.isEmpty ? 0 : 1 << 12)
    for window in windows { endings[Int(window & 0xFFF)] = true }
    self.endings = endings
  }

  var isEmpty: Bool { windows.isEmpty }

  /// `text` with every run of a secret's characters (eight or more) replaced by `mark`.
  func redact(_ text: String, mark: String) -> String {
    guard !windows.isEmpty else { return text }
    let bytes = Array(text.utf8)
    guard bytes.count >= Self.width else { return text }
    var ranges: [Range<Int>] = []
    var window: UInt64 = 0
    for (index, byte) in bytes.enumerated() {
      window = window << 8 | UInt64(Self.lower(byte))
      guard index + 1 >= Self.width, endings[Int(window & 0xFFF)], windows.contains(window)
      else { continue }
      let range = (index + 1 - Self.width)..<(index + 1)
      if let last = ranges.last, last.upperBound >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    guard !ranges.isEmpty else { return text }
    var result: [UInt8] = []
    var copied = 0
    for range in ranges {
      result += bytes[copied..<range.lowerBound]
      result += mark.utf8
      copied = range.upperBound
    }
    result += bytes[copied...]
    return String(decoding: result, as: UTF8.self)
  }

  private static func pack(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
