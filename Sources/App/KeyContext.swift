import Browser

/// Where a key is pressed, as `[keys.CONTEXT]` in config.toml names it. A context's own keys
/// come before the list's, which apply everywhere but in the search field.
public enum KeyContext: String, CaseIterable, Sendable {
  /// The result list, and the default for every context but the search field.
  case list
  /// The home screen's rows.
  case home
  /// The search field: other printable keys are typed.
  case search
  /// The detail pane while it has focus.
  case detail
  /// The watchlist screen.
  case watchlist
  /// A person's page (their films): sort and retry.
  case person
  /// The network inspector: its keys are its own (not remappable yet); the name is kept so a
  /// config written for it is not an error.
  case inspector

  /// The context of the focused part of the screen.
  static func current(in state: BrowserState) -> KeyContext {
    // Matched, not compared with nil: `!=` on the Equatable overlay copies it.
    if case .some = state.overlay { return .list }
    // The note field (`n`) takes typing as the search field does.
    if state.focus == .search { return .search }
    if case .some = state.noteDraft { return .search }
    if state.focus == .detail { return .detail }
    switch state.screen {
    case .home: return .home
    case .watchlist: return .watchlist
    case .person: return .person
    default: return .list
    }
  }
}

/// The names `[keys]` uses for commands: the words users write (`quit`, `page_down`).
enum KeyAction {
  /// The config name of a command; nil for the ones no key can carry (mouse, typed text).
  /// Commands missing here (added later) are named from their case: `showDiscover` is
  /// `show_discover`.
  static func name(of command: Command) -> String? {
    if case .showCategory(let category) = command {
      return category.rawValue.replacingOccurrences(of: "-", with: "_")
    }
    if case .moveSearchCursor(let move) = command {
      return move == .wordLeft || move == .wordRight
        ? snakeCase(move.rawValue) : "cursor_" + move.rawValue
    }
    return names[command] ?? snakeCase(String(describing: command))
  }

  private static let names: [Command: String] = [
    .moveUp: "up", .moveDown: "down", .moveLeft: "left", .moveRight: "right",
    .showHome: "home", .pageUp: "page_up", .pageDown: "page_down",
    .halfPageUp: "half_page_up", .halfPageDown: "half_page_down", .first: "first",
    .last: "last", .openDetail: "open", .back: "back", .nextPane: "next_pane",
    .focusSearch: "search", .toggleWatchlist: "toggle_watchlist", .showWatchlist: "watchlist",
    .cycleWatchlistOrder: "watchlist_order", .undoWatchlistRemoval: "undo",
    .refresh: "refresh", .toggleHelp: "help", .toggleMessages: "messages", .quit: "quit",
    .deleteBackward: "delete_backward", .deleteWord: "delete_word",
    .clearSearch: "clear_search", .submitSearch: "search_now", .cancel: "cancel",
    .deleteToEndOfSearch: "delete_to_end", .searchHistoryBack: "history_back",
    .searchHistoryForward: "history_forward",
  ]

  /// `showDiscover` as `show_discover`, for commands added after this table.
  static func snakeCase(_ name: String) -> String? {
    guard !name.contains("("), !name.isEmpty else { return nil }
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "_" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}
