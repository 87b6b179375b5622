import Browser
import TMDB

/// The words of one frame, from the strings table of the user's language: the browser's
/// structured messages and failures, names of lists and orders, key hints. Text comes back as
/// `ScreenLanguage.screenText` gives it (data isolated in its own direction), ready for the
/// bidi-aware `Buffer.put`.
struct Words: Equatable {
  let language: ScreenLanguage
  let keys: KeyLabels
  /// Genre names by id, for lists titled with their filters (discover).
  var genres: [Int: String]
  /// For the printing commands' stdout: plain text, no direction controls around data.
  var printing: Bool

  /// English reads exactly as Reel always has, failure details included.
  private var speaksEnglish: Bool { language.strings.language == "en" }

  func callAsFunction(_ message: Message) -> String {
    printing ? language.text(message) : language.screenText(message)
  }
  func callAsFunction(_ key: MessageKey) -> String { self(Message(key)) }

  var format: LanguageFormat { language.format }

  /// A status message in words.
  func status(_ message: StatusMessage) -> String {
    switch message {
    case .addedToWatchlist(let title):
      return self(.addedToWatchlist(title: self.title(title)))
    case .removedFromWatchlist(let title):
      return self(.removedFromWatchlist(title: self.title(title)))
    case .removedFromWatchlistView(let title):
      guard let undo = keys[.undoWatchlistRemoval] else {
        return self(.removedFromWatchlist(title: self.title(title)))
      }
      return self(.removedFromWatchlistUndoable(title: self.title(title), undoKey: undo))
    case .restoredToWatchlist(let title):
      return self(.restoredToWatchlist(title: self.title(title)))
    case .watchlistOrder(let order):
      return self(.watchlistSorted(order: Message.title(of: order)))
    case .loadedOrder(let order, let loaded):
      return self(
        Message(.loadedSorted, ["order": .message(Message(order.words)), "count": .count(loaded)]))
    case .cancelled:
      return self(.cancelled)
    case .nothingToUndo:
      return self(.nothingLeftToUndo)
    case .noMatches(let query):
      return self(.noMoviesMatch(query: MovieFormatting.clean(query)))
    case .noDiscoverMatches:
      return self(.noMoviesMatchFilters)
    case .emptyCategory(let category):
      return self(.categoryHasNoMovies(category: Message.title(of: category)))
    case .skippedUnreadable(let count):
      return self(.skippedUnreadable(count: count))
    case .loadFailed(let failure):
      return self.failure(failure)
    case .watchlistNotSaved(let failure):
      if failure.kind == .busy { return self(.watchlistBusyNotSaved) }
      return self(
        .watchlistNotSaved(reason: reason(failure, saying: "cannot save the watchlist: ")))
    case .watchlistNotRead(let failure):
      if failure.kind == .busy { return self(.watchlistBusyNotRead) }
      return self(
        .watchlistUnreadable(reason: reason(failure, saying: "cannot read the watchlist: ")))
    case .notice(let text), .warning(let text):
      return text
    case .libraryNotice(let notice):
      return self(Message(libraryNotice: notice))
    case .terminalBeyondBound(let columns, let rows, let shownColumns, let shownRows):
      return self(
        Message(
          .noticeTerminalBeyondBound,
          [
            "columns": .number(columns), "rows": .number(rows),
            "shownColumns": .number(shownColumns), "shownRows": .number(shownRows),
          ]))
    case .openedInBrowser:
      return self(.openedInBrowser)
    case .noBrowser:
      return self(.noBrowser)
    case .browserFailed(let reason):
      return self(Message(.browserFailed, ["reason": .text(MovieFormatting.clean(reason))]))
    case .noteSaved(let title):
      return self(Message(.noteSaved, ["title": .text(self.title(title))]))
    case .copiedLink(let address):
      return self(Message(.copiedLink, ["address": .text(MovieFormatting.clean(address))]))
    }
  }

  /// A failure in words: in English the sentence of the layer that failed; in other languages
  /// TMDB's failure worded whole when it was one, else what kind of failure it was (the
  /// details of other layers are English prose).
  func failure(_ failure: Failure) -> String {
    language.screenText(reason(failure))
  }

  /// The failure as a message to put inside a sentence.
  func reason(_ failure: Failure) -> Message {
    if speaksEnglish { return Message(.errorOther, ["detail": .text(failure.detail)]) }
    if let cause = failure.cause { return Message(error: cause) }
    if let fault = failure.library { return Message(libraryFault: fault) }
    return Message(Self.key(of: failure.kind))
  }

