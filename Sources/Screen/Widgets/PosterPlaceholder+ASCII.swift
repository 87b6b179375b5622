extension PosterPlaceholder {
  /// `initials(of: title)`, read from the bytes of a printable ASCII title (most titles) without
  /// sanitising, splitting into words and breaking graphemes: the first letter or digit of each
  /// of the first two words, upper-cased ("?" when there is none). Other titles take
  /// `initials(of:)`.
  static func quickInitials(of title: String) -> String {
    var title = title
    let ascii: (UInt8, UInt8, Bool)? = title.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
      var first: UInt8 = 0
      var second: UInt8 = 0
      var words = 0
      var index = 0
      while index < bytes.count, words < 2 {
        if bytes[index] == UInt8(ascii: " ") {
          index += 1
          continue
        }
        words += 1
        var letter: UInt8?
        while index < bytes.count, bytes[index] != UInt8(ascii: " ") {
          let byte = bytes[index]
          if letter == nil, isLetterOrDigit(byte) { letter = byte }
          index += 1
        }
        if let letter {
          if first == 0 { first = letter } else { second = letter }
        }
      }
      return (first, second, first != 0)
    }
    guard let (first, second, any) = ascii else { return initials(of: title) }
    guard any else { return "?" }
    // One or two ASCII bytes: a small string, made without allocating.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2) { letters in
      letters[0] = upper(first)
      letters[1] = upper(second)
      return String(
        decoding: UnsafeBufferPointer(rebasing: letters[0..<(second == 0 ? 1 : 2)]),
        as: UTF8.self)
    }
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func upper(_ byte: UInt8) -> UInt8 {
    (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
  }
}
