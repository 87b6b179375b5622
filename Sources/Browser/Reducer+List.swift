import TMDB

/// Result lists: starting one, receiving pages, and keeping the viewport's pages loaded. Each
/// list is addressed by its id, so several can load at once.
extension BrowserState {
  /// Loads page 1 of a new result set into `list`; what is shown stays until it arrives.
  mutating func startList(_ list: ListID, _ source: MovieListSource) -> [Effect] {
    if list == .main, let parked = mainHistory.lastIndex(where: { $0.window?.source == source }),
      main.window?.source != source
    {
      return returnToHistory(at: parked)
    }
    var effects = cancelPageRequests(of: list)
    let id = startRequest(.page(list, source, page: 1))
    lists[list, default: ResultList()].pendingSource = source
    lists[list]?.failedSource = nil
    clearListStatus()
    effects.append(.loadPage(list, source, page: 1, id))
    return effects
  }

  /// Stops every page request of `list`; a new result set on its way is given up (or, with
  /// `keepingNewSource`, left to arrive).
  mutating func cancelPageRequests(of list: ListID, keepingNewSource: Bool = false) -> [Effect] {
    let running = pageRequests(for: list).filter {
      !(keepingNewSource && lists[list]?.pendingSource != nil && $0.page == 1)
    }
    for request in running { requests[request.id] = nil }
    if !keepingNewSource { lists[list]?.pendingSource = nil }
    return running.map { .cancel($0.id) }
  }

  mutating func receive(
    _ page: MoviePage, number: Int, source: MovieListSource, into id: ListID
  ) -> [Effect] {
    guard page.page == number else {
      // Taking it would put the wrong movies on the page, and asking again could loop.
      // Typed too, so other languages can say it whole (the detail is English).
      return pageFailed(
        number, of: id,
        Failure(
          .badResponse, "TMDB answered page \(page.page) when asked for page \(number).",
          cause: .wrongPage(
            endpoint: source.endpointName(page: number), asked: number, answered: page.page)))
    }
    guard var list = lists[id] else { return [] }
    let before = selectedMovie?.id
    if list.pendingSource != nil {
      list.pendingSource = nil
      // A new or reloaded result set: a filter or order over the old one goes with it.
      list.closeView()
      // A refresh keeps its place; a new result set starts at the top, the old one kept for
      // going back.
      let refreshing = list.window?.source == source
      if id == .main, !refreshing, list.window != nil { remember(list) }
      list.window = PageWindow(firstPage: page, source: source, capacity: settings.pageCapacity)
      if refreshing {
        // The film selected stays selected where the page still has it (`r` on a row whose
        // films moved); else the same place.
        let kept = before.flatMap { list.window?.row(ofMovie: $0) }
        list.selectedRow = kept ?? min(list.selectedRow, max(list.rowCount - 1, 0))
        list.scrollToSelection(viewportRows: viewport(for: id))
      } else {
        list.selectedRow = 0
        list.topRow = 0
      }
      list.failedPages = []
      // Another list arriving (a home row) says nothing over the list the user is in. Empty
      // means no rows: a first page without films whose totals promise more is not.
      if id == currentList {
        if list.rowCount == 0 { status = emptyMessage(for: source) } else { clearListStatus() }
      }
    } else if var window = list.window, window.source == source {
      let selectionPage = window.page(ofRow: list.selectedRow)
      let pinned = Set(list.neededPages(viewportRows: viewport(for: id)))
      let shift = window.insert(page, near: selectionPage, pinned: pinned)
      // A page above the selection lost repeated movies: keep the same movie selected.
      if shift != 0, number < selectionPage {
        list.selectedRow += shift
        list.topRow = max(list.topRow + shift, 0)
      }
      // A page that kept no film, with none loaded after it: the real end of the list.
      if window.endsAt(emptyPage: number) { window.end(before: number) }
      list.window = window
      list.failedPages.remove(number)
      // A page can come back shorter than promised (the last one, or repeats dropped): a
      // selection past the new end would select nothing.
      list.selectedRow = min(list.selectedRow, max(window.rowCount - 1, 0))
      list.scrollToSelection(viewportRows: viewport(for: id))
      // The last promised page came back empty too: the list has nothing after all.
      if window.rowCount == 0, id == currentList { status = emptyMessage(for: source) }
    } else {
      return []
    }
    lists[id] = list
    if !page.dropped.isEmpty {
      status = .skippedUnreadable(count: page.dropped.items + page.dropped.fields)
    }
    var effects: [Effect] = []
    // An open detail stays on its film, whatever a reload under it brought: it went blank,
    // then became another film under the reader's eyes. Back on the list, the selection is
    // followed as any move is, and so is a selection that did not change while the pane kept
    // the film of the screen left for this list (a home card beside a first page of no films).
    if focus != .detail, selectedMovie?.id != before || paneShowsAnotherFilm {
      effects += followSelection()
    }
    return effects + ensureVisiblePages(id)
  }

