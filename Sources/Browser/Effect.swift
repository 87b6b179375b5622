import Foundation
import TMDB

/// Work the runtime performs for the browser. Plain values, so tests can state them exactly.
/// Every one that does I/O runs off the UI thread and answers with an event carrying its id.
public enum Effect: Sendable, Equatable {
  /// Fetch `/configuration` and the genre list; answer with configurationLoaded/Failed.
  case loadConfiguration(RequestID)
  /// Fetch one page of a list for `ListID`; answer with pageLoaded/pageFailed.
  case loadPage(ListID, MovieListSource, page: Int, RequestID)
  /// Fetch a movie's details with credits, videos and release dates.
  case loadDetails(movieID: Int, RequestID)
  /// Fetch "More like this" for a film; answer with relatedLoaded/relatedFailed, after
  /// providersLoaded when where to watch it could be fetched too.
  case loadRelated(movieID: Int, RequestID)
  /// Fetch a person with their films; answer with personLoaded/personFailed.
  case loadPerson(id: Int, RequestID)
  /// Fetch a collection with its films; answer with collectionLoaded/collectionFailed.
  case loadCollection(id: Int, RequestID)
  /// Stop a request; its result, if it still comes, is dropped as stale anyway.
  case cancel(RequestID)
  /// After `milliseconds`, send `.timerFired(key, token)`, replacing any pending timer of `key`.
  case startTimer(TimerKey, token: Int, milliseconds: Int)
  case cancelTimer(TimerKey)
  /// Read the ids on the stored watchlist; answer with watchlistLoaded/watchlistLoadFailed.
  case loadWatchlist(RequestID)
  /// Save one change; answer with watchlistSaved/watchlistSaveFailed, saying what is stored.
  case saveWatchlist(WatchlistChange, RequestID)
  /// Read one film's watchlist note; answer with watchlistNoteLoaded (nil when none, or when
  /// it could not be read: the pane then shows no note).
  case loadWatchlistNote(movieID: Int, RequestID)
  /// Read the first `WatchlistRow.homeRowLimit` entries of the stored watchlist in an order
  /// (the home screen's row); answer with watchlistEntriesLoaded/Failed.
  case loadWatchlistEntries(WatchlistOrder, RequestID)
  /// Read the count and one window of the stored watchlist for the watchlist screen; answer
  /// with watchlistWindowLoaded/Failed.
  case loadWatchlistWindow(WatchlistWindowRequest, RequestID)
  /// Work for the network inspector (copy, export, breakpoints); it answers with
  /// `Command.inspector(.note(…))`.
  case inspector(InspectorAction)
  /// Open a web address in the user's browser, detached; the runtime says how it went with
  /// `.notice(.openedInBrowser / .noBrowser / .browserFailed)`.
  case openInBrowser(URL)
  /// Put text on the terminal's clipboard (OSC 52), between frames.
  case copyToClipboard(String)
  case quit
}
