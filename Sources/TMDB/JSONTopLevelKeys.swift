import Foundation

/// The keys at the top of a JSON object, read from its bytes without building its values: what
/// tells TMDB's error object (`status_code` and `status_message`, which a gateway may send
/// with 200) from an answer, for the cost of one pass over the bytes rather than a parse of
/// the whole answer into Foundation objects.
enum JSONTopLevelKeys {
  /// The top-level keys of the object `body` begins with (after whitespace), unescaped; empty
  /// when it does not begin with one. Values are skipped, strings and nesting respected.
  static func of(_ body: Data) -> Set<String> {
    body.withUnsafeBytes { bytes in
      var keys: Set<String> = []
      var depth = 0
      var inString = false
      var escaped = false
      var expectingKey = false
      var keyStart: Int?
      var keyHasEscape = false
      for index in 0..<bytes.count {
        let byte = bytes[index]
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
            keyHasEscape = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
            if let start = keyStart {
              let raw = Data(bytes[start..<index])
              if let key = keyHasEscape ? unescaped(raw) : String(bytes: raw, encoding: .utf8) {
                keys.insert(key)
              }
              keyStart = nil
            }
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""):
          inString = true
          escaped = false
          if depth == 1, expectingKey {
            keyStart = index + 1
            keyHasEscape = false
            expectingKey = false
          }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          if depth == 0, byte != UInt8(ascii: "{") { return keys }
          depth += 1
          if depth == 1 { expectingKey = true }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth <= 0 { return keys }
        case UInt8(ascii: ","):
          if depth == 1 { expectingKey = true }
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ":"):
          break
        default:
          // Anything before the object opens means it is not one.
          if depth == 0 { return keys }
        }
      }
      return keys
    }
  }

  /// A key written with escapes (`"status\u005fcode"`), read as JSON reads it.
  private static func unescaped(_ raw: Data) -> String? {
    try? JSONDecoder().decode(String.self, from: Data("\"".utf8) + raw + Data("\"".utf8))
  }
}
