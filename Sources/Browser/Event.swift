import TMDB

/// Everything that can happen to the browser: user intents, results of effects, and time.
public enum Event: Sendable, Equatable {
  /// The app has started: load the configuration.
  case start
  /// The list area now shows this many rows (from the layout, on start and on every resize).
  case viewportChanged(rows: Int)
  /// Whether the layout shows the detail pane beside the list (wide terminals). When it does
  /// not, the selected movie's details are loaded only when the user opens them.
  case detailPaneShown(Bool)
  /// The detail pane cannot scroll further than this many lines (from the layout).
  case detailScrollLimit(Int)
  case command(Command)

  case configurationLoaded(RequestID, TMDBConfiguration, [Genre])
  case configurationFailed(RequestID, message: String)
  case pageLoaded(RequestID, MoviePage)
  case pageFailed(RequestID, message: String)
  case detailsLoaded(RequestID, MovieDetails)
  case detailsFailed(RequestID, message: String)
  /// A timer started by `Effect.startTimer` went off; stale tokens are ignored.
  case timerFired(TimerKey, token: Int)
  /// The watchlist as stored (at start-up, or after another process changed it).
  case watchlistLoaded(Set<Int>)
  /// Something the user should know that is not the result of an action: a damaged database
  /// moved aside, a config file others can read, answers served from the cache.
  case notice(StatusMessage)
  /// The stored watchlist, in the order asked for, for the `W` view.
  case watchlistEntriesLoaded([WatchlistRow], order: WatchlistOrder)
  /// Saving a watchlist change failed; the optimistic change is undone.
  case watchlistFailed(movieID: Int, message: String)
}

/// What the user asked for, independent of which key asked.
public enum Command: Sendable, Equatable, Hashable {
  case moveUp
  case moveDown
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
  /// `W`: open or close the watchlist view.
  case showWatchlist
  /// `s` in the watchlist view: the next order.
  case cycleWatchlistOrder
  /// `u` in the watchlist view: put back the last removal.
  case undoWatchlistRemoval
  case refresh
  case toggleHelp
  case quit

  // Editing the search field (only while it has focus).
  case insertText(String)
  case deleteBackward
  case deleteWord
  case clearSearch
  case submitSearch
  /// Escape: cancel what is in flight, else step back.
  case cancel
}

/// The timers the browser uses; starting one replaces the pending one with the same key.
public enum TimerKey: String, Sendable, Equatable, Hashable {
  /// Search as you type: fires after the user pauses.
  case searchDebounce
  /// Wide layout: load the selected movie's details once the selection settles.
  case detailPreview
}
