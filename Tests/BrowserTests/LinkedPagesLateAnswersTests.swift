import TMDB
import XCTest

@testable import Browser

/// The way back through linked pages (people, collections) when answers come late, out of
/// order, or for pages already unwound or forgotten, with Esc, home, the watchlist, another
/// category and resizes in between (review24). Long random walks; after every step: no page
/// shows another page's answer, no list is kept for a page that is no longer on the way back,
/// the way back stays within its bound, and no request is cancelled twice.
final class LinkedPagesLateAnswersTests: XCTestCase {
  /// Film `1000 + p` belongs to collection 77 and credits person `p` and person `p + 1`
  /// (persons 1...100 only, so walks come back to people they met; any other film credits two
  /// of them too); person `p` made films
  /// `1000 + p` and `1000 + (p % 100) + 1`; collection 77 holds films 1001 to 1003.
  private static func film(_ id: Int) -> MovieDetails {
    var film = details(id)
    // Every film links somewhere, the lists' own films (ids below 1000) too.
    let person = ((id - 1000 - 1) % 100 + 100) % 100 + 1
    film.collection = CollectionReference(id: 77, name: "Loop")
    film.credits = Credits(cast: [
      CastMember(id: person, name: "P\(person)", character: "C", order: 0),
      CastMember(id: person % 100 + 1, name: "P\(person % 100 + 1)", character: "D", order: 1),
    ])
    return film
  }

  private static func person(_ id: Int) -> PersonDetails {
    PersonDetails(
      id: id, name: "P\(id)",
      movieCredits: PersonMovieCredits(cast: [
        PersonMovieCredit(movie: movie(1000 + id), character: "C"),
        PersonMovieCredit(movie: movie(1000 + id % 100 + 1), character: "E"),
      ]))
  }

  private static let collection = MovieCollection(
    id: 77, name: "Loop", parts: [movie(1001), movie(1002), movie(1003)])

  private struct Walk {
    var state: BrowserState
    /// Answers not yet given, in the order their requests went out.
    var held: [Event] = []
    var cancelled: Set<RequestID> = []
    var generator: SplitMixWalk

    mutating func apply(_ effects: [Effect], _ context: String) {
      for effect in effects {
        switch effect {
        case .cancel(let id):
          XCTAssertFalse(cancelled.contains(id), "\(context): \(id) cancelled twice")
          cancelled.insert(id)
        case .loadDetails(let id, let request):
          held.append(.detailsLoaded(request, LinkedPagesLateAnswersTests.film(id)))
        case .loadRelated(let id, let request):
          held.append(.relatedLoaded(request, noRelated(id)))
        case .loadPerson(let id, let request):
          // Now and then, the answer is another person's (a server or cache gone wrong).
          let answered = generator.next() % 10 == 0 ? id % 100 + 1 : id
          held.append(.personLoaded(request, LinkedPagesLateAnswersTests.person(answered)))
        case .loadCollection(_, let request):
          held.append(.collectionLoaded(request, LinkedPagesLateAnswersTests.collection))
        case .startTimer(.detailPreview, let token, _):
          held.append(.timerFired(.detailPreview, token: token))
        default:
          break
        }
      }
    }

    mutating func send(_ event: Event, _ context: String) {
      apply(reduce(&state, event), context)
    }

    /// Linked pages from the screen back to the list the walk started from.
    var wayBack: [ListID] {
      var lists: [ListID] = []
      var screen = state.screen
      while true {
        switch screen {
        case .person(let page):
          lists.append(page.list)
          screen = page.back
        case .collection(let page):
          lists.append(page.list)
          screen = page.back
        default: return lists
        }
      }
    }

    func checkInvariants(_ context: String) {
      let way = wayBack
      XCTAssertLessThanOrEqual(way.count, BrowserState.linkedPageLimit, context)
      XCTAssertEqual(Set(way).count, way.count, "\(context): a page twice on the way back")
      let kept = state.lists.keys.filter { $0.isPerson || $0.isCollection }
      XCTAssertEqual(Set(kept), Set(way), "\(context): lists kept for pages not on the way back")
      if let person = state.personScreen, let details = person.details {
        XCTAssertEqual(details.id, person.personID, "\(context): another person's page shown")
      }
      if let page = state.collectionScreen, let collection = page.collection {
        XCTAssertEqual(collection.id, page.collectionID, context)
      }
    }
  }

