import Browser

/// What the status bar shows, taken from the state: the widget draws this and nothing else.
struct StatusBarModel {
  enum MessageKind { case error, info, activity }

  struct Hint {
    var key: String
    var action: String
    /// Lower goes first when space runs out.
    var keep: Int
    var width: Int { key.displayWidth + 1 + action.displayWidth }
  }

  var mode: String
  /// The spinner's frame while anything loads; nil when all is settled.
  var spinner: String?
  var message: String
  var kind: MessageKind
  var hints: [Hint]

  init(_ state: BrowserState, context: RenderContext) {
    mode = MovieFormatting.clean(context.mode)
    spinner = state.isSettled ? nil : Spinner.frame(context.spinnerFrame)
    (message, kind) = Self.message(state, keys: context.keys)
    hints = Self.hints(state, keys: context.keys)
  }

  /// The status message, or a word on what is loading when there is none.
  private static func message(_ state: BrowserState, keys: KeyLabels) -> (String, MessageKind) {
    // The failure box and an empty list already show the message in the middle of the screen.
    let shownElsewhere =
      state.phase == .configFailure || (state.screen == .home && state.status?.isError == true)
      || (state.screen == .results && state.main.window?.rowCount == 0
        && state.status?.isError == false)
    // A held request explains why nothing arrives: it goes before any other word.
    if let paused = state.pausedRequests.first {
      let endpoint =
        paused.endpoint.hasPrefix("/3/") ? String(paused.endpoint.dropFirst(3)) : paused.endpoint
      return (
        "paused at a breakpoint: \(MovieFormatting.clean(endpoint)) (\(paused.secondsLeft) s)",
        .activity
      )
    }
    if let status = state.status, !shownElsewhere {
      let text = MovieFormatting.clean(Words.text(for: status, keys: keys))
      return (text, status.isError ? .error : .info)
    }
    switch state.phase {
    case .loadingConfig:
      return ("Connecting to TMDB…", .activity)
    case .searching:
      guard let source = state.lists[state.currentList]?.pendingSource else { break }
      return ("Loading \(MovieFormatting.sourceName(source, width: 40))…", .activity)
    case .fetchingPage:
      guard let page = state.pageRequests(for: state.currentList).first?.page else { break }
      return ("Loading page \(page)…", .activity)
    case .idle, .configFailure:
      break
    }
    return ("", .activity)
  }

  /// The keys worth knowing where the user is, named as mapped; unmapped ones are left out.
  private static func hints(_ state: BrowserState, keys: KeyLabels) -> [Hint] {
    let wanted: [(Command, String, Int)]
    if state.overlay == .help {
      wanted = [(.cancel, "close", 2), (.quit, "quit", 1)]
    } else if state.phase == .configFailure {
      wanted = [(.refresh, "retry", 2), (.quit, "quit", 1)]
    } else if state.phase == .loadingConfig {
      wanted = [(.toggleHelp, "help", 2), (.quit, "quit", 1)]
    } else {
      switch (state.focus, state.screen) {
      case (.search, _):
        wanted = [(.submitSearch, "search", 3), (.cancel, "back", 2), (.nextPane, "results", 1)]
      case (.list, .watchlist(let screen)):
        var list: [(Command, String, Int)] = [
          (.openDetail, "open", 3), (.toggleWatchlist, "remove", 4),
          (.cycleWatchlistOrder, "order", 2), (.cancel, "back", 5),
        ]
        if screen.undo != nil { list.insert((.undoWatchlistRemoval, "undo", 6), at: 2) }
        wanted = list
      case (.list, .home):
        wanted = [
          (.openDetail, "open", 3), (.toggleWatchlist, "watch", 1), (.refresh, "reload", 2),
          (.toggleHelp, "help", 5), (.quit, "quit", 4),
        ]
      case (.list, .results):
        wanted = [
          (.focusSearch, "search", 3), (.openDetail, "open", 2), (.toggleWatchlist, "watch", 1),
          (.toggleHelp, "help", 5), (.quit, "quit", 4),
        ]
      case (.detail, _):
        wanted = [
          (.moveDown, "scroll", 3), (.cancel, "back", 2), (.toggleWatchlist, "watch", 1),
          (.toggleHelp, "help", 5), (.quit, "quit", 4),
        ]
      }
    }
    return wanted.compactMap { command, action, keep in
      label(command, keys).map { Hint(key: $0, action: action, keep: keep) }
    }
  }

  /// Scrolling names both directions ("j/k") when both are mapped.
  private static func label(_ command: Command, _ keys: KeyLabels) -> String? {
    if command == .moveDown, let down = keys[.moveDown], let up = keys[.moveUp] {
      return "\(down)/\(up)"
    }
    return keys[command]
  }
}

/// The last row: the mode badge, a spinner while anything loads, the status message, and as
/// many key hints as fit on the right.
///
/// ` REPLAY  ⠹ Loading page 3…                          / search  ⏎ open  w watch  ? help  q quit`
struct StatusBarWidget {
  let model: StatusBarModel
  let theme: Theme

  func draw(in rect: Rect, buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    var x = rect.x
    if !model.mode.isEmpty, rect.width >= 40 {
      x += buffer.put(
        " \(model.mode) ", x: x, y: rect.y, maxWidth: rect.width / 3, style: theme.badge)
    }
    x += 1
    if let spinner = model.spinner {
      x += buffer.put(spinner, x: x, y: rect.y, style: theme.accent)
      x += 1
    }
    let message = model.message
    let isError = model.kind == .error
    let style = isError ? theme.error : model.kind == .info ? theme.text : theme.dim
    // One column of margin on the right, as on the left.
    let available = rect.maxX - 1 - x
    let messageWidth = message.displayWidth
    // Hints keep some room beside a long message, but an error is never cut for them.
    let reserve = isError ? 0 : 24
    let hints = fittingHints(
      width: available - min(messageWidth, max(available - reserve, 0)) - (message.isEmpty ? 0 : 2))
    let hintsWidth = hints.isEmpty ? 0 : hints.reduce(-2) { $0 + $1.width + 2 }
    let messageRoom = available - (hintsWidth > 0 ? hintsWidth + 2 : 0)
    if messageRoom > 0 {
      buffer.putTruncated(message, x: x, y: rect.y, width: messageRoom, style: style)
    }
    var hintX = rect.maxX - 1 - hintsWidth
    for hint in hints {
      hintX += buffer.put(hint.key, x: hintX, y: rect.y, style: theme.accent) + 1
      hintX += buffer.put(hint.action, x: hintX, y: rect.y, style: theme.dim) + 2
    }
  }

  /// The hints, dropping the least needed until they fit `width`; shown in their own order.
  private func fittingHints(width: Int) -> [StatusBarModel.Hint] {
    var hints = model.hints
    while !hints.isEmpty, hints.reduce(-2, { $0 + $1.width + 2 }) > width,
      let drop = hints.indices.min(by: { hints[$0].keep < hints[$1].keep })
    {
      hints.remove(at: drop)
    }
    return hints
  }
}
