import TMDB

/// Everything that can happen to the browser: user intents, results of effects, and time.
///
/// The results with a large payload (a film's whole details, a person, a collection) are
/// `indirect`, kept in a box: an enum is as large as its largest case, and an event is copied
/// a few times on its way to the reducer, so every key's `.command` was copied at the size of
/// a `MovieDetails`. A result pays for its box once.
public enum Event: Sendable, Equatable {
  /// The app has started: load the configuration and the watchlist.
  case start
  /// The list area now shows this many rows (from the layout, on start and on every resize).
  case viewportChanged(rows: Int)
  /// Whether the layout shows the detail pane beside the list (wide terminals). When it does
  /// not, the selected movie's details are loaded only when the user opens them.
  case detailPaneShown(Bool)
  /// The detail pane cannot scroll further than this many lines (from the layout, whenever
  /// it changes).
  case detailScrollLimit(Int)
  /// How many cards fit in a home row, and how many rows on screen (from the layout).
  case homeViewportChanged(HomeViewport)
  case command(Command)

  indirect case configurationLoaded(RequestID, TMDBConfiguration, [Genre])
  case configurationFailed(RequestID, Failure)
  case pageLoaded(RequestID, MoviePage)
  case pageFailed(RequestID, Failure)
  indirect case detailsLoaded(RequestID, MovieDetails)
  case detailsFailed(RequestID, Failure)
  indirect case relatedLoaded(RequestID, RelatedMovies)
  case relatedFailed(RequestID, Failure)
  /// Where a film can be watched, fetched beside its "More like this" (before that answer);
  /// kept only while that request is in flight.
  indirect case providersLoaded(movieID: Int, WatchProviderResults)
  indirect case personLoaded(RequestID, PersonDetails)
  case personFailed(RequestID, Failure)
  indirect case collectionLoaded(RequestID, MovieCollection)
  case collectionFailed(RequestID, Failure)
  /// A timer started by `Effect.startTimer` went off; stale tokens are ignored.
  case timerFired(TimerKey, token: Int)
  /// The ids on the stored watchlist.
  case watchlistLoaded(RequestID, Set<Int>)
  case watchlistLoadFailed(RequestID, Failure)
  /// Another program changed the stored watchlist: these are its ids now.
  case watchlistChanged(Set<Int>)
  /// A change was saved; `stored` says whether the movie is on the stored watchlist now.
  case watchlistSaved(RequestID, stored: Bool)
  /// A change was not saved; `stored` is what the database holds for the movie (nil when it
  /// could not be read either).
  case watchlistSaveFailed(RequestID, Failure, stored: Bool?)
  /// A film's stored watchlist note (nil: none).
  case watchlistNoteLoaded(RequestID, note: String?)
  /// The stored watchlist, in the order asked for, for the watchlist screen.
  case watchlistEntriesLoaded(RequestID, [WatchlistRow])
  case watchlistEntriesFailed(RequestID, Failure)
  /// A window of the stored watchlist, with its count, for the watchlist screen.
  indirect case watchlistWindowLoaded(RequestID, WatchlistWindow)
  case watchlistWindowFailed(RequestID, Failure)
  /// Something the user should know that is not the result of an action: a damaged database
  /// moved aside, a config file others can read, answers served from the cache.
  case notice(StatusMessage)
  /// Answers come from the cache because TMDB cannot be reached (the words say why), or, with
  /// nil, TMDB answers again. A persistent indicator: no passing message hides it.
  case connectivity(offline: String?)
  /// The open overlay (help, messages) cannot scroll further than this (from the layout).
  case overlayScrollLimit(Int)
  /// The browser's own requests held at an inspector breakpoint now (empty: none).
  case pausedRequests([PausedRequest])
}

