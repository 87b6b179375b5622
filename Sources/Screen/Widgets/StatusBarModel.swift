import Browser
import Synchronization
import TMDB

/// What the status bar shows, taken from the state: the widget draws this and nothing else.
struct StatusBarModel: Equatable, Sendable {
  enum MessageKind { case error, info, activity }

  struct Hint: Equatable {
    var key: String
    var action: String
    /// Lower goes first when space runs out.
    var keep: Int
    var width: Int { key.displayWidth + 1 + action.displayWidth }
  }

  var mode: String
  /// Beside the mode while answers come from the cache: a passing message cannot hide it.
  var offlineBadge: String?
  /// The spinner's frame while anything loads; nil when all is settled.
  var spinner: String?
  var message: String
  var kind: MessageKind
  var hints: [Hint]

  /// Borrowed: an initialiser owns its arguments by default, which copied the whole state.
  init(_ state: borrowing BrowserState, context: borrowing RenderContext) {
    let words = Words(context.language, keys: context.keys, genres: state.genres)
    let mode = MovieFormatting.clean(context.mode)
    switch mode {
    case "LIVE": self.mode = words(.modeLive)
    case "REPLAY": self.mode = words(.modeReplay)
    default: self.mode = mode
    }
    offlineBadge = state.offlineNotice == nil ? nil : words(.badgeOffline)
    spinner = state.isSettled ? nil : Spinner.frame(context.spinnerFrame)
    // Worked out from the lists and requests on each read: once a frame is enough.
    let phase = Self.phase(of: state)
    (message, kind) = Self.message(state, phase: phase, words: words)
    hints = Self.hints(state, phase: phase, words: words)
  }

  /// Everything in the state and context the model is made from, besides the language and
  /// the keys (a frame drawn by region has the last frame's): read without wording anything,
  /// so that a frame whose inputs are the last frame's keeps its status bar without making
  /// the model again.
  struct Inputs: Equatable {
    var mode: String
    var offlineNotice: String?
    /// The spinner's frame while anything loads (which of its frames, not the loop's count,
    /// so that a bar comes back the same when the spinner does); nil when all is settled.
    var spinnerFrame: Int?
    var phase: Phase
    var paused: PausedRequest?
    var pendingCount: PendingCount?
    var status: StatusMessage?
    var onHome: Bool
    /// The results screen showing a list without rows.
    var emptyResults: Bool
    var watchlistFailure: Failure?
    /// The list on its way, while searching; the page on its way, while fetching one.
    var searching: MovieListSource?
    var fetchingPage: Int?
    /// A discover list on its way is named with its genres.
    var genres: [Int: String]
    var hints: HintSet
  }

  /// `state.phase`, without listing and sorting the page requests (an array made each frame)
  /// when there are none: a `j` in the middle of a loaded list has nothing in flight.
  static func phase(of state: BrowserState) -> Phase {
    switch state.configurationStatus {
    case .loading: .loadingConfig
    case .failed: .configFailure
    case .loaded: state.requests.isEmpty ? .idle : state.phase
    }
  }

