import TMDB

/// Everything the user sees, as one value. Only `reduce` changes it.
public struct BrowserState: Sendable, Equatable {
  /// Tunables, fixed for a session.
  public struct Settings: Sendable, Equatable {
    public var debounceMilliseconds = 250
    public var detailPreviewMilliseconds = 150
    public var minimumQueryLength = 2
    public var pageCapacity = PageWindow.defaultCapacity
    public var detailCacheSize = 32
    /// Pages one list may load at once: the selection's page and the rest of the screen
    /// together, so a jump to the end is one round trip.
    public var pageRequestsPerList = 3
    /// How many earlier result sets the main list keeps for going back.
    public var historyDepth = 8
    /// How long a lone digit waits for a motion before doing its own thing (1–5).
    public var countPauseMilliseconds = 600
    /// How long a status message stays before it fades; errors stay longer.
    public var statusFadeMilliseconds = 5_000
    public var errorFadeMilliseconds = 10_000
    /// Where Reel opens once the configuration has loaded.
    public var start = StartScreen.category(.popular)
    /// The home screen's rows, in order.
    public var homeRows: [HomeRowKind] =
      [
        .category(.trending), .category(.popular), .category(.nowPlaying), .category(.upcoming),
        .category(.topRated), .watchlist,
      ] + HomeRowKind.largestGenres.map { .genre($0) }

    public init() {}
  }

  /// Where start-up stands: nothing can be shown before the configuration arrives.
  public enum ConfigurationStatus: Sendable, Equatable {
    case loading
    case failed(Failure)
    case loaded
  }

  public var settings: Settings
  public var screen: BrowserScreen = .results
  public var overlay: Overlay?
  /// Requests of the browser's held at an inspector breakpoint: the status bar says so, and
  /// the phase stays what it was.
  public var pausedRequests: [PausedRequest] = []
  public var focus: Focus = .list {
    // The pane's links have the keys only while the pane has the focus: every way out of it
    // (a search, a category, the watchlist, home) forgets the selected link, so the next pane
    // opened starts at its text, not on a link left from the film before.
    didSet { if focus != .detail { linkSelection = nil } }
  }

  /// The discover form as last left: the filters last run, or a draft.
  public var discoverForm = DiscoverForm()
  /// The text in the search field, as typed.
  public var searchText = ""
  /// The search field's cursor, in characters from the end (0: after the text).
  public var searchCursorFromEnd = 0
  /// Every result list alive, by id; `main` always exists.
  public var lists: [ListID: ResultList] = [.main: ResultList()]
  /// The main list's earlier result sets, newest last, each with its selection and scroll:
  /// Esc after a search goes back to the list it started from, and a category opened again
  /// comes back where it was left. Bounded, so memory stays flat.
  public var mainHistory: [ResultList] = []
  /// How many list rows the layout shows.
  public var viewportRows = 20
  /// The home screen, once opened: its rows keep their places while other screens are up.
  public var home: HomeScreen?
  /// Cards per home row and home rows on screen.
  public var homeViewport = HomeViewport(cardsPerRow: 5, rowsShown: 3)

  public var configurationStatus: ConfigurationStatus = .loading
  public var configuration: TMDBConfiguration?
  public var genres: [Int: String] = [:]

  public var detail: DetailState = .none
  /// Whether the detail pane stands beside the list, so the selection's details are shown
  /// without being opened.
  public var detailBeside = true
  /// How far the detail pane is scrolled, in lines.
  public var detailScroll = 0
  /// How far the detail pane can scroll, as the last frame laid it out (nil before one did):
  /// ↓ at that end moves into the links.
  public var detailScrollLimit: Int?
  /// Recently loaded details, newest last, so moving back over a movie is instant.
  public var detailCache: [MovieDetails] = []
  /// "More like this" for the film in the opened detail pane.
  public var related: RelatedState = .none
  /// Recently loaded "More like this" rows, newest last.
  public var relatedCache: [RelatedMovies] = []
  /// Where recently opened films can be watched, every country, newest last (`id` is the
  /// film's). They come with "More like this", on the same request.
  public var providersCache: [WatchProviderResults] = []
  /// Films opened in place from "More like this", oldest first: the pane shows the last; Esc
  /// walks back through them to the list's selection.
  public var detailTrail: [MovieSummary] = []
  /// The link selected at the end of the opened detail pane (the films of "More like this",
  /// then the people of the cast and crew), when the links have the keys.
  public var linkSelection: Int?

