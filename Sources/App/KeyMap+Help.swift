import Browser
import Screen

/// The `?` help built from the live key map: every context's keys, in the screen's language,
/// named as they work on that screen (mirrored for right-to-left languages).
extension KeyMap {
  /// The help overlay's content in `language` (built once per session: it is handed to every
  /// frame). An unbound action is left out; the inspector's keys (not remappable yet) and TMDB's
  /// attribution close it.
  public func help(in language: ScreenLanguage) -> [KeyHelpSection] {
    let mirrored = language.direction == .rightToLeft
    func entries(_ bindings: [Binding], typing: Bool = false) -> [KeyHelpEntry] {
      let keyed = mirrored && !typing ? Self.mirroredKeys(bindings) : bindings
      return keyed.filter { !$0.keys.isEmpty }.map { binding in
        KeyHelpEntry(
          keys: binding.keys.map(Self.label).joined(separator: " "),
          action: language.text(Message(binding.action)))
      }
    }
    var sections = tables.compactMap { table -> KeyHelpSection? in
      let shown = entries(table.bindings, typing: table.context == .search)
      return shown.isEmpty
        ? nil : KeyHelpSection(title: language.text(Message(table.title)), entries: shown)
    }
    // The form's keys are its own (not remappable): listed so `?` names every key there is.
    sections.append(
      KeyHelpSection(
        title: language.text(Message(.helpSectionDiscover)),
        entries: entries(Self.discoverForm)))
    sections.append(
      KeyHelpSection(
        title: language.text(Message(.helpSectionInspector)),
        entries: entries(
          Self.inspectorList + Self.inspectorDetail + Self.inspectorCommon
            + Self.inspectorBreakpoints)))
    sections.append(Self.attribution)
    return sections
  }

  /// The help in English.
  public var help: [KeyHelpSection] { help(in: .english) }

  /// The keys that do each binding's command on a mirrored (right-to-left) screen, where
  /// `BrowserLoop` swaps ← and → before asking the map and swaps the sideways moves other keys
  /// make (h and l on the home screen): the help names the keys that really do the action
  /// there, as the screen shows it. Text being typed is never mirrored (the search field).
  static func mirroredKeys(_ bindings: [Binding]) -> [Binding] {
    func swapped(_ key: Key) -> Key {
      switch key {
      case .left: .right
      case .right: .left
      default: key
      }
    }
    func opposite(_ command: Command) -> Command? {
      switch command {
      case .moveLeft: .moveRight
      case .moveRight: .moveLeft
      default: nil
      }
    }
    return bindings.map { binding in
      var mirrored = binding
      mirrored.keys = binding.keys.map(swapped)
      // A sideways move: its arrow now comes from the other move's binding (swapped above),
      // and its other keys too, since the loop turns the other move's keys into this one.
      if let other = opposite(binding.command),
        let partner = bindings.first(where: { $0.command == other })
      {
        let arrows = mirrored.keys.filter { $0 == .left || $0 == .right }
        let others = partner.keys.filter { $0 != .left && $0 != .right }
        mirrored.keys = others + arrows
      }
      return mirrored
    }
  }

  /// The default map's help in `language`.
  public static func help(in language: ScreenLanguage) -> [KeyHelpSection] {
    standard.help(in: language)
  }

  /// TMDB's terms ask for this line wherever its data is shown; two lines, so a narrow help
  /// box keeps it whole.
  static let attribution = KeyHelpSection(
    title: "TMDB",
    entries: [
      KeyHelpEntry(keys: "", action: "This product uses the TMDB API but is"),
      KeyHelpEntry(keys: "", action: "not endorsed or certified by TMDB."),
    ])

  /// The default map's help.
  public static let help = standard.help
}
