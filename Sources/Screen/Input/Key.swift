/// A key press, as the keymap and key scripts see it.
///
/// `name` and `init?(name:)` use one vocabulary, so help screens, scripts and the keymap agree:
/// "j", "G", "space", "enter", "esc", "tab", "backtab", "backspace", "delete", "up", "down",
/// "left", "right", "home", "end", "pgup", "pgdn", "ctrl-d", "alt-b", "f1"…"f12".
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// Printable text, one grapheme (for input this is one scalar at a time).
  case character(Character)
  /// Ctrl with a letter, always lowercase: ctrl-d is `.ctrl("d")`.
  case ctrl(Character)
  /// Alt (Meta) with a printable character, as terminals send it: Escape, then the character.
  /// Alt-b is `.alt("b")`; Alt-B (with Shift) is `.alt("B")`.
  case alt(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, escape, tab, backTab, backspace, delete
  /// F1 is `.function(1)`.
  case function(Int)

  public var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .ctrl(let letter): "ctrl-\(letter)"
    case .alt(let character): "alt-\(character)"
    case .function(let number): "f\(number)"
    default: Self.specialNames.first { $0.key == self }?.name ?? "?"
    }
  }

  public var description: String { name }

  /// Parses a key name as written by `name`, ignoring case for the multi-letter names (a single
  /// character is taken literally, so "G" is shift-g). A few aliases are accepted: "escape",
  /// "return", "pageup", "pagedown", "del", "shift-tab". Nil for anything else.
  public init?(name: String) {
    if name.count == 1, let character = name.first {
      guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { return nil }
      self = .character(character)
      return
    }
    if name.count == 5, name.lowercased().hasPrefix("alt-"), let character = name.last,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
      character != " "
    {
      // The character keeps its case: alt-B is Alt with Shift-b.
      self = .alt(character)
      return
    }
    let lowered = name.lowercased()
    if let special = Self.specialNames.first(where: { $0.name == lowered }) {
      self = special.key
    } else if let alias = Self.aliases[lowered] {
      self = alias
    } else if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
      letter.isASCII, letter.isLetter
    {
      self = .ctrl(letter)
    } else if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()),
      (1...63).contains(number),
      lowered.dropFirst().allSatisfy(\.isASCII)
    {
      self = .function(number)
    } else {
      return nil
    }
  }

  private static let specialNames: [(name: String, key: Key)] = [
    ("space", .character(" ")), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown), ("enter", .enter),
    ("esc", .escape), ("tab", .tab), ("backtab", .backTab), ("backspace", .backspace),
    ("delete", .delete),
  ]

  private static let aliases: [String: Key] = [
    "escape": .escape, "return": .enter, "pageup": .pageUp, "pagedown": .pageDown,
    "del": .delete, "shift-tab": .backTab,
  ]
}

extension Key {
  /// The byte of a printable ASCII character key (space to `~`), nil for any other key. Read
  /// from the character's UTF-8 bytes: `Character.asciiValue` compares the character with
  /// "\r\n" as strings first, and the key map asks at every key press.
  public var printableASCII: UInt8? {
    guard case .character(let character) = self else { return nil }
    let bytes = character.utf8
    guard bytes.count == 1, let byte = bytes.first, byte >= 32, byte < 127 else { return nil }
    return byte
  }
}
