import Screen

/// Mouse reports as the terminal sends them, decoded by Reel rather than ncurses. ncurses reads
/// the rest of a report with blocking reads of its own, so a report cut short (`ESC [ <` or
/// `ESC [ M` and nothing after it: line noise, a dropped packet, a hostile program's output)
/// froze the loop until the next keys came, and ate them as coordinates. Reel reads reports as
/// control sequences with a bounded wait (see `Terminal.readAfterEscape`). Pure, so the rules
/// are testable without a terminal.
enum MouseReport {
  /// SGR (mode 1006, xterm and most terminals): `ESC [ < button ; column ; row` and `M` for a
  /// press, `m` for a release. `sequence` is what followed `ESC [`, final byte included.
  static func sgr(_ sequence: [UInt8]) -> MouseEvent? {
    guard sequence.count >= 7, sequence.first == 0x3C, let final = sequence.last,
      final == 0x4D || final == 0x6D
    else { return nil }
    let fields = sequence.dropFirst().dropLast().split(
      separator: 0x3B, omittingEmptySubsequences: false)
    guard fields.count == 3, let button = number(fields[0]), let column = number(fields[1]),
      let row = number(fields[2]), column >= 1, row >= 1
    else { return nil }
    return event(button: button, x: column - 1, y: row - 1, pressed: final == 0x4D)
  }

  /// X10 (mode 1000, what ncurses asks tmux, screen and the Linux console for): `ESC [ M` then
  /// three bytes, each a value plus 32 (coordinates 1-based, so plus 33 from the origin).
  static func x10(button: UInt8, column: UInt8, row: UInt8) -> MouseEvent? {
    guard button >= 32, column >= 33, row >= 33 else { return nil }
    let code = Int(button) - 32
    // Button bits 3 mean "released" in X10; a release is no event Reel uses.
    guard code & 0b11 != 0b11 || code & 64 != 0 else { return nil }
    return event(button: code, x: Int(column) - 33, y: Int(row) - 33, pressed: true)
  }

  /// What Reel uses of a report: a left press (with any modifier) clicks, the wheel scrolls;
  /// drags, motion, other buttons and releases are nothing.
  private static func event(button: Int, x: Int, y: Int, pressed: Bool) -> MouseEvent? {
    guard pressed else { return nil }
    let modifiers = 4 | 8 | 16
    switch button & ~modifiers {
    case 0: return MouseEvent(x: x, y: y, kind: .click)
    case 64: return MouseEvent(x: x, y: y, kind: .scrollUp)
    case 65: return MouseEvent(x: x, y: y, kind: .scrollDown)
    default: return nil
    }
  }

  /// A decimal field of at most six digits (no screen is a million cells wide); nil otherwise.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 6 else { return nil }
    var value = 0
    for digit in digits {
      guard (0x30...0x39).contains(digit) else { return nil }
      value = value * 10 + Int(digit - 0x30)
    }
    return value
  }
}
