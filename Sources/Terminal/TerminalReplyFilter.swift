/// Recognises a terminal's reply that arrives as input after an Escape, so it is dropped
/// instead of becoming keys.
///
/// The start-up query (kitty graphics, DA1, cell size) waits a short bound for its replies; a
/// slow terminal, tmux or ssh can answer later, when the browser already reads keys. ncurses
/// knows none of these sequences, so it hands them over byte by byte: `ESC _ G i = 3 1 ; O K
/// ESC \` would be Alt-_, then G (jump to the last result), then digits (switch list). The same
/// holds for any control sequence ncurses has no key for (a DA1 `CSI ? 6 2 c`, a cell-size
/// `CSI 6 ; h ; w t`, a modified key the terminfo lacks): none of them is something the user
/// typed as text, so all of them go.
///
/// Fed the scalars after the Escape, one at a time; pure, so the rules are testable without a
/// terminal.
struct TerminalReplyFilter: Equatable {
  /// What the byte after the Escape started.
  enum Kind: Equatable {
    /// CSI (`ESC [`): parameters 0x30–0x3F, intermediates 0x20–0x2F, one final 0x40–0x7E.
    case controlSequence
    /// APC (`ESC _`), DCS (`ESC P`), OSC (`ESC ]`), PM (`ESC ^`), SOS (`ESC X`): any text up to
    /// the string terminator `ESC \` (or BEL, which OSC replies often use).
    case string
  }

  /// What the filter made of one more scalar.
  enum Step: Equatable {
    /// Part of the reply; keep reading.
    case inside
    /// The reply's last scalar: it is complete and dropped.
    case complete
    /// Not a well-formed reply (a control character inside a CSI); the sequence is dropped and
    /// the scalar is left for the caller, who reads it as input again.
    case broken
  }

  /// A reply longer than this is no reply Reel asked for; reading stops there so a stuck
  /// terminal or a flood cannot hold the input loop.
  static let longestReply = 4096

  let kind: Kind
  private(set) var length = 0
  /// The first bytes of a control sequence after `ESC [`, final byte included, for the mouse
  /// reports read from it (`MouseReport`); nothing is kept of strings.
  private(set) var sequence: [UInt8] = []
  static let keptSequenceLength = 32
  private var afterEscape = false

  /// The filter for the sequence `follower` starts after an Escape, or nil when the pair is an
  /// ordinary key (Alt-b, a lone Escape).
  init?(after follower: UInt32) {
    switch follower {
    case 0x5B: kind = .controlSequence  // [
    case 0x5F, 0x50, 0x5D, 0x5E, 0x58: kind = .string  // _ P ] ^ X
    default: return nil
    }
  }

  /// True once the reply has run past `longestReply` scalars without ending.
  var isOverlong: Bool { length >= Self.longestReply }

  mutating func consume(_ code: UInt32) -> Step {
    length += 1
    switch kind {
    case .controlSequence:
      if code < 0x80, sequence.count < Self.keptSequenceLength { sequence.append(UInt8(code)) }
      switch code {
      case 0x20...0x3F: return .inside
      case 0x40...0x7E: return .complete
      default: return .broken
      }
    case .string:
      if afterEscape {
        afterEscape = false
        // ESC \ ends the string; an Escape followed by anything else is the terminal starting
        // over, and the string is still unterminated.
        if code == 0x5C { return .complete }
      }
      if code == 0x1B {
        afterEscape = true
        return .inside
      }
      if code == 0x07 { return .complete }
      return .inside
    }
  }
}
