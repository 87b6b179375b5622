import Browser
import Screen
import TMDB

/// Which key does what. One table drives both the lookup and the `?` help overlay, so the
/// help always shows the live map.
public enum KeyMap {
  struct Binding {
    let keys: [Key]
    let command: Command
    /// What the key does, as the help overlay says it.
    let action: HelpAction

    /// A binding whose help words come from the strings tables (the user's language).
    init(keys: [Key], command: Command, action: MessageKey) {
      self.keys = keys
      self.command = command
      self.action = .translated(action)
    }

    /// A binding whose help words are not in the tables yet: English in every language.
    init(keys: [Key], command: Command, action: String) {
      self.keys = keys
      self.command = command
      self.action = .english(action)
    }
  }

  /// The help overlay's words for a key.
  enum HelpAction {
    case translated(MessageKey)
    case english(String)

    func text(in language: ScreenLanguage) -> String {
      switch self {
      case .translated(let key): language.text(Message(key))
      case .english(let text): text
      }
    }
  }

  /// Keys while the result list or the detail pane has focus.
  static let browsing: [(section: MessageKey, bindings: [Binding])] = [
    (
      .helpSectionMove,
      [
        Binding(keys: [.character("j"), .down], command: .moveDown, action: .actionDown),
        Binding(keys: [.character("k"), .up], command: .moveUp, action: .actionUp),
        Binding(keys: [.pageDown], command: .pageDown, action: .actionPageDown),
        Binding(keys: [.pageUp], command: .pageUp, action: .actionPageUp),
        Binding(keys: [.ctrl("d")], command: .halfPageDown, action: .actionHalfPageDown),
        Binding(keys: [.ctrl("u")], command: .halfPageUp, action: .actionHalfPageUp),
        Binding(keys: [.character("g"), .home], command: .first, action: .actionFirstResult),
        Binding(keys: [.character("G"), .end], command: .last, action: .actionLastResult),
      ]
    ),
    (
      .helpSectionBrowse,
      [
        Binding(keys: [.character("/")], command: .focusSearch, action: .actionSearch),
        Binding(
          keys: [.enter, .character("l"), .right], command: .openDetail, action: .actionOpenDetail),
        Binding(keys: [.character("h"), .left, .backspace], command: .back, action: .actionBack),
        Binding(keys: [.escape], command: .cancel, action: .actionCancelOrBack),
        Binding(keys: [.tab], command: .nextPane, action: .actionNextPane),
        Binding(
          keys: [.character("1")], command: .showCategory(.popular), action: .actionShowPopular),
        Binding(
          keys: [.character("2")], command: .showCategory(.topRated), action: .actionShowTopRated),
        Binding(
          keys: [.character("3")], command: .showCategory(.nowPlaying),
          action: .actionShowNowPlaying),
        Binding(
          keys: [.character("4")], command: .showCategory(.upcoming), action: .actionShowUpcoming),
        Binding(
          keys: [.character("5")], command: .showCategory(.trending), action: .actionShowTrending),
        Binding(keys: [.character("w")], command: .toggleWatchlist, action: .actionToggleWatchlist),
        Binding(keys: [.character("W")], command: .showWatchlist, action: .actionWatchlistView),
        Binding(keys: [.character("0"), .character("H")], command: .showHome, action: .actionHome),
        Binding(keys: [.character("r")], command: .refresh, action: .actionRefresh),
        Binding(keys: [.character("?")], command: .toggleHelp, action: .actionHelp),
        inspectorToggle,
        Binding(keys: [.character("q")], command: .quit, action: .actionQuit),
      ]
    ),
    (
      .helpSectionWatchlist,
      [
        Binding(keys: [.character("s")], command: .cycleWatchlistOrder, action: .actionNextOrder),
        Binding(
          keys: [.character("u")], command: .undoWatchlistRemoval, action: .actionUndoRemoval),
      ]
    ),
  ]

  /// Keys on the home screen's rows, before the browsing keys: sideways moves along a row.
  static let home: [Binding] = [
    Binding(keys: [.character("l"), .right], command: .moveRight, action: .actionNextCard),
    Binding(keys: [.character("h"), .left], command: .moveLeft, action: .actionPreviousCard),
    Binding(keys: [.character("j"), .down], command: .moveDown, action: .actionNextRow),
    Binding(keys: [.character("k"), .up], command: .moveUp, action: .actionPreviousRow),
    Binding(keys: [.character("g"), .home], command: .first, action: .actionFirstRow),
    Binding(keys: [.character("G"), .end], command: .last, action: .actionLastRow),
    Binding(keys: [.character("r")], command: .refresh, action: .actionReloadRow),
  ]

  /// Keys while the search field has focus; other printable keys are typed.
  static let searching: [Binding] = [
    Binding(keys: [.enter], command: .submitSearch, action: .actionSearchNow),
    Binding(keys: [.escape], command: .cancel, action: .actionLeaveSearch),
    Binding(keys: [.backspace], command: .deleteBackward, action: .actionDeleteCharacter),
    Binding(keys: [.ctrl("w")], command: .deleteWord, action: .actionDeleteWord),
    Binding(keys: [.ctrl("u")], command: .clearSearch, action: .actionClear),
    Binding(keys: [.down, .tab], command: .nextPane, action: .actionGoToResults),
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
      let point = Point(x: mouse.x, y: mouse.y)
      if state.screen == .home {
        guard state.overlay == nil, state.focus == .list,
          let (row, card) = Layout.homeCard(at: point, size: size)
        else { return nil }
        return .selectCard(row: row, card: card)
      }
      guard let row = Layout.listRow(at: point, size: size, state: state) else { return nil }
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

  /// The help overlay's content in `language`, generated from the tables above (the runtime
  /// builds it once per run and hands it to every frame).
  public static func help(in language: ScreenLanguage) -> [KeyHelpSection] {
    func entries(_ bindings: [Binding]) -> [KeyHelpEntry] {
      bindings.map { binding in
        KeyHelpEntry(
          keys: binding.keys.map(label).joined(separator: " "),
          action: binding.action.text(in: language))
      }
    }
    var sections = browsing.map { section in
      KeyHelpSection(
        title: language.text(Message(section.section)), entries: entries(section.bindings))
    }
    sections.append(
      KeyHelpSection(title: language.text(Message(.helpSectionHome)), entries: entries(home)))
    sections.append(
      KeyHelpSection(
        title: language.text(Message(.helpSectionInspector)),
        entries: entries(inspectorList + inspectorDetail + inspectorCommon + inspectorBreakpoints)))
    sections.append(
      KeyHelpSection(
        title: language.text(Message(.helpSectionSearchField)), entries: entries(searching)))
    return sections
  }

  /// The help in English.
  public static let help = help(in: .english)

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
