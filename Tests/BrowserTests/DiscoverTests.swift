import TMDB
import XCTest

@testable import Browser

/// The discover form: editing, a plain-words problem that loses nothing, running it as the
/// main list, a failure, and Esc back to the list before.
final class DiscoverTests: XCTestCase {
  func testTheFormRunsAsTheMainListAndRemembersItsFilters() {
    let store = TestStore.showingPopular()
    store.send(.showDiscover, effects: []) { $0.overlay = .discover }
    // Genres cycle by name: Action, Drama, then any.
    store.send(.moveRight, effects: []) { $0.discoverForm.genre = 28 }
    store.send(.moveRight, effects: []) { $0.discoverForm.genre = 18 }
    store.send(.moveDown, effects: []) { $0.discoverForm.field = .excludedGenre }
    store.send(.moveDown, effects: []) { $0.discoverForm.field = .years }
    // Only numbers are typed; anything else is left out.
    store.send(.insertText("199x0-1999"), effects: []) { $0.discoverForm.years = "1990-1999" }
    store.send(.last, effects: []) { $0.discoverForm.field = .sort }
    store.send(.moveRight, effects: []) {
      $0.discoverForm.sort = DiscoverSort(.popularity, ascending: true)
    }
    store.send(.moveRight, effects: []) { $0.discoverForm.sort = DiscoverSort(.rating) }
    let filters = DiscoverFilters(
      genres: [18], years: DiscoverRange(lower: 1990, upper: 1999), sort: DiscoverSort(.rating))
    let source = MovieListSource.discover(filters)
    store.send(.submitSearch, effects: [.loadPage(.main, source, page: 1, req(5))]) {
      $0.overlay = nil
      $0.main.pendingSource = source
      $0.listRequest = .init(id: req(5), source: source, page: 1)
      $0.nextRequestID = 6
    }
    let first = page(1, of: 2, offset: 5_000)
    store.send(
      .pageLoaded(req(5), first),
      effects: [.startTimer(.detailPreview, token: 2, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.mainHistory = [$0.main]
      $0.main.window = window(first, source)
      $0.detail = .none
      $0.timers[.detailPreview] = 2
      $0.nextTimerToken = 3
    }
    // `d` again: the form as it was run.
    store.send(.showDiscover, effects: []) { $0.overlay = .discover }
    XCTAssertEqual(store.state.discoverForm.filters(), .success(filters))
    store.send(.cancel, effects: []) { $0.overlay = nil }
    // Esc in the list: back to Popular where it was left.
    store.send(.back, effects: [.cancelTimer(.detailPreview)]) {
      $0.timers[.detailPreview] = nil
      $0.mainHistory = []
      $0.main = store.state.mainHistory[0]
      $0.detail = .loaded(details(101))
    }
    store.finish()
  }

  func testAFailedDiscoverSaysSoAndKeepsTheListShown() {
    let store = TestStore.showingPopular()
    store.send(.showDiscover, effects: []) { $0.overlay = .discover }
    let source = MovieListSource.discover(DiscoverFilters())
    store.send(.submitSearch, effects: [.loadPage(.main, source, page: 1, req(5))]) {
      $0.overlay = nil
      $0.main.pendingSource = source
      $0.listRequest = .init(id: req(5), source: source, page: 1)
      $0.nextRequestID = 6
    }
    store.send(.pageFailed(req(5), failure("HTTP 500")), effects: []) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.failedSource = source
      $0.main.failure = failure("HTTP 500")
      $0.status = .loadFailed(failure("HTTP 500"))
    }
    // `r` tries the filters again; a stale answer to the first request is dropped.
    store.send(.refresh, effects: [.loadPage(.main, source, page: 1, req(6))]) {
      $0.main.pendingSource = source
      $0.main.failedSource = nil
      $0.listRequest = .init(id: req(6), source: source, page: 1)
      $0.nextRequestID = 7
      $0.status = nil
    }
    store.send(.pageLoaded(req(5), page(1, of: 1)), effects: [])
    store.send(.cancel, effects: [.cancel(req(6))]) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.status = .cancelled
    }
    store.finish()
  }

  func testATypingMistakeIsSaidInPlainWordsAndNothingIsLost() {
    let store = TestStore.showingPopular()
    store.send(.showDiscover, effects: []) { $0.overlay = .discover }
    store.send(.moveDown, effects: []) { $0.discoverForm.field = .excludedGenre }
    store.send(.moveDown, effects: []) { $0.discoverForm.field = .years }
    store.send(.insertText("1999-1990"), effects: []) { $0.discoverForm.years = "1999-1990" }
    store.send(.moveDown, effects: []) { $0.discoverForm.field = .minimumRating }
    store.send(.insertText("7.5"), effects: []) { $0.discoverForm.minimumRating = "7.5" }
    store.send(.submitSearch, effects: []) {
      $0.discoverForm.field = .years
      // Only its order is wrong: the problem says how to write it (DiscoverFormBackwardsRangeTests).
      $0.discoverForm.problem = DiscoverFormProblem(field: .years, rightWayRound: "1990-1999")
    }
    // Fixing it clears the message; the rating typed is still there.
    store.send(.deleteBackward, effects: []) {
      $0.discoverForm.years = "1999-199"
      $0.discoverForm.problem = nil
    }
    XCTAssertEqual(store.state.discoverForm.minimumRating, "7.5")
    store.send(.cancel, effects: []) { $0.overlay = nil }
    store.finish()
  }
}
