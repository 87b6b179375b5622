import TMDB
import XCTest

@testable import Browser

/// A person's page: opened from a film's credits, loaded, its films opened and reordered, a
/// failure retried, stale answers dropped, and Esc back to the film.
final class PersonTests: XCTestCase {
  /// Movie 101 with a director (Dee, 8) and a cast member (Ann, 7).
  private let credited: MovieDetails = {
    var details = details(101)
    details.credits = Credits(
      cast: [CastMember(id: 7, name: "Ann", character: "Eve", order: 0)],
      crew: [CrewMember(id: 8, name: "Dee", job: "Director", department: "Directing")])
    return details
  }()

  private func film(_ id: Int, _ date: String, popularity: Double) -> MovieSummary {
    var summary = movie(id)
    summary.releaseDate = date
    summary.popularity = popularity
    return summary
  }

  private var ann: PersonDetails {
    PersonDetails(
      id: 7, name: "Ann Example",
      movieCredits: PersonMovieCredits(cast: [
        PersonMovieCredit(movie: film(201, "1990-01-01", popularity: 9), character: "Eve"),
        PersonMovieCredit(movie: film(202, "2010-01-01", popularity: 1), character: "Zoe"),
      ]))
  }

  /// Popular, movie 101's credited details open in the pane (request #4), its "More like
  /// this" empty (#5), the links selected on Ann.
  private func onAnn() -> TestStore {
    let store = TestStore.showingPopular(settled: false)
    store.send(.timerFired(.detailPreview, token: 1), effects: [.loadDetails(movieID: 101, req(4))])
    {
      $0.timers[.detailPreview] = nil
      $0.detail = .loading(movieID: 101)
      $0.requests[req(4)] = .details(movieID: 101)
      $0.nextRequestID = 5
    }
    store.send(.detailsLoaded(req(4), credited), effects: []) {
      $0.requests[req(4)] = nil
      $0.detail = .loaded(self.credited)
      $0.detailCache = [self.credited]
    }
    store.send(.openDetail, effects: [.loadRelated(movieID: 101, req(5))]) {
      $0.focus = .detail
      $0.related = .loading(movieID: 101)
      $0.requests[req(5)] = .related(movieID: 101)
      $0.nextRequestID = 6
    }
    store.loadRelated(of: 101, request: 5)
    XCTAssertEqual(store.state.detailPeople.map(\.name), ["Dee", "Ann"])
    store.send(.nextPane, effects: []) {
      $0.linkSelection = 0
      $0.detailScroll = BrowserState.detailEnd
    }
    store.send(.moveDown, effects: []) { $0.linkSelection = 1 }
    return store
  }

  private func annOpened() -> TestStore {
    let store = onAnn()
    store.send(.openDetail, effects: [.loadPerson(id: 7, req(6))]) {
      $0.screen = .person(
        PersonScreen(personID: 7, name: "Ann", back: .results, backTrail: []))
      $0.focus = .list
      $0.linkSelection = nil
      $0.detailScroll = 0
      $0.detail = .none
      $0.lists[.person(7)] = ResultList()
      $0.requests[req(6)] = .person(id: 7)
      $0.nextRequestID = 7
    }
    return store
  }

