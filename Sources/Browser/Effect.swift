import TMDB

/// Work the runtime performs for the browser. Plain values, so tests can state them exactly.
public enum Effect: Sendable, Equatable {
  /// Fetch `/configuration` and the genre list; answer with configurationLoaded/Failed.
  case loadConfiguration(RequestID)
  /// Fetch one page of a list; answer with pageLoaded/pageFailed.
  case loadPage(MovieListSource, page: Int, RequestID)
  /// Fetch a movie's details with credits, videos and release dates.
  case loadDetails(movieID: Int, RequestID)
  /// Stop a request; its result, if it still comes, is dropped as stale anyway.
  case cancel(RequestID)
  /// After `milliseconds`, send `.timerFired(key, token)`, replacing any pending timer of `key`.
  case startTimer(TimerKey, token: Int, milliseconds: Int)
  case cancelTimer(TimerKey)
  case addToWatchlist(MovieSummary)
  case removeFromWatchlist(movieID: Int)
  /// Put an entry back exactly as it was (date added and note included): undo.
  case restoreToWatchlist(WatchlistRow)
  /// Read the stored watchlist; answer with watchlistEntriesLoaded.
  case loadWatchlistEntries(WatchlistOrder)
  case quit
}
