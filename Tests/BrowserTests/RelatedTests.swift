import TMDB
import XCTest

@testable import Browser

/// "More like this" in the opened detail pane: loading with the details, moving into the row,
/// opening a film in place, walking back, failures and stale answers.
final class RelatedTests: XCTestCase {
  private func related(_ movieID: Int, _ ids: [Int]) -> RelatedMovies {
    RelatedMovies(
      movieID: movieID, source: .recommendations,
      page: MoviePage(page: 1, results: ids.map(movie), totalPages: 1, totalResults: ids.count))
  }

  /// Popular with movie 101's details loaded, the pane opened and its "More like this" (901,
  /// 902) loaded by request #5.
  private func openedWithRelated() -> TestStore {
    let store = TestStore.showingPopular()
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.send(.relatedLoaded(req(5), related(101, [901, 902])), effects: []) {
      $0.requests[req(5)] = nil
      $0.related = .loaded(self.related(101, [901, 902]))
      $0.relatedCache = [self.related(101, [901, 902])]
    }
    return store
  }

  /// Chaos walk (review29): "More like this" answered for another film was dropped with its
  /// request still registered: the row said "Loading…" for ever. A failure now.
  func testMoreLikeThisAnsweredForAnotherFilmIsAFailureNotLoadingForEver() {
    let store = TestStore.showingPopular()
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.send(.relatedLoaded(req(5), related(555, [901])), effects: []) {
      $0.requests[req(5)] = nil
      $0.related = .failed(movieID: 101, .answerAbout(anotherThan: 101, got: 555))
    }
    XCTAssertEqual(store.state.relatedFilms, [])
    store.finish()
  }

  /// Chaos walk (review29): details answered for another film were shown in the pane of the
  /// selected one (film 555's text under film 101's row). A failure now.
  func testDetailsAnsweredForAnotherFilmAreAFailureNotAnotherFilmsPane() {
    let store = TestStore.showingPopular(settled: false)
    store.send(.timerFired(.detailPreview, token: 1), effects: [.loadDetails(movieID: 101, req(4))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 101)
      $0.requests[req(4)] = .details(movieID: 101)
      $0.nextRequestID = 5
    }
    // Reduced by hand: the store would refuse an answer that does not fit its request.
    var state = store.state
    var expected = state
    expected.requests[req(4)] = nil
    expected.detail = .failed(movieID: 101, .answerAbout(anotherThan: 101, got: 555))
    XCTAssertEqual(reduce(&state, .detailsLoaded(req(4), details(555))), [])
    XCTAssertEqual(state, expected, StateDiff.differences(expected, state).joined(separator: "\n"))
  }

  /// Chaos walk (review29): a link selected in the pane outlived the pane when the focus left
  /// it by another way than Tab or Esc (here Enter bound to "search now" elsewhere, which took
  /// the focus to the list): the next film's pane opened on its first link, not its text.
  func testTheNextPaneOpensAtItsTextWhateverWayTheLastOneWasLeft() {
    let store = openedWithRelated()
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    // Enter outside the search field is not a search and leaves the pane as it is.
    store.send(.submitSearch, effects: [])
    // `/` takes the focus to the search field: the link goes with the pane.
    store.send(.focusSearch, effects: []) {
      $0.focus = .search
      $0.linkSelection = nil
    }
    store.send(.cancel, effects: []) { $0.focus = .list }
    store.send(.openDetail, effects: []) { $0.focus = .detail }
    XCTAssertNil(store.state.selectedDetailLink)
    store.finish()
  }

  /// Chaos walk (review29): the key of the category already listed, pressed in the pane after
  /// a film was opened from "More like this", took the focus to the list but kept that film in
  /// the pane beside row 101, and `l` opened it again. The pane follows the selection now.
  func testTheListedCategorysKeyLeavesThePaneForTheSelection() {
    let store = openedWithRelated()
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
    store.send(.showCategory(.popular), effects: [.cancel(req(6))]) {
      $0.focus = .list
      $0.detailTrail = []
      $0.detail = .loaded(details(101))
      $0.requests[req(6)] = nil
    }
    XCTAssertEqual(store.state.detailMovie?.id, 101)
    store.finish()
  }

