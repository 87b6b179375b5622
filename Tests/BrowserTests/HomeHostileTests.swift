import Foundation
import TMDB
import XCTest

@testable import Browser

/// review25: the home screen's watchlist row against what a user does to the watchlist from
/// home, and the home a configuration of rows can leave.
final class HomeHostileTests: XCTestCase {
  let trending = MovieListSource.category(.trending)

  private func row(_ id: Int) -> WatchlistRow {
    WatchlistRow(movie: movie(id), addedAt: Date(timeIntervalSince1970: Double(id)))
  }

  /// `[home] rows = ["watchlist"]` and nothing on it: the row was taken away as every empty
  /// watchlist row is, leaving home with no row ("Nothing to show." and no reason). The lone
  /// row stays, and says it has nothing.
  func testALoneWatchlistRowStaysWhenTheWatchlistIsEmpty() {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.watchlist]
    let store = TestStore(settings: settings)
    store.send(.homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 2)), effects: []) {
      $0.homeViewport = HomeViewport(cardsPerRow: 3, rowsShown: 2)
    }
    store.startAndReadWatchlist()
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadWatchlistEntries(.added, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: [.watchlist])
      $0.screen = .home
      $0.lists[.homeRow(0)] = ResultList()
      $0.requests[req(3)] = .watchlistEntries(.added)
      $0.nextRequestID = 4
    }
    store.send(.watchlistEntriesLoaded(req(3), []), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.fixedRows = []
    }
    XCTAssertEqual(store.state.home?.rows.map(\.kind), [.watchlist])
    store.finish()
  }

  /// Home with Trending and the watchlist (films 7 and 9), one row on screen, Trending's first
  /// page loaded.
  private func openingHomeWithWatchlist() -> TestStore {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.category(.trending), .watchlist]
    let store = TestStore(settings: settings)
    store.send(.homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 1)), effects: []) {
      $0.homeViewport = HomeViewport(cardsPerRow: 3, rowsShown: 1)
    }
    store.startAndReadWatchlist(watchlist: [7])
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [
        .loadPage(.homeRow(0), trending, page: 1, req(3)), .loadWatchlistEntries(.added, req(4)),
      ]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: [.category(.trending), .watchlist])
      $0.screen = .home
      $0.lists[.homeRow(0)] = {
        var list = ResultList()
        list.pendingSource = trending
        return list
      }()
      $0.lists[.homeRow(1)] = ResultList()
      $0.requests[req(3)] = .page(.homeRow(0), trending, page: 1)
      $0.requests[req(4)] = .watchlistEntries(.added)
      $0.nextRequestID = 5
    }
    let first = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), first), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(0)]?.pendingSource = nil
      $0.lists[.homeRow(0)]?.window = window(first, trending)
    }
    store.send(.watchlistEntriesLoaded(req(4), [row(7)]), effects: []) {
      $0.requests[req(4)] = nil
      $0.lists[.homeRow(1)]?.fixedRows = [movie(7)]
    }
    return store
  }

  /// `w` on the watchlist row's last film: the row stayed, showing the film just removed,
  /// until home was opened again. It goes at once; the selection is on the row that is left,
  /// in view.
  func testRemovingTheLastFilmOnTheWatchlistRowTakesTheRowAway() {
    let store = openingHomeWithWatchlist()
    store.send(.moveDown, effects: []) {
      $0.home?.selectedRow = 1
      $0.home?.topRow = 1
    }
    XCTAssertEqual(store.state.selectedMovie, movie(7))
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.remove(movieID: 7), req(5))]) {
      $0.watchlist = []
      $0.status = .removedFromWatchlist(title: movie(7).title)
      $0.requests[req(5)] = .watchlistSave(.remove(movieID: 7))
      $0.nextRequestID = 6
      $0.home?.rows = [HomeRow(kind: .category(.trending), list: .homeRow(0))]
      $0.home?.selectedRow = 0
      $0.home?.topRow = 0
      $0.lists[.homeRow(1)] = nil
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    store.send(.watchlistSaved(req(5), stored: false), effects: []) {
      $0.requests[req(5)] = nil
    }
    // Added again from Trending: the row comes back with what the store now holds.
    store.send(
      .toggleWatchlist,
      effects: [.saveWatchlist(.add(movie(10_101)), req(6)), .loadWatchlistEntries(.added, req(7))]
    ) {
      $0.watchlist = [10_101]
      $0.status = .addedToWatchlist(title: movie(10_101).title)
      $0.requests[req(6)] = .watchlistSave(.add(movie(10_101)))
      $0.home?.rows.append(HomeRow(kind: .watchlist, list: .homeRow(1)))
      $0.lists[.homeRow(1)] = ResultList()
      $0.requests[req(7)] = .watchlistEntries(.added)
      $0.nextRequestID = 8
    }
    store.send(.watchlistSaved(req(6), stored: true), effects: []) {
      $0.requests[req(6)] = nil
    }
    store.send(.watchlistEntriesLoaded(req(7), [row(10_101)]), effects: []) {
      $0.requests[req(7)] = nil
      $0.lists[.homeRow(1)]?.fixedRows = [movie(10_101)]
    }
    store.finish()
  }

  /// `w` on a Trending card adds it to the watchlist row that is there (newest first).
  func testAFilmAddedFromARowComesOntoTheWatchlistRow() {
    let store = openingHomeWithWatchlist()
    store.send(
      .toggleWatchlist,
      effects: [.saveWatchlist(.add(movie(10_101)), req(5)), .loadWatchlistEntries(.added, req(6))]
    ) {
      $0.watchlist = [7, 10_101]
      $0.status = .addedToWatchlist(title: movie(10_101).title)
      $0.requests[req(5)] = .watchlistSave(.add(movie(10_101)))
      $0.requests[req(6)] = .watchlistEntries(.added)
      $0.nextRequestID = 7
    }
    store.send(.watchlistSaved(req(5), stored: true), effects: []) {
      $0.requests[req(5)] = nil
    }
    store.send(.watchlistEntriesLoaded(req(6), [row(10_101), row(7)]), effects: []) {
      $0.requests[req(6)] = nil
      $0.lists[.homeRow(1)]?.fixedRows = [movie(10_101), movie(7)]
    }
    store.finish()
  }
  /// `w` in the detail opened from the watchlist row's last film, then Esc: home came back
  /// with the film still on a watchlist row. The row is gone; the open detail stays on its
  /// film until Esc, and Esc lands on the row that is left.
  func testRemovingTheLastFilmFromItsDetailTakesTheRowAwayBehindIt() {
    let store = openingHomeWithWatchlist()
    store.send(.moveDown, effects: []) {
      $0.home?.selectedRow = 1
      $0.home?.topRow = 1
    }
    store.send(.openDetail, effects: [.loadDetails(movieID: 7, req(5))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 7)
      $0.requests[req(5)] = .details(movieID: 7)
      $0.nextRequestID = 6
    }
    store.send(
      .detailsLoaded(req(5), details(7)),
      effects: [.loadRelated(movieID: 7, req(6)), .loadWatchlistNote(movieID: 7, req(7))]
    ) {
      $0.requests[req(5)] = nil
      $0.detail = .loaded(details(7))
      $0.detailCache.append(details(7))
      $0.related = .loading(movieID: 7)
      $0.requests[req(6)] = .related(movieID: 7)
      $0.requests[req(7)] = .watchlistNote(movieID: 7)
      $0.nextRequestID = 8
    }
    store.loadRelated(of: 7, request: 6)
    store.send(.watchlistNoteLoaded(req(7), note: nil), effects: []) {
      $0.requests[req(7)] = nil
      $0.notes[7] = ""
    }
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.remove(movieID: 7), req(8))]) {
      $0.watchlist = []
      $0.status = .removedFromWatchlist(title: movie(7).title)
      $0.requests[req(8)] = .watchlistSave(.remove(movieID: 7))
      $0.nextRequestID = 9
      $0.home?.rows = [HomeRow(kind: .category(.trending), list: .homeRow(0))]
      $0.home?.selectedRow = 0
      $0.home?.topRow = 0
      $0.lists[.homeRow(1)] = nil
    }
    XCTAssertEqual(store.state.detail, .loaded(details(7)), "the open detail changed film")
    store.send(.watchlistSaved(req(8), stored: false), effects: []) {
      $0.requests[req(8)] = nil
    }
    // Back on home: the card selected now is another film, which the detail follows (on home
    // it shows only when opened, so it is left to load then).
    store.send(.cancel, effects: []) {
      $0.focus = .list
      $0.detail = .none
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    store.finish()
  }

  /// A click on no card: the slot below the last row went to the last row, and a click past
  /// a short row's last card selected that card (and its row). Nothing happens now; a click
  /// on a card that is there still selects it.
  func testAClickOnNoCardSelectsNothing() {
    let store = openingHomeWithWatchlist()
    store.send(.selectCard(row: 2, card: 0), effects: [])
    store.send(.selectCard(row: 0, card: -1), effects: [])
    // The watchlist row holds one film: its second and third slots are empty.
    store.send(.selectCard(row: 1, card: 2), effects: [])
    XCTAssertEqual(store.state.home?.selectedRow, 0)
    store.send(.selectCard(row: 0, card: 2), effects: []) {
      $0.lists[.homeRow(0)]?.selectedRow = 2
    }
    store.finish()
  }

  /// A film added from a list, then `0`: the watchlist row came back above the selected row,
  /// which moved down a place while the rows on screen stayed, so the selection was off the
  /// screen (one row shown). The selected row stays in view.
  func testTheWatchlistRowComingBackKeepsTheSelectedRowInView() {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.watchlist, .category(.trending)]
    let store = TestStore(settings: settings)
    store.send(.homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 1)), effects: []) {
      $0.homeViewport = HomeViewport(cardsPerRow: 3, rowsShown: 1)
    }
    store.startAndReadWatchlist()
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.homeRow(1), trending, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.home = HomeScreen(kinds: [.category(.trending)])
      $0.home?.rows = [HomeRow(kind: .category(.trending), list: .homeRow(1))]
      $0.screen = .home
      $0.lists[.homeRow(1)] = {
        var list = ResultList()
        list.pendingSource = trending
        return list
      }()
      $0.requests[req(3)] = .page(.homeRow(1), trending, page: 1)
      $0.nextRequestID = 4
    }
    let first = page(1, of: 5, offset: 10_000)
    store.send(.pageLoaded(req(3), first), effects: []) {
      $0.requests[req(3)] = nil
      $0.lists[.homeRow(1)]?.pendingSource = nil
      $0.lists[.homeRow(1)]?.window = window(first, trending)
    }
    // Another list: a film goes onto the watchlist there.
    store.send(.showCategory(.popular), effects: [.loadPage(.main, popular, page: 1, req(4))]) {
      $0.screen = .results
      $0.listRequest = .init(id: req(4), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 5
    }
    store.send(
      .pageLoaded(req(4), page(1, of: 1)),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(page(1, of: 1))
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    store.send(.toggleWatchlist, effects: [.saveWatchlist(.add(movie(101)), req(5))]) {
      $0.watchlist = [101]
      $0.status = .addedToWatchlist(title: movie(101).title)
      $0.requests[req(5)] = .watchlistSave(.add(movie(101)))
      $0.nextRequestID = 6
    }
    // The row comes back once the save is stored (not shown yet: its films are read when
    // home opens), above the selected row, which stays where it was on screen.
    store.send(.watchlistSaved(req(5), stored: true), effects: []) {
      $0.requests[req(5)] = nil
      $0.home?.rows.insert(HomeRow(kind: .watchlist, list: .homeRow(0)), at: 0)
      $0.home?.selectedRow = 1
      $0.home?.topRow = 1
    }
    store.send(
      .showHome, effects: [.loadWatchlistEntries(.added, req(6)), .cancelTimer(.detailPreview)]
    ) {
      $0.screen = .home
      $0.timers[.detailPreview] = nil
      $0.lists[.homeRow(0)] = ResultList()
      $0.requests[req(6)] = .watchlistEntries(.added)
      $0.nextRequestID = 7
    }
    XCTAssertEqual(store.state.selectedMovie, movie(10_101))
    store.send(.watchlistEntriesLoaded(req(6), [row(101)]), effects: []) {
      $0.requests[req(6)] = nil
      $0.lists[.homeRow(0)]?.fixedRows = [movie(101)]
    }
    store.finish()
  }

  /// The stored watchlist changed outside this Reel (another Reel, `reel watchlist add`): the
  /// watchlist screen reads its window again, but home's row kept the films it had, and came
  /// and went only when home was opened again.
  func testAWatchlistChangedElsewhereReachesTheHomeRow() throws {
    let store = openingHomeWithWatchlist()
    store.send(.watchlistChanged([7, 55]), effects: [.loadWatchlistEntries(.added, req(5))]) {
      $0.watchlist = [7, 55]
      $0.requests[req(5)] = .watchlistEntries(.added)
      $0.nextRequestID = 6
    }
    store.send(.watchlistEntriesLoaded(req(5), [row(55), row(7)]), effects: []) {
      $0.requests[req(5)] = nil
      $0.lists[.homeRow(1)]?.fixedRows = [movie(55), movie(7)]
    }
    store.finish()
  }

  /// `r` on a row, Enter on its card before the reload lands, and then the reload lands with
  /// other films: the open detail went blank and, 150 ms later, became the film now at that
  /// place in the row, under the reader's eyes (Esc then came back to a card they never
  /// chose). The same on the result list with the detail open.
  func testARowReloadedUnderAnOpenDetailLeavesTheDetailAlone() throws {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.category(.trending)]
    var state = BrowserState(settings: settings)
    _ = reduce(&state, .homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 1)))
    _ = reduce(&state, .start)
    _ = reduce(&state, .watchlistLoaded(req(2), []))
    _ = reduce(&state, .configurationLoaded(req(1), configuration, genres))
    _ = reduce(&state, .pageLoaded(req(3), page(1, of: 5, offset: 10_000)))
    XCTAssertEqual(
      reduce(&state, .command(.refresh)),
      [.loadPage(.homeRow(0), trending, page: 1, req(4))])
    XCTAssertEqual(reduce(&state, .command(.openDetail)), [.loadDetails(movieID: 10_101, req(5))])
    _ = reduce(&state, .detailsLoaded(req(5), details(10_101)))
    XCTAssertEqual(state.detail, .loaded(details(10_101)))
    let effects = reduce(&state, .pageLoaded(req(4), page(1, of: 5, offset: 30_000)))
    XCTAssertEqual(state.detail, .loaded(details(10_101)), "the open detail changed")
    XCTAssertFalse(
      effects.contains(.startTimer(.detailPreview, token: 1, milliseconds: 150)),
      "the open detail is about to load another film")
    // Esc: back on the row, the card now selected is the one its pane follows.
    _ = reduce(&state, .command(.back))
    XCTAssertEqual(state.focus, .list)
    XCTAssertNotEqual(state.detail.movieID, 10_101, "the pane still shows the film reloaded away")
  }

  /// The watchlist's films cannot be read for its home row (the database locked, corrupt,
  /// unreadable): the status bar says so for 10 s, and the row says "Loading…" for ever, as
  /// nothing marks it failed (`HomeWidget.drawEmpty` says "failed" only for a failed source).
  func testAWatchlistRowThatCannotBeReadSaysSo() throws {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.watchlist, .category(.trending)]
    var state = BrowserState(settings: settings)
    _ = reduce(&state, .homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 2)))
    _ = reduce(&state, .start)
    _ = reduce(&state, .watchlistLoaded(req(2), [7]))
    let effects = reduce(&state, .configurationLoaded(req(1), configuration, genres))
    XCTAssertTrue(effects.contains(.loadWatchlistEntries(.added, req(3))), "\(effects)")
    _ = reduce(&state, .watchlistEntriesFailed(req(3), failure("database is locked")))
    let list = state.lists[.homeRow(0)] ?? ResultList()
    XCTAssertTrue(list.fixedRowsFailed, "the watchlist row is left loading for ever")
    XCTAssertEqual(list.failure, failure("database is locked"), "the row does not say why")
    XCTAssertEqual(
      reduce(&state, .command(.refresh)), [.loadWatchlistEntries(.added, req(5))],
      "r does not read the row again")
    XCTAssertFalse(state.lists[.homeRow(0)]?.fixedRowsFailed ?? true, "still failed while read")
    XCTAssertNil(state.lists[.homeRow(0)]?.failure, "still says why it failed while read")
  }

  /// `w` on home before the stored watchlist's ids have come (the interactive app opens the
  /// store late): the ids, read before the save, arrive empty and take the new row away; the
  /// save then puts the ★ back but not the row (seen in tmux: "Added …", a ★, no row).
  func testAFilmAddedBeforeTheWatchlistIsReadKeepsItsRow() throws {
    var settings = BrowserState.Settings()
    settings.start = .home
    settings.homeRows = [.category(.trending), .watchlist]
    var state = BrowserState(settings: settings)
    _ = reduce(&state, .homeViewportChanged(HomeViewport(cardsPerRow: 3, rowsShown: 2)))
    _ = reduce(&state, .start)  // #1 configuration, #2 the watchlist's ids
    _ = reduce(&state, .configurationLoaded(req(1), configuration, genres))  // #3 Trending
    _ = reduce(&state, .pageLoaded(req(3), page(1, of: 5, offset: 10_000)))
    let added = reduce(&state, .command(.toggleWatchlist))
    XCTAssertTrue(added.contains(.saveWatchlist(.add(movie(10_101)), req(4))), "\(added)")
    _ = reduce(&state, .watchlistLoaded(req(2), []))
    _ = reduce(&state, .watchlistSaved(req(4), stored: true))
    XCTAssertEqual(state.watchlist, [10_101])
    XCTAssertEqual(
      state.home?.rows.map(\.kind), [.category(.trending), .watchlist],
      "the film is on the watchlist and its row is missing")
  }
}
