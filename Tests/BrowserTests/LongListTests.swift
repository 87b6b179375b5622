import TMDB
import XCTest

@testable import Browser

/// The page window through the reducer: the end of the list, bounded memory, repeats.
final class LongListTests: XCTestCase {
  func testLastLoadsTheLastPageDirectlyAndSelectsTheLastRow() {
    let store = TestStore.showingPopular(totalResults: 985)
    XCTAssertEqual(store.state.rowCount, 985)
    store.send(.last, effects: [.loadPage(.main, popular, page: 50, req(5))]) {
      $0.main.selectedRow = 984
      $0.main.topRow = 980
      $0.detail = .none
      $0.listRequest = .init(id: req(5), source: popular, page: 50)
      $0.nextRequestID = 6
    }
    XCTAssertNil(store.state.selectedMovie)
    // The last page repeats movie 101 from page 1: it is dropped, the list is a row shorter, and
    // the selection stays on the last row, bringing row 979 of page 49 into view.
    let last = page(50, of: 50, totalResults: 985, ids: [5001, 101, 5003, 5004, 5005])
    store.send(
      .pageLoaded(req(5), last),
      effects: [
        .startTimer(.detailPreview, token: 2, milliseconds: 150),
        .loadPage(.main, popular, page: 49, req(6)),
      ]
    ) {
      $0.main.window?.insert(last, near: 50)
      $0.main.selectedRow = 983
      $0.main.topRow = 979
      $0.listRequest = .init(id: req(6), source: popular, page: 49)
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
      $0.nextRequestID = 7
    }
    XCTAssertEqual(store.state.rowCount, 984)
    XCTAssertEqual(store.state.selectedMovie, movie(5005))
    XCTAssertEqual(store.state.main.window?.row(ofMovie: 101), 0)
    let before = page(49, of: 50, totalResults: 985)
    store.send(.pageLoaded(req(6), before), effects: []) {
      $0.main.window?.insert(before, near: 50)
      $0.listRequest = nil
    }
    XCTAssertEqual(store.state.main.window?.movie(atRow: 979), movie(4920))
    store.previewDetails(of: 5005, token: 2, request: 7)
    store.finish()
  }

