/// Makes text a server sent safe to put in a message: the TMDB layer cannot use Screen's
/// sanitiser, and a `status_message` must not reach a terminal or a log with an escape
/// sequence (OSC 52 writes the clipboard, CSI 2J clears the screen) or a bidi override in it.
///
/// Removed: whole ESC sequences (CSI up to its final byte, OSC/DCS/SOS/PM/APC strings up to
/// BEL or ST), the 8-bit C1 forms, other C0/C1 controls and DEL, and bidi and zero-width format
/// characters. Runs of tabs and line breaks become one space. Kept to `limit` characters, so
/// an echoed megabyte does not become a megabyte-long message.
public enum PlainText {
  public static let standardLimit = 300

  public static func clean(_ text: String, limit: Int = standardLimit) -> String {
    var output = String.UnicodeScalarView()
    var state = State.text
    var lastWasSpace = false
    var kept = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch state {
      case .escape:
        switch value {
        case 0x5B: state = .sequence
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string
        case 0x20...0x2F: state = .intermediate
        default: state = .text
        }
        continue
      case .intermediate:
        if value > 0x2F { state = .text }
        continue
      case .sequence:
        if value >= 0x40 && value != 0x7F { state = .text }
        continue
      case .string:
        if value == 0x07 || value == 0x9C { state = .text }
        if value == 0x1B { state = .stringEscape }
        continue
      case .stringEscape:
        state = value == 0x5C ? .text : .string
        continue
      case .text:
        break
      }
      switch value {
      case 0x1B:
        state = .escape
      case 0x9B:
        state = .sequence
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
        state = .string
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
        if !lastWasSpace, kept < limit {
          output.append(" ")
          kept += 1
        }
        lastWasSpace = true
      case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069,
        0xFEFF:
        continue
      default:
        guard kept < limit else { return String(output) + "…" }
        output.append(scalar)
        kept += 1
        lastWasSpace = false
      }
    }
    return String(output)
  }

  private enum State { case text, escape, intermediate, sequence, string, stringEscape }
}
