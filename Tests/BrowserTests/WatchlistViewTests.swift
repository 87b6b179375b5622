import Foundation
import TMDB
import XCTest

@testable import Browser

func watchlistRow(_ id: Int) -> WatchlistRow {
  WatchlistRow(movie: movie(id), addedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(id)))
}

/// The window the watchlist screen asks for when it opens.
func firstWindow(_ order: WatchlistOrder) -> WatchlistWindowRequest {
  WatchlistWindowRequest(order: order, offset: 0, limit: WatchlistScreen.windowSize)
}

/// The watchlist screen: open, move, remove with `w`, undo with `u`, change order, close.
final class WatchlistViewTests: XCTestCase {
  func testTheWatchlistScreenRemovesUndoesReordersAndReturnsToTheList() {
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
    XCTAssertEqual(store.state.selectedMovie, movie(201))
    XCTAssertEqual(store.state.rowCount, 3)
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.watchlistScreen?.selectedRow = 1
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    // `w` removes the selected movie from the screen at once, and says how to undo.
    store.send(
      .toggleWatchlist,
      effects: [
        .saveWatchlist(.remove(movieID: 202), req(6)),
        .startTimer(.detailPreview, token: 4, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = [rows[0], rows[2]]
      $0.watchlistScreen?.count = 2
      $0.watchlistScreen?.undo = [WatchlistUndo(row: rows[1], index: 1, order: .added)]
      $0.watchlist = [201, 203]
      $0.requests[req(6)] = .watchlistSave(.remove(movieID: 202))
      $0.nextRequestID = 7
      $0.status = .removedFromWatchlistView(title: "Movie 2.2")
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    store.send(.watchlistSaved(req(6), stored: false), effects: []) { $0.requests[req(6)] = nil }
    XCTAssertEqual(store.state.selectedMovie, movie(203))
    // A second removal: the last row, so the selection steps back onto the one before.
    store.send(
      .toggleWatchlist,
      effects: [
        .saveWatchlist(.remove(movieID: 203), req(7)),
        .startTimer(.detailPreview, token: 5, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = [rows[0]]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.selectedRow = 0
      $0.watchlistScreen?.undo.append(WatchlistUndo(row: rows[2], index: 1, order: .added))
      $0.watchlist = [201]
      $0.requests[req(7)] = .watchlistSave(.remove(movieID: 203))
      $0.nextRequestID = 8
      $0.status = .removedFromWatchlistView(title: "Movie 2.3")
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
    }
    store.send(.watchlistSaved(req(7), stored: false), effects: []) { $0.requests[req(7)] = nil }
    // `u` puts them back one by one, newest first, each where it was and with its date.
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(rows[2]), req(8)),
        .startTimer(.detailPreview, token: 6, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = [rows[0], rows[2]]
      $0.watchlistScreen?.count = 2
      $0.watchlistScreen?.selectedRow = 1
      $0.watchlistScreen?.undo = [WatchlistUndo(row: rows[1], index: 1, order: .added)]
      $0.watchlist = [201, 203]
      $0.requests[req(8)] = .watchlistSave(.restore(rows[2]))
      $0.nextRequestID = 9
      $0.status = .restoredToWatchlist(title: "Movie 2.3")
      $0.timers[.detailPreview] = 6
      $0.nextTimerToken = 7
    }
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(rows[1]), req(9)),
        .startTimer(.detailPreview, token: 7, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.count = 3
      $0.watchlistScreen?.undo = []
      $0.watchlist = [201, 202, 203]
      $0.requests[req(9)] = .watchlistSave(.restore(rows[1]))
      $0.nextRequestID = 10
      $0.status = .restoredToWatchlist(title: "Movie 2.2")
      $0.timers[.detailPreview] = 7
      $0.nextTimerToken = 8
    }
    store.send(.watchlistSaved(req(8), stored: true), effects: []) { $0.requests[req(8)] = nil }
    store.send(.watchlistSaved(req(9), stored: true), effects: []) { $0.requests[req(9)] = nil }
    // Nothing left: it says so and changes nothing else.
    store.send(.undoWatchlistRemoval, effects: []) { $0.status = .nothingToUndo }
    // A new order: the rows held are dropped and the selected movie is looked for in it; the
    // selected row has no film meanwhile, nor has the pane.
    let byTitleRequest = WatchlistWindowRequest(order: .title, offset: 0, limit: 200, around: 202)
    store.send(
      .cycleWatchlistOrder,
      effects: [.cancelTimer(.detailPreview), .loadWatchlistWindow(byTitleRequest, req(10))]
    ) {
      $0.timers[.detailPreview] = nil
      $0.watchlistScreen?.order = .title
      $0.watchlistScreen?.rows = []
      $0.watchlistScreen?.windowStart = 1
      $0.watchlistOrder = .title
      $0.requests[req(10)] = .watchlistWindow(byTitleRequest)
      $0.nextRequestID = 11
      $0.status = .watchlistOrder(.title)
    }
    // The new order keeps the same movie selected, wherever it now stands.
    let byTitle = [rows[2], rows[0], rows[1]]
    store.send(
      .watchlistWindowLoaded(
        req(10), WatchlistWindow(count: 3, offset: 0, rows: byTitle, found: 2)),
      effects: [.startTimer(.detailPreview, token: 8, milliseconds: 150)]
    ) {
      $0.requests[req(10)] = nil
      $0.watchlistScreen?.rows = byTitle
      $0.watchlistScreen?.windowStart = 0
      $0.watchlistScreen?.selectedRow = 2
      $0.timers[.detailPreview] = 8
      $0.nextTimerToken = 9
    }
    XCTAssertEqual(store.state.selectedMovie, movie(202))
    // Escape closes the screen and the list is back where it was, its detail at once.
    store.send(.cancel, effects: [.cancelTimer(.detailPreview)]) {
      $0.watchlistScreen = nil
      $0.detail = .loaded(details(101))
      $0.timers[.detailPreview] = nil
    }
    store.finish()
  }

  func testAFailedRemovalPutsTheRowBackByReadingWhatIsStored() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let rows = [watchlistRow(201)]
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: 1, offset: 0, rows: rows)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [201]
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .toggleWatchlist,
      effects: [.saveWatchlist(.remove(movieID: 201), req(6)), .cancelTimer(.detailPreview)]
    ) {
      $0.watchlistScreen?.rows = []
      $0.watchlistScreen?.count = 0
      $0.watchlistScreen?.undo = [WatchlistUndo(row: rows[0], index: 0, order: .added)]
      $0.watchlist = []
      $0.requests[req(6)] = .watchlistSave(.remove(movieID: 201))
      $0.nextRequestID = 7
      $0.status = .removedFromWatchlistView(title: "Movie 2.1")
      $0.timers[.detailPreview] = nil
    }
    let busy = failure("database is locked", .busy)
    store.send(
      .watchlistSaveFailed(req(6), busy, stored: true),
      effects: [.loadWatchlistWindow(firstWindow(.added), req(7))]
    ) {
      $0.requests[req(6)] = nil
      $0.watchlist = [201]
      $0.status = .watchlistNotSaved(busy)
      // Not removed, so nothing to put back.
      $0.watchlistScreen?.undo = []
      $0.requests[req(7)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 8
    }
    store.send(
      .watchlistWindowLoaded(req(7), WatchlistWindow(count: 1, offset: 0, rows: rows)),
      effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.requests[req(7)] = nil
      $0.watchlistScreen?.count = 1
      $0.watchlistScreen?.rows = rows
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovie, movie(201))
    store.send(.timerFired(.detailPreview, token: 3), effects: [.loadDetails(movieID: 201, req(8))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 201)
      $0.requests[req(8)] = .details(movieID: 201)
      $0.nextRequestID = 9
    }
    store.send(.detailsLoaded(req(8), details(201)), effects: []) {
      $0.requests[req(8)] = nil
      $0.detail = .loaded(details(201))
      $0.detailCache.append(details(201))
    }
    store.finish()
  }

  func testAWatchlistThatCannotBeReadSaysSoInsteadOfLookingEmpty() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let locked = failure("database is locked", .busy)
    store.send(.watchlistWindowFailed(req(5), locked), effects: []) {
      $0.requests[req(5)] = nil
      $0.watchlistScreen?.isLoading = false
      $0.watchlistScreen?.failure = locked
      $0.status = .watchlistNotRead(locked)
    }
    store.finish()
  }