  /// Keeps a result set the main list is leaving, for going back to it.
  private mutating func remember(_ list: ResultList) {
    var kept = list
    kept.pendingSource = nil
    kept.failedSource = nil
    kept.failedPages = []
    mainHistory.removeAll { $0.window?.source == kept.window?.source }
    mainHistory.append(kept)
    if mainHistory.count > settings.historyDepth {
      mainHistory.removeFirst(mainHistory.count - settings.historyDepth)
    }
  }

  /// Shows a result set from the history again, where it was left. Switching lists keeps the
  /// one shown now for later; going back (`keepingCurrent: false`) leaves it.
  mutating func returnToHistory(at index: Int, keepingCurrent: Bool = true) -> [Effect] {
    var effects = cancelPageRequests(of: .main)
    let earlier = mainHistory.remove(at: index)
    if keepingCurrent, main.window != nil { remember(main) }
    let before = selectedMovie?.id
    main = earlier
    main.scrollToSelection(viewportRows: viewportRows)
    clearListStatus()
    restoreSearchText()
    // The pane may still show the film of the screen left (a home card) though the selection
    // is the one it was.
    if selectedMovie?.id != before || selectedMovie == nil || paneShowsAnotherFilm {
      effects += followSelection()
    }
    return effects + ensureVisiblePages(.main)
  }

  mutating func pageFailed(_ number: Int, of id: ListID, _ failure: Failure) -> [Effect] {
    if let source = lists[id]?.pendingSource {
      lists[id]?.pendingSource = nil
      lists[id]?.failedSource = source
      // Kept with the list: a failed home row says its own reason after the status moved on.
      lists[id]?.failure = failure
      status = .loadFailed(failure)
      return paneFollowsKeptList(id)
    }
    lists[id]?.failedPages.insert(number)
    status = .loadFailed(failure)
    return []
  }

  /// A new list that failed or was given up leaves the one before it on screen. The pane beside
  /// it could still show the film of the screen the user came from (a home card, a watchlist
  /// row) next to another film's selected row, until the next move: it follows the selection.
  mutating func paneFollowsKeptList(_ id: ListID) -> [Effect] {
    guard id == currentList, focus != .detail, paneShowsAnotherFilm else { return [] }
    return followSelection()
  }

  /// Whether the pane shows a film that is not the selected row's (none, for a placeholder
  /// row): one kept from the screen or list left, or opened from "More like this".
  var paneShowsAnotherFilm: Bool {
    guard let shown = detail.movieID else { return !detailTrail.isEmpty }
    return shown != selectedMovieID || !detailTrail.isEmpty
  }

  /// Asks for the pages the viewport (and the screen after it) needs and lacks, the
  /// selection's first, several at once. A page in flight that the viewport has left behind
  /// is cancelled in favour of those it needs now.
  mutating func ensureVisiblePages(_ id: ListID) -> [Effect] {
    guard let index = lists.index(forKey: id) else { return [] }
    return ensureVisiblePages(id, at: index)
  }

  /// `ensureVisiblePages` for the list stored at `index` of `lists` (found by the caller).
  mutating func ensureVisiblePages(_ id: ListID, at index: [ListID: ResultList].Index) -> [Effect] {
    // Nearly every move: no page of the list on its way and every page it needs here. Said
    // without copying the list or building the lists of pages below.
    if !hasPageRequest(for: id),
      lists.values[index].hasNeededPagesInPlace(viewportRows: viewport(for: id))
    {
      return []
    }
    guard configurationStatus == .loaded, let list = lists[id], let window = list.window,
      list.pendingSource == nil, isShowing(id)
    else { return [] }
    let needed = list.neededPages(viewportRows: viewport(for: id))
    var effects: [Effect] = []
    var inFlight: Set<Int> = []
    for request in pageRequests(for: id) {
      if needed.contains(request.page) {
        inFlight.insert(request.page)
      } else {
        requests[request.id] = nil
        effects.append(.cancel(request.id))
      }
    }
    let missing = needed.filter {
      !window.isLoaded(page: $0) && !list.failedPages.contains($0) && !inFlight.contains($0)
    }
    for page in missing.prefix(max(settings.pageRequestsPerList - inFlight.count, 0)) {
      let request = startRequest(.page(id, window.source, page: page))
      effects.append(.loadPage(id, window.source, page: page, request))
    }
    return effects
  }

  /// Whether the list is on screen now (a hidden list loads no more pages).
  func isShowing(_ id: ListID) -> Bool {
    switch id {
    case .main: screen == .results
    case .homeRow: screen == .home
    case .person(let id): personScreen?.personID == id
    case .collection(let id): collectionScreen?.collectionID == id
    }
  }

  /// How many rows (or cards) of the list are on screen at once.
  func viewport(for id: ListID) -> Int {
    switch id {
    case .main: viewportRows
    case .homeRow: homeViewport.cardsPerRow
    case .person, .collection: viewportRows
    }
  }

  private func emptyMessage(for source: MovieListSource) -> StatusMessage {
    switch source {
    case .search(let query): .noMatches(query: query)
    case .category(let category): .emptyCategory(category)
    case .discover: .noDiscoverMatches
    }
  }
}