  /// A screen that spans the last two pages asks for both at once: `G` is one round trip.
  func testLastAsksForEveryPageTheScreenNeedsAtOnce() {
    let store = TestStore.showingPopular(viewportRows: 10, totalPages: 500)
    // A taller screen: the pages it shows and the next screen's load together.
    store.send(
      .viewportChanged(rows: 30),
      effects: [
        .loadPage(.main, popular, page: 2, req(5)), .loadPage(.main, popular, page: 3, req(6)),
      ]
    ) {
      $0.viewportRows = 30
      $0.requests[req(5)] = .page(.main, popular, page: 2)
      $0.requests[req(6)] = .page(.main, popular, page: 3)
      $0.nextRequestID = 7
    }
    for (id, number) in [(5, 2), (6, 3)] {
      store.send(.pageLoaded(req(id), page(number, of: 500)), effects: []) {
        $0.requests[req(id)] = nil
        $0.main.window?.insert(page(number, of: 500), near: 1, pinned: [1, 2, 3])
      }
    }
    store.send(
      .last,
      effects: [
        .loadPage(.main, popular, page: 500, req(7)), .loadPage(.main, popular, page: 499, req(8)),
      ]
    ) {
      $0.main.selectedRow = 9999
      $0.main.topRow = 9970
      $0.detail = .none
      $0.requests[req(7)] = .page(.main, popular, page: 500)
      $0.requests[req(8)] = .page(.main, popular, page: 499)
      $0.nextRequestID = 9
    }
    XCTAssertEqual(store.state.phase, .fetchingPage)
    let last = page(500, of: 500)
    store.send(
      .pageLoaded(req(7), last), effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.requests[req(7)] = nil
      $0.main.window?.insert(last, near: 500, pinned: [499, 500])
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    let before = page(499, of: 500)
    store.send(.pageLoaded(req(8), before), effects: []) {
      $0.requests[req(8)] = nil
      $0.main.window?.insert(before, near: 500, pinned: [499, 500])
    }
    XCTAssertEqual(store.state.phase, .idle)
    store.previewDetails(of: 50_020, token: 2, request: 9)
    store.finish()
  }

  func testTMDBsFiveHundredPageLimitBoundsTheList() {
    let store = TestStore.showingPopular(totalPages: 6173, totalResults: 123_456)
    XCTAssertEqual(store.state.rowCount, 10_000)
    store.send(.last, effects: [.loadPage(.main, popular, page: 500, req(5))]) {
      $0.main.selectedRow = 9999
      $0.main.topRow = 9995
      $0.detail = .none
      $0.listRequest = .init(id: req(5), source: popular, page: 500)
      $0.nextRequestID = 6
    }
    let last = page(500, of: 6173, totalResults: 123_456)
    store.send(
      .pageLoaded(req(5), last), effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.main.window?.insert(last, near: 500)
      $0.listRequest = nil
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertEqual(store.state.selectedMovie, movie(50_020))
    store.previewDetails(of: 50_020, token: 2, request: 6)
    store.finish()
  }

  /// Twenty-four screens down a page at a time, then back to the top: never more than ten
  /// pages held, the farthest from the selection go first, and page 1 is fetched again.
  func testMemoryStaysBoundedOnALongScrollAndEvictedPagesReload() {
    let store = TestStore.showingPopular(viewportRows: 10)
    var request = 5
    var token = 2
    for step in 1...24 {
      let next = step + 1
      store.send(
        .scroll(20),
        effects: (step == 1 ? [] : [.cancelTimer(.detailPreview)])
          + [.loadPage(.main, popular, page: next, req(request))]
      ) {
        $0.main.selectedRow = 20 * step
        $0.main.topRow = 20 * step - 9
        $0.detail = .none
        $0.timers[.detailPreview] = nil
        $0.listRequest = .init(id: req(request), source: popular, page: next)
        $0.nextRequestID = request + 1
      }
      XCTAssertNil(store.state.selectedMovie)
      store.send(
        .pageLoaded(req(request), page(next, of: 50)),
        effects: [.startTimer(.detailPreview, token: token, milliseconds: 150)]
      ) {
        $0.main.window?.insert(page(next, of: 50), near: next, pinned: [step, next])
        $0.listRequest = nil
        $0.timers[.detailPreview] = token
        $0.nextTimerToken = token + 1
      }
      XCTAssertEqual(store.state.main.window?.loadedPageNumbers, Array(max(next - 9, 1)...next))
      request += 1
      token += 1
    }
    XCTAssertEqual(store.state.selectedMovie, movie(2501))
    store.send(
      .first, effects: [.cancelTimer(.detailPreview), .loadPage(.main, popular, page: 1, req(29))]
    ) {
      $0.main.selectedRow = 0
      $0.main.topRow = 0
      $0.timers[.detailPreview] = nil
      $0.listRequest = .init(id: req(29), source: popular, page: 1)
      $0.nextRequestID = 30
    }
    // Movie 101's details are still cached, so they show as soon as its row does.
    store.send(.pageLoaded(req(29), page(1, of: 50)), effects: []) {
      $0.main.window?.insert(page(1, of: 50), near: 1)
      $0.listRequest = nil
      $0.detail = .loaded(details(101))
    }
    XCTAssertEqual(store.state.main.window?.loadedPageNumbers, [1] + Array(16...24))
    XCTAssertEqual(store.state.rowCount, 1000, "evicted pages keep their rows")
    store.finish()
  }

  func testAPageAboveTheSelectionLosingARepeatKeepsTheSelectedMovie() {
    var settings = BrowserState.Settings()
    settings.pageCapacity = 10
    let store = TestStore.showingPopular(viewportRows: 10, totalPages: 3, settings: settings)
    store.send(.last, effects: [.loadPage(.main, popular, page: 3, req(5))]) {
      $0.main.selectedRow = 59
      $0.main.topRow = 50
      $0.detail = .none
      $0.listRequest = .init(id: req(5), source: popular, page: 3)
      $0.nextRequestID = 6
    }
    store.send(
      .pageLoaded(req(5), page(3, of: 3)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.main.window?.insert(page(3, of: 3), near: 3)
      $0.listRequest = nil
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .scroll(-24),
      effects: [.cancelTimer(.detailPreview), .loadPage(.main, popular, page: 2, req(6))]
    ) {
      $0.main.selectedRow = 35
      $0.main.topRow = 35
      $0.timers[.detailPreview] = nil
      $0.listRequest = .init(id: req(6), source: popular, page: 2)
      $0.nextRequestID = 7
    }
    store.send(
      .selectVisibleRow(9), effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.main.selectedRow = 44
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovie, movie(305))
    // Page 2 arrives carrying movie 305, already shown on page 3.
    let second = page(2, of: 3, ids: Array(201...219) + [305])
    store.send(.pageLoaded(req(6), second), effects: []) {
      $0.main.window?.insert(second, near: 3)
      $0.main.selectedRow = 43
      $0.main.topRow = 34
      $0.listRequest = nil
    }
    XCTAssertEqual(store.state.selectedMovie, movie(305))
    XCTAssertEqual(store.state.rowCount, 59)
    XCTAssertEqual(store.state.main.window?.row(ofMovie: 305), 43)
    XCTAssertEqual(store.state.main.window?.movie(atRow: 38), movie(219))
    store.previewDetails(of: 305, token: 3, request: 7)
    store.finish()
  }
  func testUnreadableEntriesInAPageAreReported() {
    let store = TestStore.showingPopular()
    store.send(.viewportChanged(rows: 15), effects: [.loadPage(.main, popular, page: 2, req(5))]) {
      $0.viewportRows = 15
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.nextRequestID = 6
    }
    var second = page(2, of: 50, ids: Array(201...219))
    second.dropped = DropCounts(fields: 1, items: 1)
    store.send(.pageLoaded(req(5), second), effects: []) {
      $0.main.window?.insert(second, near: 1)
      $0.listRequest = nil
      $0.status = .skippedUnreadable(count: 2)
    }
    XCTAssertEqual(store.state.rowCount, 999)
    store.finish()
  }
}
