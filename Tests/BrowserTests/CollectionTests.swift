import Foundation
import TMDB
import XCTest

@testable import Browser

/// The detail pane's links beyond "More like this" (helper "detail"): the collection's page
/// opened and left, ↓ at the end of the text moving into the links, `o` and `y`.
final class CollectionTests: XCTestCase {
  /// Movie 101, part of collection 10, with a director (Dee, 8).
  private let inCollection: MovieDetails = {
    var details = details(101)
    details.collection = CollectionReference(id: 10, name: "The Example Collection")
    details.credits = Credits(
      crew: [CrewMember(id: 8, name: "Dee", job: "Director", department: "Directing")])
    return details
  }()

  private let collection = MovieCollection(
    id: 10, name: "The Example Collection", parts: [movie(302), movie(301)])

  /// Popular, movie 101's details in the opened pane (request #4), "More like this" empty (#5).
  private func opened() -> TestStore {
    let store = TestStore.showingPopular(settled: false)
    store.send(.timerFired(.detailPreview, token: 1), effects: [.loadDetails(movieID: 101, req(4))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 101)
      $0.requests[req(4)] = .details(movieID: 101)
      $0.nextRequestID = 5
    }
    store.send(.detailsLoaded(req(4), inCollection), effects: []) {
      $0.requests[req(4)] = nil
      $0.detail = .loaded(self.inCollection)
      $0.detailCache = [self.inCollection]
    }
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.loadRelated(of: 101, request: 5)
    return store
  }

  func testTheCollectionIsTheFirstLinkAndOpensItsFilmsInOrderAndEscapeComesBack() {
    let store = opened()
    XCTAssertEqual(
      store.state.detailLinks,
      [
        .collection(CollectionReference(id: 10, name: "The Example Collection")),
        .person(PersonLink(id: 8, name: "Dee", role: "Director")),
      ])
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    let page = CollectionScreen(
      collectionID: 10, name: "The Example Collection", back: .results, backTrail: [])
    store.send(.openDetail, effects: [.loadCollection(id: 10, req(6))]) {
      $0.screen = .collection(page)
      $0.focus = .list
      $0.linkSelection = nil
      $0.detailScroll = 0
      $0.detail = .none
      $0.lists[.collection(10)] = ResultList()
      $0.requests[req(6)] = .collection(id: 10)
      $0.nextRequestID = 7
    }
    XCTAssertEqual(store.state.phase, .idle)
    // The films arrive in release order (TMDB's order is not guaranteed).
    store.send(.collectionLoaded(req(6), collection), effects: []) {
      var loaded = page
      loaded.collection = self.collection
      $0.screen = .collection(loaded)
      $0.requests[req(6)] = nil
      var list = ResultList()
      list.fixedRows = [movie(301), movie(302)]
      $0.lists[.collection(10)] = list
    }
    XCTAssertEqual(store.state.selectedMovie?.id, 301)
    // Esc: back to film 101's opened pane, from the caches.
    store.send(.cancel, effects: []) {
      $0.screen = .results
      $0.lists[.collection(10)] = nil
      $0.focus = .detail
      $0.detail = .loaded(self.inCollection)
    }
    store.finish()
  }

  /// Chaos walk (review29): a collection's answer about another collection was dropped, its
  /// request retired: the page said "Loading…" for ever with nothing in flight. A failure now.
  func testAnAnswerAboutAnotherCollectionIsAFailureNotALoadingPageForEver() {
    let store = opened()
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    let page = CollectionScreen(
      collectionID: 10, name: "The Example Collection", back: .results, backTrail: [])
    store.send(.openDetail, effects: [.loadCollection(id: 10, req(6))]) {
      $0.screen = .collection(page)
      $0.focus = .list
      $0.linkSelection = nil
      $0.detailScroll = 0
      $0.detail = .none
      $0.lists[.collection(10)] = ResultList()
      $0.requests[req(6)] = .collection(id: 10)
      $0.nextRequestID = 7
    }
    let other = MovieCollection(id: 11, name: "Another", parts: [movie(901)])
    let failure = Failure.answerAbout(anotherThan: 10, got: 11, record: .collection)
    store.send(.collectionLoaded(req(6), other), effects: []) {
      var failed = page
      failed.failure = failure
      $0.screen = .collection(failed)
      $0.requests[req(6)] = nil
      $0.status = .loadFailed(failure)
    }
    store.finish()
  }

  func testAFailedCollectionSaysSoRetriesAndAStaleAnswerIsDropped() {
    let store = opened()
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    let page = CollectionScreen(
      collectionID: 10, name: "The Example Collection", back: .results, backTrail: [])
    store.send(.openDetail, effects: [.loadCollection(id: 10, req(6))]) {
      $0.screen = .collection(page)
      $0.focus = .list
      $0.linkSelection = nil
      $0.detailScroll = 0
      $0.detail = .none
      $0.lists[.collection(10)] = ResultList()
      $0.requests[req(6)] = .collection(id: 10)
      $0.nextRequestID = 7
    }
    let failure = failure("No connection.")
    store.send(.collectionFailed(req(6), failure), effects: []) {
      var failed = page
      failed.failure = failure
      $0.screen = .collection(failed)
      $0.requests[req(6)] = nil
      $0.status = .loadFailed(failure)
    }
    store.send(.refresh, effects: [.loadCollection(id: 10, req(7))]) {
      $0.screen = .collection(page)
      $0.status = nil
      $0.requests[req(7)] = .collection(id: 10)
      $0.nextRequestID = 8
    }
    // An answer for the first request, which nobody awaits any more.
    store.send(.collectionLoaded(req(6), collection), effects: [])
    store.send(.collectionLoaded(req(7), collection), effects: []) {
      var loaded = page
      loaded.collection = self.collection
      $0.screen = .collection(loaded)
      $0.requests[req(7)] = nil
      var list = ResultList()
      list.fixedRows = [movie(301), movie(302)]
      $0.lists[.collection(10)] = list
    }
    store.finish()
  }

