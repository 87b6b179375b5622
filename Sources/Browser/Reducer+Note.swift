import TMDB

/// The watchlist note in the detail pane (helper "detail"): read when a film on the watchlist
/// is opened, edited in a one-line field with `n` (Enter saves, Esc cancels), saved through
/// the watchlist's own save effect, which adds the film when it is not on the list yet.
public struct NoteDraft: Sendable, Equatable {
  public var movie: MovieSummary
  public var text: String

  public init(movie: MovieSummary, text: String) {
    self.movie = movie
    self.text = text
  }

  /// Long enough for a sentence or two; the field is one line.
  public static let maximumLength = 500
}

extension BrowserState {
  /// Reads the note of a film on the watchlist once, when its details are opened.
  mutating func loadNote(of movieID: Int) -> [Effect] {
    guard watchlist.contains(movieID), notes[movieID] == nil,
      !requests.values.contains(.watchlistNote(movieID: movieID))
    else { return [] }
    return [.loadWatchlistNote(movieID: movieID, startRequest(.watchlistNote(movieID: movieID)))]
  }

  mutating func receiveNote(_ id: RequestID, _ note: String?) -> [Effect] {
    guard case .watchlistNote(let movieID)? = finishRequest(id) else { return [] }
    notes[movieID] = note ?? ""
    // A field opened before the note arrived starts from it, unless typed into already.
    if var draft = noteDraft, draft.movie.id == movieID, draft.text.isEmpty {
      draft.text = note ?? ""
      noteDraft = draft
    }
    return []
  }

  /// `n` in the opened detail pane: the field, holding the note as it is.
  mutating func editNote() -> [Effect] {
    guard focus == .detail, let movie = movieForAction else { return [] }
    noteDraft = NoteDraft(movie: movie, text: notes[movie.id] ?? "")
    linkSelection = nil
    return loadNote(of: movie.id)
  }

  /// Keys while the note field is open: typing edits it, Enter saves, Esc cancels; every
  /// other key is ignored, so nothing typed reaches the list.
  mutating func performInNoteField(_ command: Command) -> [Effect] {
    guard var draft = noteDraft else { return [] }
    switch command {
    case .insertText(let text), .paste(let text):
      draft.text = String((draft.text + Self.oneLine(text)).prefix(NoteDraft.maximumLength))
    case .deleteBackward:
      if !draft.text.isEmpty { draft.text.removeLast() }
    case .deleteWord:
      let trimmed = draft.text.reversed().drop { $0 == " " }.drop { $0 != " " }
      draft.text = String(trimmed.reversed())
    case .clearSearch, .deleteToEndOfSearch:
      draft.text = ""
    case .submitSearch, .openDetail:
      noteDraft = nil
      let text = draft.text.trimmingSpaces
      notes[draft.movie.id] = text
      status = .noteSaved(title: draft.movie.title)
      let id = startRequest(.watchlistSave(.note(draft.movie, text)))
      return [.saveWatchlist(.note(draft.movie, text), id)]
    case .cancel, .back:
      noteDraft = nil
      return []
    case .quit:
      return [.quit]
    default:
      return []
    }
    noteDraft = draft
    return []
  }

  /// Text as one line, as the search field keeps it (`fieldText`): line breaks (U+2028 and
  /// NEL too) and tabs become spaces; control characters, bidi overrides and characters that
  /// show nothing go, so a pasted note cannot reach the terminal as a sequence nor hold what
  /// Backspace seems not to delete. ZWJ and ZWNJ stay (Persian, emoji). Also what
  /// `reel watchlist add --note` keeps, so a note is the same text however it was written.
  public static func oneLine(_ text: String) -> String {
    fieldText(text)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
