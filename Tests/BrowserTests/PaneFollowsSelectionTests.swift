import TMDB
import XCTest

@testable import Browser

/// The pane beside a list shows the selected row's film, and nothing beside a row that has
/// none (lazygit's and k9s's rule): never the film of another row, of the screen left, or of a
/// list the rows were in before. Shrunk from the chaos walk's seeds (ChaosWalk's pane
/// invariant).
final class PaneFollowsSelectionTests: XCTestCase {
  /// The watchlist screen over Popular, rows 201, 202, 203, row 201 selected and its details
  /// in the pane (requests up to #6, timer tokens up to 2).
  private func watchlistWithThePaneOn201() -> (TestStore, [WatchlistRow]) {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let rows = [watchlistRow(201), watchlistRow(202), watchlistRow(203)]
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: 3, offset: 0, rows: rows)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [201, 202, 203]
      $0.watchlistScreen?.count = 3
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.previewDetails(of: 201, token: 2, request: 6)
    return (store, rows)
  }

  /// Seeds 9, 16, 31, 35: `s` dropped the rows held (they are in the old order) until the
  /// store answered, and the pane kept film 201 beside a selected row with no film, a row
  /// the new order gives to another. It shows nothing until the rows come; then the film
  /// selected again where it now stands, at once from the details kept.
  func testANewWatchlistOrderEmptiesThePaneUntilItsRowsCome() {
    let (store, rows) = watchlistWithThePaneOn201()
    let byTitle = WatchlistWindowRequest(order: .title, offset: 0, limit: 200, around: 201)
    store.send(.cycleWatchlistOrder, effects: [.loadWatchlistWindow(byTitle, req(7))]) {
      $0.watchlistScreen?.order = .title
      $0.watchlistScreen?.rows = []
      $0.watchlistOrder = .title
      $0.requests[req(7)] = .watchlistWindow(byTitle)
      $0.nextRequestID = 8
      $0.status = .watchlistOrder(.title)
      $0.detail = .none
    }
    XCTAssertNil(store.state.selectedMovieID)
    let titled = [rows[1], rows[2], rows[0]]
    store.send(
      .watchlistWindowLoaded(
        req(7), WatchlistWindow(count: 3, offset: 0, rows: titled, found: 2)), effects: []
    ) {
      $0.requests[req(7)] = nil
      $0.watchlistScreen?.rows = titled
      $0.watchlistScreen?.selectedRow = 2
      $0.detail = .loaded(details(201))
    }
    // Again, with 201 gone meanwhile (removed elsewhere): the store cannot find it, the
    // selection keeps its place, and the pane follows the film there, not 201.
    let byYear = WatchlistWindowRequest(order: .year, offset: 0, limit: 200, around: 201)
    store.send(.cycleWatchlistOrder, effects: [.loadWatchlistWindow(byYear, req(8))]) {
      $0.watchlistScreen?.order = .year
      $0.watchlistScreen?.rows = []
      $0.watchlistScreen?.windowStart = 2
      $0.watchlistOrder = .year
      $0.requests[req(8)] = .watchlistWindow(byYear)
      $0.nextRequestID = 9
      $0.status = .watchlistOrder(.year)
      $0.detail = .none
    }
    store.send(
      .watchlistWindowLoaded(
        req(8), WatchlistWindow(count: 2, offset: 0, rows: [rows[2], rows[1]])),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.requests[req(8)] = nil
      $0.watchlistScreen?.rows = [rows[2], rows[1]]
      $0.watchlistScreen?.windowStart = 0
      $0.watchlistScreen?.count = 2
      $0.watchlistScreen?.selectedRow = 1
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovieID, 202)
    store.previewDetails(of: 202, token: 3, request: 9)
    store.finish()
  }

  /// `s` with the pane opened on the film: the opened pane stays on its film (as through a
  /// reload) while the rows are read again.
  func testANewWatchlistOrderLeavesTheOpenedPaneOnItsFilm() {
    let (store, _) = watchlistWithThePaneOn201()
    store.send(
      .openDetail,
      effects: [.loadRelated(movieID: 201, req(7)), .loadWatchlistNote(movieID: 201, req(8))]
    ) {
      $0.focus = .detail
      $0.related = .loading(movieID: 201)
      $0.requests[req(7)] = .related(movieID: 201)
      $0.requests[req(8)] = .watchlistNote(movieID: 201)
      $0.nextRequestID = 9
    }
    store.send(.relatedFailed(req(7), failure("gone")), effects: []) {
      $0.requests[req(7)] = nil
      $0.related = .failed(movieID: 201, failure("gone"))
    }
    store.send(.watchlistNoteLoaded(req(8), note: nil), effects: []) {
      $0.requests[req(8)] = nil
      $0.notes[201] = ""
    }
    let byTitle = WatchlistWindowRequest(order: .title, offset: 0, limit: 200, around: 201)
    store.send(.cycleWatchlistOrder, effects: [.loadWatchlistWindow(byTitle, req(9))]) {
      $0.watchlistScreen?.order = .title
      $0.watchlistScreen?.rows = []
      $0.watchlistOrder = .title
      $0.requests[req(9)] = .watchlistWindow(byTitle)
      $0.nextRequestID = 10
      $0.status = .watchlistOrder(.title)
    }
    XCTAssertEqual(store.state.detail, .loaded(details(201)))
    let titled = [watchlistRow(201), watchlistRow(203), watchlistRow(202)]
    store.send(
      .watchlistWindowLoaded(
        req(9), WatchlistWindow(count: 3, offset: 0, rows: titled, found: 0)), effects: []
    ) {
      $0.requests[req(9)] = nil
      $0.watchlistScreen?.rows = titled
    }
    store.finish()
  }

  /// Seed 39: on home with a card's film (10101) in the pane, a category whose first page has
  /// no films but promises more: the selected row has no film before and after, so the pane
  /// was not told, and kept 10101 beside the new list's empty rows (for good once Esc gave up
  /// their pages). It shows nothing there now.
  func testANewListWhoseFirstRowHasNoFilmEmptiesThePaneKeptFromHome() {
    let trending = MovieListSource.category(.trending)
    let upcoming = MovieListSource.category(.upcoming)
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.category(.trending)]
    let store = TestStore(settings: settings)
    store.startAndReadWatchlist()
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.homeRow(0), trending, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: settings.homeRows)
      $0.screen = .home
      $0.lists[.homeRow(0)] = ResultList()
      $0.lists[.homeRow(0)]?.pendingSource = trending
      $0.requests[req(3)] = .page(.homeRow(0), trending, page: 1)
      $0.nextRequestID = 4
    }
    let cards = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), cards), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(cards, trending)
    }
    // Enter on the card, its details, and back to the row: the pane keeps the card's film.
    store.send(.nextPane, effects: [.loadDetails(movieID: 10101, req(4))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 10101)
      $0.requests[req(4)] = .details(movieID: 10101)
      $0.nextRequestID = 5
    }
    store.send(
      .detailsLoaded(req(4), details(10101)), effects: [.loadRelated(movieID: 10101, req(5))]
    ) {
      $0.requests[req(4)] = nil
      $0.detail = .loaded(details(10101))
      $0.detailCache = [details(10101)]
      $0.related = .loading(movieID: 10101)
      $0.requests[req(5)] = .related(movieID: 10101)
      $0.nextRequestID = 6
    }
    store.send(.cancel, effects: [.cancel(req(5))]) {
      $0.focus = .list
      $0.related = .none
      $0.requests[req(5)] = nil
    }
    store.send(
      .showCategory(.upcoming),
      effects: [
        .loadPage(.main, popular, page: 1, req(6)), .cancel(req(6)),
        .loadPage(.main, upcoming, page: 1, req(7)),
      ]
    ) {
      $0.screen = .results
      $0.main.pendingSource = upcoming
      $0.requests[req(7)] = .page(.main, upcoming, page: 1)
      $0.nextRequestID = 8
    }
    let noFilms = MoviePage(page: 1, results: [], totalPages: 5, totalResults: 100)
    store.send(
      .pageLoaded(req(7), noFilms),
      effects: [
        .loadPage(.main, upcoming, page: 2, req(8)), .loadPage(.main, upcoming, page: 3, req(9)),
      ]
    ) {
      $0.requests[req(7)] = nil
      $0.main.pendingSource = nil
      $0.main.window = window(noFilms, upcoming)
      $0.detail = .none
      $0.requests[req(8)] = .page(.main, upcoming, page: 2)
      $0.requests[req(9)] = .page(.main, upcoming, page: 3)
      $0.nextRequestID = 10
    }
    XCTAssertNil(store.state.selectedMovieID)
    // Esc gives up the pages: the rows stay without films, and the pane without one.
    store.send(.cancel, effects: [.cancel(req(8)), .cancel(req(9))]) {
      $0.requests[req(8)] = nil
      $0.requests[req(9)] = nil
      $0.main.failedPages = [2, 3]
      $0.status = .cancelled
    }
    store.finish()
  }

  /// Seed 195: `/` from the pane opened on a home card, after a film was opened from "More
  /// like this", with no list loaded yet behind home: leaving home put the focus on the list
  /// first, so the pane was not seen to be left, and the film stayed (and loaded) beside the
  /// search field and then the list. It is given up as Tab gives it up.
  func testSlashFromAFilmOpenedOnHomeGivesTheFilmUp() {
    let trending = MovieListSource.category(.trending)
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.category(.trending)]
    let store = TestStore(settings: settings)
    store.startAndReadWatchlist()
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.homeRow(0), trending, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: settings.homeRows)
      $0.screen = .home
      $0.lists[.homeRow(0)] = ResultList()
      $0.lists[.homeRow(0)]?.pendingSource = trending
      $0.requests[req(3)] = .page(.homeRow(0), trending, page: 1)
      $0.nextRequestID = 4
    }
    let cards = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), cards), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(cards, trending)
    }
    store.send(.nextPane, effects: [.loadDetails(movieID: 10101, req(4))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 10101)
      $0.requests[req(4)] = .details(movieID: 10101)
      $0.nextRequestID = 5
    }
    store.send(
      .detailsLoaded(req(4), details(10101)), effects: [.loadRelated(movieID: 10101, req(5))]
    ) {
      $0.requests[req(4)] = nil
      $0.detail = .loaded(details(10101))
      $0.detailCache = [details(10101)]
      $0.related = .loading(movieID: 10101)
      $0.requests[req(5)] = .related(movieID: 10101)
      $0.nextRequestID = 6
    }
    let alike = RelatedMovies(
      movieID: 10101, source: .similar,
      page: MoviePage(page: 1, results: [movie(901)], totalPages: 1, totalResults: 1))
    store.send(.relatedLoaded(req(5), alike), effects: []) {
      $0.requests[req(5)] = nil
      $0.related = .loaded(alike)
      $0.relatedCache = [alike]
    }
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    store.send(.openDetail, effects: [.loadDetails(movieID: 901, req(6))]) {
      $0.detailTrail = [movie(901)]
      $0.linkSelection = nil
      $0.detailScroll = 0
      $0.detail = .loading(movieID: 901)
      $0.requests[req(6)] = .details(movieID: 901)
      $0.nextRequestID = 7
    }
    store.send(
      .focusSearch, effects: [.loadPage(.main, popular, page: 1, req(7)), .cancel(req(6))]
    ) {
      $0.screen = .results
      $0.focus = .search
      $0.main.pendingSource = popular
      $0.requests[req(7)] = .page(.main, popular, page: 1)
      $0.nextRequestID = 8
      $0.detailTrail = []
      $0.detail = .none
      $0.requests[req(6)] = nil
    }
    store.send(.pageFailed(req(7), failure("gone")), effects: []) {
      $0.requests[req(7)] = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = popular
      $0.main.failure = failure("gone")
      $0.status = .loadFailed(failure("gone"))
    }
    XCTAssertNil(store.state.detail.movieID)
    store.finish()
  }
}