  /// Another category's key, pressed in the pane after a film was opened from "More like
  /// this", put the focus on the list but kept that film (and its loading) in the pane until
  /// the category's first page came; when it failed, for good, beside Popular's row 101. The
  /// pane follows the list's selection at once now, as Tab's way out does.
  func testAnotherCategorysKeyLeavesThePaneForTheSelectionWhileTheCategoryLoads() {
    let topRated = MovieListSource.category(.topRated)
    let store = openedWithRelated()
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
      .showCategory(.topRated),
      effects: [.cancel(req(6)), .loadPage(.main, topRated, page: 1, req(7))]
    ) {
      $0.focus = .list
      $0.detailTrail = []
      $0.detail = .loaded(details(101))
      $0.requests[req(6)] = nil
      $0.main.pendingSource = topRated
      $0.requests[req(7)] = .page(.main, topRated, page: 1)
      $0.nextRequestID = 8
    }
    store.send(.pageFailed(req(7), failure("gone")), effects: []) {
      $0.requests[req(7)] = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = topRated
      $0.main.failure = failure("gone")
      $0.status = .loadFailed(failure("gone"))
    }
    XCTAssertEqual(store.state.detailMovie?.id, 101)
    store.finish()
  }

  /// Chaos walk (review29): a click on the selected row from the pane, after a film was opened
  /// from "More like this", took the focus to the list but kept that film beside row 101.
  func testAClickOnTheSelectedRowLeavesThePaneForTheSelection() {
    let store = openedWithRelated()
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
    store.send(.selectVisibleRow(0), effects: [.cancel(req(6))]) {
      $0.focus = .list
      $0.detailTrail = []
      $0.detail = .loaded(details(101))
      $0.requests[req(6)] = nil
    }
    store.finish()
  }

  /// Chaos walk (review29): `/` from the pane, after a film was opened from "More like this",
  /// kept that film in the pane; Esc back to the list left it beside row 101.
  func testSlashFromThePaneLeavesItForTheSelection() {
    let store = openedWithRelated()
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
    store.send(.focusSearch, effects: [.cancel(req(6))]) {
      $0.focus = .search
      $0.detailTrail = []
      $0.detail = .loaded(details(101))
      $0.requests[req(6)] = nil
    }
    store.send(.cancel, effects: []) { $0.focus = .list }
    XCTAssertEqual(store.state.detailMovie?.id, 101)
    store.finish()
  }

  func testOpeningAFilmFromMoreLikeThisAndWalkingBack() {
    let store = openedWithRelated()
    XCTAssertEqual(store.state.relatedFilms.map(\.id), [901, 902])
    // Tab moves into the row (the pane shows its end); → along it.
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    store.send(.moveRight, effects: []) { $0.linkSelection = 1 }
    store.send(.moveRight, effects: [])  // the row ends here
    // Enter opens the film in place, from the top, and loads its details.
    store.send(.openDetail, effects: [.loadDetails(movieID: 902, req(6))]) {
      $0.detailTrail = [movie(902)]
      $0.linkSelection = nil
      $0.detailScroll = 0
      $0.detail = .loading(movieID: 902)
      $0.requests[req(6)] = .details(movieID: 902)
      $0.nextRequestID = 7
    }
    XCTAssertEqual(store.state.detailMovie?.id, 902)
    XCTAssertEqual(store.state.selectedMovie?.id, 101, "the list keeps its selection")
    // Its details in, its own "More like this" follows.
    store.send(.detailsLoaded(req(6), details(902)), effects: [.loadRelated(movieID: 902, req(7))])
    {
      $0.requests[req(6)] = nil
      $0.detail = .loaded(details(902))
      $0.detailCache.append(details(902))
      $0.related = .loading(movieID: 902)
      $0.requests[req(7)] = .related(movieID: 902)
      $0.nextRequestID = 8
    }
    // A failure says so in the pane and leaves the row empty.
    store.send(.relatedFailed(req(7), failure("HTTP 500")), effects: []) {
      $0.requests[req(7)] = nil
      $0.related = .failed(movieID: 902, failure("HTTP 500"))
    }
    XCTAssertEqual(store.state.relatedFilms, [])
    store.send(.nextPane, effects: []) {
      $0.focus = .list
      $0.detailTrail = []
      $0.detail = .loaded(details(101))
    }
    store.finish()
  }

  func testEscapeWalksBackToTheFirstFilmWithItsRowFromTheCache() {
    let store = openedWithRelated()
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
    // Esc while it loads: the request stops and the pane is back on movie 101, its row
    // from the cache without a request.
    store.send(.cancel, effects: [.cancel(req(6))]) {
      $0.requests[req(6)] = nil
      $0.detailTrail = []
      $0.detail = .loaded(details(101))
    }
    XCTAssertEqual(store.state.relatedFilms.map(\.id), [901, 902])
    // Esc again leaves the pane for the list.
    store.send(.back, effects: []) { $0.focus = .list }
    store.finish()
  }

  func testAStaleAnswerIsDroppedAndLeavingThePaneStopsTheRequest() {
    let store = TestStore.showingPopular()
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.send(.back, effects: [.cancel(req(5))]) {
      $0.focus = .list
      $0.requests[req(5)] = nil
      $0.related = .none
    }
    // The answer comes anyway: nobody awaits it.
    store.send(.relatedLoaded(req(5), related(101, [901])), effects: [])
    store.send(.relatedFailed(req(5), failure("late")), effects: [])
    store.finish()
  }

  func testUpFromTheRowGoesBackToTheText() {
    let store = openedWithRelated()
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    store.send(.moveUp, effects: []) { $0.linkSelection = nil }
    store.send(.moveUp, effects: []) { $0.detailScroll = BrowserState.detailEnd - 1 }
    store.finish()
  }
}

