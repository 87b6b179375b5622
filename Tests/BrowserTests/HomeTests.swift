import TMDB
import XCTest

@testable import Browser

/// The home screen: rows load together and out of order, a row fails on its own, rows page
/// sideways, stale answers drop, Enter opens a card and Escape comes back to it.
final class HomeTests: XCTestCase {
  let trending = MovieListSource.category(.trending)
  let topRated = MovieListSource.category(.topRated)

  /// Home with three rows (Trending, Popular, Top rated), three cards a row, two rows shown.
  func openingHome() -> TestStore {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.category(.trending), .category(.popular), .category(.topRated)]
    let store = TestStore(settings: settings)
    store.send(.homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 2)), effects: []) {
      $0.homeViewport = HomeViewport(cardsPerRow: 3, rowsShown: 2)
    }
    store.startAndReadWatchlist()
    // Every row asks for its first page at once, the rows on screen first.
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [
        .loadPage(.homeRow(0), trending, page: 1, req(3)),
        .loadPage(.homeRow(1), popular, page: 1, req(4)),
        .loadPage(.homeRow(2), topRated, page: 1, req(5)),
      ]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: settings.homeRows)
      $0.screen = .home
      $0.lists[.homeRow(0)] = pending(trending)
      $0.lists[.homeRow(1)] = pending(popular)
      $0.lists[.homeRow(2)] = pending(topRated)
      $0.requests[req(3)] = .page(.homeRow(0), trending, page: 1)
      $0.requests[req(4)] = .page(.homeRow(1), popular, page: 1)
      $0.requests[req(5)] = .page(.homeRow(2), topRated, page: 1)
      $0.nextRequestID = 6
    }
    XCTAssertEqual(store.state.phase, .searching, "the selected row is loading")
    return store
  }

  func pending(_ source: MovieListSource) -> ResultList {
    var list = ResultList()
    list.pendingSource = source
    return list
  }

  /// Rows retried together while TMDB was rate limiting: the selected row gave up, then
  /// another row's retry said "waiting 2 s (try 4 of 4)" and got its answer. The notice took
  /// the give-up's place in the status: the failed row gave it as its reason ("did not load:
  /// … waiting 2 s") and the status bar said it was waiting with nothing waiting. The error
  /// stays until it fades; the notice goes to the log.
  func testARetryNoticeAfterARowGaveUpDoesNotReplaceTheGiveUp() {
    let store = openingHome()
    let gaveUp = failure("TMDB is rate limiting; gave up after 4 tries.", .rateLimited)
    store.send(.pageFailed(req(3), gaveUp), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.failedSource = trending
      $0.lists[.homeRow(0)]?.failure = gaveUp
      $0.status = .loadFailed(gaveUp)
    }
    let waiting = StatusMessage.notice("TMDB is rate limiting; waiting 2 s (try 4 of 4).")
    store.send(.notice(waiting), effects: [])
    XCTAssertEqual(store.state.statusLog.history.suffix(2), [.loadFailed(gaveUp), waiting])
    let popularPage = page(1, of: 5, offset: 20_000)
    store.send(.pageLoaded(req(4), popularPage), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(popularPage)
    }
    // Once the error has faded, a notice is said as before.
    store.send(.timerFired(.statusFade, token: store.state.statusLog.fadeToken ?? 0), effects: []) {
      $0.status = nil
    }
    store.send(.notice(waiting), effects: []) { $0.status = waiting }
    store.send(.pageFailed(req(5), gaveUp), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = gaveUp
      $0.status = .loadFailed(gaveUp)
    }
    store.finish()
  }

  /// Two rows fail for different reasons, then the status bar moves on (the error fades, a
  /// retry notice comes). The failed row took its reason from the status bar: it said the
  /// other row's reason, or a notice, or none. Each row keeps its own failure until `r`
  /// loads it again.
  func testEachFailedRowKeepsItsOwnFailureWhateverTheStatusSays() {
    let store = openingHome()
    let offline = failure("The network connection was lost.", .offline)
    let server = failure("TMDB had a server error (503).", .server)
    store.send(.pageFailed(req(3), offline), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.failedSource = trending
      $0.lists[.homeRow(0)]?.failure = offline
      $0.status = .loadFailed(offline)
    }
    store.send(.pageFailed(req(5), server), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = server
      $0.status = .loadFailed(server)
    }
    store.send(.timerFired(.statusFade, token: store.state.statusLog.fadeToken ?? 0), effects: []) {
      $0.status = nil
    }
    let waiting = StatusMessage.notice("TMDB is rate limiting; waiting 2 s (try 2 of 4).")
    store.send(.notice(waiting), effects: []) { $0.status = waiting }
    // `r` on the selected row (Trending): loading again, it has no failure to show.
    store.send(.refresh, effects: [.loadPage(.homeRow(0), trending, page: 1, req(6))]) {
      $0.lists[.homeRow(0)]?.pendingSource = trending
      $0.lists[.homeRow(0)]?.failedSource = nil
      $0.lists[.homeRow(0)]?.failure = nil
      $0.requests[req(6)] = .page(.homeRow(0), trending, page: 1)
      $0.nextRequestID = 7
      $0.status = nil
    }
    XCTAssertNil(store.state.lists[.homeRow(0)]?.failure, "a row loading again still failed")
    XCTAssertEqual(store.state.lists[.homeRow(2)]?.failure, server, "another row's retry")
    let trendingPage = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(6), trendingPage), effects: []) {
      $0.requests[req(6)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(trendingPage, trending)
    }
    store.send(.pageLoaded(req(4), page(1, of: 5, offset: 20_000)), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(page(1, of: 5, offset: 20_000))
    }
    store.finish()
  }

  func testRowsLoadOutOfOrderAndOneFailingLeavesTheOthersUsable() {
    let store = openingHome()
    let popularPage = page(1, of: 5, offset: 20_000)
    store.send(.pageLoaded(req(4), popularPage), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(popularPage)
    }
    store.send(.pageFailed(req(5), failure("TMDB had a server error (503).", .server)), effects: [])
    {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = failure("TMDB had a server error (503).", .server)
      $0.status = .loadFailed(failure("TMDB had a server error (503).", .server))
    }
    // A late copy of an answer already taken changes nothing.
    store.send(.pageLoaded(req(4), popularPage), effects: [])
    let trendingPage = page(1, of: 5, offset: 10_000)
    // The selected row arriving replaces the status line; the failed row still says so in
    // its own place.
    store.send(.pageLoaded(req(3), trendingPage), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(trendingPage, trending)
      $0.status = nil
    }
    XCTAssertEqual(store.state.phase, .idle)
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    // `r` on the failed row asks for it again; the others stay as they are.
    store.send(.moveDown, effects: []) { $0.home?.selectedRow = 1 }
    store.send(.moveDown, effects: []) {
      $0.home?.selectedRow = 2
      $0.home?.topRow = 1
    }
    XCTAssertNil(store.state.selectedMovie)
    store.send(.refresh, effects: [.loadPage(.homeRow(2), topRated, page: 1, req(6))]) {
      $0.lists[.homeRow(2)]?.pendingSource = topRated
      $0.lists[.homeRow(2)]?.failedSource = nil
      $0.requests[req(6)] = .page(.homeRow(2), topRated, page: 1)
      $0.nextRequestID = 7
    }
    store.send(.pageFailed(req(6), failure("offline", .offline)), effects: []) {
      $0.requests[req(6)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = failure("offline", .offline)
      $0.status = .loadFailed(failure("offline", .offline))
    }
    store.finish()
  }

  func testARowPagesSidewaysBeforeTheSelectionReachesItsEnd() {
    let store = openingHome()
    let trendingPage = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), trendingPage), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(trendingPage, trending)
    }
    // Three cards a step: the row turns over a screen at a time, the card before the
    // selection kept at the left edge; the next page is asked for while a screen of cards
    // remains.
    for (card, top) in [(3, 2), (6, 5), (9, 8), (12, 11), (15, 14)] {
      store.send(.pageDown, effects: []) {
        $0.lists[.homeRow(0)]?.selectedRow = card
        $0.lists[.homeRow(0)]?.topRow = top
      }
    }
    // A step inside the screen moves only the selection; the step past its edge turns it
    // over.
    store.send(.moveRight, effects: []) {
      $0.lists[.homeRow(0)]?.selectedRow = 16
    }
    store.send(.moveRight, effects: [.loadPage(.homeRow(0), trending, page: 2, req(6))]) {
      $0.lists[.homeRow(0)]?.selectedRow = 17
      $0.lists[.homeRow(0)]?.topRow = 16
      $0.requests[req(6)] = .page(.homeRow(0), trending, page: 2)
      $0.nextRequestID = 7
    }
    XCTAssertEqual(store.state.phase, .fetchingPage)
    let second = page(2, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(6), second), effects: []) {
      $0.requests[req(6)] = nil
      $0.lists[.homeRow(0)]?.window?.insert(second, near: 1, pinned: [1, 2])
    }
    store.send(.moveLeft, effects: []) {
      $0.lists[.homeRow(0)]?.selectedRow = 16
    }
    // Past the left edge: the screen before, the card left behind kept at the right edge.
    store.send(.moveLeft, effects: []) {
      $0.lists[.homeRow(0)]?.selectedRow = 15
      $0.lists[.homeRow(0)]?.topRow = 14
    }
    store.send(.pageLoaded(req(4), page(1, of: 5, offset: 20_000)), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(page(1, of: 5, offset: 20_000))
    }
    store.send(.pageFailed(req(5), failure("offline", .offline)), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = failure("offline", .offline)
      $0.status = .loadFailed(failure("offline", .offline))
    }
    // Down keeps the card's place on screen: the second of the three shown.
    store.send(.moveDown, effects: []) {
      $0.home?.selectedRow = 1
      $0.lists[.homeRow(1)]?.selectedRow = 1
    }
    XCTAssertEqual(store.state.selectedMovie, movie(20_102))
    // Enter opens the card full screen; Escape returns to the same card.
    store.send(.openDetail, effects: [.loadDetails(movieID: 20_102, req(7))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 20_102)
      $0.requests[req(7)] = .details(movieID: 20_102)
      $0.nextRequestID = 8
    }
    store.send(
      .detailsLoaded(req(7), details(20_102)), effects: [.loadRelated(movieID: 20_102, req(8))]
    ) {
      $0.requests[req(7)] = nil
      $0.detail = .loaded(details(20_102))
      $0.detailCache.append(details(20_102))
      $0.related = .loading(movieID: 20_102)
      $0.requests[req(8)] = .related(movieID: 20_102)
      $0.nextRequestID = 9
    }
    store.loadRelated(of: 20_102, request: 8)
    store.send(.cancel, effects: []) { $0.focus = .list }
    XCTAssertEqual(store.state.selectedMovie, movie(20_102))
    // Up again: Trending kept its place.
    store.send(.moveUp, effects: []) {
      $0.home?.selectedRow = 0
      $0.detail = .none
    }
    XCTAssertEqual(store.state.selectedRow, 15)
    store.finish()
  }

  func testAResizeKeepsEachRowsSelectedCardInView() {
    let store = openingHome()
    let trendingPage = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), trendingPage), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(trendingPage, trending)
    }
    store.send(.moveRight, effects: []) { $0.lists[.homeRow(0)]?.selectedRow = 1 }
    store.send(.moveRight, effects: []) { $0.lists[.homeRow(0)]?.selectedRow = 2 }
    // Two cards a row now: the third card would be past the edge; the row turns over to it.
    store.send(.homeViewportChanged(HomeViewport(cardsPerRow: 2, rowsShown: 2)), effects: []) {
      $0.homeViewport = HomeViewport(cardsPerRow: 2, rowsShown: 2)
      $0.lists[.homeRow(0)]?.topRow = 2
    }
    // Wider again: it is in view, nothing moves.
    store.send(.homeViewportChanged(HomeViewport(cardsPerRow: 5, rowsShown: 2)), effects: []) {
      $0.homeViewport = HomeViewport(cardsPerRow: 5, rowsShown: 2)
    }
    // A row that loads after the resize starts at its first card.
    store.send(.pageLoaded(req(4), page(1, of: 5, offset: 20_000)), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(page(1, of: 5, offset: 20_000))
    }
    store.send(.pageFailed(req(5), failure("offline", .offline)), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = failure("offline", .offline)
      $0.status = .loadFailed(failure("offline", .offline))
    }
    store.finish()
  }

  func testACategoryKeyLeavesHomeAndZeroComesBackWithRowsWhereTheyWere() {
    let store = openingHome()
    let trendingPage = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), trendingPage), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(trendingPage, trending)
    }
    store.send(.moveRight, effects: []) { $0.lists[.homeRow(0)]?.selectedRow = 1 }
    store.send(.showCategory(.popular), effects: [.loadPage(.main, popular, page: 1, req(6))]) {
      $0.screen = .results
      $0.listRequest = .init(id: req(6), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 7
    }
    // Rows of a screen that is not shown load no further, but what is on its way still lands.
    store.send(.pageLoaded(req(4), page(1, of: 5, offset: 20_000)), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(page(1, of: 5, offset: 20_000))
    }
    store.send(.pageFailed(req(5), failure("offline", .offline)), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = failure("offline", .offline)
      $0.status = .loadFailed(failure("offline", .offline))
    }
    store.send(.showHome, effects: []) {
      $0.screen = .home
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_102))
    store.send(.pageLoaded(req(6), page(1, of: 50)), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(page(1, of: 50))
    }
    store.finish()
  }

  func testAClickSelectsTheCardUnderIt() {
    let store = openingHome()
    let popularPage = page(1, of: 5, offset: 20_000)
    store.send(.pageLoaded(req(4), popularPage), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(popularPage)
    }
    store.send(.selectCard(row: 1, card: 2), effects: []) {
      $0.home?.selectedRow = 1
      $0.lists[.homeRow(1)]?.selectedRow = 2
    }
    XCTAssertEqual(store.state.selectedMovie, movie(20_103))
    store.send(.pageLoaded(req(3), page(1, of: 5, offset: 10_000)), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(page(1, of: 5, offset: 10_000), trending)
    }
    store.send(.pageFailed(req(5), failure("offline", .offline)), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(2)]?.pendingSource = nil
      $0.lists[.homeRow(2)]?.failedSource = topRated
      $0.lists[.homeRow(2)]?.failure = failure("offline", .offline)
      $0.status = .loadFailed(failure("offline", .offline))
    }
    store.finish()
  }

  func testAGenreRowLoadsItsMostPopularFilmsThroughDiscover() {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.genre(18)]
    let store = TestStore(settings: settings)
    store.startAndReadWatchlist()
    let drama = MovieListSource.discover(DiscoverFilters(genres: [18], sort: .popularity))
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.homeRow(0), drama, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: [.genre(18)])
      $0.screen = .home
      $0.lists[.homeRow(0)] = pending(drama)
      $0.requests[req(3)] = .page(.homeRow(0), drama, page: 1)
      $0.nextRequestID = 4
    }
    let first = page(1, of: 2, offset: 50_000)
    store.send(.pageLoaded(req(3), first), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(first, drama)
    }
    store.finish()
  }
}
