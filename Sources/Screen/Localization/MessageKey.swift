/// Every word Reel shows, by key. Each language's strings table has a template per key;
/// `parameters` names the placeholders (`{title}`) a template may use, and tests check that
/// every table uses exactly these.
public enum MessageKey: String, CaseIterable, Sendable {
  // Status messages, in the browser's own words.
  case cancelled, addedToWatchlist, removedFromWatchlist, removedFromWatchlistUndoable
  case restoredToWatchlist, skippedUnreadable, noMoviesMatch, categoryHasNoMovies
  case watchlistSorted, watchlistUnreadable, watchlistNotSaved
  // Whole-screen messages.
  case cannotReachTMDB, configurationDidNotLoad, terminalTooSmall
  // Loading and empty states.
  case connectingToTMDB, loadingSource, loadingPage, loading, loadingDetails, loadingMore
  case rowLoading, rowPageFailed, pageDidNotLoad, selectMovie, nothingToShow, listCouldNotLoad
  case detailsFailed, detailsFailedPlain, pressKeyToRetry, watchlistEmpty, watchlistEmptyHint
  case untitled, noOverview, noRatingsYet, onYourWatchlist, votes, position
  // Search.
  case searchQuery, searchPlaceholder, searchPlaceholderShort
  // Headers and labels.
  case directorLabel, trailerLabel, tmdbLabel, castLabel, characterRole, watchlistTitle
  case orderNewestFirst, orderByTitle, orderByYear, orderByRating
  case categoryPopular, categoryTopRated, categoryNowPlaying, categoryUpcoming, categoryTrending
  case categoryShortPopular, categoryShortTopRated, categoryShortNowPlaying
  case categoryShortUpcoming, categoryShortTrending
  case modeLive, modeReplay
  // Key hints in the status bar: the action word beside a key.
  case hintRetry, hintQuit, hintHelp, hintClose, hintSearch, hintBack, hintResults, hintOpen
  case hintRemove, hintOrder, hintUndo, hintWatch, hintScroll, hintCategories
  // The help overlay.
  case helpTitle, helpFooter, helpNoKeys
  case helpSectionMove, helpSectionBrowse, helpSectionWatchlist, helpSectionSearchField
  case helpSectionInspector
  case actionDown, actionUp, actionPageDown, actionPageUp, actionHalfPageDown, actionHalfPageUp
  case actionFirstResult, actionLastResult, actionSearch, actionOpenDetail, actionBack
  case actionCancelOrBack, actionNextPane, actionToggleWatchlist, actionWatchlistView
  case actionRefresh, actionHelp, actionQuit, actionNextOrder, actionUndoRemoval
  case actionSearchNow, actionLeaveSearch, actionDeleteCharacter, actionDeleteWord
  case actionClear, actionGoToResults
  // The printing commands (`reel show`, `reel search`, `reel list`).
  case printedUntitled, printedOriginalTitle, printedReleased, printedUnknown, printedRuntime
  case printedGenres, printedRating, printedRatingValue, printedCertificate, printedStatus
  case printedDirector, printedCast, printedCastAs, printedNoOverview, printedTrailer
  case printedTMDB, printedListHeading, printedNoResults, printedRange
  case printedColumnID, printedColumnTitle, printedColumnYear, printedColumnRating
  case printedUnreadableSkipped, printedCollection
  // Errors, by kind; the detail TMDB sends back stays in its own words.
  case errorNotFound, errorCredentialsRefused, errorCredentialRefused, errorCredentialRefusedSaying
  case errorRejected, errorRateLimitedRetryIn, errorRateLimited, errorServer, errorServerSaying
  case errorUnexpectedStatus, errorBadResponse, errorNetwork, errorTimedOut, errorCannotConnect
  case errorCannotResolveHost, errorConnectionLost, errorNetworkCancelled, errorOther
  case errorRateLimitedGaveUp, errorRateLimitedGaveUpWait, errorGaveUp

  // Screens wired to the tables: busy watchlist, failures by kind, home rows, more help.
  case watchlistBusyNotSaved, watchlistBusyNotRead, watchlistCouldNotBeRead, failureOffline,
    failureTimedOut
  case failureNotFound, failureUnauthorized, failureRateLimited, failureServer, failureBadResponse
  case failureBusy, failureStorage, failureOther, rowPageFailedPlain, pageDidNotLoadPlain
  case homeRowFailed, homeRowFailedSaying, retrySuffix, homeNothingHere, cardDidNotLoad
  case homeTrendingThisWeek, homeYourWatchlist, hintReload, helpSectionHome, actionHome
  case actionNextCard, actionPreviousCard, actionNextRow, actionPreviousRow, actionFirstRow
  case actionLastRow, actionReloadRow, actionShowPopular, actionShowTopRated, actionShowNowPlaying
  case actionShowUpcoming, actionShowTrending
  // keys2: the offline badge, the message history (`M`), help sections for the form and person.
  case badgeOffline, messagesTitle, messagesEmpty, actionMessages, helpSectionDiscover
  case helpSectionPerson
  // keys2: `s` and `f` over what is loaded.
  case orderAsTMDB, loadedSorted, filterHeader, filterPrompt

  /// The placeholders this key's templates fill, in no particular order.
  public var parameters: Set<String> {
    switch self {
    case .addedToWatchlist, .removedFromWatchlist, .restoredToWatchlist: ["title"]
    case .removedFromWatchlistUndoable: ["title", "key"]
    case .skippedUnreadable, .votes, .directorLabel, .printedUnreadableSkipped,
      .errorRateLimitedGaveUp:
      ["count"]
    case .errorRateLimitedGaveUpWait: ["count", "seconds"]
    case .errorGaveUp: ["reason", "count"]
    case .noMoviesMatch, .searchQuery: ["query"]
    case .categoryHasNoMovies: ["category"]
    case .watchlistSorted: ["order"]
    case .loadedSorted: ["order", "count"]
    case .filterHeader: ["query", "shown", "loaded"]
    case .watchlistUnreadable, .watchlistNotSaved, .detailsFailed, .homeRowFailedSaying: ["reason"]
    case .loadingSource, .loadingMore: ["source"]
    case .loadingPage, .rowPageFailedPlain, .pageDidNotLoadPlain: ["page"]
    case .rowPageFailed, .pageDidNotLoad: ["page", "key"]
    case .pressKeyToRetry, .watchlistEmptyHint, .helpFooter, .retrySuffix: ["key"]
    case .position: ["row", "total"]
    case .characterRole, .printedCastAs: ["name", "character"]
    case .printedOriginalTitle: ["title"]
    case .printedRatingValue: ["rating", "count"]
    case .printedListHeading: ["heading", "page", "pages", "range"]
    case .printedRange: ["first", "last", "total"]
    case .errorNotFound: ["what"]
    case .errorBadResponse: ["what", "reason"]
    case .errorCredentialsRefused, .errorRejected, .errorOther: ["detail"]
    case .errorCredentialRefused: ["credential"]
    case .errorCredentialRefusedSaying: ["credential", "detail"]
    case .errorRateLimitedRetryIn: ["seconds"]
    case .errorServer: ["status"]
    case .errorServerSaying: ["status", "detail"]
    case .errorUnexpectedStatus: ["status", "what"]
    case .errorNetwork: ["what", "reason"]
    case .errorCannotConnect, .errorCannotResolveHost: ["host"]
    default: []
    }
  }
}
