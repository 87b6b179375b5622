import TMDB

@testable import Browser

let popular = MovieListSource.category(.popular)
let configuration = TMDBConfiguration(
  images: ImageConfiguration(secureBaseURL: "https://image.tmdb.org/t/p/", posterSizes: ["w185"]))
let genres = [Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama")]

func req(_ value: Int) -> RequestID { RequestID(value) }

/// A list row with a predictable title: id 305 is "Movie 3.5".
func movie(_ id: Int) -> MovieSummary {
  MovieSummary(id: id, title: "Movie \(id / 100).\(id % 100)")
}

func details(_ id: Int) -> MovieDetails { MovieDetails(id: id, title: movie(id).title) }

/// Page `n` of a list of `total` pages. Row i (1-based) has id `offset + n*100 + i`, so pages
/// never share ids unless `ids` says so. The last page holds what `totalResults` leaves for it.
func page(
  _ n: Int, of total: Int, totalResults: Int? = nil, ids: [Int]? = nil, offset: Int = 0
) -> MoviePage {
  let results = totalResults ?? total * MoviePage.pageSize
  let count = n == total ? min(max(results - (total - 1) * MoviePage.pageSize, 0), 20) : 20
  let rows = ids ?? (0..<count).map { offset + n * 100 + $0 + 1 }
  return MoviePage(page: n, results: rows.map(movie), totalPages: total, totalResults: results)
}

func window(_ first: MoviePage, _ source: MovieListSource = popular, capacity: Int = 10)
  -> PageWindow
{
  PageWindow(firstPage: first, source: source, capacity: capacity)
}

extension TestStore {
  /// A browser showing page 1 of Popular (`totalPages` pages of 20), row 0 (movie 101)
  /// selected. Requests #1 (configuration) and #2 (page 1) are used, and timer token 1; with
  /// `settled`, #3 has loaded the details of movie 101 too. Nothing is left outstanding.
  static func showingPopular(
    viewportRows: Int = 5, totalPages: Int = 50, totalResults: Int? = nil,
    settings: BrowserState.Settings = BrowserState.Settings(), settled: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
  ) -> TestStore {
    let store = TestStore(settings: settings)
    let first = page(1, of: totalPages, totalResults: totalResults)
    store.send(.viewportChanged(rows: viewportRows), effects: [], file: file, line: line) {
      $0.viewportRows = viewportRows
    }
    store.startAndReadWatchlist(file: file, line: line)
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.main, popular, page: 1, req(3))], file: file, line: line
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.listRequest = .init(id: req(3), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 4
    }
    store.send(
      .pageLoaded(req(3), first),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)], file: file, line: line
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(first, capacity: settings.pageCapacity)
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    if settled {
      store.previewDetails(of: 101, token: 1, request: 4, file: file, line: line)
    }
    return store
  }

  /// `.start`: request #1 loads the configuration, #2 reads the stored watchlist (empty, or
  /// `watchlist`), answered at once.
  func startAndReadWatchlist(
    watchlist ids: Set<Int> = [], file: StaticString = #filePath, line: UInt = #line
  ) {
    send(
      .start, effects: [.loadConfiguration(req(1)), .loadWatchlist(req(2))], file: file, line: line
    ) {
      $0.requests = [req(1): .configuration, req(2): .watchlistIDs]
      $0.nextRequestID = 3
    }
    send(.watchlistLoaded(req(2), ids), effects: [], file: file, line: line) {
      $0.requests[req(2)] = nil
      $0.watchlist = ids
    }
  }

  /// The detail preview timer `token` fires, and request `request` loads `movieID`'s details.
  func previewDetails(
    of movieID: Int, token: Int, request: Int, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    send(
      .timerFired(.detailPreview, token: token),
      effects: [.loadDetails(movieID: movieID, req(request))], file: file, line: line
    ) {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: movieID)
      $0.requests[req(request)] = .details(movieID: movieID)
      $0.nextRequestID = request + 1
    }
    send(.detailsLoaded(req(request), details(movieID)), effects: [], file: file, line: line) {
      $0.requests[req(request)] = nil
      $0.detail = .loaded(details(movieID))
      $0.detailCache.removeAll { $0.id == movieID }
      $0.detailCache.append(details(movieID))
    }
  }
}