  func testAnEmptyWatchlistOpensEmptyAndACategoryKeyLeavesIt() {
    let store = TestStore.showingPopular()
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .showWatchlist,
      effects: [.cancelTimer(.detailPreview), .loadWatchlistWindow(firstWindow(.added), req(5))]
    ) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.timers[.detailPreview] = nil
    }
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: 0, offset: 0, rows: [])), effects: []
    ) {
      $0.requests[req(5)] = nil
      $0.watchlistScreen?.isLoading = false
    }
    store.send(.toggleWatchlist, effects: [])
    store.send(.openDetail, effects: [])
    store.send(
      .showCategory(.topRated), effects: [.loadPage(.main, .category(.topRated), page: 1, req(6))]
    ) {
      $0.watchlistScreen = nil
      $0.listRequest = .init(id: req(6), source: .category(.topRated), page: 1)
      $0.main.pendingSource = .category(.topRated)
      $0.nextRequestID = 7
    }
    store.send(.pageFailed(req(6), failure("offline")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = .category(.topRated)
      $0.main.failure = failure("offline")
      $0.status = .loadFailed(failure("offline"))
    }
    store.finish()
  }

  /// The rows at positions `range` of a long watchlist: position p holds movie p + 1.
  private func stored(_ range: Range<Int>) -> [WatchlistRow] { range.map { watchlistRow($0 + 1) } }

  func testAMillionEntryWatchlistHoldsOnlyAWindowAroundTheSelection() {
    let million = 1_000_000
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let first = stored(0..<200)
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: million, offset: 0, rows: first)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = Set(1...200)
      $0.watchlistScreen?.count = million
      $0.watchlistScreen?.rows = first
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertEqual(store.state.rowCount, million)
    // Inside the window, with the margin to spare: no read.
    store.send(.scroll(149), effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]) {
      $0.watchlistScreen?.selectedRow = 149
      $0.watchlistScreen?.topRow = 145
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    // Within the margin of the window's end: the next window is asked for, centred here.
    let ahead = WatchlistWindowRequest(
      order: .added, offset: 50, limit: 200, knownCount: million)
    store.send(
      .moveDown,
      effects: [
        .startTimer(.detailPreview, token: 4, milliseconds: 150),
        .loadWatchlistWindow(ahead, req(6)),
      ]
    ) {
      $0.watchlistScreen?.selectedRow = 150
      $0.watchlistScreen?.topRow = 146
      $0.requests[req(6)] = .watchlistWindow(ahead)
      $0.nextRequestID = 7
      $0.timers[.detailPreview] = 4
      $0.nextTimerToken = 5
    }
    // `G` before it answers: that request is dropped for one at the end.
    let end = WatchlistWindowRequest(
      order: .added, offset: million - 200, limit: 200, knownCount: million)
    store.send(
      .last,
      effects: [.cancelTimer(.detailPreview), .cancel(req(6)), .loadWatchlistWindow(end, req(7))]
    ) {
      $0.watchlistScreen?.selectedRow = million - 1
      $0.watchlistScreen?.topRow = million - 5
      $0.requests[req(6)] = nil
      $0.requests[req(7)] = .watchlistWindow(end)
      $0.nextRequestID = 8
      $0.timers[.detailPreview] = nil
    }
    XCTAssertNil(store.state.selectedMovie)
    // The dropped request's answer is stale: nothing changes.
    store.send(
      .watchlistWindowLoaded(
        req(6), WatchlistWindow(count: million, offset: 50, rows: stored(50..<250))),
      effects: [])
    let last = stored((million - 200)..<million)
    store.send(
      .watchlistWindowLoaded(
        req(7), WatchlistWindow(count: million, offset: million - 200, rows: last)),
      effects: [.startTimer(.detailPreview, token: 5, milliseconds: 150)]
    ) {
      $0.requests[req(7)] = nil
      $0.watchlist.formUnion(last.map(\.movie.id))
      $0.watchlistScreen?.windowStart = million - 200
      $0.watchlistScreen?.rows = last
      $0.timers[.detailPreview] = 5
      $0.nextTimerToken = 6
    }
    XCTAssertEqual(store.state.selectedMovie, movie(million))
    // Removing the last row of the list: the one before is selected, nothing to read.
    store.send(
      .toggleWatchlist,
      effects: [
        .saveWatchlist(.remove(movieID: million), req(8)),
        .startTimer(.detailPreview, token: 6, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows.removeLast()
      $0.watchlistScreen?.count = million - 1
      $0.watchlistScreen?.selectedRow = million - 2
      $0.watchlistScreen?.topRow = million - 6
      $0.watchlistScreen?.undo = [WatchlistUndo(row: last[199], index: million - 1, order: .added)]
      $0.watchlist.remove(million)
      $0.requests[req(8)] = .watchlistSave(.remove(movieID: million))
      $0.nextRequestID = 9
      $0.status = .removedFromWatchlistView(title: movie(million).title)
      $0.timers[.detailPreview] = 6
      $0.nextTimerToken = 7
    }
    store.send(.watchlistSaved(req(8), stored: false), effects: []) { $0.requests[req(8)] = nil }
    // `g` goes back to the top: the first rows are read again, without counting them all.
    let top = WatchlistWindowRequest(order: .added, offset: 0, limit: 200, knownCount: million - 1)
    store.send(.first, effects: [.cancelTimer(.detailPreview), .loadWatchlistWindow(top, req(9))]) {
      $0.watchlistScreen?.selectedRow = 0
      $0.watchlistScreen?.topRow = 0
      $0.requests[req(9)] = .watchlistWindow(top)
      $0.nextRequestID = 10
      $0.timers[.detailPreview] = nil
    }
    store.send(
      .watchlistWindowLoaded(req(9), WatchlistWindow(count: million - 1, offset: 0, rows: first)),
      effects: [.startTimer(.detailPreview, token: 7, milliseconds: 150)]
    ) {
      $0.requests[req(9)] = nil
      $0.watchlistScreen?.windowStart = 0
      $0.watchlistScreen?.rows = first
      $0.timers[.detailPreview] = 7
      $0.nextTimerToken = 8
    }
    // A removal at the window's edge: the rows after it are not held, so the window is read
    // again around the selection.
    store.send(.scroll(149), effects: [.startTimer(.detailPreview, token: 8, milliseconds: 150)]) {
      $0.watchlistScreen?.selectedRow = 149
      $0.watchlistScreen?.topRow = 145
      $0.timers[.detailPreview] = 8
      $0.nextTimerToken = 9
    }
    let around = WatchlistWindowRequest(
      order: .added, offset: 49, limit: 200, knownCount: million - 2)
    store.send(
      .toggleWatchlist,
      effects: [
        .saveWatchlist(.remove(movieID: 150), req(10)),
        .startTimer(.detailPreview, token: 9, milliseconds: 150),
        .loadWatchlistWindow(around, req(11)),
      ]
    ) {
      $0.watchlistScreen?.rows.remove(at: 149)
      $0.watchlistScreen?.count = million - 2
      $0.watchlistScreen?.undo.append(WatchlistUndo(row: first[149], index: 149, order: .added))
      $0.watchlist.remove(150)
      $0.requests[req(10)] = .watchlistSave(.remove(movieID: 150))
      $0.requests[req(11)] = .watchlistWindow(around)
      $0.nextRequestID = 12
      $0.status = .removedFromWatchlistView(title: movie(150).title)
      $0.timers[.detailPreview] = 9
      $0.nextTimerToken = 10
    }
    store.send(.watchlistSaved(req(10), stored: false), effects: []) { $0.requests[req(10)] = nil }
    let shifted = stored(49..<149) + stored(150..<250)
    store.send(
      .watchlistWindowLoaded(
        req(11), WatchlistWindow(count: million - 2, offset: 49, rows: shifted)),
      effects: []
    ) {
      $0.requests[req(11)] = nil
      $0.watchlist.formUnion(shifted.map(\.movie.id))
      $0.watchlistScreen?.windowStart = 49
      $0.watchlistScreen?.rows = shifted
    }
    // `u` takes back the newest removal first: it lands inside the window held, at once.
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(first[149]), req(12)),
        .startTimer(.detailPreview, token: 10, milliseconds: 150),
      ]
    ) {
      $0.watchlistScreen?.rows.insert(first[149], at: 100)
      $0.watchlistScreen?.count = million - 1
      $0.watchlistScreen?.undo.removeLast()
      $0.watchlist.insert(150)
      $0.requests[req(12)] = .watchlistSave(.restore(first[149]))
      $0.nextRequestID = 13
      $0.status = .restoredToWatchlist(title: movie(150).title)
      $0.timers[.detailPreview] = 10
      $0.nextTimerToken = 11
    }
    store.send(.watchlistSaved(req(12), stored: true), effects: []) { $0.requests[req(12)] = nil }
    // The older one stood far outside the window: the store finds it after the save.
    let back = WatchlistWindowRequest(
      order: .added, offset: million - 200, limit: 200, around: million)
    store.send(
      .undoWatchlistRemoval,
      effects: [
        .saveWatchlist(.restore(last[199]), req(13)),
        .cancelTimer(.detailPreview),
        .loadWatchlistWindow(back, req(14)),
      ]
    ) {
      $0.watchlistScreen?.count = million
      $0.watchlistScreen?.selectedRow = million - 1
      $0.watchlistScreen?.topRow = million - 5
      $0.watchlistScreen?.undo = []
      $0.watchlist.insert(million)
      $0.requests[req(13)] = .watchlistSave(.restore(last[199]))
      $0.requests[req(14)] = .watchlistWindow(back)
      $0.nextRequestID = 15
      $0.status = .restoredToWatchlist(title: movie(million).title)
      $0.detail = .none
      $0.timers[.detailPreview] = nil
    }
    store.send(.watchlistSaved(req(13), stored: true), effects: []) { $0.requests[req(13)] = nil }
    store.send(
      .watchlistWindowLoaded(
        req(14),
        WatchlistWindow(count: million, offset: million - 200, rows: last, found: million - 1)),
      effects: [.startTimer(.detailPreview, token: 11, milliseconds: 150)]
    ) {
      $0.requests[req(14)] = nil
      $0.watchlistScreen?.windowStart = million - 200
      $0.watchlistScreen?.rows = last
      $0.timers[.detailPreview] = 11
      $0.nextTimerToken = 12
    }
    XCTAssertEqual(store.state.selectedMovie, movie(million))
    store.send(.undoWatchlistRemoval, effects: []) { $0.status = .nothingToUndo }
    store.send(
      .timerFired(.detailPreview, token: 11), effects: [.loadDetails(movieID: million, req(15))]
    ) {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: million)
      $0.requests[req(15)] = .details(movieID: million)
      $0.nextRequestID = 16
    }
    store.send(.detailsLoaded(req(15), details(million)), effects: []) {
      $0.requests[req(15)] = nil
      $0.detail = .loaded(details(million))
      $0.detailCache.append(details(million))
    }
    store.finish()
  }

  func testAnotherProgramsChangeRereadsTheWindowKeepingTheSelectedMovie() {
    let store = TestStore.showingPopular()
    store.send(.showWatchlist, effects: [.loadWatchlistWindow(firstWindow(.added), req(5))]) {
      $0.watchlistScreen = WatchlistScreen(order: .added)
      $0.requests[req(5)] = .watchlistWindow(firstWindow(.added))
      $0.nextRequestID = 6
      $0.detail = .none
    }
    let rows = [watchlistRow(203), watchlistRow(202)]
    store.send(
      .watchlistWindowLoaded(req(5), WatchlistWindow(count: 2, offset: 0, rows: rows)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(5)] = nil
      $0.watchlist = [202, 203]
      $0.watchlistScreen?.count = 2
      $0.watchlistScreen?.rows = rows
      $0.watchlistScreen?.isLoading = false
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    // `reel watchlist add 204` elsewhere: 204 is the newest, so 203 moves down a row.
    let reread = WatchlistWindowRequest(order: .added, offset: 0, limit: 200, around: 203)
    store.send(.watchlistChanged([202, 203, 204]), effects: [.loadWatchlistWindow(reread, req(6))])
    {
      $0.watchlist = [202, 203, 204]
      $0.requests[req(6)] = .watchlistWindow(reread)
      $0.nextRequestID = 7
    }
    let now = [watchlistRow(204)] + rows
    store.send(
      .watchlistWindowLoaded(req(6), WatchlistWindow(count: 3, offset: 0, rows: now, found: 1)),
      effects: []
    ) {
      $0.requests[req(6)] = nil
      $0.watchlistScreen?.count = 3
      $0.watchlistScreen?.rows = now
      $0.watchlistScreen?.selectedRow = 1
    }
    XCTAssertEqual(store.state.selectedMovie, movie(203))
    store.send(.timerFired(.detailPreview, token: 2), effects: [.loadDetails(movieID: 203, req(7))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 203)
      $0.requests[req(7)] = .details(movieID: 203)
      $0.nextRequestID = 8
    }
    store.send(.detailsLoaded(req(7), details(203)), effects: []) {
      $0.requests[req(7)] = nil
      $0.detail = .loaded(details(203))
      $0.detailCache.append(details(203))
    }
    store.finish()
  }

  /// Undo keeps the newest `WatchlistScreen.undoLimit` removals; older ones are forgotten.
  func testUndoHistoryIsBoundedToTheNewestRemovals() {
    var state = TestStore.showingPopular().state
    _ = reduce(&state, .command(.showWatchlist))
    let id = state.requests.first { if case .watchlistWindow = $0.value { true } else { false } }!
      .key
    let rows = (1...60).map(watchlistRow)
    _ = reduce(
      &state, .watchlistWindowLoaded(id, WatchlistWindow(count: 60, offset: 0, rows: rows)))
    for _ in 0..<55 { _ = reduce(&state, .command(.toggleWatchlist)) }
    XCTAssertEqual(state.watchlistScreen?.rows.map(\.movie.id), Array(56...60))
    XCTAssertEqual(state.watchlistScreen?.undo.count, 50)
    XCTAssertEqual(state.watchlistScreen?.undo.first?.row, rows[5])
    for _ in 0..<50 { _ = reduce(&state, .command(.undoWatchlistRemoval)) }
    XCTAssertEqual(state.watchlistScreen?.rows.map(\.movie.id), Array(6...60))
    XCTAssertEqual(state.watchlistScreen?.count, 55)
    _ = reduce(&state, .command(.undoWatchlistRemoval))
    XCTAssertEqual(state.status, .nothingToUndo)
    XCTAssertEqual(state.watchlistScreen?.rows.map(\.movie.id), Array(6...60))
  }
}