  /// The status message, or a word on what is loading when there is none.
  private static func message(_ state: BrowserState, phase: Phase, words: Words) -> (
    String, MessageKind
  ) {
    // The failure box and an empty list already show the message in the middle of the screen.
    let shownElsewhere =
      phase == .configFailure || (state.screen == .home && state.status?.isHomeRowFailure == true)
      || (state.screen == .results && state.main.window?.rowCount == 0
        && state.status?.isError == false)
    // A held request explains why nothing arrives: it goes before any other word.
    if let paused = state.pausedRequests.first {
      let endpoint =
        paused.endpoint.hasPrefix("/3/") ? String(paused.endpoint.dropFirst(3)) : paused.endpoint
      return (
        words(
          Message(
            .statusPausedAtBreakpoint,
            [
              "endpoint": .text(MovieFormatting.clean(endpoint)),
              "seconds": .number(paused.secondsLeft),
            ])), .activity
      )
    }
    // A count being typed (`5` of `5j`), as vim shows it: what the next motion will take.
    if let count = state.pendingCount { return (String(count.value), .info) }
    if let status = state.status, !shownElsewhere {
      let text = words.status(status)
      return (text, status.isError ? .error : .info)
    }
    // Once a passing message has faded, why answers come from the cache is said again.
    if let offline = state.offlineNotice, phase == .idle {
      return (MovieFormatting.clean(offline), .info)
    }
    // So is why there are no ★ marks: an unreadable watchlist stays unreadable until a read
    // succeeds, whatever loads or fades meanwhile (the read can fail before the first list
    // has even started loading, which clears the status).
    if let failure = state.watchlistFailure, phase == .idle {
      return (words.status(.watchlistNotRead(failure)), .error)
    }
    switch phase {
    case .loadingConfig:
      return (words(.connectingToTMDB), .activity)
    case .searching:
      guard let source = state.lists[state.currentList]?.pendingSource else { break }
      return (words(.loadingSource(words.sourceMessage(source, width: 40))), .activity)
    case .fetchingPage:
      guard let page = state.pageRequests(for: state.currentList).first?.page else { break }
      return (words(.loadingPage(page)), .activity)
    case .idle, .configFailure:
      break
    }
    return ("", .activity)
  }