  private static let commands: [Command] = [
    .openDetail, .openDetail, .openDetail, .nextPane, .nextPane, .moveDown, .moveDown, .moveUp,
    .cancel, .cancel, .back, .showHome, .showWatchlist, .showCategory(.topRated), .refresh,
    .cycleWatchlistOrder, .showDiscover, .submitSearch, .moveLeft, .moveRight,
  ]

  func testLongRandomWalksWithLateAnswersNeverShowAWrongPageNorLeakOrCancelTwice() {
    var deepest = 0
    var peopleShown = 0
    for seed in 1...12 {
      var walk = Walk(
        state: TestStore.showingPopular().state, generator: SplitMixWalk(seed: UInt64(seed)))
      // Into the linked pages first: film 1001's pane, from "More like this".
      walk.send(.command(.openDetail), "seed \(seed) start")
      walk.apply(walk.state.openRelated(movie(1001)), "seed \(seed) start")
      // Half the walks seldom turn back or lose answers, so they go deep.
      let followsUpTo: UInt64 = seed % 2 == 0 ? 85 : 98
      let lostUpTo: UInt64 = seed % 2 == 0 ? 52 : 46
      for step in 0..<3000 {
        let context = "seed \(seed) step \(step)"
        let roll = walk.generator.next() % 100
        if roll < 40, !walk.held.isEmpty {
          // An answer: mostly the oldest, sometimes one from the middle (out of order).
          let index =
            roll < 32 ? 0 : Int(walk.generator.next() % UInt64(walk.held.count))
          let event = walk.held.remove(at: index)
          walk.send(event, context)
        } else if roll < 45 {
          walk.send(.viewportChanged(rows: Int(walk.generator.next() % 30)), context)
        } else if roll < lostUpTo {
          // Answers lost (a request that never comes back).
          walk.held.removeAll()
        } else if roll < followsUpTo {
          // A link followed: the film's pane, its links, one of them (collection or person).
          walk.send(.command(.openDetail), context)
          walk.send(.command(.nextPane), context)
          // Mostly a person (links 1 and 2): the collection (link 0) unwinds the way back
          // to where it was first opened.
          let link = walk.generator.next() % 10 == 0 ? 0 : 1 + walk.generator.next() % 2
          for _ in 0..<link { walk.send(.command(.moveDown), context) }
          walk.send(.command(.openDetail), context)
        } else {
          let command = Self.commands[Int(walk.generator.next() % UInt64(Self.commands.count))]
          walk.send(.command(command), context)
        }
        walk.checkInvariants(context)
        deepest = max(deepest, walk.wayBack.count)
        if walk.state.personScreen?.details != nil { peopleShown += 1 }
      }
    }
    // The walks went deep and saw people's pages filled, or they proved nothing.
    XCTAssertGreaterThanOrEqual(deepest, 8)
    XCTAssertGreaterThan(peopleShown, 500)
  }

  func testAPersonsAnswerArrivingAfterTheWayBackWasUnwoundIsDropped() {
    var walk = Walk(state: TestStore.showingPopular().state, generator: SplitMixWalk(seed: 1))
    walk.send(.command(.openDetail), "start")
    walk.apply(walk.state.openRelated(movie(1001)), "start")
    while let event = walk.held.first {
      walk.held.removeFirst()
      walk.send(event, "film 1001")
    }
    XCTAssertEqual(walk.state.detailMovie?.id, 1001)
    // Person 1, loading; Esc before the answer; then person 2 opened and still loading.
    walk.send(.command(.nextPane), "pane")
    walk.send(.command(.moveDown), "pane")
    walk.send(.command(.openDetail), "person 1")
    XCTAssertEqual(walk.state.personScreen?.personID, 1)
    let personOne = walk.held.filter {
      if case .personLoaded = $0 { return true }
      return false
    }
    walk.send(.command(.cancel), "back to film 1001")
    XCTAssertNil(walk.state.personScreen)
    walk.held.removeAll()
    walk.send(.command(.nextPane), "pane")
    walk.send(.command(.moveDown), "pane")
    walk.send(.command(.moveDown), "pane")
    walk.send(.command(.openDetail), "person 2")
    XCTAssertEqual(walk.state.personScreen?.personID, 2)
    // Person 1's answer, late: person 2's page stays empty and loading.
    for event in personOne { walk.send(event, "late answer") }
    XCTAssertEqual(walk.state.personScreen?.personID, 2)
    XCTAssertNil(walk.state.personScreen?.details)
    walk.checkInvariants("after the late answer")
  }
}

/// SplitMix64, for walks that are the same on every run.
struct SplitMixWalk {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
