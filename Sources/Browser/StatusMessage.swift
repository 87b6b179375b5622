import TMDB

/// A one-line message for the status bar, as a case with arguments: the screen chooses the
/// words (and the keys it names) when it renders, in the user's language.
public enum StatusMessage: Sendable, Equatable {
  case addedToWatchlist(title: String)
  case removedFromWatchlist(title: String)
  /// Removed in the watchlist view, where the undo key can put it back.
  case removedFromWatchlistView(title: String)
  case restoredToWatchlist(title: String)
  /// `u` in the watchlist view when every removal kept has been put back.
  case nothingToUndo
  case watchlistOrder(WatchlistOrder)
  /// `s` on a list: what is loaded is now in this order (`loaded` movies).
  case loadedOrder(LoadedOrder, loaded: Int)
  /// Escape stopped a load; what was shown stays.
  case cancelled
  case noMatches(query: String)
  case emptyCategory(Category)
  /// The discover filters match no movie.
  case noDiscoverMatches
  /// A page arrived with entries that could not be read; they were left out.
  case skippedUnreadable(count: Int)
  /// A list, page, configuration or detail load failed.
  case loadFailed(Failure)
  /// A watchlist change was not saved; the marks show what is stored.
  case watchlistNotSaved(Failure)
  case watchlistNotRead(Failure)
  /// Said by the runtime, already in words: retry waits, answers served from the cache, a
  /// damaged database moved aside, a config file others can read.
  case notice(String)
  /// What opening the watchlist had to do (a damaged file moved aside, a read-only file):
  /// typed, so the screen words it in the user's language.
  case libraryNotice(LibraryNotice)
  case warning(String)
  /// The terminal is larger than Reel draws: the top-left `shown` part of it is used.
  case terminalBeyondBound(columns: Int, rows: Int, shownColumns: Int, shownRows: Int)
  /// `o`: the page was handed to the browser.
  case openedInBrowser
  /// `o` with neither `$BROWSER` nor `xdg-open`.
  case noBrowser
  /// `o`: the browser could not be started.
  case browserFailed(String)
  /// `y`: the address went to the clipboard.
  case copiedLink(String)
  /// `n` then Enter: the note is saved (and the film on the watchlist).
  case noteSaved(title: String)

  /// Said by the runtime in passing: it does not take the place of an error still shown.
  public var isPassingNotice: Bool {
    switch self {
    case .notice, .libraryNotice: true
    default: false
    }
  }

  /// Said about something other than the list on screen, once (a start-up warning, the
  /// watchlist file's notice): a list opening, loading or moving does not take it away; it
  /// fades, or another message takes its place. Cleared with the list, a warning said at start
  /// went in the same few milliseconds and nobody saw it.
  public var outlivesListChanges: Bool {
    switch self {
    case .warning, .libraryNotice: true
    default: false
    }
  }

  public var isError: Bool {
    switch self {
    case .loadFailed, .watchlistNotSaved, .watchlistNotRead, .warning, .noBrowser, .browserFailed:
      true
    default: false
    }
  }
}
