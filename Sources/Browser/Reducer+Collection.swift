import TMDB

/// A collection's page: opening it from the detail pane's link, loading it, and going back to
/// the film it was opened from.
extension BrowserState {
  /// The collection page on screen, if it is the screen.
  public var collectionScreen: CollectionScreen? {
    if case .collection(let page) = screen { return page }
    return nil
  }

  /// Enter on the collection's link in the detail pane: its page, loading.
  mutating func openCollection(_ reference: CollectionReference) -> [Effect] {
    var effects = stopLoadingForTheFilm()
    effects += makeRoomForLinkedPage(.collection(reference.id))
    let page = CollectionScreen(
      collectionID: reference.id, name: reference.name, back: screen, backTrail: detailTrail)
    showLinkedPage(.collection(page), list: page.list)
    effects += cancelCollectionRequests()
    let id = startRequest(.collection(id: reference.id))
    effects.append(.loadCollection(id: reference.id, id))
    return effects + followSelection()
  }

  mutating func receiveCollection(_ id: RequestID, _ collection: MovieCollection) -> [Effect] {
    guard case .collection(let collectionID)? = requests[id] else { return [] }
    requests[id] = nil
    guard collection.id == collectionID else {
      return collectionFailed(
        collectionID,
        .answerAbout(anotherThan: collectionID, got: collection.id, record: .collection))
    }
    guard var page = collectionScreen, page.collectionID == collectionID else { return [] }
    page.collection = collection
    page.failure = nil
    page.name = collection.name
    screen = .collection(page)
    clearListStatus()
    var list = lists[page.list] ?? ResultList()
    list.fixedRows = collection.parts
    list.selectedRow = 0
    list.topRow = 0
    lists[page.list] = list
    return followSelection()
  }

  mutating func collectionFailed(_ id: RequestID, _ failure: Failure) -> [Effect] {
    guard case .collection(let collectionID)? = requests[id] else { return [] }
    requests[id] = nil
    return collectionFailed(collectionID, failure)
  }

  /// The page of `collectionID`, if it is the one shown, says why it could not be loaded.
  private mutating func collectionFailed(_ collectionID: Int, _ failure: Failure) -> [Effect] {
    guard var page = collectionScreen, page.collectionID == collectionID else { return [] }
    page.failure = failure
    screen = .collection(page)
    status = .loadFailed(failure)
    return []
  }

  /// `r` on a collection that failed: ask again.
  mutating func retryCollection() -> [Effect] {
    guard var page = collectionScreen, page.collection == nil else { return [] }
    page.failure = nil
    screen = .collection(page)
    clearListStatus()
    let effects = cancelCollectionRequests()
    let id = startRequest(.collection(id: page.collectionID))
    return effects + [.loadCollection(id: page.collectionID, id)]
  }

  /// Esc on a collection's page: back to the screen and film it was opened from.
  mutating func closeCollectionScreen() -> [Effect] {
    guard let page = collectionScreen else { return [] }
    return cancelCollectionRequests()
      + returnFromLinkedPage(to: page.back, trail: page.backTrail, leaving: page.list)
  }

  mutating func cancelCollectionRequests() -> [Effect] {
    let running = requests.filter {
      if case .collection = $0.value { return true }
      return false
    }.keys.sorted()
    for id in running { requests[id] = nil }
    return running.map { .cancel($0) }
  }

  /// Leaving for another screen: the page (and any pages it was opened from) are done with.
  mutating func leaveCollectionScreens() -> [Effect] {
    guard collectionScreen != nil else { return [] }
    var effects = cancelCollectionRequests() + cancelPersonRequests() + cancelDetailRequest()
    // Pages opened from one another (a collection from a person's film) all go.
    for id in lists.keys where id.isPerson || id.isCollection { lists[id] = nil }
    screen = .results
    focus = .list
    detailTrail = []
    linkSelection = nil
    effects += followSelection()
    return effects
  }

  /// What a collection's page does differently; nil for what it does as any list does.
  mutating func performOnCollectionScreen(_ command: Command) -> [Effect]? {
    // Matched, not compared with nil (that copies the page): every command passes here.
    guard case .collection = screen else { return nil }
    switch command {
    case .refresh where focus == .list:
      return retryCollection()
    case .showHome, .showCategory, .focusSearch, .showWatchlist:
      return leaveCollectionScreens() + perform(command)
    default:
      return nil
    }
  }
}

extension ListID {
  var isCollection: Bool {
    if case .collection = self { return true }
    return false
  }
}
