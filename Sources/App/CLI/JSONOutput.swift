import Foundation

/// JSON as the command line prints it: pretty, keys sorted, and safe to `cat` to a terminal.
///
/// `JSONEncoder` escapes C0 controls but writes DEL, the C1 controls (U+0080–U+009F, among them
/// the 8-bit CSI and OSC) and bidi overrides as they are, so a hostile title could still move
/// the cursor or reverse text when the output is shown. Those are rewritten as `\u` escapes:
/// the JSON means exactly the same to a parser, and shows as plain text to a person.
public enum JSONOutput {
  public static func encode(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return escapingInvisibles(try encoder.encode(value)) + Data("\n".utf8)
  }

  /// Rewrites every scalar a terminal would act on or hide as a `\uXXXX` escape (a surrogate
  /// pair above the BMP). Only JSON strings can hold such scalars, so no structure changes.
  ///
  /// One pass over the UTF-8 bytes (the encoder's output is valid UTF-8): a scalar is decoded
  /// only where a lead byte could start one that must go, everything else is copied as runs.
  /// Going through `String`'s scalars cost as much as the encoding itself on 1,000 movies.
  public static func escapingInvisibles(_ json: Data) -> Data {
    // Fast path: no byte that can begin an escaped scalar (DEL, C1 `C2`, U+061C `D8`,
    // U+200B–U+206F `E2`, U+FEFF and U+FFF9–U+FFFB `EF`, tags `F3`).
    guard json.contains(where: mayBeginEscape) else { return json }
    let bytes = [UInt8](json)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 64)
    var copiedUpTo = 0
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard mayBeginEscape(lead), index + length <= bytes.count else {
        index += length
        continue
      }
      let scalar = decodeScalar(bytes, at: index, length: length)
      if let scalar, mustEscape(scalar) {
        output.append(contentsOf: bytes[copiedUpTo..<index])
        for unit in String(scalar).utf16 { appendEscape(unit, to: &output) }
        copiedUpTo = index + length
      }
      index += length
    }
    output.append(contentsOf: bytes[copiedUpTo..<bytes.count])
    return Data(output)
  }

  private static func mayBeginEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x7F, 0xC2, 0xD8, 0xE2, 0xEF, 0xF3: return true
    default: return false
    }
  }

  private static func decodeScalar(_ bytes: [UInt8], at index: Int, length: Int) -> Unicode.Scalar?
  {
    var value = UInt32(bytes[index])
    switch length {
    case 1: return Unicode.Scalar(value)
    case 2: value &= 0x1F
    case 3: value &= 0x0F
    default: value &= 0x07
    }
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return Unicode.Scalar(value)
  }

  /// `\u` and four lower-case hex digits, as `String(format: "\\u%04x")` wrote them.
  private static func appendEscape(_ unit: UInt16, to output: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
    for shift in stride(from: 12, through: 0, by: -4) {
      output.append(digits[Int(unit >> UInt16(shift) & 0xF)])
    }
  }

  /// DEL, C1, and the format characters that steer or hide text: bidi marks, embeddings,
  /// overrides and isolates, zero-width and line separators, the BOM, interlinear annotations
  /// and tag characters. (C0 controls inside strings are the encoder's to escape; outside them
  /// newlines and spaces are the layout.)
  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F: return true
    case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFB:
      return true
    case 0xE0000...0xE007F: return true
    default: return false
    }
  }
}
