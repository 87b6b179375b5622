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
  public static func escapingInvisibles(_ json: Data) -> Data {
    // Fast path: plain ASCII without DEL needs nothing.
    if !json.contains(where: { $0 >= 0x7F }) { return json }
    let text = String(decoding: json, as: UTF8.self)
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard mustEscape(scalar) else {
        output.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        output.append(contentsOf: String(format: "\\u%04x", unit).unicodeScalars)
      }
    }
    return Data(String(output).utf8)
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