/// What the user asked for, independent of which key asked.
public enum Command: Sendable, Equatable, Hashable {
  case moveUp
  case moveDown
  /// Along a home row.
  case moveLeft
  case moveRight
  /// `0`/`H`: the home screen, from anywhere.
  case showHome
  /// Mouse on home: the card at (row on screen, card on screen).
  case selectCard(row: Int, card: Int)
  case pageUp
  case pageDown
  case halfPageUp
  case halfPageDown
  case first
  case last
  /// Mouse: select a row of the visible list (0 = the top visible row).
  case selectVisibleRow(Int)
  /// Mouse wheel: move the view (and selection) by this many rows.
  case scroll(Int)
  case openDetail
  case back
  case nextPane
  case focusSearch
  case showCategory(Category)
  case toggleWatchlist
  /// `W`: open or close the watchlist screen.
  case showWatchlist
  /// `d`: the discover form.
  case showDiscover
  /// `s` on the watchlist screen: the next order.
  case cycleWatchlistOrder
  /// `u` on the watchlist screen: put back the last removal.
  case undoWatchlistRemoval
  case refresh
  case toggleHelp
  /// A digit typed before a motion (`5j`, `50G`); `otherwise` is what the digit does by
  /// itself (the key map's binding), done when no motion follows.
  indirect case countDigit(Int, otherwise: Command?)
  /// `f`: narrow the list to loaded titles matching what is typed next.
  case filterLoaded
  /// `s` on a list: sort what is loaded by the next order.
  case cycleLoadedOrder
  /// `M`: open or close the last status messages.
  case toggleMessages
  /// `I` / F12: open or close the network inspector.
  case toggleInspector
  /// A key in the open inspector.
  case inspector(InspectorCommand)
  case quit

  // Editing the search field (only while it has focus).
  case insertText(String)
  /// Text pasted in one piece (bracketed paste): inserted literally, line breaks as spaces,
  /// never taken as keys.
  case paste(String)
  case deleteBackward
  case deleteWord
  case clearSearch
  /// ←/→, Home/End, Ctrl-A/Ctrl-E: the cursor inside the search field.
  case moveSearchCursor(SearchCursorMove)
  /// Ctrl-K: delete from the cursor to the end of the field.
  case deleteToEndOfSearch
  /// ↑/↓ in the search field: earlier and later queries. The runtime keeps the history (a
  /// file) and types the query into the field; the reducer itself does nothing with these.
  case searchHistoryBack
  case searchHistoryForward
  case submitSearch
  /// Escape: cancel what is in flight, else step back.
  case cancel
  /// `o`: the film's TMDB page in the web browser.
  case openInBrowser
  /// `y`: the film's TMDB address to the clipboard.
  case copyLink
  /// `n`: edit the film's watchlist note in the detail pane.
  case editNote
}

/// The timers the browser uses; starting one replaces the pending one with the same key.
public enum TimerKey: String, Sendable, Equatable, Hashable {
  /// Search as you type: fires after the user pauses.
  case searchDebounce
  /// Wide layout: load the selected movie's details once the selection settles.
  case detailPreview
  /// The status message goes after a few seconds (its tokens are `StatusLog`'s own).
  case statusFade
  /// A lone digit that is also a key (1–5) does its own thing when no motion follows it.
  case countPause

  /// The key's place among the cases: what it is hashed and compared by, and where
  /// `TimerSlots` keeps it.
  public var slot: Int {
    switch self {
    case .searchDebounce: 0
    case .detailPreview: 1
    case .statusFade: 2
    case .countPause: 3
    }
  }

  /// How many keys there are (the slots `slot` numbers).
  public static let slotCount = 4

  // Written out: a raw-valued enum otherwise takes RawRepresentable's `hash(into:)`, which
  // hashes the case's name as a String, at every timer a key press starts or cancels.
  public func hash(into hasher: inout Hasher) { hasher.combine(slot) }

  public static func == (lhs: TimerKey, rhs: TimerKey) -> Bool { lhs.slot == rhs.slot }
}
