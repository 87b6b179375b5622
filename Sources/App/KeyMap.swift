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
    /// What the key does, as the help overlay says it: a key of the strings tables, so there
    /// is no English-only form; every action the help names is worded in all four tables.
    let action: MessageKey
  }

  /// One titled group of bindings, and where its keys apply.
  struct Table: Sendable {
    let title: MessageKey
    let context: KeyContext
    var bindings: [Binding]
  }

  /// The groups, in the help's order.
  var tables: [Table] {
    didSet { resolved = ResolvedKeys(tables) }
  }

  /// The tables as one dictionary per context, so a key press is one look-up (see
  /// KeyMap+Resolved.swift); rebuilt whenever the tables change (a remap).
  private var resolved: ResolvedKeys

  /// The defaults below, before any `[keys]`.
  public static let standard = KeyMap(
    tables: browsing.map {
      Table(
        title: $0.section,
        context: $0.section == .helpSectionWatchlist ? .watchlist : .list, bindings: $0.bindings)
    } + [
      Table(title: .helpSectionHome, context: .home, bindings: home),
      Table(title: .helpSectionSearchField, context: .search, bindings: searching),
      Table(title: .helpSectionDetail, context: .detail, bindings: detailPane),
      Table(title: .helpSectionPerson, context: .person, bindings: person),
    ])

  /// Keys while the detail pane has focus (helper "detail").
  static let detailPane: [Binding] = [
    Binding(keys: [.character("o")], command: .openInBrowser, action: .actionOpenInBrowser),
    Binding(keys: [.character("y")], command: .copyLink, action: .actionCopyLink),
    Binding(keys: [.character("n")], command: .editNote, action: .actionEditNote),
  ]

  init(tables: [Table]) {
    self.tables = tables
    resolved = ResolvedKeys(tables)
  }

  /// The default map.
  public init() {
    self = .standard
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
        Binding(keys: [.character("d")], command: .showDiscover, action: .helpDiscoverWithFilters),
        Binding(keys: [.character("0"), .character("H")], command: .showHome, action: .actionHome),
        Binding(keys: [.character("r")], command: .refresh, action: .actionRefresh),
        Binding(keys: [.character("?")], command: .toggleHelp, action: .actionHelp),
        Binding(keys: [.character("M")], command: .toggleMessages, action: .actionMessages),
        Binding(keys: [.character("f")], command: .filterLoaded, action: .helpFilterLoaded),
        Binding(
          keys: [.character("s")], command: .cycleLoadedOrder,
          action: .helpSortLoaded),
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

  /// Keys on a person's page, before the list's: the films' order and a retry.
  static let person: [Binding] = [
    Binding(keys: [.character("s")], command: .cycleWatchlistOrder, action: .helpSortFilms),
    Binding(keys: [.character("r")], command: .refresh, action: .actionRefresh),
  ]

  /// Keys while the search field has focus; other printable keys are typed.
  static let searching: [Binding] = [
    Binding(keys: [.enter], command: .submitSearch, action: .actionSearchNow),
    Binding(keys: [.escape], command: .cancel, action: .actionLeaveSearch),
    Binding(keys: [.backspace], command: .deleteBackward, action: .actionDeleteCharacter),
    Binding(keys: [.ctrl("w")], command: .deleteWord, action: .actionDeleteWord),
    Binding(keys: [.ctrl("u")], command: .clearSearch, action: .actionClear),
    Binding(keys: [.tab], command: .nextPane, action: .actionGoToResults),
    Binding(keys: [.up], command: .searchHistoryBack, action: .helpEarlierQuery),
    Binding(
      keys: [.down], command: .searchHistoryForward, action: .helpLaterQuery),
    Binding(keys: [.left], command: .moveSearchCursor(.left), action: .helpCursorLeft),
    Binding(keys: [.right], command: .moveSearchCursor(.right), action: .helpCursorRight),
    Binding(
      keys: [.home, .ctrl("a")], command: .moveSearchCursor(.start), action: .helpCursorStart),
    Binding(keys: [.end, .ctrl("e")], command: .moveSearchCursor(.end), action: .helpCursorEnd),
    Binding(keys: [.alt("b")], command: .moveSearchCursor(.wordLeft), action: .helpWordLeft),
    Binding(keys: [.alt("f")], command: .moveSearchCursor(.wordRight), action: .helpWordRight),
    Binding(keys: [.ctrl("k")], command: .deleteToEndOfSearch, action: .helpDeleteToEnd),
  ]

  /// Keys while the discover form is open; digits, "." and "-" are typed into number fields.
  static let discoverForm: [Binding] = [
    Binding(keys: [.character("j"), .down, .tab], command: .moveDown, action: .helpNextField),
    Binding(keys: [.character("k"), .up, .backTab], command: .moveUp, action: .helpPreviousField),
    Binding(keys: [.character("l"), .right], command: .moveRight, action: .helpNextChoice),
    Binding(keys: [.character("h"), .left], command: .moveLeft, action: .helpPreviousChoice),
    Binding(keys: [.enter], command: .submitSearch, action: .helpRunDiscover),
    Binding(keys: [.escape, .character("d")], command: .cancel, action: .helpClose),
    Binding(keys: [.backspace], command: .deleteBackward, action: .actionDeleteCharacter),
    Binding(keys: [.ctrl("u")], command: .clearSearch, action: .helpClearField),
    Binding(keys: [.character("q")], command: .quit, action: .actionQuit),
  ]

  /// The command a key means in this state, or nil when it means nothing here. The context's
  /// own keys come first, then the list's, except for the commands the context binds itself
  /// (so `[keys.detail] quit = ""` takes `q` away in the detail pane only).
  public func command(for key: Key, in state: BrowserState) -> Command? {
    // Matched, not compared: `==` would copy the overlay and a `.discover` on every key.
    // Switched over only when there is one: the switch copied the optional overlay (an
    // inspector's whole view) out of the state to look at it, with no overlay too, on every key.
    if case .some = state.overlay {
      switch state.overlay {
      case .inspector(let view)?: return Self.inspectorCommand(for: key, view: view)
      case .discover?: return discoverFormCommand(for: key)
      case .help?, .messages?, nil: break
      }
    }
    if state.isEditingFilter {
      // Typing a filter (`f`): letters are text; arrows, Enter and Esc keep their meaning.
      switch key {
      case .character(let character): return .insertText(String(character))
      case .backspace: return .deleteBackward
      case .ctrl("w"): return .deleteWord
      case .ctrl("u"): return .clearSearch
      default: break
      }
    }
    let context = KeyContext.current(in: state)
    if context == .search {
      if let command = resolved.search[key] { return command }
      if case .character(let character) = key { return .insertText(String(character)) }
      return nil
    }
    // The detail pane on the watchlist screen keeps the watchlist's keys (order, undo).
    if context == .detail, state.screen.watchlist != nil { return resolved.detailOnWatchlist[key] }
    return resolved.command(for: key, in: context)
  }

  /// A key in the discover form: digits, "." and "-" are typed into its number fields.
  private func discoverFormCommand(for key: Key) -> Command? {
    if case .character(let character) = key, character.isASCII,
      character.isNumber || character == "." || character == "-"
    {
      return .insertText(String(character))
    }
    return Self.discoverForm.first { $0.keys.contains(key) }?.command
  }

  /// A digit where a count can start (`5j`, `50G`, `3l` on home): the list, home, the watchlist,
  /// a person's page and the detail pane, never the search field or an overlay. `bound` is
  /// what the digit means by itself, kept for when no motion follows. `0` starts no count (it
  /// keeps its own key, home), but continues one (`50G`).
  public func countCommand(for key: Key, bound: Command?, in state: BrowserState) -> Command? {
    // The digit read from the character's one ASCII byte: `wholeNumberValue` asks the Unicode
    // tables, on every key press.
    guard let byte = key.printableASCII, (0x30...0x39).contains(byte), case nil = state.overlay,
      state.focus != .search,
      state.configurationStatus == .loaded, !state.isEditingFilter
    else { return nil }
    let digit = Int(byte - 0x30)
    if digit == 0, state.pendingCount == nil { return nil }
    return .countDigit(digit, otherwise: bound)
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
  /// bound to it, in the list's keys first, then the watchlist's, then the search field's.
  public var labels: KeyLabels {
    var labels: [Command: String] = [:]
    for context in [KeyContext.list, .watchlist, .home, .search] {
      for binding in bindings(in: context) {
        guard labels[binding.command] == nil, let key = binding.keys.first else { continue }
        labels[binding.command] = Self.hintLabel(key)
      }
    }
    for binding in Self.inspectorBindings {
      guard labels[binding.command] == nil, let key = binding.keys.first else { continue }
      labels[binding.command] = Self.hintLabel(key)
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
    case .alt(let character): "Alt-\(character)"
    case .function(let number): "F\(number)"
    case .character(" "): "Space"
    case .character(let character): String(character)
    }
  }
}
