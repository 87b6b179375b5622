import TMDB
import XCTest

@testable import Browser

/// keys2: `f` and `s` over the loaded pages, in full-state steps.
final class LoadedViewTests: XCTestCase {
  func testFilterNarrowsTheLoadedRowsAndEscapeBringsTheListBack() {
    let store = TestStore.showingPopular()
    store.send(.filterLoaded, effects: []) {
      var view = LoadedView()
      view.editing = true
      view.rows = $0.main.window.map { w in (w.pages[1] ?? []) } ?? []
      view.loadedCount = view.rows.count
      $0.main.view = view
    }
    let loaded = store.state.main.view?.rows ?? []
    let matching = loaded.filter { $0.title.hasSuffix("1.1") || $0.title.contains("1.1") }
    store.send(.insertText("1.1"), effects: []) {
      $0.main.view?.filter = "1.1"
      $0.main.view?.rows = matching
    }
    // Enter keeps the filter and gives the keys back to the list; j moves in the matches.
    store.send(.openDetail, effects: []) { $0.main.view?.editing = false }
    store.send(.moveDown, effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]) {
      $0.main.selectedRow = 1
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    // Esc: the filter goes, and with it the view: the same movie, in the whole list.
    let selected = matching[1]
    let row = store.state.main.window?.row(ofMovie: selected.id) ?? -1
    store.send(.cancel, effects: []) {
      $0.main.view = nil
      $0.main.selectedRow = row
      $0.main.topRow = max(row - 4, 0)
    }
    store.send(
      .timerFired(.detailPreview, token: 2), effects: [.loadDetails(movieID: selected.id, req(5))]
    ) {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: selected.id)
      $0.requests[req(5)] = .details(movieID: selected.id)
      $0.nextRequestID = 6
    }
    store.send(.detailsFailed(req(5), failure("offline")), effects: []) {
      $0.requests[req(5)] = nil
      $0.detail = .failed(movieID: selected.id, failure("offline"))
    }
    store.finish()
  }

  func testMatchingIgnoresCaseAndAccents() {
    XCTAssertTrue(LoadedView.title("Amélie", matches: "amelie"))
    XCTAssertTrue(LoadedView.title("AMÉLIE", matches: "mél"))
    XCTAssertFalse(LoadedView.title("Alien", matches: "amelie"))
    XCTAssertEqual(LoadedView.matchRange(in: "Le fabuleux destin d'Amélie", of: "amelie"), 21..<27)
  }

  func testSortingIsStableAndUnratedFilmsGoLast() {
    var view = LoadedView()
    view.order = .rating
    let page = MoviePage(
      page: 1,
      results: [
        MovieSummary(id: 1, title: "B", voteAverage: nil),
        MovieSummary(id: 2, title: "A", voteAverage: 7),
        MovieSummary(id: 3, title: "C", voteAverage: 7),
      ], totalPages: 1, totalResults: 3)
    let window = PageWindow(firstPage: page, source: .category(.popular))
    view.rebuild(from: window)
    XCTAssertEqual(view.rows.map(\.id), [2, 3, 1])
    view.order = .title
    view.rebuild(from: window)
    XCTAssertEqual(view.rows.map(\.id), [2, 1, 3])
  }
}
