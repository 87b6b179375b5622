import Browser
import TMDB

/// What the detail pane shows, taken from the state: the movie (from its list row, then in
/// full), whether its details are loading or failed, and what to say when none is selected.
struct DetailModel: Equatable {
  /// The film as its list row has it, kept behind one reference (see `HeldSummary`).
  var movie: MovieSummary? {
    get { heldMovie?.value }
    set { heldMovie = newValue.map(HeldSummary.held) }
  }
  /// Its details, once loaded, kept behind one reference (see `HeldSummary`).
  var details: MovieDetails? {
    get { heldDetails?.value }
    set { heldDetails = newValue.map(HeldDetails.held) }
  }
  private var heldMovie: HeldSummary?
  private var heldDetails: HeldDetails?
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
      heldMovie: movie.map(HeldSummary.held), heldDetails: details.map(HeldDetails.held),
      failure: failure, isLoading: isLoading,
      onWatchlist: onWatchlist, genres: state.genres, scroll: state.detailScroll,
      country: context.country, words: words, posters: context.posters, emptyHint: emptyHint,
      related: related, providers: providers, people: people, personSelection: personSelection,
      linkSelection: linkSelection, note: note, noteDraft: noteDraft)
  }

  // Whether the pane has a movie, its details, a failure: asked by a switch over the stored
  // optional, in place. `x != nil` takes the optional by value, which copied a film's details
  // (or a summary) each time, several times a frame.

  var hasMovie: Bool {
    if case .some = heldMovie { true } else { false }
  }

  var hasDetails: Bool {
    if case .some = heldDetails { true } else { false }
  }

  /// The film's id, read where it is kept (`movie?.id` copies the film out first).
  var movieID: Int? { heldMovie?.id }

  /// The poster's path and the title it is drawn for: the details' once in (the row's path
  /// when the details have none), else the row's.
  /// Read where they are kept, as `movieID`.
  var posterPath: String? {
    if case .held(let details)? = heldDetails, let path = details.posterPath { return path }
    if case .held(let movie)? = heldMovie { return movie.posterPath }
    return nil
  }

  var posterTitle: String {
    if case .held(let details)? = heldDetails { return details.title }
    if case .held(let movie)? = heldMovie { return movie.title }
    return ""
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

/// A film's row and its details, each kept behind one reference in `DetailModel`: inline they
/// were 537 of its 920 bytes, and a `j` copies the model several times on its way from the
/// state to the pane and into the pane's memo, and copies the memo's to compare it (each copy
/// of 920 bytes writes 15 cache lines). Made once a frame, copied as a reference; compared,
/// as before, by what they hold.
indirect enum HeldSummary: Equatable {
  case held(MovieSummary)

  var value: MovieSummary {
    switch self {
    case .held(let movie): movie
    }
  }

  var id: Int {
    switch self {
    case .held(let movie): movie.id
    }
  }
}

/// See `HeldSummary`.
indirect enum HeldDetails: Equatable {
  case held(MovieDetails)

  var value: MovieDetails {
    switch self {
    case .held(let details): details
    }
  }
}
