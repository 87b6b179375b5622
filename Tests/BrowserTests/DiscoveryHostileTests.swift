import TMDB
import XCTest

@testable import Browser

/// Hostile walks through the pages the detail pane links to (review16): the same person or
/// collection reached again through its own films, and a walk through hundreds of people. Esc
/// must always lead back through pages that still show their films, and the way back must not
/// grow without bound.
final class DiscoveryHostileTests: XCTestCase {
  /// Answers every request at once from a small made-up catalog: film `1000 + p` belongs to
  /// collection 77 and credits person `p` then person `p + 1`; person `p` has made film
  /// `1000 + p` only; collection 77 holds films 1001 and 1002.
  private struct Walker {
    var state: BrowserState

    static let collection = MovieCollection(
      id: 77, name: "Loop", parts: [movie(1001), movie(1002)])

    static func film(_ id: Int) -> MovieDetails {
      var film = details(id)
      guard id > 1000 else { return film }
      film.collection = CollectionReference(id: 77, name: "Loop")
      film.credits = Credits(cast: [
        CastMember(id: id - 1000, name: "P\(id - 1000)", character: "C", order: 0),
        CastMember(id: id - 999, name: "P\(id - 999)", character: "D", order: 1),
      ])
      return film
    }

    static func person(_ id: Int) -> PersonDetails {
      PersonDetails(
        id: id, name: "P\(id)",
        movieCredits: PersonMovieCredits(cast: [
          PersonMovieCredit(movie: movie(1000 + id), character: "C")
        ]))
    }

    mutating func send(_ command: Command) { send(.command(command)) }

    mutating func send(_ event: Event) { answer(reduce(&state, event)) }

    /// Answers the effects' requests and fires their detail-preview timers, and so on for
    /// what the answers start.
    mutating func answer(_ effects: [Effect]) {
      var pending = effects
      while !pending.isEmpty {
        let effect = pending.removeFirst()
        switch effect {
        case .loadDetails(let id, let request):
          pending += reduce(&state, .detailsLoaded(request, Self.film(id)))
        case .loadRelated(let id, let request):
          pending += reduce(&state, .relatedLoaded(request, noRelated(id)))
        case .loadPerson(let id, let request):
          pending += reduce(&state, .personLoaded(request, Self.person(id)))
        case .loadCollection(_, let request):
          pending += reduce(&state, .collectionLoaded(request, Self.collection))
        case .startTimer(.detailPreview, let token, _):
          pending += reduce(&state, .timerFired(.detailPreview, token: token))
        default:
          break
        }
      }
    }

    /// From a linked page's list: the selected film opened in the pane, then the pane's link
    /// at `index` (0 is the collection, 1 and 2 the people).
    mutating func followLink(_ index: Int) {
      send(.openDetail)
      XCTAssertEqual(state.focus, .detail)
      send(.nextPane)
      for _ in 0..<index { send(.moveDown) }
      send(.openDetail)
    }

    /// Linked pages between the screen and the list it was first opened from.
    var depth: Int {
      var count = 0
      var screen = state.screen
      while true {
        switch screen {
        case .person(let page): screen = page.back
        case .collection(let page): screen = page.back
        default: return count
        }
        count += 1
      }
    }

    /// The films the page on screen lists (nil when it keeps no list at all).
    var shownFilms: [Int]? {
      let list: ListID? =
        switch state.screen {
        case .person(let page): page.list
        case .collection(let page): page.list
        default: nil
        }
      guard let list, let rows = state.lists[list]?.fixedRows else { return nil }
      return rows.map(\.id)
    }

    /// Esc until the list the walk started from (at most `limit` presses), checking that every
    /// page passed on the way still lists its films. The presses it took.
    mutating func escapeHome(limit: Int, file: StaticString = #filePath, line: UInt = #line)
      -> Int
    {
      var presses = 0
      while depth > 0, presses < limit {
        send(.cancel)
        presses += 1
        if depth > 0 {
          XCTAssertNotEqual(
            shownFilms ?? [], [], "Esc \(presses) came back to an emptied page", file: file,
            line: line)
        }
      }
      XCTAssertEqual(depth, 0, "Esc \(limit) times did not lead back", file: file, line: line)
      return presses
    }
  }

  /// Person 1's page, opened from film 1001, itself opened from "More like this" of Popular's
  /// first film.
  private func onPersonOne() -> Walker {
    var walker = Walker(state: TestStore.showingPopular().state)
    walker.send(.openDetail)
    let opened = walker.state.openRelated(movie(1001))
    walker.answer(opened)
    XCTAssertEqual(walker.state.detailMovie?.id, 1001)
    walker.send(.nextPane)
    walker.send(.moveDown)
    walker.send(.openDetail)
    XCTAssertEqual(walker.state.personScreen?.personID, 1)
    XCTAssertEqual(walker.shownFilms, [1001])
    return walker
  }

