/// Takes APC strings (`ESC _ … ESC \`, kitty's graphics commands) out of the byte stream
/// before libvterm sees it. The libvterm these tests link (0.1) does not know APC and would
/// print the payload as text; a terminal with kitty graphics consumes it. Anything else
/// passes unchanged, also when a string is split across reads.
struct APCStripper {
  private enum State {
    case text
    /// An ESC was just seen outside a string.
    case escape
    case inString
    /// An ESC was just seen inside a string: `\` ends it.
    case stringEscape
  }

  private var state = State.text

  mutating func filter(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for byte in bytes {
      switch state {
      case .text:
        if byte == 0x1B { state = .escape } else { out.append(byte) }
      case .escape:
        if byte == UInt8(ascii: "_") {
          state = .inString
        } else if byte == 0x1B {
          out.append(0x1B)  // the first ESC was alone; this one may start a string
        } else {
          out += [0x1B, byte]
          state = .text
        }
      case .inString:
        if byte == 0x1B { state = .stringEscape }
      case .stringEscape:
        state = byte == UInt8(ascii: "\\") ? .text : (byte == 0x1B ? .stringEscape : .inString)
      }
    }
    return out
  }
}
