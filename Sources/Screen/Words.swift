import Browser
import TMDB

/// The words for the browser's structured messages. One place, so a language's table can
/// stand in for these English ones.
enum Words {
  static func text(for message: StatusMessage, keys: KeyLabels) -> String {
    switch message {
    case .addedToWatchlist(let title):
      return "Added \(quoted(title)) to the watchlist."
    case .removedFromWatchlist(let title):
      return "Removed \(quoted(title)) from the watchlist."
    case .removedFromWatchlistView(let title):
      let undo = keys[.undoWatchlistRemoval].map { " (\($0) undoes)" } ?? ""
      return "Removed \(quoted(title)) from the watchlist\(undo)."
    case .restoredToWatchlist(let title):
      return "Put \(quoted(title)) back on the watchlist."
    case .watchlistOrder(let order):
      return "Watchlist \(orderName(order))."
    case .cancelled:
      return "Cancelled."
    case .noMatches(let query):
      return "No movies match \u{201C}\(MovieFormatting.clean(query))\u{201D}."
    case .noDiscoverMatches:
      return "No movies match these filters."
    case .emptyCategory(let category):
      return "\(category.title) has no movies right now."
    case .skippedUnreadable(let count):
      return "Skipped \(count) unreadable \(count == 1 ? "entry" : "entries") in that page."
    case .loadFailed(let failure):
      return failure.detail
    case .watchlistNotSaved(let failure):
      if failure.kind == .busy {
        return "The watchlist is busy (another program is writing to it); nothing was saved."
      }
      return "Could not save the watchlist: \(failure.detail)"
    case .watchlistNotRead(let failure):
      if failure.kind == .busy {
        return "The watchlist is busy (another program is writing to it); try again shortly."
      }
      return "Could not read the watchlist: \(failure.detail)"
    case .notice(let text), .warning(let text):
      return text
    }
  }

  static func orderName(_ order: WatchlistOrder) -> String {
    switch order {
    case .added: "newest first"
    case .title: "by title"
    case .year: "by year"
    case .rating: "by rating"
    }
  }

  /// The headline of the start-up failure box, by what went wrong.
  static func configurationHeadline(_ failure: Failure) -> String {
    switch failure.kind {
    case .unauthorized: "TMDB refused the credentials"
    case .badResponse: "TMDB's answer could not be read"
    case .server: "TMDB has a problem"
    case .rateLimited: "TMDB is rate limiting"
    default: "Can't reach TMDB"
    }
  }

  private static func quoted(_ title: String) -> String {
    "\u{201C}\(MovieFormatting.title(title))\u{201D}"
  }
}