  func testEnterOnANameOpensTheirPageWithTheirFilmsAndEscapeReturnsToTheFilm() {
    let store = annOpened()
    store.send(.personLoaded(req(6), ann), effects: []) {
      $0.requests[req(6)] = nil
      var page = PersonScreen(personID: 7, name: "Ann Example", back: .results, backTrail: [])
      page.details = self.ann
      $0.screen = .person(page)
      $0.lists[.person(7)]?.fixedRows = [
        self.film(202, "2010-01-01", popularity: 1), self.film(201, "1990-01-01", popularity: 9),
      ]
    }
    XCTAssertEqual(store.state.selectedMovie?.id, 202, "newest first")
    // `s`: most popular first.
    store.send(.cycleWatchlistOrder, effects: []) {
      var page = PersonScreen(personID: 7, name: "Ann Example", back: .results, backTrail: [])
      page.details = self.ann
      page.order = .popularity
      $0.screen = .person(page)
      $0.lists[.person(7)]?.fixedRows = [
        self.film(201, "1990-01-01", popularity: 9), self.film(202, "2010-01-01", popularity: 1),
      ]
    }
    // Enter opens the film's details; Esc comes back to the page.
    store.send(.openDetail, effects: [.loadDetails(movieID: 201, req(7))]) {
      $0.focus = .detail
      $0.detail = .loading(movieID: 201)
      $0.requests[req(7)] = .details(movieID: 201)
      $0.nextRequestID = 8
    }
    store.send(.detailsLoaded(req(7), details(201)), effects: [.loadRelated(movieID: 201, req(8))])
    {
      $0.requests[req(7)] = nil
      $0.detail = .loaded(details(201))
      $0.detailCache.append(details(201))
      $0.related = .loading(movieID: 201)
      $0.requests[req(8)] = .related(movieID: 201)
      $0.nextRequestID = 9
    }
    store.loadRelated(of: 201, request: 8)
    store.send(.cancel, effects: []) { $0.focus = .list }
    // Esc on the page: back to movie 101's details, where the page was opened.
    store.send(.cancel, effects: []) {
      $0.screen = .results
      $0.lists[.person(7)] = nil
      $0.focus = .detail
      $0.detail = .loaded(self.credited)
      $0.related = .loaded(noRelated(101))
    }
    store.finish()
  }

  func testAFailedPageSaysSoAndRetriesAndAStaleAnswerIsDropped() {
    let store = annOpened()
    store.send(.personFailed(req(6), failure("HTTP 500")), effects: []) {
      $0.requests[req(6)] = nil
      var page = PersonScreen(personID: 7, name: "Ann", back: .results, backTrail: [])
      page.failure = failure("HTTP 500")
      $0.screen = .person(page)
      $0.status = .loadFailed(failure("HTTP 500"))
    }
    store.send(.refresh, effects: [.loadPerson(id: 7, req(7))]) {
      $0.screen = .person(
        PersonScreen(personID: 7, name: "Ann", back: .results, backTrail: []))
      $0.status = nil
      $0.requests[req(7)] = .person(id: 7)
      $0.nextRequestID = 8
    }
    // Esc while it loads: the request stops; its answer, when it comes, is dropped.
    store.send(.cancel, effects: [.cancel(req(7))]) {
      $0.requests[req(7)] = nil
      $0.screen = .results
      $0.lists[.person(7)] = nil
      $0.focus = .detail
      $0.detail = .loaded(self.credited)
    }
    store.send(.personLoaded(req(7), ann), effects: [])
    store.send(.personFailed(req(6), failure("late")), effects: [])
    store.finish()
  }

  /// Chaos walk (review29): a person's answer about someone else was dropped with its request
  /// still registered, the page "Loading…" for ever with no retry. It is a failure now.
  func testAnAnswerAboutAnotherPersonIsAFailureNotALoadingPageForEver() {
    let store = annOpened()
    let other = PersonDetails(id: 99, name: "Someone Else")
    let failure = Failure.answerAbout(anotherThan: 7, got: 99, record: .person)
    store.send(.personLoaded(req(6), other), effects: []) {
      $0.requests[req(6)] = nil
      var page = PersonScreen(personID: 7, name: "Ann", back: .results, backTrail: [])
      page.failure = failure
      $0.screen = .person(page)
      $0.status = .loadFailed(failure)
    }
    // `r` asks again, as after any failure.
    store.send(.refresh, effects: [.loadPerson(id: 7, req(7))]) {
      $0.screen = .person(PersonScreen(personID: 7, name: "Ann", back: .results, backTrail: []))
      $0.status = nil
      $0.requests[req(7)] = .person(id: 7)
      $0.nextRequestID = 8
    }
    store.send(.personFailed(req(7), failure), effects: []) {
      $0.requests[req(7)] = nil
      var page = PersonScreen(personID: 7, name: "Ann", back: .results, backTrail: [])
      page.failure = failure
      $0.screen = .person(page)
      $0.status = .loadFailed(failure)
    }
    store.finish()
  }
}
