/// Something Reel says, chosen now and worded at render time in the user's language: a key and
/// its arguments. `Message.addedToWatchlist(title: "Dune")` reads "Added “Dune” to the
/// watchlist." in English and «Dune» به فهرست تماشا اضافه شد in Persian.
public struct Message: Hashable, Sendable {
  public var key: MessageKey
  public var arguments: [String: MessageArgument]

  public init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) {
    self.key = key
    self.arguments = arguments
  }
}

/// A value put into a template, formatted the way the language writes it.
public indirect enum MessageArgument: Hashable, Sendable {
  /// Data (a title, a query, TMDB's detail): sanitised, and isolated on screen so its own
  /// direction cannot disturb the sentence around it.
  case text(String)
  /// A count: digits of the language, grouped; plural forms follow it.
  case count(Int)
  /// A number that is a name (a page, an HTTP status, a year): the language's digits, ungrouped.
  case number(Int)
  /// A rating out of ten with one decimal, in the language's digits and decimal separator.
  case rating(Double)
  /// Seconds, with at most one decimal.
  case seconds(Double)
  /// A key's name from the key map ("r", "esc"), never translated.
  case key(String)
  /// Another message, worded in the same language (a category name inside a sentence).
  case message(Message)
  /// Another message without its closing full stop, to go on inside a longer sentence.
  case clause(Message)
}

extension Message {
  public static func addedToWatchlist(title: String) -> Message {
    Message(.addedToWatchlist, ["title": .text(title)])
  }
  public static func removedFromWatchlist(title: String) -> Message {
    Message(.removedFromWatchlist, ["title": .text(title)])
  }
  public static func removedFromWatchlistUndoable(title: String, undoKey: String) -> Message {
    Message(.removedFromWatchlistUndoable, ["title": .text(title), "key": .key(undoKey)])
  }
  public static func restoredToWatchlist(title: String) -> Message {
    Message(.restoredToWatchlist, ["title": .text(title)])
  }
  public static func skippedUnreadable(count: Int) -> Message {
    Message(.skippedUnreadable, ["count": .count(count)])
  }
  public static func noMoviesMatch(query: String) -> Message {
    Message(.noMoviesMatch, ["query": .text(query)])
  }
  public static func categoryHasNoMovies(category: MessageKey) -> Message {
    Message(.categoryHasNoMovies, ["category": .message(Message(category))])
  }
  public static func watchlistSorted(order: MessageKey) -> Message {
    Message(.watchlistSorted, ["order": .message(Message(order))])
  }
  public static func watchlistUnreadable(reason: Message) -> Message {
    Message(.watchlistUnreadable, ["reason": .message(reason)])
  }
  public static func watchlistNotSaved(reason: Message) -> Message {
    Message(.watchlistNotSaved, ["reason": .message(reason)])
  }
  public static func loadingSource(_ source: Message) -> Message {
    Message(.loadingSource, ["source": .message(source)])
  }
  public static func loadingMore(_ source: Message) -> Message {
    Message(.loadingMore, ["source": .message(source)])
  }
  public static func loadingPage(_ page: Int) -> Message {
    Message(.loadingPage, ["page": .number(page)])
  }
  public static func rowPageFailed(page: Int, retryKey: String) -> Message {
    Message(.rowPageFailed, ["page": .number(page), "key": .key(retryKey)])
  }
  public static func pageDidNotLoad(page: Int, retryKey: String) -> Message {
    Message(.pageDidNotLoad, ["page": .number(page), "key": .key(retryKey)])
  }
  public static func detailsFailed(reason: Message) -> Message {
    Message(.detailsFailed, ["reason": .message(reason)])
  }
  public static func pressKeyToRetry(_ key: String) -> Message {
    Message(.pressKeyToRetry, ["key": .key(key)])
  }
  public static func watchlistEmptyHint(addKey: String) -> Message {
    Message(.watchlistEmptyHint, ["key": .key(addKey)])
  }
  public static func helpFooter(closeKey: String) -> Message {
    Message(.helpFooter, ["key": .key(closeKey)])
  }
  public static func votes(_ count: Int) -> Message { Message(.votes, ["count": .count(count)]) }
  public static func position(row: Int, total: Int) -> Message {
    Message(.position, ["row": .count(row), "total": .count(total)])
  }
  public static func searchQuery(_ query: String) -> Message {
    Message(.searchQuery, ["query": .text(query)])
  }
  public static func directorLabel(count: Int) -> Message {
    Message(.directorLabel, ["count": .count(count)])
  }
  public static func characterRole(name: String, character: String) -> Message {
    Message(.characterRole, ["name": .text(name), "character": .text(character)])
  }
  public static func printedOriginalTitle(_ title: String) -> Message {
    Message(.printedOriginalTitle, ["title": .text(title)])
  }
  public static func printedRatingValue(_ rating: Double, votes: Int) -> Message {
    Message(.printedRatingValue, ["rating": .rating(rating), "count": .count(votes)])
  }
  public static func printedCastAs(name: String, character: String) -> Message {
    Message(.printedCastAs, ["name": .text(name), "character": .text(character)])
  }
  public static func printedListHeading(heading: Message, page: Int, pages: Int, range: Message)
    -> Message
  {
    Message(
      .printedListHeading,
      [
        "heading": .message(heading), "page": .count(page), "pages": .count(pages),
        "range": .message(range),
      ])
  }
  public static func printedRange(first: Int, last: Int, total: Int) -> Message {
    Message(.printedRange, ["first": .count(first), "last": .count(last), "total": .count(total)])
  }
  public static func printedUnreadableSkipped(count: Int) -> Message {
    Message(.printedUnreadableSkipped, ["count": .count(count)])
  }
  /// Values (a rating, a date) that could not be read and were left out of films still shown.
  public static func printedUnreadableLeftOut(count: Int) -> Message {
    Message(.printedUnreadableLeftOut, ["count": .count(count)])
  }
}
