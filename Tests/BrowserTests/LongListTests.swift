import TMDB
import XCTest

@testable import Browser

/// The page window through the reducer: the end of the list, bounded memory, repeats.
final class LongListTests: XCTestCase {
  func testLastLoadsTheLastPageDirectlyAndSelectsTheLastRow() {
    let store = TestStore.showingPopular(totalResults: 985)
    XCTAssertEqual(store.state.rowCount, 985)
    store.send(.last, effects: [.loadPage(popular, page: 50, req(4))]) {
      $0.selectedRow = 984
      $0.topRow = 980
      $0.detail = .none
      $0.listRequest = .init(id: req(4), source: popular, page: 50)
      $0.phase = .fetchingPage
      $0.nextRequestID = 5
    }
    XCTAssertNil(store.state.selectedMovie)
    // The last page repeats movie 101 from page 1: it is dropped, the list is a row shorter, and
    // the selection stays on the last row, bringing row 979 of page 49 into view.
    let last = page(50, of: 50, totalResults: 985, ids: [5001, 101, 5003, 5004, 5005])
    store.send(
      .pageLoaded(req(4), last),
      effects: [
        .startTimer(.detailPreview, token: 2, milliseconds: 150),
        .loadPage(popular, page: 49, req(5)),
      ]
    ) {
      $0.list?.insert(last, near: 50)
      $0.selectedRow = 983
      $0.topRow = 979
      $0.listRequest = .init(id: req(5), source: popular, page: 49)
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
      $0.nextRequestID = 6
    }
    XCTAssertEqual(store.state.rowCount, 984)
    XCTAssertEqual(store.state.selectedMovie, movie(5005))
    XCTAssertEqual(store.state.list?.row(ofMovie: 101), 0)
    let before = page(49, of: 50, totalResults: 985)
    store.send(.pageLoaded(req(5), before), effects: []) {
      $0.list?.insert(before, near: 50)
      $0.listRequest = nil
      $0.phase = .idle
    }
    XCTAssertEqual(store.state.list?.movie(atRow: 979), movie(4920))
    store.previewDetails(of: 5005, token: 2, request: 6)
    store.finish()
  }

