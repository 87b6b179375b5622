import Browser
import Foundation
import Screen

/// One line of `[keys]`: an action and the keys that now do it.
public struct KeyRemap: Sendable, Equatable {
  /// nil for the plain `[keys]` table, which applies wherever the action exists (the search
  /// field only when nothing else has it, so a letter never stops being typable by accident).
  public var context: KeyContext?
  public var action: String
  /// Key names as written (`"q"`, `"ctrl-c"`); empty unbinds the action.
  public var keys: [String]
  /// Where it is in config.toml, for errors.
  public var line: Int?

  public init(context: KeyContext?, action: String, keys: [String], line: Int?) {
    self.context = context
    self.action = action
    self.keys = keys
    self.line = line
  }
}

extension KeyMap {
  /// The most keys one line of `[keys]` may give an action.
  public static let maximumKeysPerAction = 64

  /// This map with `remaps` applied in order. A key given to an action is taken from the
  /// other actions of the same context, so it never means two things; two lines giving it
  /// to different actions is an error, as are unknown actions and key names.
  public func remapped(_ remaps: [KeyRemap], file: String = "config.toml") throws(ReelError)
    -> KeyMap
  {
    var map = self
    // Which line claimed each key in each context, to report the clash.
    var claimed: [KeyContext: [Key: (action: String, line: Int?)]] = [:]
    for remap in remaps {
      let place = ConfigPlace(path: file, line: remap.line)
      let action = ConfigFile.quoted(remap.action)
      var keys: [Key] = []
      // Beside `keys`, so a long list is checked for repeats in one pass: 20,000 keys (a
      // 200 KB file) took a minute to read, a 1 MB one half an hour.
      var seen: Set<Key> = []
      for name in remap.keys where !name.isEmpty {
        guard let key = Key(name: name) else {
          let quoted = ConfigFile.quoted(name)
          throw ConfigWords.error(
            place.with(
              ConfigSaying(
                .configNotAKeyName, ["name": .text(quoted)],
                english: "\"\(quoted)\" is not a key name (try q, G, ctrl-c, enter, esc, tab, "
                  + "space, up, pgdn, f1)")))
        }
        if let why = Self.unusableKey(key, for: remap.action) {
          throw ConfigWords.error(
            place.with(
              ConfigSaying(
                .configKeyUnusable, ["why": .message(why.message)],
                english: "\(why.english) (try q, G, ctrl-n, enter, esc, space, f1)")))
        }
        if seen.insert(key).inserted { keys.append(key) }
        // Every key is shown in the help and `reel keys`; no keyboard needs more for one action.
        guard keys.count <= Self.maximumKeysPerAction else {
          let most = Self.maximumKeysPerAction
          throw ConfigWords.error(
            place.with(
              ConfigSaying(
                .configTooManyKeys, ["action": .text(action), "max": .number(most)],
                english:
                  "\(action) is given more than \(most) keys; an action takes at most \(most)"
              )))
        }
      }
      let contexts = try map.contexts(for: remap, at: place, action: action)
      for context in contexts {
        for key in keys {
          if let earlier = claimed[context]?[key], earlier.action != remap.action {
            throw ConfigWords.error(
              place.with(Self.taken(key, by: TerminalText.oneLine(earlier.action), earlier.line)))
          }
          claimed[context, default: [:]][key] = (remap.action, remap.line)
        }
        map.bind(remap.action, to: keys, in: context)
      }
    }
    return map
  }

  /// Why a character key could never be pressed or seen, if so. A terminal sends a key press
  /// as one scalar (and Reel reads it so), so "é" written as e and a combining accent, or an
  /// emoji with its presentation selector, would never match. A bidi control, a zero-width or
  /// other format or ignorable character, a line or paragraph separator, a space other than
  /// the space bar's, an unassigned code point or a lone combining mark would be a blank in
  /// the help and the hints, and `reel keys` would write the bidi control to the terminal.
  ///
  /// Some Ctrl keys never reach Reel as themselves either: a terminal sends Ctrl-H, Ctrl-I,
  /// Ctrl-J and Ctrl-M as the bytes of Backspace, Tab and Enter, and the terminal turns
  /// Ctrl-C and Ctrl-Z into signals (quit, suspend), so `down = "ctrl-c"` was shown in the
  /// help while Ctrl-C still ended Reel.
  static func unusableKey(_ key: Key, for action: String) -> ConfigSaying? {
    let character: Character
    switch key {
    case .character(let typed), .alt(let typed): character = typed
    case .ctrl(let letter):
      let same: [Character: Key] = ["h": .backspace, "i": .tab, "j": .enter, "m": .enter]
      if let other = same[letter] {
        return ConfigSaying(
          .configCtrlSameByte, ["key": .text("ctrl-\(letter)"), "other": .text(other.name)],
          english: "ctrl-\(letter) reaches Reel as \(other.name) (a terminal sends the same byte "
            + "for both); write \(other.name)")
      }
      if letter == "c", action != "quit" {
        return ConfigSaying(
          .configCtrlCQuits, ["action": .text(ConfigFile.quoted(action))],
          english: "ctrl-c always quits Reel (the terminal sends it as an interrupt), so it "
            + "cannot be given to \(ConfigFile.quoted(action))")
      }
      if letter == "z" {
        return ConfigSaying(
          .configCtrlZSuspends, ["action": .text(ConfigFile.quoted(action))],
          english: "ctrl-z always suspends Reel (the terminal sends it as a stop signal; fg "
            + "brings Reel back), so it cannot be given to \(ConfigFile.quoted(action))")
      }
      return nil
    default: return nil
    }
    let scalars = character.unicodeScalars
    let codes = scalars.map { String(format: "U+%04X", $0.value) }
    guard scalars.count == 1, let scalar = scalars.first else {
      let listed = codes.joined(separator: " ")
      return ConfigSaying(
        .configKeyManyScalars, ["codes": .text(listed), "count": .number(codes.count)],
        english: "\(listed) is \(codes.count) characters to a terminal, and a key press sends one")
    }
    let invisible: [Unicode.GeneralCategory] = [
      .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
      .unassigned, .nonspacingMark, .spacingMark, .enclosingMark,
    ]
    guard scalar != " ",
      scalar.properties.isDefaultIgnorableCodePoint
        || invisible.contains(scalar.properties.generalCategory)
    else { return nil }
    return ConfigSaying(
      .configKeyNoMark, ["code": .text(codes[0])],
      english: "\(codes[0]) is not a key name: it shows no mark of its own in the help")
  }

