import Foundation
import TMDB
import XCTest

@testable import Browser

// Shared by BrowserTests and ScreenTests (Tests/ScreenTests/ChaosWalk.swift is a link to this
// file): the screen tests render the states these walks reach.

/// Where walks start: every start screen.
enum ChaosWalkStarts {
  static let all: [StartScreen] =
    [.home, .watchlist] + Category.allCases.map { StartScreen.category($0) }
}

/// One walk: the state, what the runtime was asked to do and has not answered yet, and the
/// answers on their way.
struct ChaosWalk {
  var state: BrowserState
  var random: ChaosRandom
  /// Requests started and neither answered nor cancelled.
  var outstanding: [RequestID: Effect] = [:]
  /// Every request id ever started (an id twice is a fault).
  var started: Set<RequestID> = []
  /// Answers on their way (some stay after delivery, to come twice).
  var mailbox: [Event] = []
  var failed = false
  /// Where the walk has been, by the kind of screen or overlay (to prove it went there).
  var seen: [String: Int] = [:]
  /// What the walk did, for a failure's message (the last steps).
  var trail: [String] = []
  /// The state before the last event, for a failure's message.
  var previous = BrowserState()
  /// How failure messages show an event and a state's change (BrowserTests sets its own).
  var describeEvent: (Event) -> String = { String(String(describing: $0).prefix(300)) }
  var describeChange: (BrowserState, BrowserState) -> [String] = { _, _ in [] }

  init(seed: UInt64, start: StartScreen) {
    random = ChaosRandom(seed: seed)
    // Where Reel starts and the home rows, as a config file can set them (no repeats).
    var settings = BrowserState.Settings()
    settings.start = start
    let rowChoices: [[HomeRowKind]] = [
      settings.homeRows, [], [.watchlist], [.category(.popular)],
      [.genre(99_999), .watchlist, .genre(18), .category(.upcoming)],
    ]
    settings.homeRows = rowChoices[Int(random.next() % UInt64(rowChoices.count))]
    // Tunables at their edges now and then: the smallest window, no history, no cache.
    if random.next() % 3 == 0 {
      settings.pageCapacity = [1, 2, 3][Int(random.next() % 3)]
      settings.historyDepth = [0, 1][Int(random.next() % 2)]
      settings.detailCacheSize = [0, 1][Int(random.next() % 2)]
      settings.pageRequestsPerList = [1, 2][Int(random.next() % 2)]
    }
    state = BrowserState(settings: settings)
    send(.viewportChanged(rows: 20), "start")
    send(.start, "start")
    // The start-up answers, at once (a failed configuration is retried with `r`).
    for _ in 0..<4 {
      deliverAll("start")
      if state.configurationStatus != .loaded { send(.command(.refresh), "start") }
    }
  }

  // MARK: The random source

  mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(random.next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

  // MARK: Steps

  mutating func step(_ context: String) {
    let roll = below(100)
    if roll < 35, !mailbox.isEmpty {
      // An answer: mostly the oldest, else any (out of order); now and then it stays to come
      // again (twice).
      let index = chance(70) ? 0 : below(mailbox.count)
      let event = chance(8) ? mailbox[index] : mailbox.remove(at: index)
      send(event, context)
    } else if roll < 37 {
      mailbox.removeAll()  // answers lost: requests that never come back
    } else if roll < 45 {
      send(layoutEvent(), context)
    } else if roll < 48 {
      send(otherEvent(), context)
    } else if roll < 53 {
      send(.command(Self.escape(in: state)), context)
    } else if roll < 58 {
      // A link followed: the pane, its links, one of them (a film, a person, a collection).
      send(.command(.openDetail), context)
      send(.command(.nextPane), context)
      for _ in 0..<below(6) { send(.command(.moveDown), context) }
      send(.command(.openDetail), context)
    } else {
      send(.command(command()), context)
    }
    seen[Self.place(state), default: 0] += 1
    if !failed { checkInvariants(context) }
    if !failed, below(40) == 0 { checkEscapeGetsBackToAList(context) }
  }

  mutating func deliverAll(_ context: String) {
    while !mailbox.isEmpty { send(mailbox.removeFirst(), context) }
  }

  mutating func fail(_ message: String, _ context: String) {
    guard !failed else { return }
    failed = true
    XCTFail(
      "\(context): \(message)\n  last steps:\n    " + trail.suffix(25).joined(separator: "\n    ")
        + "\n  the last step changed:\n"
        + describeChange(previous, state).joined(separator: "\n")
        + "\n  screen \(state.screen) focus \(state.focus) detail \(state.detail.movieID.map(String.init) ?? "none")"
    )
  }

  /// The request a result answers, if it is one.
  static func answeredRequest(_ event: Event) -> RequestID? {
    switch event {
    case .configurationLoaded(let id, _, _), .configurationFailed(let id, _),
      .pageLoaded(let id, _), .pageFailed(let id, _), .detailsLoaded(let id, _),
      .detailsFailed(let id, _), .relatedLoaded(let id, _), .relatedFailed(let id, _),
      .personLoaded(let id, _), .personFailed(let id, _), .collectionLoaded(let id, _),
      .collectionFailed(let id, _), .watchlistLoaded(let id, _), .watchlistLoadFailed(let id, _),
      .watchlistSaved(let id, _), .watchlistSaveFailed(let id, _, _),
      .watchlistNoteLoaded(let id, _), .watchlistEntriesLoaded(let id, _),
      .watchlistEntriesFailed(let id, _), .watchlistWindowLoaded(let id, _),
      .watchlistWindowFailed(let id, _):
      id
    default: nil
    }
  }

  mutating func send(_ event: Event, _ context: String) {
    trail.append(describeEvent(event))
    if trail.count > 60 { trail.removeFirst(20) }
    let answered = Self.answeredRequest(event)
    var stale = false
    if let id = answered {
      if state.requests[id] == nil {
        stale = true
      } else {
        outstanding[id] = nil
      }
    }
    if case .timerFired(let key, let token) = event,
      key == .statusFade ? state.statusLog.fadeToken != token : state.timers[key] != token
    {
      stale = true
    }
    let before = state
    previous = before
    let effects = reduce(&state, event)
    if !stale, case .detailsLoaded(let id, _) = event,
      case .details(let movieID)? = before.requests[id],
      let shown = state.detail.movieID, shown != movieID
    {
      fail("details asked for \(movieID) show \(shown)", context)
    }
    if stale {
      if state != before {
        fail(
          "a stale answer changed the state:\n"
            + describeChange(before, state).joined(separator: "\n"), context)
      }
      if !effects.isEmpty { fail("a stale answer had effects \(effects)", context) }
    }
    for effect in effects { track(effect, context) }
  }

  mutating func track(_ effect: Effect, _ context: String) {
    switch effect {
    case .loadConfiguration(let id), .loadPage(_, _, _, let id), .loadDetails(_, let id),
      .loadRelated(_, let id), .loadPerson(_, let id), .loadCollection(_, let id),
      .loadWatchlist(let id), .saveWatchlist(_, let id), .loadWatchlistNote(_, let id),
      .loadWatchlistEntries(_, let id), .loadWatchlistWindow(_, let id):
      if started.contains(id) { fail("\(id) started twice", context) }
      started.insert(id)
      outstanding[id] = effect
      if !chance(5) { mailbox.append(answer(effect, id)) }
    case .cancel(let id):
      if outstanding.removeValue(forKey: id) == nil {
        fail("cancel(\(id)) of a request not outstanding (cancelled twice, or answered)", context)
      }
    case .startTimer(let key, let token, _):
      if !chance(5) { mailbox.append(.timerFired(key, token: token)) }
    case .cancelTimer, .quit, .inspector, .openInBrowser, .copyToClipboard:
      break
    }
  }

  // MARK: Invariants

  mutating func checkInvariants(_ context: String) {
    let awaited = Set(state.requests.keys)
    if awaited != Set(outstanding.keys) {
      fail(
        "state awaits \(awaited.sorted()) but outstanding are \(outstanding.keys.sorted())",
        context)
    }
    for (id, list) in state.lists {
      let rows = list.rowCount
      if list.selectedRow < 0 || (rows > 0 && list.selectedRow >= rows)
        || (rows == 0 && list.selectedRow != 0)
      {
        fail("\(id)'s selection \(list.selectedRow) outside its \(rows) rows", context)
      }
      if list.topRow < 0 || list.topRow > max(list.selectedRow, 0) {
        fail("\(id)'s top row \(list.topRow) with selection \(list.selectedRow)", context)
      }
      // Beyond its capacity a window keeps only the pages two screens need (the walk's
      // screens are at most 60 rows, and a page can hold a single film).
      if let window = list.window, window.loadedPageNumbers.count > max(window.capacity, 2 * 61 + 1)
      {
        fail("\(id) holds \(window.loadedPageNumbers.count) pages > \(window.capacity)", context)
      }
    }
    if let home = state.home, home.topRow < 0 || home.topRow > max(home.selectedRow, 0) {
      fail("home's top row \(home.topRow), selected \(home.selectedRow)", context)
    }
    if let home = state.home, !home.rows.isEmpty, !home.rows.indices.contains(home.selectedRow) {
      fail("home's selected row \(home.selectedRow) of \(home.rows.count)", context)
    }
    if let watchlist = state.screen.watchlist {
      if watchlist.selectedRow < 0
        || (watchlist.count > 0 && watchlist.selectedRow >= watchlist.count)
      {
        fail("watchlist selection \(watchlist.selectedRow) of \(watchlist.count)", context)
      }
      if watchlist.undo.count > WatchlistScreen.undoLimit { fail("undo unbounded", context) }
      if watchlist.topRow < 0 || watchlist.topRow > max(watchlist.selectedRow, 0) {
        fail("watchlist top row \(watchlist.topRow), selection \(watchlist.selectedRow)", context)
      }
      if watchlist.windowStart < 0
        || (!watchlist.rows.isEmpty
          && watchlist.windowStart + watchlist.rows.count > max(watchlist.count, 0))
      {
        fail(
          "watchlist holds rows \(watchlist.window) of \(watchlist.count)", context)
      }
      if watchlist.rows.count > 2 * WatchlistScreen.windowSize {
        fail("watchlist holds \(watchlist.rows.count) rows", context)
      }
    }
    if state.mainHistory.count > state.settings.historyDepth {
      fail("main history \(state.mainHistory.count) > \(state.settings.historyDepth)", context)
    }
    if state.detailCache.count > state.settings.detailCacheSize
      || state.relatedCache.count > state.settings.detailCacheSize
      || state.providersCache.count > state.settings.detailCacheSize
    {
      fail("a cache outgrew its size", context)
    }
    if state.lists.count > 1 + state.settings.homeRows.count + BrowserState.linkedPageLimit {
      fail("\(state.lists.count) lists kept", context)
    }
    if state.requests.count > 64 { fail("\(state.requests.count) requests in flight", context) }
    if state.focus == .search, state.screen != .results {
      fail("the search field has the keys on \(state.screen)", context)
    }
    if state.noteDraft != nil, state.focus != .detail {
      fail("the note editor open with the focus on \(state.focus)", context)
    }
    if let link = state.linkSelection, !state.detailLinks.indices.contains(link) {
      fail("link \(link) selected of \(state.detailLinks.count)", context)
    }
    if state.linkSelection != nil, state.focus != .detail {
      fail("a link selected with the focus on \(state.focus)", context)
    }
    checkShownAgreesWithInFlight(context)
    _ = state.phase
  }

  /// What a page shows as loading is on its way, and the details shown are the film's.
  mutating func checkShownAgreesWithInFlight(_ context: String) {
    let purposes = Array(state.requests.values)
    if case .loading(let movieID) = state.related, !purposes.contains(.related(movieID: movieID)) {
      fail("More like this of \(movieID) loading with nothing in flight", context)
    }
    if case .loading(let movieID) = state.detail, !purposes.contains(.details(movieID: movieID)) {
      fail("details of \(movieID) loading with nothing in flight", context)
    }
    if let person = state.personScreen, person.details == nil, person.failure == nil,
      !purposes.contains(.person(id: person.personID))
    {
      fail("person \(person.personID) loading with nothing in flight", context)
    }
    if let page = state.collectionScreen, page.collection == nil, page.failure == nil,
      !purposes.contains(.collection(id: page.collectionID))
    {
      fail("collection \(page.collectionID) loading with nothing in flight", context)
    }
    // Beside the list (the list or the search field with the keys, under an overlay too, pages
    // on their way or not), the pane shows the selected film or nothing (nothing beside a row
    // without one, and during the preview's pause); only while a new list is on its way may it
    // keep the film of the screen or list left (review29). Films opened from "More like this"
    // only while the pane has the focus.
    if state.screen != .home, state.focus != .detail,
      state.lists[state.currentList]?.pendingSource == nil,
      let shown = state.detail.movieID, shown != state.selectedMovieID
    {
      fail(
        "the pane shows \(shown) beside the selection \(String(describing: state.selectedMovieID))",
        context)
    }
    if !state.detailTrail.isEmpty, state.focus != .detail {
      fail(
        "films opened from More like this \(state.detailTrail.map(\.id)) kept with the focus on \(state.focus)",
        context)
    }
    for (id, list) in state.lists where list.pendingSource != nil {
      if !state.hasPageRequest(for: id) {
        fail("\(id) waits for \(list.pendingSource!) with nothing in flight", context)
      }
    }
    if let watchlist = state.screen.watchlist, watchlist.isLoading, watchlist.failure == nil,
      !purposes.contains(where: {
        if case .watchlistWindow = $0 { return true }
        return false
      })
    {
      fail("the watchlist screen loading with nothing in flight", context)
    }
  }

  /// Esc, again and again, always gets back to a list with nothing over it.
  mutating func checkEscapeGetsBackToAList(_ context: String) {
    var copy = state
    for _ in 0..<(BrowserState.linkedPageLimit + 20) {
      _ = reduce(&copy, .command(Self.escape(in: copy)))
    }
    if let overlay = copy.overlay { fail("Esc leaves an overlay open: \(overlay)", context) }
    if copy.noteDraft != nil { fail("Esc leaves the note editor open", context) }
    if copy.focus != .list { fail("Esc leaves the focus on \(copy.focus)", context) }
    switch copy.screen {
    case .home, .results, .watchlist: break
    case .person, .collection: fail("Esc leaves a linked page open", context)
    }
  }

  static func place(_ state: BrowserState) -> String {
    if let overlay = state.overlay {
      return overlay.inspector != nil ? "inspector" : "\(overlay)"
    }
    if state.noteDraft != nil { return "note" }
    switch state.screen {
    case .home: return "home"
    case .results: return state.focus == .detail ? "pane" : "results \(state.focus)"
    case .watchlist: return "watchlist"
    case .person(let page): return page.details == nil ? "person loading" : "person"
    case .collection(let page): return page.collection == nil ? "collection loading" : "collection"
    }
  }

  /// What Esc sends (the App's key maps): the inspector has its own.
  static func escape(in state: BrowserState) -> Command {
    guard let inspector = state.overlay?.inspector else { return .cancel }
    if inspector.input != nil { return .inspector(.cancelInput) }
    if inspector.choosingAbort { return .inspector(.chooseAbort(false)) }
    return .inspector(.closePane)
  }

  // MARK: Random inputs

  mutating func text() -> String {
    pick([
      "a", "du", "dune", " ", "\u{202E}x", "東京", "ب\u{0651}", "👨‍👩‍👧", "\n", "\u{1B}[2J", "",
      String(repeating: "w", count: 300), "q", "12",
    ])
  }

  mutating func command() -> Command {
    switch below(40) {
    case 0: return .moveUp
    case 1, 2: return .moveDown
    case 3: return .moveLeft
    case 4: return .moveRight
    case 5: return .showHome
    case 6: return .selectCard(row: below(12) - 2, card: below(14) - 2)
    case 7: return pick([.pageUp, .pageDown, .halfPageUp, .halfPageDown])
    case 8: return pick([.first, .last])
    case 9: return .selectVisibleRow(below(50) - 5)
    case 10: return .scroll(below(201) - 100)
    case 11, 12: return .openDetail
    case 13: return .back
    case 14: return .nextPane
    case 15: return .focusSearch
    case 16: return .showCategory(pick(Category.allCases))
    case 17: return .toggleWatchlist
    case 18: return .showWatchlist
    case 19: return .showDiscover
    case 20: return pick([.cycleWatchlistOrder, .undoWatchlistRemoval])
    case 21: return .refresh
    case 22: return pick([.toggleHelp, .toggleMessages, .toggleInspector])
    case 23:
      let digit = below(10)
      return .countDigit(digit, otherwise: pick([nil, .showCategory(.popular), .moveDown]))
    case 24: return pick([.filterLoaded, .cycleLoadedOrder])
    case 25: return .inspector(inspectorCommand())
    case 26, 27: return .insertText(text())
    case 28: return .paste(text())
    case 29: return pick([.deleteBackward, .deleteWord, .clearSearch, .deleteToEndOfSearch])
    case 30: return .moveSearchCursor(pick(SearchCursorMove.allCases))
    case 31: return pick([.searchHistoryBack, .searchHistoryForward])
    case 32: return .submitSearch
    case 33, 34: return .cancel
    case 35: return pick([.openInBrowser, .copyLink])
    case 36: return .editNote
    case 37: return pick([.first, .last, .moveDown, .moveUp])
    case 38: return .countDigit(below(10), otherwise: nil)
    default: return .moveDown
    }
  }

  mutating func inspectorCommand() -> InspectorCommand {
    switch below(14) {
    case 0: return .move(below(21) - 10)
    case 1: return .select(chance(20) ? nil : below(40) - 5)
    case 2: return .open(below(40) - 5)
    case 3: return .closePane
    case 4: return .scrollDetail(below(41) - 20)
    case 5: return .showBreakpoints
    case 6: return .moveBreakpointSelection(below(11) - 5)
    case 7: return .beginInput(pick([.filter, .breakpointPattern, .find]))
    case 8: return .editInput(text())
    case 9: return pick([.commitInput, .cancelInput])
    case 10: return .stepFind(pick([-1, 1, 5]))
    case 11: return .chooseAbort(chance(50))
    case 12: return .note(chance(50) ? nil : text())
    default: return .act(.exportHAR)
    }
  }

  mutating func layoutEvent() -> Event {
    switch below(5) {
    case 0: return .viewportChanged(rows: below(64) - 3)
    case 1: return .detailPaneShown(chance(60))
    case 2: return .detailScrollLimit(below(60) - 3)
    case 3:
      return .homeViewportChanged(
        HomeViewport(cardsPerRow: below(14) - 1, rowsShown: below(10) - 1))
    default: return .overlayScrollLimit(below(50) - 3)
    }
  }

  mutating func otherEvent() -> Event {
    switch below(5) {
    case 0: return .watchlistChanged(ids())
    case 1: return .notice(pick([.cancelled, .notice(text()), .loadFailed(failure())]))
    case 2: return .connectivity(offline: chance(50) ? nil : "offline")
    case 3:
      return .pausedRequests(
        (0..<below(3)).map { _ in PausedRequest(endpoint: text(), secondsLeft: below(40) - 5) })
    default:
      return .providersLoaded(movieID: filmID(), WatchProviderResults(id: nil, results: [:]))
    }
  }

  mutating func filmID() -> Int { chance(3) ? pick([0, -1, Int.max]) : 1 + below(300) }
  mutating func ids() -> Set<Int> { Set((0..<below(12)).map { _ in filmID() }) }
  mutating func failure() -> Failure {
    Failure(pick(Failure.Kind.allCases), pick(["gone", "", "\u{1B}[31mred"]))
  }

  mutating func film(_ id: Int) -> MovieSummary {
    MovieSummary(
      id: id, title: chance(5) ? text() : "Film \(id)",
      releaseDate: pick([nil, "2020-01-02", "", "99999-99-99"]),
      voteAverage: pick([nil, 7.5, -3, 11, .infinity]), voteCount: pick([nil, 0, 10, -1]))
  }

  mutating func films(_ count: Int) -> [MovieSummary] {
    (0..<count).map { _ in film(filmID()) }
  }

  mutating func moviePage(_ number: Int) -> MoviePage {
    let count = chance(10) ? 0 : chance(10) ? 40 : below(21)
    let pages = pick([1, 2, 5, 50, 500, 50_000, 0])
    let total = pick([count, pages * 20, 1_000_000, 0, below(1_000)])
    return MoviePage(
      page: chance(90) ? number : below(60) - 5, results: films(count), totalPages: pages,
      totalResults: total)
  }

  mutating func movieDetails(_ id: Int) -> MovieDetails {
    var details = MovieDetails(
      id: chance(5) ? filmID() : id, title: chance(5) ? text() : "Film \(id)")
    if chance(40) { details.collection = CollectionReference(id: 1 + below(5), name: text()) }
    details.credits = Credits(
      cast: (0..<below(6)).map { _ in
        CastMember(id: chance(5) ? nil : 1 + below(40), name: text(), character: text(), order: 0)
      },
      crew: (0..<below(3)).map { _ in CrewMember(name: text(), job: "Director") })
    return details
  }

  mutating func watchlistRows(_ count: Int) -> [WatchlistRow] {
    (0..<count).map { index in
      WatchlistRow(
        movie: film(filmID()), addedAt: Date(timeIntervalSince1970: Double(index * 1000)),
        note: chance(20) ? text() : nil)
    }
  }

  /// A runtime's answer to `effect`: mostly what was asked for, sometimes a failure or
  /// something odd.
  mutating func answer(_ effect: Effect, _ id: RequestID) -> Event {
    let fails = chance(15)
    switch effect {
    case .loadConfiguration:
      return fails
        ? .configurationFailed(id, failure())
        : .configurationLoaded(
          id,
          TMDBConfiguration(
            images: ImageConfiguration(
              secureBaseURL: "https://image.tmdb.org/t/p/", posterSizes: ["w185"])),
          [Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama")])
    case .loadPage(_, _, let page, _):
      return fails ? .pageFailed(id, failure()) : .pageLoaded(id, moviePage(page))
    case .loadDetails(let movieID, _):
      return fails ? .detailsFailed(id, failure()) : .detailsLoaded(id, movieDetails(movieID))
    case .loadRelated(let movieID, _):
      return fails
        ? .relatedFailed(id, failure())
        : .relatedLoaded(
          id,
          RelatedMovies(
            movieID: chance(5) ? filmID() : movieID, source: pick([.similar, .recommendations]),
            page: moviePage(1)))
    case .loadPerson(let personID, _):
      if fails { return .personFailed(id, failure()) }
      let credits = (0..<below(30)).map { _ in
        PersonMovieCredit(movie: film(filmID()), character: chance(50) ? text() : nil)
      }
      return .personLoaded(
        id,
        PersonDetails(
          id: chance(5) ? 1 + below(40) : personID, name: text(),
          movieCredits: PersonMovieCredits(cast: credits)))
    case .loadCollection(let collectionID, _):
      return fails
        ? .collectionFailed(id, failure())
        : .collectionLoaded(
          id,
          MovieCollection(
            id: chance(5) ? 1 + below(5) : collectionID, name: text(), parts: films(below(12))))
    case .loadWatchlist:
      return fails ? .watchlistLoadFailed(id, failure()) : .watchlistLoaded(id, ids())
    case .saveWatchlist:
      return fails
        ? .watchlistSaveFailed(id, failure(), stored: pick([nil, true, false]))
        : .watchlistSaved(id, stored: chance(70))
    case .loadWatchlistNote:
      return .watchlistNoteLoaded(id, note: chance(50) ? nil : text())
    case .loadWatchlistEntries:
      return fails
        ? .watchlistEntriesFailed(id, failure())
        : .watchlistEntriesLoaded(id, watchlistRows(below(30)))
    case .loadWatchlistWindow(let request, _):
      if fails { return .watchlistWindowFailed(id, failure()) }
      let count = pick([0, 3, 30, 250, 1_000_000, below(500)])
      let offset = chance(85) ? request.offset : below(300) - 10
      let rows = watchlistRows(
        min(max(count - max(offset, 0), 0), request.limit, chance(5) ? 400 : request.limit))
      return .watchlistWindowLoaded(
        id,
        WatchlistWindow(
          count: count, offset: offset, rows: rows,
          found: chance(30) ? below(max(count, 1)) - (chance(5) ? 5 : 0) : nil))
    case .cancel, .startTimer, .cancelTimer, .inspector, .openInBrowser, .copyToClipboard, .quit:
      return .command(.moveDown)
    }
  }
}

/// SplitMix64, for walks that are the same on every run.
struct ChaosRandom {
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
