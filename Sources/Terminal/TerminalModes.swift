import CNcurses

/// The escape sequences for the modes Reel turns on while its screen is up, taken from the
/// terminal's terminfo entry where it has one.
enum TerminalModes {
  /// Bracketed paste (xterm): pasted text arrives between ESC[200~ and ESC[201~, so a pasted
  /// newline is text, not Enter.
  static let bracketedPasteOn = "\u{1B}[?2004h"
  static let bracketedPasteOff = "\u{1B}[?2004l"
  /// BDSM, ECMA-48 mode 8, as terminal-wg's bidi recommendation uses it: reset is explicit
  /// mode (the terminal lays cells out as sent, left to right; Reel does the bidi itself),
  /// set is implicit mode (the terminal runs the bidi algorithm), every terminal's default.
  static let explicitBidi = "\u{1B}[8l"
  static let implicitBidi = "\u{1B}[8h"
  /// Every mouse mode ncurses or a terminal may have turned on: click, drag, motion, SGR.
  static let mouseOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"

  /// What Reel sends itself after ncurses has set the screen up.
  static var enter: String { bracketedPasteOn + explicitBidi }

  /// Everything that undoes the screen, in the order `endwin()` would, plus what ncurses does
  /// not know about. A terminal without an alternate screen (vt100) is cleared instead, so the
  /// last frame is not left behind. Read while curses is up (terminfo is loaded).
  static func leave(mouse: Bool) -> [UInt8] {
    var text = bracketedPasteOff + implicitBidi
    if mouse { text += mouseOff }
    for name in ["sgr0", "cnorm", "rmkx"] { text += capability(name) ?? "" }
    if let exitAlternateScreen = capability("rmcup"), capability("smcup") != nil {
      text += exitAlternateScreen
    } else {
      text += capability("clear") ?? ""
    }
    return Array(text.utf8)
  }

  /// Whether the terminal has an alternate screen that `endwin()` leaves.
  static var hasAlternateScreen: Bool { capability("smcup") != nil && capability("rmcup") != nil }

  /// A string capability of the current terminal, nil when it has none.
  static func capability(_ name: String) -> String? {
    guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return withoutPadding(String(cString: value))
  }

  /// terminfo's delays ("$<50>") are instructions to tputs, not bytes for the terminal.
  static func withoutPadding(_ capability: String) -> String {
    var result = ""
    var rest = Substring(capability)
    while let start = rest.range(of: "$<") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
        rest = rest[start.lowerBound...]
        break
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
