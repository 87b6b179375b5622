import TMDB

/// A person's page: opening it from the detail pane, loading it, its film list and order, and
/// going back to the film it was opened from.
extension BrowserState {
  /// The person page on screen, if it is the screen.
  public var personScreen: PersonScreen? {
    if case .person(let person) = screen { return person }
    return nil
  }

  /// Enter on a name in the detail pane: their page, loading.
  mutating func openPerson(_ link: PersonLink) -> [Effect] {
    var effects = stopLoadingForTheFilm()
    effects += makeRoomForLinkedPage(.person(link.id))
    let person = PersonScreen(
      personID: link.id, name: link.name, back: screen, backTrail: detailTrail)
    showLinkedPage(.person(person), list: person.list)
    effects += cancelPersonRequests()
    let id = startRequest(.person(id: link.id))
    effects.append(.loadPerson(id: link.id, id))
    return effects + followSelection()
  }

  /// Leaving the detail pane for a page one of its links opens (a person, a collection):
  /// what was loading for the film stops (the way back loads it again).
  mutating func stopLoadingForTheFilm() -> [Effect] {
    var effects = cancelRelatedRequest() + cancelDetailRequest() + cancelTimer(.detailPreview)
    if screen == .results { effects += cancelPageRequests(of: .main, keepingNewSource: true) }
    return effects
  }

  /// Esc on a linked page: its list goes, and the screen and film it was opened from come
  /// back, their details and related films loaded again.
  mutating func returnFromLinkedPage(
    to back: BrowserScreen, trail: [MovieSummary], leaving list: ListID
  )
    -> [Effect]
  {
    var effects = cancelDetailRequest() + cancelTimer(.detailPreview)
    lists[list] = nil
    screen = back
    detailTrail = trail
    focus = .detail
    linkSelection = nil
    detailScroll = 0
    effects += loadSelectedDetails() + loadRelated()
    if screen == .results { effects += ensureVisiblePages(.main) }
    return effects
  }

  /// Shows a linked page (which holds the screen and trail to go back to) with an empty list.
  mutating func showLinkedPage(_ page: BrowserScreen, list: ListID) {
    screen = page
    focus = .list
    linkSelection = nil
    detailTrail = []
    detailScroll = 0
    lists[list] = ResultList()
  }

  mutating func receivePerson(_ id: RequestID, _ details: PersonDetails) -> [Effect] {
    guard case .person(let personID)? = requests[id] else { return [] }
    requests[id] = nil
    guard var person = personScreen, person.personID == personID else { return [] }
    guard details.id == personID else {
      return personFailed(
        personID, .answerAbout(anotherThan: personID, got: details.id, record: .person))
    }
    person.details = details
    person.failure = nil
    person.name = details.name
    screen = .person(person)
    clearListStatus()
    return showPersonFilms(from: 0)
  }

  mutating func personFailed(_ id: RequestID, _ failure: Failure) -> [Effect] {
    guard case .person(let personID)? = requests[id] else { return [] }
    requests[id] = nil
    return personFailed(personID, failure)
  }

  /// The page of `personID`, if it is the one shown, says why it could not be loaded.
  private mutating func personFailed(_ personID: Int, _ failure: Failure) -> [Effect] {
    guard var person = personScreen, person.personID == personID else { return [] }
    person.failure = failure
    screen = .person(person)
    status = .loadFailed(failure)
    return []
  }

  /// `s` on a person's page: their films by date, then by popularity.
  mutating func cyclePersonOrder() -> [Effect] {
    guard var person = personScreen, person.details != nil else { return [] }
    let all = PersonFilmOrder.allCases
    person.order = all[((all.firstIndex(of: person.order) ?? 0) + 1) % all.count]
    screen = .person(person)
    return showPersonFilms(from: 0)
  }

  /// `r` on a person's page that failed: ask again.
  mutating func retryPerson() -> [Effect] {
    guard var person = personScreen, person.details == nil else { return [] }
    person.failure = nil
    screen = .person(person)
    clearListStatus()
    let effects = cancelPersonRequests()
    let id = startRequest(.person(id: person.personID))
    return effects + [.loadPerson(id: person.personID, id)]
  }

  /// Esc on a person's page: back to the screen and film it was opened from.
  mutating func closePersonScreen() -> [Effect] {
    guard let person = personScreen else { return [] }
    return cancelPersonRequests()
      + returnFromLinkedPage(to: person.back, trail: person.backTrail, leaving: person.list)
  }

  /// Fills the page's list with the films in its order, the selection on `row`.
  private mutating func showPersonFilms(from row: Int) -> [Effect] {
    guard let person = personScreen, let details = person.details else { return [] }
    var list = lists[person.list] ?? ResultList()
    list.fixedRows = details.films(sortedBy: person.order).map(\.movie)
    list.selectedRow = min(row, max(list.rowCount - 1, 0))
    list.topRow = 0
    lists[person.list] = list
    return followSelection()
  }