  /// The ids on the stored watchlist, as far as the browser knows (marks show ★).
  public var watchlist: Set<Int> = []
  /// Watchlist notes known to the browser, by film (read when a film on the watchlist is
  /// opened, written by `n`).
  public var notes: [Int: String] = [:]
  /// The note being edited in the detail pane (`n`), while it takes the keys.
  public var noteDraft: NoteDraft?
  /// Why the stored watchlist could not be read at start, if it could not.
  public var watchlistFailure: Failure?
  /// The order the watchlist screen opens in: the last one chosen.
  public var watchlistOrder: WatchlistOrder = .added
  public var status: StatusMessage?
  /// Earlier messages (for `M`) and the fade timer of the one shown.
  public var statusLog = StatusLog()
  /// Why answers come from the cache, while they do: shown until TMDB answers again.
  public var offlineNotice: String?
  /// A count being typed before a motion (`5` of `5j`), shown in the status bar.
  public var pendingCount: PendingCount?
  /// How far the open overlay (help, messages) is scrolled, in lines.
  public var overlayScroll = 0

  /// Every request in flight, by id: what it is for. A result whose id is not here is stale.
  public var requests: [RequestID: RequestPurpose] = [:]
  /// Tokens of the pending timers; a firing with another token is stale.
  public var timers = TimerTokens()
  public var nextRequestID = 1
  public var nextTimerToken = 1
  /// Keeps the state in memory wherever it is handed on (see `PassedByAddress`).
  private var passedByAddress = PassedByAddress()

  public init(settings: Settings = Settings()) {
    self.settings = settings
  }

  /// The main result list (the results screen's).
  public var main: ResultList {
    get { lists[.main] ?? ResultList() }
    set { lists[.main] = newValue }
  }

  /// What the main list is doing, derived from the requests in flight.
  public var phase: Phase {
    switch configurationStatus {
    case .loading: return .loadingConfig
    case .failed: return .configFailure
    case .loaded: break
    }
    let list = currentList
    let pages = pageRequests(for: list)
    if pages.isEmpty { return .idle }
    return lists[list]?.pendingSource != nil ? .searching : .fetchingPage
  }

  /// The list the user is in: the selected home row on the home screen, else the main list.
  public var currentList: ListID {
    if screen == .home, let row = home?.selected { return row.list }
    if case .person(let person) = screen { return person.list }
    if case .collection(let page) = screen { return page.list }
    return .main
  }

  /// The selected row of the list on screen (the watchlist's when it is open).
  public var selectedRow: Int {
    screen.watchlist?.selectedRow ?? lists[currentList]?.selectedRow ?? 0
  }

  /// The first visible row of the list on screen.
  public var topRow: Int {
    screen.watchlist?.topRow ?? lists[currentList]?.topRow ?? 0
  }

  /// The rows the list on screen has (0 before any).
  public var rowCount: Int {
    screen.watchlist?.count ?? lists[currentList]?.rowCount ?? 0
  }

  /// The movie on the selected row of the list on screen, if its page is loaded.
  public var selectedMovie: MovieSummary? {
    if let watchlist = screen.watchlist {
      return watchlist.row(at: watchlist.selectedRow)?.movie
    }
    return lists[currentList]?.selectedMovie
  }

  /// The id of `selectedMovie`, without copying the movie (asked twice on every move).
  public var selectedMovieID: Int? {
    if let watchlist = screen.watchlist {
      return watchlist.row(at: watchlist.selectedRow)?.movie.id
    }
    return lists[currentList]?.selectedMovieID
  }

  /// The source of what the main list shows, or what is on its way.
  /// (Read in the dictionary, not through `main`, which copies the whole list out of it: the
  /// loop asks after every wake.)
  public var activeSource: MovieListSource? { lists[.main]?.activeSource }

  /// The query of `activeSource` when it is a search, without copying the source.
  public var activeSearchQuery: String? { lists[.main]?.activeSearchQuery }

  /// The details the detail pane shows for the selected movie, if loaded.
  public func cachedDetails(for movieID: Int) -> MovieDetails? {
    if case .loaded(let details) = detail, details.id == movieID { return details }
    // The ids compared where the details are stored: `last(where:)` copied each one it passed
    // (a film's whole details), at every move of the selection.
    let index = detailCache.withUnsafeBufferPointer { cache in
      cache.indices.last { cache[$0].id == movieID }
    }
    return index.map { detailCache[$0] }
  }

  /// True when nothing is in flight and no timer is pending: what `wait idle` waits for.
  public var isSettled: Bool { requests.isEmpty && timers.isEmpty }
}

extension BrowserState {
  /// How far the open overlay's text is scrolled: a request's detail in the inspector, else the
  /// help's or the message history's (`overlayScroll`). The frame's `overlayScrollLimit` is
  /// the most it can use.
  public var overlayScrollPosition: Int {
    if case .inspector(let view)? = overlay, case .detail = view.pane { return view.detailScroll }
    return overlayScroll
  }
}