  func testTMDBsFiveHundredPageLimitBoundsTheList() {
    let store = TestStore.showingPopular(totalPages: 6173, totalResults: 123_456)
    XCTAssertEqual(store.state.rowCount, 10_000)
    store.send(.last, effects: [.loadPage(popular, page: 500, req(4))]) {
      $0.selectedRow = 9999
      $0.topRow = 9995
      $0.detail = .none
      $0.listRequest = .init(id: req(4), source: popular, page: 500)
      $0.phase = .fetchingPage
      $0.nextRequestID = 5
    }
    let last = page(500, of: 6173, totalResults: 123_456)
    store.send(
      .pageLoaded(req(4), last), effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.list?.insert(last, near: 500)
      $0.listRequest = nil
      $0.phase = .idle
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    XCTAssertEqual(store.state.selectedMovie, movie(50_020))
    store.previewDetails(of: 50_020, token: 2, request: 5)
    store.finish()
  }

  /// Twenty-four screens down a page at a time, then back to the top: never more than ten
  /// pages held, the farthest from the selection go first, and page 1 is fetched again.
  func testMemoryStaysBoundedOnALongScrollAndEvictedPagesReload() {
    let store = TestStore.showingPopular(viewportRows: 10)
    var request = 4
    var token = 2
    for step in 1...24 {
      let next = step + 1
      store.send(
        .scroll(20),
        effects: (step == 1 ? [] : [.cancelTimer(.detailPreview)])
          + [.loadPage(popular, page: next, req(request))]
      ) {
        $0.selectedRow = 20 * step
        $0.topRow = 20 * step - 9
        $0.detail = .none
        $0.timers[.detailPreview] = nil
        $0.listRequest = .init(id: req(request), source: popular, page: next)
        $0.phase = .fetchingPage
        $0.nextRequestID = request + 1
      }
      XCTAssertNil(store.state.selectedMovie)
      store.send(
        .pageLoaded(req(request), page(next, of: 50)),
        effects: [.startTimer(.detailPreview, token: token, milliseconds: 150)]
      ) {
        $0.list?.insert(page(next, of: 50), near: next, pinned: [step, next])
        $0.listRequest = nil
        $0.phase = .idle
        $0.timers[.detailPreview] = token
        $0.nextTimerToken = token + 1
      }
      XCTAssertEqual(store.state.list?.loadedPageNumbers, Array(max(next - 9, 1)...next))
      request += 1
      token += 1
    }
    XCTAssertEqual(store.state.selectedMovie, movie(2501))
    store.send(
      .first, effects: [.cancelTimer(.detailPreview), .loadPage(popular, page: 1, req(28))]
    ) {
      $0.selectedRow = 0
      $0.topRow = 0
      $0.timers[.detailPreview] = nil
      $0.listRequest = .init(id: req(28), source: popular, page: 1)
      $0.phase = .fetchingPage
      $0.nextRequestID = 29
    }
    // Movie 101's details are still cached, so they show as soon as its row does.
    store.send(.pageLoaded(req(28), page(1, of: 50)), effects: []) {
      $0.list?.insert(page(1, of: 50), near: 1)
      $0.listRequest = nil
      $0.phase = .idle
      $0.detail = .loaded(details(101))
    }
    XCTAssertEqual(store.state.list?.loadedPageNumbers, [1] + Array(16...24))
    XCTAssertEqual(store.state.rowCount, 1000, "evicted pages keep their rows")
    store.finish()
  }

  func testAPageAboveTheSelectionLosingARepeatKeepsTheSelectedMovie() {
    var settings = BrowserState.Settings()
    settings.pageCapacity = 10
    let store = TestStore.showingPopular(viewportRows: 10, totalPages: 3, settings: settings)
    store.send(.last, effects: [.loadPage(popular, page: 3, req(4))]) {
      $0.selectedRow = 59
      $0.topRow = 50
      $0.detail = .none
      $0.listRequest = .init(id: req(4), source: popular, page: 3)
      $0.phase = .fetchingPage
      $0.nextRequestID = 5
    }
    store.send(
      .pageLoaded(req(4), page(3, of: 3)),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.list?.insert(page(3, of: 3), near: 3)
      $0.listRequest = nil
      $0.phase = .idle
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.send(
      .scroll(-24), effects: [.cancelTimer(.detailPreview), .loadPage(popular, page: 2, req(5))]
    ) {
      $0.selectedRow = 35
      $0.topRow = 35
      $0.timers[.detailPreview] = nil
      $0.listRequest = .init(id: req(5), source: popular, page: 2)
      $0.phase = .fetchingPage
      $0.nextRequestID = 6
    }
    store.send(
      .selectVisibleRow(9), effects: [.startTimer(.detailPreview, token: 3, milliseconds: 150)]
    ) {
      $0.selectedRow = 44
      $0.timers[.detailPreview] = 3
      $0.nextTimerToken = 4
    }
    XCTAssertEqual(store.state.selectedMovie, movie(305))
    // Page 2 arrives carrying movie 305, already shown on page 3.
    let second = page(2, of: 3, ids: Array(201...219) + [305])
    store.send(.pageLoaded(req(5), second), effects: []) {
      $0.list?.insert(second, near: 3)
      $0.selectedRow = 43
      $0.topRow = 34
      $0.listRequest = nil
      $0.phase = .idle
    }
    XCTAssertEqual(store.state.selectedMovie, movie(305))
    XCTAssertEqual(store.state.rowCount, 59)
    XCTAssertEqual(store.state.list?.row(ofMovie: 305), 43)
    XCTAssertEqual(store.state.list?.movie(atRow: 38), movie(219))
    store.previewDetails(of: 305, token: 3, request: 6)
    store.finish()
  }
  func testUnreadableEntriesInAPageAreReported() {
    let store = TestStore.showingPopular()
    store.send(.viewportChanged(rows: 15), effects: [.loadPage(popular, page: 2, req(4))]) {
      $0.viewportRows = 15
      $0.listRequest = .init(id: req(4), source: popular, page: 2)
      $0.phase = .fetchingPage
      $0.nextRequestID = 5
    }
    var second = page(2, of: 50, ids: Array(201...219))
    second.dropped = DropCounts(fields: 1, items: 1)
    store.send(.pageLoaded(req(4), second), effects: []) {
      $0.list?.insert(second, near: 1)
      $0.listRequest = nil
      $0.phase = .idle
      $0.status = .info("Skipped 2 unreadable entries in that page.")
    }
    XCTAssertEqual(store.state.rowCount, 999)
    store.finish()
  }
}
