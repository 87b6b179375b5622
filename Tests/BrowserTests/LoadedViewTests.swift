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

  /// Chaos seeds 74 and 140: `s` (and `f`) with a page missing before the selected row read
  /// the selection through the view about to open, where rows count loaded films only: the
  /// same row number was another film (or none, past them), which the new order then kept
  /// selected, while the pane still showed the film selected before. The film selected stays
  /// selected now, in its place in the new order, and the pane on it.
  func testSortingWithAPageMissingKeepsTheSelectedFilmAndItsPane() {
    let store = TestStore.showingPopular()
    store.send(
      .last,
      effects: [.loadPage(.main, popular, page: 50, req(5))]
    ) {
      $0.main.selectedRow = 999
      $0.main.topRow = 995
      $0.detail = .none
      $0.listRequest = .init(id: req(5), source: popular, page: 50)
      $0.nextRequestID = 6
    }
    let last = page(50, of: 50)
    store.send(
      .pageLoaded(req(5), last), effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.window?.insert(last, near: 50, pinned: [50])
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    store.previewDetails(of: 5020, token: 2, request: 6)
    store.send(.cycleLoadedOrder, effects: []) {
      var view = LoadedView()
      view.order = .rating
      view.rows = (1...20).map { movie(100 + $0) } + (1...20).map { movie(5000 + $0) }
      view.loadedCount = 40
      view.savedSelection = 999
      view.savedTop = 995
      $0.main.view = view
      $0.main.selectedRow = 39
      $0.main.topRow = 35
      $0.status = .loadedOrder(.rating, loaded: 40)
    }
    XCTAssertEqual(store.state.selectedMovieID, 5020)
    XCTAssertEqual(store.state.detail.movieID, 5020)
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
