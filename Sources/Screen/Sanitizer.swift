/// Makes text from the internet safe to put in a cell.
///
/// Titles and overviews are hostile until proven otherwise: an escape sequence in a title could
/// clear the screen, retitle the window or write the clipboard (OSC 52), and bidi overrides can
/// make text read differently from what it is. Everything that is not visible text is removed:
///
/// - C0 controls and DEL; in single-line mode a run of tab/newline/CR becomes one space, in
///   multi-line mode newlines stay (CR LF and lone CR become "\n") and a tab becomes a space;
/// - whole escape sequences, parsed the way a VT500-style terminal does: CSI (`ESC [` … final
///   byte), OSC/DCS/SOS/PM/APC strings up to BEL or ST, two-byte and `ESC (`-style sequences, and
///   the 8-bit C1 forms (U+009B CSI, U+009D OSC, …); an unterminated sequence is removed to the end;
/// - other C1 controls (U+0080–U+009F);
/// - format characters (bidi embeddings, overrides and isolates, LRM/RLM/ALM, zero-width space,
///   word joiner, BOM, soft hyphen, tags, …) except ZWJ and ZWNJ, which emoji and several scripts
///   need; and the Hangul fillers that render as nothing.
///
/// One pass over the unicode scalars; a string with nothing to remove is returned as is.
public enum Sanitizer {
  public enum Mode: Sendable {
    /// For one-line fields (titles, names, status): every line break becomes a space.
    case singleLine
    /// For text that is wrapped into paragraphs (overviews): newlines are kept.
    case multiLine
  }

  public static func singleLine(_ text: String) -> String { sanitize(text, mode: .singleLine) }
  public static func multiLine(_ text: String) -> String { sanitize(text, mode: .multiLine) }

  public static func sanitize(_ text: String, mode: Mode) -> String {
    // Printable ASCII is the common case and needs no look at Unicode properties.
    var bytes = text
    if bytes.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return text }
    let scalars = text.unicodeScalars
    guard let firstDirty = scalars.firstIndex(where: { action(for: $0, mode: mode) != .keep })
    else { return text }

    var output = String.UnicodeScalarView()
    output.append(contentsOf: scalars[..<firstDirty])
    var state = State.text
    var lastWasBreak = false  // collapses a run of breaks into one space in single-line mode
    var lastWasCarriageReturn = false  // turns CR LF into one newline in multi-line mode

    for scalar in scalars[firstDirty...] {
      if state != .text {
        if let next = transitionFromAnywhere(scalar) {
          state = next
          continue
        }
        guard let next = step(state, scalar) else { continue }
        state = next
        // A sequence that ends on a byte of its own swallows it; an aborted one does not.
        if next != .text || scalar.value < 0x80 { continue }
      }

      let scalarAction = action(for: scalar, mode: mode)
      defer { lastWasCarriageReturn = scalarAction == .carriageReturn }
      switch scalarAction {
      case .keep:
        if scalar.value == 0x0A && lastWasCarriageReturn { continue }
        output.append(scalar)
        lastWasBreak = false
      case .drop:
        if let next = transitionFromAnywhere(scalar) { state = next }
      case .whitespace, .lineBreak, .carriageReturn:
        if mode == .multiLine {
          output.append(scalarAction == .whitespace ? " " : "\n")
        } else if !lastWasBreak {
          output.append(" ")
          lastWasBreak = true
        }
      }
    }
    return String(output)
  }

  /// The next state inside an escape sequence, or nil to stay. Returning `.text` for a byte
  /// >= 0x80 means the sequence was aborted and that scalar is ordinary text.
  private static func step(_ state: State, _ scalar: Unicode.Scalar) -> State? {
    let value = scalar.value
    switch state {
    case .text:
      return .text
    case .escape:
      switch value {
      case 0x5B: return .controlSequence  // [
      case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return .controlString  // ] P X ^ _
      case 0x20...0x2F: return .escapeIntermediate  // e.g. ESC ( B
      case 0x30...0x7E: return .text  // a complete two-byte sequence
      case 0x00...0x1F, 0x7F: return nil  // a terminal executes these mid-sequence; we drop them
      default: return .text
      }
    case .escapeIntermediate:
      switch value {
      case 0x00...0x2F, 0x7F: return nil
      default: return .text
      }
    case .controlSequence:
      switch value {
      case 0x00...0x3F, 0x7F: return nil  // parameters, intermediates, stray controls
      default: return .text  // the final byte, or a malformed sequence a terminal would abort
      }
    case .controlString:
      // BEL ends OSC in xterm; ending every string there is no less safe. ST comes via ESC \.
      return value == 0x07 ? .text : nil
    }
  }

  private enum State { case text, escape, escapeIntermediate, controlSequence, controlString }

  private enum Action { case keep, drop, whitespace, lineBreak, carriageReturn }

  /// What the text state does with a scalar. Anything but `.keep` marks the string as dirty.
  private static func action(for scalar: Unicode.Scalar, mode: Mode) -> Action {
    switch scalar.value {
    case 0x20..<0x7F: return .keep
    case 0x0A: return mode == .multiLine ? .keep : .lineBreak
    case 0x0D: return .carriageReturn
    case 0x09: return .whitespace
    case 0x00..<0x20, 0x7F...0x9F: return .drop
    case 0xA0..<0xAD: return .keep
    case 0x2028, 0x2029: return .lineBreak  // LINE and PARAGRAPH SEPARATOR
    case 0x200C, 0x200D: return .keep  // ZWNJ, ZWJ: needed by emoji sequences and scripts
    case 0x115F, 0x3164, 0xFFA0: return .drop  // Hangul fillers: letters that draw nothing
    default:
      return scalar.properties.generalCategory == .format ? .drop : .keep
    }
  }

  /// Transitions a VT parser takes whatever state it is in: ESC and the C1 introducers start a
  /// sequence, CAN/SUB/ST and other C1 controls return to text. Nil for every other scalar.
  private static func transitionFromAnywhere(_ scalar: Unicode.Scalar) -> State? {
    switch scalar.value {
    case 0x1B: .escape
    case 0x9B: .controlSequence
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: .controlString
    case 0x18, 0x1A, 0x80...0x9F: .text
    default: nil
    }
  }
}