  /// The keys worth knowing where the user is, named as mapped; unmapped ones are left out.
  private static func hints(_ state: BrowserState, phase: Phase, words: Words) -> [Hint] {
    let set = HintSet(state, phase: phase)
    let keys = words.keys
    return HintsMemo.hints(for: set, language: words.language.tag, keys: keys) {
      set.wanted.compactMap { command, action, keep in
        label(command, keys).map { Hint(key: $0, action: words(action), keep: keep) }
      }
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

/// Which keys the status bar names: one set for each place the user can be.
enum HintSet: Equatable, Sendable {
  case help, configFailure, loadingConfig, search
  case watchlist(undo: Bool)
  case collection, person, home, results, detail

  init(_ state: borrowing BrowserState, phase: Phase) {
    // Matched, not compared with `==` (which makes an overlay to compare with, and copies).
    if case .help? = state.overlay {
      self = .help
    } else if phase == .configFailure {
      self = .configFailure
    } else if phase == .loadingConfig {
      self = .loadingConfig
    } else {
      switch (state.focus, state.screen) {
      case (.search, _): self = .search
      case (.list, .watchlist(let screen)): self = .watchlist(undo: !screen.undo.isEmpty)
      case (.list, .collection): self = .collection
      case (.list, .person): self = .person
      case (.list, .home): self = .home
      case (.list, .results): self = .results
      case (.detail, _): self = .detail
      }
    }
  }

  /// The commands, the words for what each does, and how much each is needed (lower goes
  /// first when space runs out), in the order shown.
  var wanted: [(Command, MessageKey, Int)] {
    switch self {
    case .help: [(.cancel, .hintClose, 2), (.quit, .hintQuit, 1)]
    case .configFailure: [(.refresh, .hintRetry, 2), (.quit, .hintQuit, 1)]
    case .loadingConfig: [(.toggleHelp, .hintHelp, 2), (.quit, .hintQuit, 1)]
    case .search:
      [(.submitSearch, .hintSearch, 3), (.cancel, .hintBack, 2), (.nextPane, .hintResults, 1)]
    case .watchlist(let undo):
      undo
        ? [
          (.openDetail, .hintOpen, 3), (.toggleWatchlist, .hintRemove, 4),
          (.undoWatchlistRemoval, .hintUndo, 6), (.cycleWatchlistOrder, .hintOrder, 2),
          (.cancel, .hintBack, 5),
        ]
        : [
          (.openDetail, .hintOpen, 3), (.toggleWatchlist, .hintRemove, 4),
          (.cycleWatchlistOrder, .hintOrder, 2), (.cancel, .hintBack, 5),
        ]
    case .collection:
      [
        (.openDetail, .hintOpen, 3), (.cancel, .hintBack, 4), (.toggleWatchlist, .hintWatch, 1),
        (.quit, .hintQuit, 5),
      ]
    case .person:
      [
        (.openDetail, .hintOpen, 3), (.cycleWatchlistOrder, .hintOrder, 2),
        (.cancel, .hintBack, 4), (.toggleWatchlist, .hintWatch, 1), (.quit, .hintQuit, 5),
      ]
    case .home:
      [
        (.openDetail, .hintOpen, 3), (.toggleWatchlist, .hintWatch, 1),
        (.refresh, .hintReload, 2), (.toggleHelp, .hintHelp, 5), (.quit, .hintQuit, 4),
      ]
    case .results:
      [
        (.focusSearch, .hintSearch, 3), (.openDetail, .hintOpen, 2),
        (.toggleWatchlist, .hintWatch, 1), (.toggleHelp, .hintHelp, 5), (.quit, .hintQuit, 4),
      ]
    case .detail:
      [
        (.moveDown, .hintScroll, 3), (.cancel, .hintBack, 2), (.toggleWatchlist, .hintWatch, 1),
        (.toggleHelp, .hintHelp, 5), (.quit, .hintQuit, 4),
      ]
    }
  }
}

/// The hints last worded: every frame asks for the status bar's hints, which change only
/// when the user goes somewhere else, yet wording them took five sentences from the strings
/// tables and measuring each. Asked for by `HintSet`, so that a frame builds no list of what
/// it wants to compare.
enum HintsMemo {
  private struct Entry: Sendable {
    var set: HintSet
    var language: LanguageTag
    var keys: KeyLabels
    var hints: [StatusBarModel.Hint]
  }

  /// None or one entry: an array, as `ListHeaderCache` explains.
  private static let last = Mutex<[Entry]>([])

  /// The hints for `set` in `language` with `keys`, worded by `make` when not remembered.
  static func hints(
    for set: HintSet, language: LanguageTag, keys: KeyLabels,
    _ make: () -> [StatusBarModel.Hint]
  ) -> [StatusBarModel.Hint] {
    if let found = last.withLock({ entries in
      entries.first { $0.set == set && $0.language == language && $0.keys == keys }?.hints
    }) {
      return found
    }
    let made = make()
    last.withLock { $0 = [Entry(set: set, language: language, keys: keys, hints: made)] }
    return made
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
    if let offline = model.offlineBadge, rect.width >= 40 {
      x += 1
      x += buffer.put(
        " \(offline) ", x: x, y: rect.y, maxWidth: rect.width / 3,
        style: theme.error.adding([.reverse, .bold]))
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

extension StatusBarModel.Inputs {
  /// `main` is the state's main list, read once by the frame (`state.main` copies it out of
  /// the lists each time it is asked).
  /// Borrowed: owned, the whole state, context and list were copied for every frame's call.
  /// Worked out in locals and handed to the memberwise initialiser once: filled in field by
  /// field, the inputs were built in a temporary, copied out and the temporary destroyed.
  init(
    _ state: borrowing BrowserState, context: borrowing RenderContext,
    main: borrowing ResultList
  ) {
    let phase = StatusBarModel.phase(of: state)
    // Matched, not compared with `==` (which makes a screen to compare with, and copies).
    var onHome = false
    var onResults = false
    switch state.screen {
    case .home: onHome = true
    case .results: onResults = true
    case .watchlist, .person, .collection: break
    }
    self.init(
      mode: context.mode, offlineNotice: state.offlineNotice,
      spinnerFrame: state.isSettled ? nil : Spinner.position(context.spinnerFrame),
      phase: phase, paused: state.pausedRequests.first, pendingCount: state.pendingCount,
      status: state.status, onHome: onHome,
      emptyResults: onResults && main.window?.rowCount == 0,
      watchlistFailure: state.watchlistFailure,
      searching: phase == .searching ? state.lists[state.currentList]?.pendingSource : nil,
      fetchingPage: phase == .fetchingPage
        ? state.pageRequests(for: state.currentList).first?.page : nil,
      genres: state.genres, hints: HintSet(state, phase: phase))
  }
}

extension StatusMessage {
  /// What a failed home row says in its own place: on home the status bar leaves it out.
  /// Every other error (a start-up warning, `w` not saved, no browser for `o`) is said there.
  fileprivate var isHomeRowFailure: Bool {
    switch self {
    case .loadFailed, .watchlistNotRead: true
    default: false
    }
  }
}
