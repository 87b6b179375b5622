import Browser

/// The last row: the mode badge, a spinner while anything loads, the status message, and as
/// many key hints as fit on the right.
///
/// ` REPLAY  ⠹ Loading page 3…                          / search  ⏎ open  w watch  ? help  q quit`
struct StatusBarWidget {
  let state: BrowserState
  let theme: Theme
  let context: RenderContext

  private struct Hint {
    var key: String
    var action: String
    /// Lower goes first when space runs out.
    var keep: Int
    var width: Int { key.displayWidth + 1 + action.displayWidth }
  }

  func draw(in rect: Rect, buffer: inout Buffer) {
    guard !rect.isEmpty else { return }
    var x = rect.x
    let mode = MovieFormatting.clean(context.mode)
    if !mode.isEmpty, rect.width >= 40 {
      x += buffer.put(" \(mode) ", x: x, y: rect.y, maxWidth: rect.width / 3, style: theme.badge)
    }
    x += 1
    if !state.isSettled {
      x += buffer.put(Spinner.frame(context.spinnerFrame), x: x, y: rect.y, style: theme.accent)
      x += 1
    }
    let (message, kind) = self.message
    let isError = kind == .error
    let style = isError ? theme.error : kind == .info ? theme.text : theme.dim
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

  private enum MessageKind { case error, info, activity }

  /// The status message, or a word on what is loading when there is none.
  private var message: (text: String, kind: MessageKind) {
    // The failure box and an empty list already show the message in the middle of the screen.
    let shownElsewhere =
      state.phase == .configFailure
      || (state.list?.rowCount == 0 && state.status?.kind == .info)
    if let status = state.status, !shownElsewhere {
      return (MovieFormatting.clean(status.text), status.kind == .error ? .error : .info)
    }
    switch state.phase {
    case .loadingConfig:
      return ("Connecting to TMDB…", .activity)
    case .searching:
      guard let source = state.pendingSource else { break }
      return ("Loading \(MovieFormatting.sourceName(source, width: 40))…", .activity)
    case .fetchingPage:
      guard let page = state.listRequest?.page else { break }
      return ("Loading page \(page)…", .activity)
    case .idle, .configFailure:
      break
    }
    return ("", .activity)
  }

  /// The hints for what has focus, dropping the least needed until they fit `width`; shown in
  /// their own order.
  private func fittingHints(width: Int) -> [Hint] {
    var hints = hintsForFocus
    while !hints.isEmpty, hints.reduce(-2, { $0 + $1.width + 2 }) > width {
      let drop = hints.indices.min { hints[$0].keep < hints[$1].keep }!
      hints.remove(at: drop)
    }
    return hints
  }

  private var hintsForFocus: [Hint] {
    if state.phase == .configFailure {
      return [Hint(key: "r", action: "retry", keep: 2), Hint(key: "q", action: "quit", keep: 1)]
    }
    if state.phase == .loadingConfig {
      return [Hint(key: "?", action: "help", keep: 2), Hint(key: "q", action: "quit", keep: 1)]
    }
    if state.showsHelp {
      return [Hint(key: "esc", action: "close", keep: 2), Hint(key: "q", action: "quit", keep: 1)]
    }
    switch state.focus {
    case .search:
      return [
        Hint(key: "⏎", action: "search", keep: 3), Hint(key: "esc", action: "back", keep: 2),
        Hint(key: "tab", action: "results", keep: 1),
      ]
    case .list where state.watchlistView != nil:
      var hints = [
        Hint(key: "⏎", action: "open", keep: 3), Hint(key: "w", action: "remove", keep: 4),
        Hint(key: "s", action: "order", keep: 2), Hint(key: "esc", action: "back", keep: 5),
      ]
      if state.watchlistView?.undo != nil {
        hints.insert(Hint(key: "u", action: "undo", keep: 6), at: 2)
      }
      return hints
    case .list:
      return [
        Hint(key: "/", action: "search", keep: 3), Hint(key: "⏎", action: "open", keep: 2),
        Hint(key: "w", action: "watch", keep: 1), Hint(key: "?", action: "help", keep: 5),
        Hint(key: "q", action: "quit", keep: 4),
      ]
    case .detail:
      return [
        Hint(key: "j/k", action: "scroll", keep: 3), Hint(key: "esc", action: "back", keep: 2),
        Hint(key: "w", action: "watch", keep: 1), Hint(key: "?", action: "help", keep: 5),
        Hint(key: "q", action: "quit", keep: 4),
      ]
    }
  }
}
