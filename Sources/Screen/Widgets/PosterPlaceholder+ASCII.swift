extension PosterPlaceholder {
  /// `initials(of: title)`, read from the bytes without sanitising, splitting into words and
  /// breaking graphemes: the first letter or digit of each of the first two words, upper-cased
  /// ("?" when there is none). Taken when the two words (what the sanitiser keeps before any
  /// change it makes, split at spaces and no-break spaces) are printable ASCII up to their
  /// letter, the letter an ASCII one followed by no mark, and the rest of each word scalars
  /// the detail pane lays itself (`DetailLineWriter.isLone`: graphemes of their own, none
  /// white space, none a control): "Amélie", "Léon: The Professional", "8½". Other titles
  /// take `initials(of:)`.
  static func quickInitials(of title: String) -> String {
    var title = title
    let found: (UInt8, UInt8)? = title.withUTF8 { bytes in
      var first: UInt8 = 0
      var second: UInt8 = 0
      var words = 0
      var index = 0
      while index < bytes.count, words < 2 {
        if bytes[index] == UInt8(ascii: " ") {
          index += 1
          continue
        }
        if isNoBreakSpace(bytes, at: index) {
          index += 2
          continue
        }
        words += 1
        var letter: UInt8 = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: " "),
          !isNoBreakSpace(bytes, at: index)
        {
          let byte = bytes[index]
          if byte < 0x80 {
            guard byte >= 0x20, byte != 0x7F else { return nil }
            if letter == 0, isLetterOrDigit(byte) {
              // A character of its own: nothing after it joins it.
              if index + 1 < bytes.count, bytes[index + 1] >= 0x80,
                bytes[index + 1] & 0xF0 == 0xF0
                  || !DetailLineWriter.isLone(DetailLineWriter.decode(bytes, at: index + 1).0)
              {
                return nil
              }
              letter = byte
            }
            index += 1
            continue
          }
          // A word's letter found past other scalars needs their Unicode properties.
          guard letter != 0, bytes[index] & 0xF0 != 0xF0 else { return nil }
          let (value, next) = DetailLineWriter.decode(bytes, at: index)
          guard DetailLineWriter.isLone(value) else { return nil }
          index = next
        }
        if letter != 0 {
          if first == 0 { first = letter } else { second = letter }
        }
      }
      return (first, second)
    }
    guard let (first, second) = found else { return initials(of: title) }
    guard first != 0 else { return "?" }
    // One or two ASCII bytes: a small string, made without allocating.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2) { letters in
      letters[0] = upper(first)
      letters[1] = upper(second)
      return String(
        decoding: UnsafeBufferPointer(rebasing: letters[0..<(second == 0 ? 1 : 2)]),
        as: UTF8.self)
    }
  }

  /// U+00A0 (C2 A0): with the space, the white space among the scalars read here.
  private static func isNoBreakSpace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func upper(_ byte: UInt8) -> UInt8 {
    (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
  }
}
