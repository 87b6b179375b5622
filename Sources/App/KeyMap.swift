import Browser
import Screen
import TMDB

/// Which key does what. One table drives the lookup, the `?` help overlay, the hints and
/// `reel keys`, so all of them always show the live map, as remapped by `[keys]` in config.toml
/// (see KeyMap+Remapping.swift).
public struct KeyMap: Sendable {
  struct Binding: Sendable {
    var keys: [Key]
    let command: Command
    let action: String
  }

  /// One titled group of bindings, and where its keys apply.
  struct Table: Sendable {
    let title: String
    let context: KeyContext
    var bindings: [Binding]
  }

  /// The groups, in the help's order.
  var tables: [Table]

  /// The defaults below, before any `[keys]`.
  public static let standard = KeyMap(
    tables: browsing.map {
      Table(
        title: $0.section, context: $0.section == "Watchlist view" ? .watchlist : .list,
        bindings: $0.bindings)
    } + [
      Table(title: "Home screen", context: .home, bindings: home),
      Table(title: "Search field", context: .search, bindings: searching),
    ])

  init(tables: [Table]) {
    self.tables = tables
  }

  /// The default map.
  public init() {
    self = .standard
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
    Binding(keys: [.tab], command: .nextPane, action: "go to results"),
    Binding(keys: [.up], command: .searchHistoryBack, action: "earlier query"),
    Binding(
      keys: [.down], command: .searchHistoryForward, action: "later query, then the results"),
    Binding(keys: [.left], command: .moveSearchCursor(.left), action: "cursor left"),
    Binding(keys: [.right], command: .moveSearchCursor(.right), action: "cursor right"),
    Binding(
      keys: [.home, .ctrl("a")], command: .moveSearchCursor(.start), action: "cursor to start"),
    Binding(keys: [.end, .ctrl("e")], command: .moveSearchCursor(.end), action: "cursor to end"),
    Binding(keys: [], command: .moveSearchCursor(.wordLeft), action: "word left"),
    Binding(keys: [], command: .moveSearchCursor(.wordRight), action: "word right"),
    Binding(keys: [.ctrl("k")], command: .deleteToEndOfSearch, action: "delete to end"),
  ]

  /// The command a key means in this state, or nil when it means nothing here. The context's
  /// own keys come first, then the list's, except for the commands the context binds itself
  /// (so `[keys.detail] quit = ""` takes `q` away in the detail pane only).
  public func command(for key: Key, in state: BrowserState) -> Command? {
    let context = KeyContext.current(in: state)
    if context == .search {
      if let binding = bindings(in: .search).first(where: { $0.keys.contains(key) }) {
        return binding.command
      }
      if case .character(let character) = key { return .insertText(String(character)) }
      return nil
    }
    // The detail pane on the watchlist screen keeps the watchlist's keys (order, undo).
    var chain = [context]
    if context == .detail, state.screen.watchlist != nil { chain.append(.watchlist) }
    var overridden: Set<Command> = []
    for layer in chain where layer != .list {
      let own = bindings(in: layer).filter { !overridden.contains($0.command) }
      if let binding = own.first(where: { $0.keys.contains(key) }) { return binding.command }
      overridden.formUnion(bindings(in: layer).map(\.command))
    }
    return bindings(in: .list).first {
      $0.keys.contains(key) && !overridden.contains($0.command)
    }?.command
  }

  /// The default map's command for a key.
  public static func command(for key: Key, in state: BrowserState) -> Command? {
    standard.command(for: key, in: state)
  }

  func bindings(in context: KeyContext) -> [Binding] {
    tables.filter { $0.context == context }.flatMap(\.bindings)
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
  /// bound to it, in the list's keys first, then the watchlist's, then the search field's.
  public var labels: KeyLabels {
    var labels: [Command: String] = [:]
    for context in [KeyContext.list, .watchlist, .home, .search] {
      for binding in bindings(in: context) {
        guard labels[binding.command] == nil, let key = binding.keys.first else { continue }
        labels[binding.command] = Self.hintLabel(key)
      }
    }
    return KeyLabels(labels)
  }

  /// The default map's labels.
  public static let labels = standard.labels

  /// The shortest faithful name, for the status bar's tight row.
  static func hintLabel(_ key: Key) -> String {
    switch key {
    case .enter: "⏎"
    case .escape: "esc"
    case .tab: "tab"
    default: label(key)
    }
  }

  /// The help overlay's content (built once per session: it is handed to every frame). An
  /// unbound action is left out.
  public var help: [KeyHelpSection] {
    tables.compactMap { table in
      let entries = table.bindings.filter { !$0.keys.isEmpty }.map { binding in
        KeyHelpEntry(
          keys: binding.keys.map(Self.label).joined(separator: " "), action: binding.action)
      }
      return entries.isEmpty ? nil : KeyHelpSection(title: table.title, entries: entries)
    } + [Self.attribution]
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
