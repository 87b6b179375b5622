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

    public init() {}
  }

  /// A list request in flight.
  public struct ListRequest: Sendable, Equatable {
    public var id: RequestID
    public var source: MovieListSource
    public var page: Int
  }

  public var settings: Settings
  public var phase: Phase = .loadingConfig
  public var focus: Focus = .list
  public var showsHelp = false

  /// The text in the search field, as typed.
  public var searchText = ""
  /// The result set shown (nil until the first one arrives).
  public var list: PageWindow?
  /// Where the list goes when page 1 of a new result set arrives.
  public var pendingSource: MovieListSource?
  /// A new result set whose page 1 failed to load; `r` retries it rather than what is shown.
  public var failedSource: MovieListSource?
  public var selectedRow = 0
  /// The first visible row of the list.
  public var topRow = 0
  /// How many list rows the layout shows.
  public var viewportRows = 20

  public var configuration: TMDBConfiguration?
  public var genres: [Int: String] = [:]

  public var detail: DetailState = .none
  /// Whether the detail pane stands beside the list, so the selection's details are shown
  /// without being opened.
  public var detailBeside = true
  /// How far the detail pane is scrolled, in lines.
  public var detailScroll = 0
  /// Recently loaded details, newest last, so moving back over a movie is instant.
  public var detailCache: [MovieDetails] = []

  public var watchlist: Set<Int> = []
  /// The `W` view, when open.
  public var watchlistView: WatchlistView?
  /// The order the `W` view opens in: the last one chosen.
  public var watchlistOrder: WatchlistOrder = .added
  public var status: StatusMessage?

  public var configRequest: RequestID?
  public var listRequest: ListRequest?
  /// Pages whose last load failed; retried on the next scroll or refresh, not in a loop.
  public var failedPages: Set<Int> = []
  /// Tokens of the pending timers; a firing with another token is stale.
  public var timers: [TimerKey: Int] = [:]
  public var nextRequestID = 1
  public var nextTimerToken = 1

  public init(settings: Settings = Settings()) {
    self.settings = settings
  }

  /// The movie on the selected row (of the watchlist view when open), if its page is loaded.
  public var selectedMovie: MovieSummary? {
    if let view = watchlistView {
      return view.rows.indices.contains(selectedRow) ? view.rows[selectedRow].movie : nil
    }
    return list?.movie(atRow: selectedRow)
  }

  /// The rows the list area has: the watchlist view's, else the result list's (0 before any).
  public var rowCount: Int { watchlistView?.rows.count ?? list?.rowCount ?? 0 }

  /// The source of what is shown, or what is on its way.
  public var activeSource: MovieListSource? { pendingSource ?? list?.source }

  /// The details the detail pane shows for the selected movie, if loaded.
  public func cachedDetails(for movieID: Int) -> MovieDetails? {
    if case .loaded(let details) = detail, details.id == movieID { return details }
    return detailCache.last { $0.id == movieID }
  }

  /// True when nothing is loading and no timer is pending: what `wait idle` waits for.
  public var isSettled: Bool {
    (phase == .idle || phase == .configFailure) && listRequest == nil && configRequest == nil
      && detail.requestID == nil && timers.isEmpty
  }
}
