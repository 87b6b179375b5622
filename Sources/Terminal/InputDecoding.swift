import CNcurses
import Screen

/// Maps what `wget_wch` returns to `Key`s. Separate from `Terminal` so the mapping is testable
/// without a terminal.
enum InputDecoding {
  /// A character code (wget_wch returned OK).
  static func key(forCharacter code: UInt32) -> Key? {
    switch code {
    case 27: return .escape
    case 127, 8: return .backspace  // terminals disagree on what Backspace sends
    case 10, 13: return .enter  // nonl() keeps CR as CR
    case 9: return .tab
    case 1...26: return Unicode.Scalar(code + 0x60).map { .ctrl(Character($0)) }
    case 0..<32: return nil  // ctrl-@, ctrl-\ and friends mean nothing here
    case 32..<127:
      // Printable ASCII, nearly every key press: taken from a table made once, so no look-up
      // in the Unicode tables (cold in the cache after the wait for the key) and no Character
      // built from a scalar.
      return printableKeys[Int(code) - 32]
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      switch scalar.properties.generalCategory {
      case .control, .format, .surrogate, .unassigned: return nil
      default: return .character(Character(scalar))
      }
    }
  }

  /// How many continuation bytes a UTF-8 lead byte takes; nil for a byte that starts no
  /// character (a continuation byte, C0, C1, F5 and up).
  static func continuationCount(lead: UInt8) -> Int? {
    switch lead {
    case 0xC2...0xDF: return 1
    case 0xE0...0xEF: return 2
    case 0xF0...0xF4: return 3
    default: return nil
    }
  }

  /// The scalar `bytes` encode as UTF-8, exactly and alone; nil for overlong forms,
  /// surrogates, values past U+10FFFF and anything incomplete.
  static func scalar(utf8 bytes: [UInt8]) -> UInt32? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator),
      iterator.next() == nil
    else { return nil }
    return scalar.value
  }

  /// The keys of printable ASCII, space to `~`, by code - 32.
  private static let printableKeys: [Key] = (32..<127).map {
    .character(Character(Unicode.Scalar(UInt8($0))))
  }

  /// What an Escape means when `follower` was already waiting behind it: terminals send Alt-b
  /// as Escape then "b" in one write, so a printable character that arrived with the Escape
  /// makes it Alt. Nil when the Escape stands alone (nothing behind it, or a key that is no
  /// character): the caller then hands back a plain Escape at once, never waiting for more.
  static func altKey(following follower: Key?) -> Key? {
    guard case .character(let character)? = follower, character != " " else { return nil }
    return .alt(character)
  }

  /// A key code (wget_wch returned KEY_CODE_YES), other than KEY_RESIZE and KEY_MOUSE.
  static func key(forKeyCode code: Int32) -> Key? {
    switch code {
    case reel_key_up(): return .up
    case reel_key_down(): return .down
    case reel_key_left(): return .left
    case reel_key_right(): return .right
    case reel_key_home(): return .home
    case reel_key_end(): return .end
    case reel_key_ppage(): return .pageUp
    case reel_key_npage(): return .pageDown
    case reel_key_enter(): return .enter
    case reel_key_backspace(): return .backspace
    case reel_key_dc(): return .delete
    case reel_key_btab(): return .backTab
    case reel_key_f(1)...reel_key_f(63): return .function(Int(code - reel_key_f(0)))
    default: return nil
    }
  }

  /// A mouse report, or nil for the button states Reel does not use.
  static func mouse(x: Int32, y: Int32, buttons: mmask_t) -> MouseEvent? {
    let kind: MouseEvent.Kind
    if buttons & reel_button4_pressed() != 0 {
      kind = .scrollUp
    } else if buttons & reel_button5_pressed() != 0 {
      kind = .scrollDown
    } else if buttons & (reel_button1_pressed() | reel_button1_clicked()) != 0 {
      kind = .click
    } else {
      return nil
    }
    return MouseEvent(x: Int(x), y: Int(y), kind: kind)
  }
}
