import Browser
import Screen
import TMDB

/// Which key does what. One table drives both the lookup and the `?` help overlay, so the
/// help always shows the live map.
public enum KeyMap {
  struct Binding {
    let keys: [Key]
    let command: Command
    let action: String
  }

  /// Keys while the result list or the detail pane has focus.
  static let browsing: [(section: String, bindings: [Binding])] = [
    (
      "Move",
      [
        Binding(keys: [.character("j"), .down], command: .moveDown, action: "down"),
        Binding(keys: [.character("k"), .up], command: .moveUp, action: "up"),
        Binding(keys: [.pageDown], command: .pageDown, action: "page down"),
        Binding(keys: [.pageUp], command: .pageUp, action: "page up"),
        Binding(keys: [.ctrl("d")], command: .halfPageDown, action: "half page down"),
        Binding(keys: [.ctrl("u")], command: .halfPageUp, action: "half page up"),
        Binding(keys: [.character("g"), .home], command: .first, action: "first result"),
        Binding(keys: [.character("G"), .end], command: .last, action: "last result"),
      ]
    ),
    (
      "Browse",
      [
        Binding(keys: [.character("/")], command: .focusSearch, action: "search"),
        Binding(
          keys: [.enter, .character("l"), .right], command: .openDetail, action: "open detail"),
        Binding(keys: [.character("h"), .left, .backspace], command: .back, action: "back"),
        Binding(keys: [.escape], command: .cancel, action: "cancel loading / back"),
        Binding(keys: [.tab], command: .nextPane, action: "next pane"),
        Binding(
          keys: [.character("1")], command: .showCategory(.popular), action: "popular"),
        Binding(
          keys: [.character("2")], command: .showCategory(.topRated), action: "top rated"),
        Binding(
          keys: [.character("3")], command: .showCategory(.nowPlaying), action: "now playing"),
        Binding(
          keys: [.character("4")], command: .showCategory(.upcoming), action: "upcoming"),
        Binding(
          keys: [.character("5")], command: .showCategory(.trending), action: "trending"),
        Binding(keys: [.character("w")], command: .toggleWatchlist, action: "add/remove watchlist"),
        Binding(keys: [.character("W")], command: .showWatchlist, action: "watchlist view"),
        Binding(keys: [.character("0"), .character("H")], command: .showHome, action: "home"),
        Binding(keys: [.character("r")], command: .refresh, action: "refresh / retry"),
        Binding(keys: [.character("?")], command: .toggleHelp, action: "this help"),
        inspectorToggle,
        Binding(keys: [.character("q")], command: .quit, action: "quit"),
      ]
    ),
    (
      "Watchlist view",
      [
        Binding(keys: [.character("s")], command: .cycleWatchlistOrder, action: "next order"),
        Binding(keys: [.character("u")], command: .undoWatchlistRemoval, action: "undo removal"),
      ]
    ),
  ]

  /// Keys on the home screen's rows, before the browsing keys: sideways moves along a row.
  static let home: [Binding] = [
    Binding(keys: [.character("l"), .right], command: .moveRight, action: "next card"),
    Binding(keys: [.character("h"), .left], command: .moveLeft, action: "previous card"),
    Binding(keys: [.character("j"), .down], command: .moveDown, action: "next row"),
    Binding(keys: [.character("k"), .up], command: .moveUp, action: "previous row"),
    Binding(keys: [.character("g"), .home], command: .first, action: "first row"),
    Binding(keys: [.character("G"), .end], command: .last, action: "last row"),
    Binding(keys: [.character("r")], command: .refresh, action: "reload the row"),
  ]

  /// Keys while the search field has focus; other printable keys are typed.
  static let searching: [Binding] = [
    Binding(keys: [.enter], command: .submitSearch, action: "search now"),
    Binding(keys: [.escape], command: .cancel, action: "leave search"),
    Binding(keys: [.backspace], command: .deleteBackward, action: "delete character"),
    Binding(keys: [.ctrl("w")], command: .deleteWord, action: "delete word"),
    Binding(keys: [.ctrl("u")], command: .clearSearch, action: "clear"),
    Binding(keys: [.down, .tab], command: .nextPane, action: "go to results"),
  ]

  /// The command a key means in this state, or nil when it means nothing here.
  public static func command(for key: Key, in state: BrowserState) -> Command? {
    if let view = state.overlay?.inspector { return inspectorCommand(for: key, view: view) }
    if state.focus == .search, state.overlay == nil {
      if let binding = searching.first(where: { $0.keys.contains(key) }) {
        return binding.command
      }
      if case .character(let character) = key { return .insertText(String(character)) }
      return nil
    }
    if state.screen == .home, state.focus == .list, state.overlay == nil,
      let binding = home.first(where: { $0.keys.contains(key) })
    {
      return binding.command
    }
    for (_, bindings) in browsing {
      if let binding = bindings.first(where: { $0.keys.contains(key) }) { return binding.command }
    }
    return nil
  }

  /// What a mouse event means: the wheel scrolls, a click on a list row selects it.
  public static func command(
    for mouse: MouseEvent, in state: BrowserState, size: Size
  ) -> Command? {
    switch mouse.kind {
    case .scrollUp: return .scroll(-3)
    case .scrollDown: return .scroll(3)
    case .click:
      guard let row = Layout.listRow(at: Point(x: mouse.x, y: mouse.y), size: size, state: state)
      else { return nil }
      return .selectVisibleRow(row)
    }
  }

  /// The key for each command as the screen names it in hints and messages: the first key
  /// bound to it, in the browsing keys first, then the search field's.
  public static let labels: KeyLabels = {
    var labels: [Command: String] = [:]
    for binding in browsing.flatMap(\.bindings) + searching + inspectorBindings {
      guard labels[binding.command] == nil, let key = binding.keys.first else { continue }
      labels[binding.command] = hintLabel(key)
    }
    return KeyLabels(labels)
  }()

  /// The shortest faithful name, for the status bar's tight row.
  static func hintLabel(_ key: Key) -> String {
    switch key {
    case .enter: "⏎"
    case .escape: "esc"
    case .tab: "tab"
    default: label(key)
    }
  }

  /// The help overlay's content, generated once from the tables above (it is handed to every
  /// frame, so it is not rebuilt per frame).
  public static let help: [KeyHelpSection] = {
    var sections = browsing.map { section in
      KeyHelpSection(
        title: section.section,
        entries: section.bindings.map { binding in
          KeyHelpEntry(keys: binding.keys.map(label).joined(separator: " "), action: binding.action)
        })
    }
    sections.append(
      KeyHelpSection(
        title: "Home screen",
        entries: home.map {
          KeyHelpEntry(keys: $0.keys.map(label).joined(separator: " "), action: $0.action)
        }))
    sections.append(
      KeyHelpSection(
        title: "Network inspector",
        entries: (inspectorList + inspectorDetail + inspectorCommon + inspectorBreakpoints).map {
          KeyHelpEntry(keys: $0.keys.map(label).joined(separator: " "), action: $0.action)
        }))
    sections.append(
      KeyHelpSection(
        title: "Search field",
        entries: searching.map {
          KeyHelpEntry(keys: $0.keys.map(label).joined(separator: " "), action: $0.action)
        }))
    return sections
  }()

  /// How a key is written in the help: as on the keycap, not as a script names it.
  static func label(_ key: Key) -> String {
    switch key {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .ctrl(let letter): "Ctrl-\(letter)"
    case .function(let number): "F\(number)"
    case .character(" "): "Space"
    case .character(let character): String(character)
    }
  }
}