  /// "j is already given to down on line 2".
  private static func taken(_ key: Key, by action: String, _ line: Int?) -> ConfigSaying {
    let arguments: [String: MessageArgument] = ["key": .text(key.name), "action": .text(action)]
    guard let line else {
      return ConfigSaying(
        .configKeyTakenElsewhere, arguments,
        english: "\(key.name) is already given to \(action) on another line")
    }
    return ConfigSaying(
      .configKeyTaken, arguments.merging(["line": .number(line)]) { $1 },
      english: "\(key.name) is already given to \(action) on line \(line)")
  }

  /// Where a remap applies, or why it cannot.
  private func contexts(for remap: KeyRemap, at place: ConfigPlace, action: String)
    throws(ReelError)
    -> [KeyContext]
  {
    let known = Self.standard.tables.flatMap(\.bindings).compactMap {
      KeyAction.name(of: $0.command)
    }
    guard known.contains(remap.action) else {
      throw ConfigWords.error(
        place.with(
          ConfigSaying(
            .configNoAction, ["action": .text(action)],
            english: "Reel has no action \"\(action)\" (`reel keys` lists them)")))
    }
    guard let context = remap.context else {
      let everywhere = [KeyContext.list, .home, .watchlist].filter {
        hasAction(remap.action, in: $0)
      }
      return everywhere.isEmpty ? [.search] : everywhere
    }
    // The detail pane has no keys of its own: it borrows the list's action.
    let source = context == .detail ? KeyContext.list : context
    guard hasAction(remap.action, in: source) || hasAction(remap.action, in: context) else {
      throw ConfigWords.error(
        place.with(
          ConfigSaying(
            .configNoActionIn, ["action": .text(action), "context": .text(context.rawValue)],
            english: "there is no \"\(action)\" in [keys.\(context.rawValue)]")))
    }
    return [context]
  }

  /// The contexts where `[keys]` left quit with no key (`quit = []`, or `up = "q"` taking its
  /// only one): ctrl-c still quits there, but nothing on the screen says so.
  func contextsWithoutQuitKey() -> [KeyContext] {
    tables.filter { table in
      table.bindings.contains { $0.command == .quit && $0.keys.isEmpty }
    }.map(\.context)
  }

  private func hasAction(_ action: String, in context: KeyContext) -> Bool {
    Self.standard.tables.contains { table in
      table.context == context
        && table.bindings.contains { KeyAction.name(of: $0.command) == action }
    }
  }

  /// Gives `keys` to `action` in `context`, taking them from its other actions there.
  private mutating func bind(_ action: String, to keys: [Key], in context: KeyContext) {
    let command = Self.standard.tables.flatMap(\.bindings).first {
      KeyAction.name(of: $0.command) == action
    }
    for index in tables.indices where tables[index].context == context {
      for entry in tables[index].bindings.indices {
        let binding = tables[index].bindings[entry]
        if KeyAction.name(of: binding.command) == action {
          tables[index].bindings[entry].keys = keys
        } else {
          tables[index].bindings[entry].keys.removeAll { keys.contains($0) }
        }
      }
    }
    let present = tables.contains {
      $0.context == context && $0.bindings.contains { KeyAction.name(of: $0.command) == action }
    }
    guard !present, let command else { return }
    // An action new to this context (the detail pane's): a table of its own, before the list.
    if let index = tables.firstIndex(where: { $0.context == context }) {
      var added = command
      added.keys = keys
      tables[index].bindings.append(added)
    } else {
      var added = command
      added.keys = keys
      tables.insert(
        Table(title: .helpSectionDetail, context: context, bindings: [added]),
        at: tables.firstIndex { $0.context == .home } ?? tables.endIndex)
    }
  }
}