  func testReopeningThePersonFromTheirOwnFilmLeavesNoEmptyPageOnTheWayBack() {
    var walker = onPersonOne()
    // Their film, then the same person again (link 1).
    walker.followLink(1)
    XCTAssertEqual(walker.state.personScreen?.personID, 1)
    XCTAssertEqual(walker.shownFilms, [1001])
    _ = walker.escapeHome(limit: 10)
  }

  func testReopeningTheCollectionFromItsOwnFilmLeavesNoEmptyPageOnTheWayBack() {
    var walker = onPersonOne()
    walker.followLink(0)
    XCTAssertEqual(walker.state.collectionScreen?.collectionID, 77)
    XCTAssertEqual(walker.shownFilms, [1001, 1002])
    // A film of the collection, then the collection again, twice over.
    for _ in 0..<2 {
      walker.followLink(0)
      XCTAssertEqual(walker.state.collectionScreen?.collectionID, 77)
      XCTAssertEqual(walker.shownFilms, [1001, 1002])
    }
    _ = walker.escapeHome(limit: 20)
  }

  func testAWalkThroughHundredsOfPeopleKeepsABoundedWayBackThatEscWalksHome() {
    var walker = onPersonOne()
    // Person p → film 1000 + p → person p + 1 → …: 300 different pages.
    for step in 0..<300 {
      walker.followLink(2)
      XCTAssertEqual(walker.state.personScreen?.personID, step + 2)
    }
    let limit = BrowserState.linkedPageLimit
    XCTAssertLessThanOrEqual(walker.depth, limit)
    XCTAssertLessThanOrEqual(walker.state.lists.count, limit + 4, "lists of forgotten pages")
    // Each page takes at most three presses: the film's pane, its list, the page.
    _ = walker.escapeHome(limit: 3 * limit + 3)
    XCTAssertEqual(walker.state.screen, .results)
  }

  /// Typed values the form reads but TMDB cannot take: the form says which field is wrong and
  /// sends nothing (year 999999999999 used to become `primary_release_date.gte=-727379969-01-01`,
  /// year 0 `0000-01-01`).
  func testOutOfRangeYearsAndRuntimesAreSaidInTheFormNotSent() {
    let cases: [(DiscoverForm.Field, String)] = [
      (.years, "0"), (.years, "-5"), (.years, "999999999999"), (.years, "1700-1990"),
      (.years, "1990-10000"), (.years, "99999-"), (.runtime, "999999999999"),
      (.runtime, "999999999999-"), (.runtime, "100001"),
    ]
    for (field, text) in cases {
      var form = DiscoverForm()
      if field == .years { form.years = text } else { form.runtime = text }
      guard case .failure(let problem) = form.filters() else {
        XCTFail("\(field) \"\(text)\" was accepted: \(form.filters())")
        continue
      }
      XCTAssertEqual(problem.field, field, text)
    }
    var fine = DiscoverForm()
    fine.years = "1800-9999"
    fine.runtime = "0-600"
    XCTAssertNotNil(try? fine.filters().get())
  }

  /// Enter with a wrong year: the form stays open on that field, saying so, and keeps the text.
  func testEnterWithAnImpossibleYearKeepsTheFormOpenOnTheYears() {
    var walker = Walker(state: TestStore.showingPopular().state)
    walker.send(.showDiscover)
    walker.send(.moveDown)
    walker.send(.moveDown)
    walker.send(.insertText("999999999999"))
    walker.send(.submitSearch)
    XCTAssertEqual(walker.state.overlay, .discover)
    XCTAssertEqual(walker.state.discoverForm.problem, DiscoverFormProblem(field: .years))
    XCTAssertEqual(walker.state.discoverForm.years, "999999999999")
    XCTAssertEqual(walker.state.main.window?.source, popular, "nothing was sent")
  }

  /// The form run from a person's or a collection's page: the discover list is shown, not
  /// the page it was run from (from a collection's page the list loaded behind the page, and
  /// the page stayed).
  func testRunningTheFormFromALinkedPageShowsItsList() {
    for linked in [0, 1] {
      var walker = onPersonOne()
      if linked == 0 {
        walker.followLink(0)
        XCTAssertNotNil(walker.state.collectionScreen)
      }
      walker.send(.showDiscover)
      XCTAssertEqual(walker.state.overlay, .discover)
      walker.send(.submitSearch)
      XCTAssertNil(walker.state.overlay)
      XCTAssertEqual(walker.state.screen, .results, "from link \(linked)")
      XCTAssertEqual(walker.depth, 0)
      XCTAssertFalse(walker.state.lists.keys.contains { $0.isPerson || $0.isCollection })
      guard case .discover = walker.state.main.pendingSource ?? walker.state.main.window?.source
      else { return XCTFail("the discover list was not asked for (from link \(linked))") }
    }
  }
}