  /// Leaving for another screen: the page (and any it was opened from) is done with.
  mutating func leavePersonScreens() -> [Effect] {
    guard personScreen != nil else { return [] }
    var effects = cancelPersonRequests() + cancelCollectionRequests() + cancelDetailRequest()
    // Pages opened from one another (a person from a collection's film) all go.
    for id in lists.keys where id.isPerson || id.isCollection { lists[id] = nil }
    screen = .results
    focus = .list
    detailTrail = []
    linkSelection = nil
    effects += followSelection()
    return effects
  }

  mutating func cancelPersonRequests() -> [Effect] {
    let running = requests.filter {
      if case .person = $0.value { return true }
      return false
    }.keys.sorted()
    for id in running { requests[id] = nil }
    return running.map { .cancel($0) }
  }
}

extension BrowserState {
  /// What a person's page does differently; nil for what it does as any list does.
  mutating func performOnPersonScreen(_ command: Command) -> [Effect]? {
    // Matched, not compared with nil (that copies the page): every command passes here.
    guard case .person = screen else { return nil }
    switch command {
    case .cycleWatchlistOrder where focus == .list:
      return cyclePersonOrder()
    case .refresh where focus == .list:
      return retryPerson()
    case .showHome, .showCategory, .focusSearch, .showWatchlist:
      // Another screen: the page (and any it was opened from) is done with.
      return leavePersonScreens() + perform(command)
    default:
      return nil
    }
  }
}

extension ListID {
  var isPerson: Bool {
    if case .person = self { return true }
    return false
  }
}

/// The way back through linked pages (a person's, a collection's), each of which holds the
/// screen it was opened from. Each page's list is keyed by its id, so a page must be on the way
/// back at most once (else Esc would come back to one whose list the later one took away); and
/// the way back is bounded, as a walk from person to film to person can go on forever.
extension BrowserState {
  /// At most this many person and collection pages on the way back from the one on screen.
  static let linkedPageLimit = 20

  /// Before a linked page with `list` opens from the screen: if that page is already on the
  /// way back (a person reached again through their own film, a collection through one of its
  /// films), the way back is unwound to where it was opened from, so it opens there afresh;
  /// then, at the limit, the oldest page is forgotten (Esc from the next one leads to where the
  /// oldest was opened from).
  mutating func makeRoomForLinkedPage(_ list: ListID) -> [Effect] {
    var effects: [Effect] = []
    var pages: [LinkedPage] = []
    var current = screen
    while let page = LinkedPage(current) {
      pages.append(page)
      current = page.back
    }
    if let index = pages.firstIndex(where: { $0.list == list }) {
      for page in pages[...index] { lists[page.list] = nil }
      screen = pages[index].back
      detailTrail = pages[index].backTrail
      pages.removeFirst(index + 1)
      // The pages unwound may have been loading; their answers have nowhere to go.
      effects += cancelPersonRequests() + cancelCollectionRequests()
    }
    if pages.count >= Self.linkedPageLimit, let forgotten = screen.forgettingOldestLinkedPage() {
      lists[forgotten] = nil
    }
    return effects
  }
}

/// A person's or a collection's page, as the way back sees it.
private struct LinkedPage {
  let list: ListID
  let back: BrowserScreen
  let backTrail: [MovieSummary]

  init?(_ screen: BrowserScreen) {
    switch screen {
    case .person(let page): (list, back, backTrail) = (page.list, page.back, page.backTrail)
    case .collection(let page): (list, back, backTrail) = (page.list, page.back, page.backTrail)
    case .home, .results, .watchlist: return nil
    }
  }
}

extension BrowserScreen {
  /// Leaves out the linked page nearest the root of the way back (never this screen itself):
  /// the page it led to goes back where that one did. The list of the page left out, or nil
  /// when there is no linked page below this one.
  fileprivate mutating func forgettingOldestLinkedPage() -> ListID? {
    switch self {
    case .person(var page):
      let forgotten = Self.forgetOldest(back: &page.back, trail: &page.backTrail)
      self = .person(page)
      return forgotten
    case .collection(var page):
      let forgotten = Self.forgetOldest(back: &page.back, trail: &page.backTrail)
      self = .collection(page)
      return forgotten
    case .home, .results, .watchlist:
      return nil
    }
  }

  private static func forgetOldest(back: inout BrowserScreen, trail: inout [MovieSummary])
    -> ListID?
  {
    guard let oldest = LinkedPage(back) else { return nil }
    if let forgotten = back.forgettingOldestLinkedPage() { return forgotten }
    back = oldest.back
    trail = oldest.backTrail
    return oldest.list
  }
}
