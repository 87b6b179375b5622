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

  /// Borrowed, not owned (an initialiser's default): owned, the whole state and context were
  /// copied for the call, a retain of every list, timer and request they hold, at every `j`.
  init(_ state: borrowing BrowserState, context: borrowing RenderContext) {
    genres = state.genres
    scroll = state.detailScroll
    country = context.country
    words = Words(context.language, keys: context.keys)
    posters = context.posters
    // Stored at once and read by its id: bound (`if let selected`) and stored after, the film
    // was copied once more and the binding destroyed, at every `j`.
    movie = state.detailMovie
    if let selectedID = movie?.id {
      details = state.cachedDetails(for: selectedID)
      // Matched in place: `==` on the detail state would pair it with the one it is compared
      // with, a copy of a film's details when they are loaded.
      switch state.detail {
      case .failed(let id, let failure) where id == selectedID: self.failure = failure
      case .loading(let id) where id == selectedID: isLoading = true
      default: break
      }
      if !isLoading { isLoading = state.timers[.detailPreview] != nil }
    } else if state.focus == .detail, case .loaded(let loaded) = state.detail {
      // The selected row's page was dropped from memory while the pane stayed open.
      details = loaded
    }
    linkSelection = state.focus == .detail ? state.linkSelection : nil
    // The collection's link comes first, then the films, then the people.
    let offset = details?.collection == nil ? 0 : 1
    if let details {
      related = RelatedModel(
        state, movieID: details.id, selection: linkSelection.map { $0 - offset })
      providers = state.providersCache.last { $0.id == details.id }
      people = PersonLink.links(in: details)
      let films = related?.films.count ?? 0
      personSelection = linkSelection.flatMap { $0 >= offset + films ? $0 - offset - films : nil }
    }
    if let shown = details?.id ?? movie?.id {
      onWatchlist = state.watchlist.contains(shown)
      note = state.notes[shown]
      if let draft = state.noteDraft, draft.movie.id == shown { noteDraft = draft.text }
    }
    // Said only when the pane has no film to show: worded on every frame, it cost a `j` the
    // look-up of a page and a sentence it never showed.
    // Asked of the fields, not through `hasMovie` and `hasDetails` (getters on the model
    // while it is being made).
    if case .none = movie, case .none = details {
      emptyHint = Self.emptyHint(state, words: words)
    }
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
