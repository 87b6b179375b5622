import Browser
import Screen
import TMDB
import XCTest

/// Runs the reducer with `RenderFixtures` standing in for the network: requests whose answer
/// is known are answered at once, the rest stay in flight (placeholders), timers fire at once
/// unless held.
struct RenderDriver {
  var state = BrowserState()
  let size: Size
  /// Pages the fake network serves; nil leaves the request in flight.
  var pages: (MovieListSource, Int) -> MoviePage?
  var failingPages: [Int: String] = [:]
  var details: [Int: MovieDetails] = [
    129: RenderFixtures.spiritedAwayDetails, 550: RenderFixtures.fightClubDetails,
  ]
  /// "More like this" the fake network serves, by film; other films have none.
  var related: [Int: RelatedMovies] = [:]
  /// Where films can be watched, served beside "More like this".
  var providers: [Int: WatchProviderResults] = [:]
  /// People's pages the fake network serves; others stay in flight.
  var people: [Int: PersonDetails] = [:]
  var collections: [Int: MovieCollection] = [:]
  var holdsTimers = false
  /// What the stored watchlist holds, for the `W` view.
  var watchlistRows: [WatchlistRow] = []

  init(size: Size, pages: ((MovieListSource, Int) -> MoviePage?)? = nil) {
    self.size = size
    self.pages =
      pages ?? { source, page in
        switch source {
        case .category: RenderFixtures.categoryPage(page)
        case .search(let query): page == 1 ? RenderFixtures.searchPage(query) : nil
        case .discover: RenderFixtures.categoryPage(page)
        }
      }
  }

  /// Start-up through the configuration to the first page of Popular.
  static func started(size: Size, pages: ((MovieListSource, Int) -> MoviePage?)? = nil)
    -> RenderDriver
  {
    var driver = RenderDriver(size: size, pages: pages)
    driver.send(.viewportChanged(rows: Layout.listRows(for: size)))
    driver.send(.start)
    return driver
  }

  mutating func send(_ event: Event) {
    var queue = reduce(&state, event)
    while !queue.isEmpty {
      let effect = queue.removeFirst()
      // Where to watch arrives just before "More like this", as the runtime sends it.
      if case .loadRelated(let movieID, _) = effect, let offers = providers[movieID] {
        queue += reduce(&state, .providersLoaded(movieID: movieID, offers))
      }
      guard let reply = answer(effect) else { continue }
      queue += reduce(&state, reply)
    }
  }

  mutating func command(_ command: Command) { send(.command(command)) }

  func render(context: RenderContext = testContext()) -> Frame {
    Screen.render(state, size: size, context: context)
  }

  func screen(context: RenderContext = testContext()) -> String {
    render(context: context).buffer.lines().joined(separator: "\n")
  }

  private func answer(_ effect: Effect) -> Event? {
    switch effect {
    case .loadConfiguration(let id):
      return .configurationLoaded(id, RenderFixtures.configuration, RenderFixtures.genres)
    case .loadPage(_, let source, let page, let id):
      if let message = failingPages[page] { return .pageFailed(id, Failure(.other, message)) }
      return pages(source, page).map { .pageLoaded(id, $0) }
    case .loadDetails(let movieID, let id):
      return details[movieID].map { .detailsLoaded(id, $0) }
    case .startTimer(.statusFade, _, _):
      // Snapshots show the screen right after the event: the message has not faded yet.
      return nil
    case .startTimer(let key, let token, _):
      return holdsTimers ? nil : .timerFired(key, token: token)
    case .loadWatchlist(let id):
      return .watchlistLoaded(id, Set(watchlistRows.map(\.movie.id)))
    case .saveWatchlist(let change, let id):
      return .watchlistSaved(id, stored: !change.removes)
    case .loadWatchlistNote(let movieID, let id):
      return .watchlistNoteLoaded(
        id, note: watchlistRows.first { $0.movie.id == movieID }?.note)
    case .loadWatchlistEntries(_, let id):
      return .watchlistEntriesLoaded(id, watchlistRows)
    case .loadWatchlistWindow(let request, let id):
      let start = min(request.offset, watchlistRows.count)
      let rows = Array(watchlistRows[start..<min(start + request.limit, watchlistRows.count)])
      return .watchlistWindowLoaded(
        id, WatchlistWindow(count: watchlistRows.count, offset: start, rows: rows))
    case .loadRelated(let movieID, let id):
      let none = RelatedMovies(
        movieID: movieID, source: .similar,
        page: MoviePage(page: 1, results: [], totalPages: 1, totalResults: 0))
      return .relatedLoaded(id, related[movieID] ?? none)
    case .loadPerson(let personID, let id):
      return people[personID].map { .personLoaded(id, $0) }
    case .loadCollection(let collectionID, let id):
      return collections[collectionID].map { .collectionLoaded(id, $0) }
    case .cancel, .cancelTimer, .quit, .inspector, .openInBrowser, .copyToClipboard:
      return nil
    }
  }
}

final class RenderDriverTests: XCTestCase {
  func testStartedDriverShowsPopularAndIsSettled() {
    let driver = RenderDriver.started(size: Size(width: 80, height: 24))
    XCTAssertEqual(driver.state.phase, .idle)
    XCTAssertEqual(driver.state.main.window?.source, .category(.popular))
    XCTAssertEqual(driver.state.rowCount, 10_000)
    XCTAssertEqual(driver.state.viewportRows, 21)
    XCTAssertTrue(driver.state.isSettled)
  }

  func testHeldTimersLeaveTheDetailPreviewPending() {
    var driver = RenderDriver(size: Size(width: 120, height: 40))
    driver.holdsTimers = true
    driver.send(.start)
    XCTAssertNotNil(driver.state.timers[.detailPreview])
    XCTAssertFalse(driver.state.isSettled)
  }
}
