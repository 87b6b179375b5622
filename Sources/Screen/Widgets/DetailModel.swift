import Browser
import TMDB

/// What the detail pane shows, taken from the state: the movie (from its list row, then in
/// full), whether its details are loading or failed, and what to say when none is selected.
struct DetailModel: Equatable {
  var movie: MovieSummary?
  var details: MovieDetails?
  var failure: Failure?
  var isLoading = false
  var onWatchlist = false
  var genres: [Int: String]
  var scroll: Int
  var country: String
  var words: Words
  var keys: KeyLabels { words.keys }
  var posters: PosterSlot?
  /// What the pane says when no movie is selected.
  var emptyHint: String?
  /// "More like this", ending the full details.
  var related: RelatedModel?
  /// Where to watch the film, in every country, once fetched.
  var providers: WatchProviderResults?
  /// The people to open, once the pane is opened on full details.
  var people: [PersonLink] = []
  /// The selected person, counted from the first of `people`.
  var personSelection: Int?
  /// The selected link, counted from the first of the pane's links (the collection, the
  /// films, then the people), while the links have the keys.
  var linkSelection: Int?
  /// The film's watchlist note, when it has one.
  var note: String?
  /// The note as it is being edited (`n`), shown in place of the note.
  var noteDraft: String?
}

extension DetailModel {
  /// Borrowed, not owned (an initialiser's default): owned, the whole state and context were
  /// copied for the call, a retain of every list, timer and request they hold, at every `j`.
  ///
  /// Worked out in locals and handed to the memberwise initialiser once: filled in field by
  /// field, the model was built in a temporary, then copied out (a retain of each of its
  /// strings, tables and lists) and the temporary destroyed, at every `j`.
  init(_ state: borrowing BrowserState, context: borrowing RenderContext) {
    let words = Words(context.language, keys: context.keys)
    let movie = state.detailMovie
    var details: MovieDetails?
    var failure: Failure?
    var isLoading = false
    if let selectedID = movie?.id {
      details = state.cachedDetails(for: selectedID)
      // Matched in place: `==` on the detail state would pair it with the one it is compared
      // with, a copy of a film's details when they are loaded.
      switch state.detail {
      case .failed(let id, let reason) where id == selectedID: failure = reason
      case .loading(let id) where id == selectedID: isLoading = true
      default: break
      }
      if !isLoading { isLoading = state.timers[.detailPreview] != nil }
    } else if state.focus == .detail, case .loaded(let loaded) = state.detail {
      // The selected row's page was dropped from memory while the pane stayed open.
      details = loaded
    }
    let linkSelection = state.focus == .detail ? state.linkSelection : nil
    var related: RelatedModel?
    var providers: WatchProviderResults?
    var people: [PersonLink] = []
    var personSelection: Int?
    var shown = movie?.id
    if let details {
      shown = details.id
      // The collection's link comes first, then the films, then the people.
      let offset = details.collection == nil ? 0 : 1
      related = RelatedModel(
        state, movieID: details.id, selection: linkSelection.map { $0 - offset })
      providers = state.providersCache.last { $0.id == details.id }
      people = PersonLink.links(in: details)
      let films = related?.films.count ?? 0
      personSelection = linkSelection.flatMap { $0 >= offset + films ? $0 - offset - films : nil }
    }
    var onWatchlist = false
    var note: String?
    var noteDraft: String?
    if let shown {
      onWatchlist = state.watchlist.contains(shown)
      note = state.notes[shown]
      if let draft = state.noteDraft, draft.movie.id == shown { noteDraft = draft.text }
    }
    // Said only when the pane has no film to show: worded on every frame, it cost a `j` the
    // look-up of a page and a sentence it never showed.
    var emptyHint: String?
    if case .none = movie, case .none = details {
      emptyHint = Self.emptyHint(state, words: words)
    }
    self.init(
      movie: movie, details: details, failure: failure, isLoading: isLoading,
      onWatchlist: onWatchlist, genres: state.genres, scroll: state.detailScroll,
      country: context.country, words: words, posters: context.posters, emptyHint: emptyHint,
      related: related, providers: providers, people: people, personSelection: personSelection,
      linkSelection: linkSelection, note: note, noteDraft: noteDraft)
  }

  // Whether the pane has a movie, its details, a failure: asked by a switch over the stored
  // optional, in place. `x != nil` takes the optional by value, which copied a film's details
  // (or a summary) each time, several times a frame.

  var hasMovie: Bool {
    if case .some = movie { true } else { false }
  }

  var hasDetails: Bool {
    if case .some = details { true } else { false }
  }

  var hasFailure: Bool {
    if case .some = failure { true } else { false }
  }

  /// Usually the selection is on a row whose page has not arrived.
  private static func emptyHint(_ state: borrowing BrowserState, words: Words) -> String? {
    guard state.screen != .home, state.screen.watchlist == nil, let window = state.main.window,
      window.rowCount > 0
    else {
      return nil
    }
    let page = window.page(ofRow: state.main.selectedRow)
    if state.main.failedPages.contains(page) {
      return words.keys[.refresh].map { words(.pageDidNotLoad(page: page, retryKey: $0)) }
        ?? words(Message(.pageDidNotLoadPlain, ["page": .number(page)]))
    }
    if !window.isLoaded(page: page) { return words(.loading) }
    return words(.selectMovie)
  }
}