  /// The same inside a sentence that already says `opening` ("Could not save the watchlist:
  /// cannot save the watchlist: …" said it twice): the detail without it.
  func reason(_ failure: Failure, saying opening: String) -> Message {
    var failure = failure
    if failure.detail.hasPrefix(opening) { failure.detail.removeFirst(opening.count) }
    // The same in other languages: the watchlist's own reason, without its opening.
    switch failure.library {
    case .cannotSaveWatchlist(let inner)?, .cannotReadWatchlist(let inner)?:
      if !speaksEnglish { return Message(libraryReason: inner) }
    default: break
    }
    return reason(failure)
  }

  static func key(of kind: Failure.Kind) -> MessageKey {
    switch kind {
    case .offline: .failureOffline
    case .timedOut: .failureTimedOut
    case .notFound: .failureNotFound
    case .unauthorized: .failureUnauthorized
    case .rateLimited: .failureRateLimited
    case .server: .failureServer
    case .badResponse: .failureBadResponse
    case .busy: .failureBusy
    case .storage: .failureStorage
    case .other: .failureOther
    }
  }

  /// The headline of the start-up failure box, by what went wrong.
  func configurationHeadline(_ failure: Failure) -> String {
    switch failure.kind {
    case .unauthorized, .badResponse, .server, .rateLimited:
      self(Message(.errorOther, ["detail": .clause(Message(Self.key(of: failure.kind)))]))
    default: self(.cannotReachTMDB)
    }
  }

  /// A title from TMDB made safe, or "Untitled" in this language.
  func title(_ text: String) -> String {
    let cleaned = MovieFormatting.clean(text)
    return cleaned.isEmpty ? self(.untitled) : cleaned
  }

  /// "Popular", or "Search “dune”" with the query cut to fit `width`.
  func sourceName(_ source: MovieListSource, width: Int = .max) -> String {
    self(sourceMessage(source, width: width))
  }

  /// The same, as a message to put inside a sentence ("Loading {source}…").
  func sourceMessage(_ source: MovieListSource, width: Int = .max) -> Message {
    switch source {
    case .category(let category):
      return Message(Message.title(of: category))
    case .search(let query):
      let frame = self(.searchQuery("")).displayWidth
      let room = max(width - frame, 1)
      return .searchQuery(TextLayout.truncate(MovieFormatting.clean(query), toWidth: room))
    case .discover(let filters):
      // The filters in words: "Discover: Drama · 1990–1999 · best rated first", cut to fit.
      let frame = self(Message(.discoverHeading, ["filters": .text("")])).displayWidth
      let room = max(width - frame, 1)
      let text = TextLayout.truncate(MovieFormatting.clean(self.filters(filters)), toWidth: room)
      return Message(.discoverHeading, ["filters": .text(text)])
    }
  }

  /// "r retry · q quit": the pairs whose command has a key, in order.
  func hint(_ pairs: [(Command, MessageKey)]) -> String {
    keys.hint(pairs.map { ($0.0, self($0.1)) })
  }

  /// The same with the keys already named (nil: no key, left out).
  func hint(labelled pairs: [(String?, MessageKey)]) -> String {
    keys.hint(labelled: pairs.map { ($0.0, self($0.1)) })
  }

  /// " · r to retry", or nothing when no key retries.
  var retrySuffix: String {
    keys[.refresh].map { self(Message(.retrySuffix, ["key": .key($0)])) } ?? ""
  }

  /// "8.4" in this language's digits, or nil when nobody has voted.
  func rating(average: Double?, count: Int?) -> String? {
    format.rating(average: average, votes: count)
  }

  func year(_ year: Int?) -> String? { year.map(format.number) }

  func runtime(_ minutes: Int?) -> String? {
    guard let minutes, minutes > 0 else { return nil }
    return format.runtime(minutes: minutes)
  }

  /// Between the items of a list of names (genres, cast): the Arabic comma in Persian and
  /// Arabic, the ideographic one in Japanese.
  var listSeparator: String { language.listSeparator }

  /// "41/10000", as the language writes a position in a list.
  func position(_ row: Int, of total: Int) -> String {
    // Numbers that name a place, ungrouped: "41/10000" as Reel has always shown it.
    // Numbers are neither sanitised nor isolated: the screen's words and the printed ones are
    // the same, and worded without a `Message` (this runs every frame).
    language.text(.position, numbers: [("row", row), ("total", total)])
  }
}

extension Words {
  /// Handed to the memberwise initialiser: stored field by field (the genres over a default
  /// table), the words were built in a temporary, copied out and the temporary destroyed,
  /// twice a frame.
  init(_ language: ScreenLanguage, keys: KeyLabels, genres: [Int: String] = [:]) {
    self.init(language: language, keys: keys, genres: genres, printing: false)
  }
}

extension LoadedOrder {
  /// The words for `s`'s orders on a list (the watchlist's words, and TMDB's own order).
  var words: MessageKey {
    switch self {
    case .tmdb: .orderAsTMDB
    case .rating: .orderByRating
    case .year: .orderByYear
    case .title: .orderByTitle
    }
  }
}