/// "More like this" with no films for `movieID`.
func noRelated(_ movieID: Int) -> RelatedMovies {
  RelatedMovies(
    movieID: movieID, source: .similar,
    page: MoviePage(page: 1, results: [], totalPages: 1, totalResults: 0))
}

extension TestStore {
  /// The opened pane asks for `movieID`'s "More like this" as request `request`, which answers
  /// with no films.
  func loadRelated(
    of movieID: Int, request: Int, file: StaticString = #filePath, line: UInt = #line,
    _ update: (inout BrowserState) -> Void = { _ in }
  ) {
    send(.relatedLoaded(req(request), noRelated(movieID)), effects: [], file: file, line: line) {
      $0.requests[req(request)] = nil
      $0.related = .loaded(noRelated(movieID))
      $0.relatedCache.append(noRelated(movieID))
    }
  }
}

/// Where to watch comes with "More like this": kept while that request is in flight, dropped
/// when nobody awaits it.
final class ProvidersTests: XCTestCase {
  func testProvidersAreKeptForTheFilmWhoseRowIsLoadingAndDroppedOtherwise() {
    let store = TestStore.showingPopular()
    let offers = WatchProviderResults(
      results: [
        "US": RegionWatchProviders(flatrate: [WatchProvider(providerID: 8, providerName: "Netflix")]
        )
      ])
    // Nothing in flight for movie 101 yet: a stray answer is dropped.
    store.send(.providersLoaded(movieID: 101, offers), effects: [])
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.send(.providersLoaded(movieID: 102, offers), effects: [])
    store.send(.providersLoaded(movieID: 101, offers), effects: []) {
      var kept = offers
      kept.id = 101
      $0.providersCache = [kept]
    }
    store.loadRelated(of: 101, request: 5)
    store.finish()
  }
}