  func testDownAtTheEndOfTheTextMovesIntoTheLinks() {
    let store = opened()
    store.send(.detailScrollLimit(2), effects: []) { $0.detailScrollLimit = 2 }
    store.send(.moveDown, effects: []) { $0.detailScroll = 1 }
    store.send(.moveDown, effects: []) { $0.detailScroll = 2 }
    // The end of the text is on screen: ↓ goes on into the links, the scroll stays.
    store.send(.moveDown, effects: []) { $0.linkSelection = 0 }
    store.send(.moveDown, effects: []) { $0.linkSelection = 1 }
    store.send(.moveDown, effects: [])
    // ↑ walks back out of them to the text.
    store.send(.moveUp, effects: []) { $0.linkSelection = 0 }
    store.send(.moveUp, effects: []) { $0.linkSelection = nil }
    store.send(.moveUp, effects: []) { $0.detailScroll = 1 }
    store.finish()
  }

  func testOOpensTheFilmsTMDBPageAndYCopiesItsAddress() {
    let store = opened()
    let page = URL(string: "https://www.themoviedb.org/movie/101")!
    store.send(.openInBrowser, effects: [.openInBrowser(page)])
    store.send(.notice(.openedInBrowser), effects: []) { $0.status = .openedInBrowser }
    store.send(.copyLink, effects: [.copyToClipboard(page.absoluteString)]) {
      $0.status = .copiedLink(page.absoluteString)
    }
    store.finish()
  }
}

/// `n` in the opened detail pane (helper "detail"): the note read, edited, saved, cancelled.
final class NoteTests: XCTestCase {
  private func openedOnTheWatchlist() -> TestStore {
    let store = TestStore.showingPopular()
    store.send(.watchlistChanged([101]), effects: []) { $0.watchlist = [101] }
    store.send(
      .openDetail,
      effects: [.loadRelated(movieID: 101, req(5)), .loadWatchlistNote(movieID: 101, req(6))]
    ) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.requests[req(6)] = .watchlistNote(movieID: 101)
      $0.nextRequestID = 7
    }
    store.loadRelated(of: 101, request: 5)
    store.send(.watchlistNoteLoaded(req(6), note: "Watch with Sam"), effects: []) {
      $0.requests[req(6)] = nil
      $0.notes[101] = "Watch with Sam"
    }
    return store
  }

  func testNEditsTheNoteAndEnterSavesItThroughTheWatchlist() {
    let store = openedOnTheWatchlist()
    store.send(.editNote, effects: []) {
      $0.noteDraft = NoteDraft(movie: movie(101), text: "Watch with Sam")
    }
    // Typed keys edit the field; nothing reaches the list or the pane.
    store.send(.insertText("!"), effects: []) { $0.noteDraft?.text = "Watch with Sam!" }
    store.send(.deleteWord, effects: []) { $0.noteDraft?.text = "Watch with " }
    store.send(.paste("Ann\n\u{1b}[2Jand Bo\u{202E}b"), effects: []) {
      $0.noteDraft?.text = "Watch with Ann [2Jand Bob"
    }
    store.send(.moveDown, effects: [])
    store.send(.toggleWatchlist, effects: [])
    let saved = WatchlistChange.note(movie(101), "Watch with Ann [2Jand Bob")
    store.send(.submitSearch, effects: [.saveWatchlist(saved, req(7))]) {
      $0.noteDraft = nil
      $0.notes[101] = "Watch with Ann [2Jand Bob"
      $0.status = .noteSaved(title: "Movie 1.1")
      $0.requests[req(7)] = .watchlistSave(saved)
      $0.nextRequestID = 8
    }
    store.send(.watchlistSaved(req(7), stored: true), effects: []) {
      $0.requests[req(7)] = nil
    }
    store.finish()
  }

  func testEscapeCancelsAndANoteOnAFilmNotOnTheListAddsIt() {
    let store = TestStore.showingPopular()
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.loadRelated(of: 101, request: 5)
    store.send(.editNote, effects: []) { $0.noteDraft = NoteDraft(movie: movie(101), text: "") }
    store.send(.insertText("x"), effects: []) { $0.noteDraft?.text = "x" }
    store.send(.cancel, effects: []) { $0.noteDraft = nil }
    store.send(.editNote, effects: []) { $0.noteDraft = NoteDraft(movie: movie(101), text: "") }
    store.send(.insertText("Later"), effects: []) { $0.noteDraft?.text = "Later" }
    let saved = WatchlistChange.note(movie(101), "Later")
    store.send(.submitSearch, effects: [.saveWatchlist(saved, req(6))]) {
      $0.noteDraft = nil
      $0.notes[101] = "Later"
      $0.status = .noteSaved(title: "Movie 1.1")
      $0.requests[req(6)] = .watchlistSave(saved)
      $0.nextRequestID = 7
    }
    // The save adds the film: its mark follows what is stored.
    store.send(.watchlistSaved(req(6), stored: true), effects: []) {
      $0.requests[req(6)] = nil
      $0.watchlist = [101]
    }
    store.finish()
  }

}
