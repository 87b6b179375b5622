/// The watchlist: `w` anywhere, the watchlist screen (its order, removing with `w` and putting
/// back with `u`), and saves that report what is really stored.
extension BrowserState {
  mutating func toggleWatchlist() -> [Effect] {
    guard let movie = movieForAction else { return [] }
    if let effects = removeFromWatchlistScreen(movieID: movie.id) { return effects }
    if watchlist.contains(movie.id) {
      watchlist.remove(movie.id)
      status = .removedFromWatchlist(title: movie.title)
      return [save(.remove(movieID: movie.id))]
    }
    watchlist.insert(movie.id)
    status = .addedToWatchlist(title: movie.title)
    return [save(.add(movie))]
  }

  private mutating func save(_ change: WatchlistChange) -> Effect {
    .saveWatchlist(change, startRequest(.watchlistSave(change)))
  }

  /// A save finished. The marks follow what the database holds once no later change to the
  /// same movie is still on its way (that one will report in turn), so a late failure can never
  /// leave a ★ on a movie that is not stored.
  mutating func watchlistSettled(_ id: RequestID, stored: Bool?, failure: Failure?) -> [Effect] {
    guard case .watchlistSave(let change)? = finishRequest(id) else { return [] }
    if let failure { status = .watchlistNotSaved(failure) }
    let movieID = change.movieID
    guard pendingSaves(of: movieID) == 0 else { return [] }
    // Unknown (the database could not be read either): assume the change did not happen.
    let isStored: Bool
    if let stored {
      isStored = stored
    } else if case .remove = change {
      isStored = true
    } else {
      isStored = false
    }
    if isStored { watchlist.insert(movieID) } else { watchlist.remove(movieID) }
    if failure != nil { keepUndoTruthful(after: change, stored: stored) }
    // The watchlist screen shows rows, not marks: read them again when the change did not
    // happen as shown, or when a movie was added from elsewhere (the detail pane) and may
    // belong in the window.
    let shownAsStored = !change.removes
    if screen.watchlist != nil, isStored != shownAsStored || isAdd(change) {
      return rereadWatchlistWindow()
    }
    return []
  }

  /// The undo history after a save that failed says what can really be put back: a removal
  /// that did not happen is no longer offered (its `u` would show the row twice), and a
  /// put-back that did not happen is offered again, or the row's date and note were lost with
  /// nothing left to undo. `stored` nil (the database could not say) keeps the undo: a row
  /// offered once too often is put back harmlessly, one not offered is lost.
  private mutating func keepUndoTruthful(after change: WatchlistChange, stored: Bool?) {
    guard var view = screen.watchlist else { return }
    switch change {
    case .remove(let movieID) where stored == true:
      view.undo.removeAll { $0.row.movie.id == movieID }
    case .restore(let row) where stored != true:
      guard !view.undo.contains(where: { $0.row.movie.id == row.movie.id }) else { return }
      // Where it was put back, while the re-read that takes it away again is on its way.
      let index =
        view.rows.firstIndex { $0.movie.id == row.movie.id }.map { view.windowStart + $0 }
        ?? view.selectedRow
      view.undo.append(WatchlistUndo(row: row, index: index, order: view.order))
      if view.undo.count > WatchlistScreen.undoLimit { view.undo.removeFirst() }
    default:
      return
    }
    screen = .watchlist(view)
  }

  private func isAdd(_ change: WatchlistChange) -> Bool {
    if case .add = change { return true }
    return false
  }

  mutating func toggleWatchlistScreen() -> [Effect] {
    if screen.watchlist != nil { return closeWatchlistScreen() }
    // A page arriving now is not shown; the list asks for it again on return.
    var effects = cancelPageRequests(of: .main) + cancelTimer(.searchDebounce)
    if focus == .search { restoreSearchText() }
    screen = .watchlist(WatchlistScreen(order: watchlistOrder))
    focus = .list
    effects += followSelection()
    effects += requestWatchlistWindow(offset: 0)
    return effects
  }

  /// Back to the result list, where the user left it.
  mutating func closeWatchlistScreen(resume: Bool = true) -> [Effect] {
    guard screen.watchlist != nil else { return [] }
    let effects = cancelWatchlistWindowRequest()
    screen = .results
    focus = .list
    if main.window == nil, main.pendingSource == nil {
      return effects + startList(.main, main.failedSource ?? .category(.popular))
    }
    main.selectedRow = min(main.selectedRow, max(main.rowCount - 1, 0))
    main.scrollToSelection(viewportRows: viewportRows)
    guard resume else { return effects }
    return effects + followSelection() + ensureVisiblePages(.main)
  }

  /// The first entries, newest first, for the home screen's watchlist row.
  mutating func receiveWatchlist(_ rows: [WatchlistRow], order: WatchlistOrder) -> [Effect] {
    if order == .added { fillHomeWatchlistRow(rows) }
    return []
  }

  mutating func watchlistEntriesFailed(_ failure: Failure, order: WatchlistOrder) -> [Effect] {
    status = .watchlistNotRead(failure)
    if order == .added, let row = home?.rows.first(where: { $0.kind == .watchlist }) {
      lists[row.list, default: ResultList()].fixedRowsFailed = true
      lists[row.list]?.failure = failure
    }
    return []
  }

  // MARK: The window

  /// Asks for a window of rows centred on `position` (or on the movie `around`, wherever it now
  /// stands), replacing any window request still on its way: its answer would be stale.
  private mutating func requestWatchlistWindow(
    offset position: Int, around: Int? = nil, countIsKnown: Bool = false
  ) -> [Effect] {
    guard let view = screen.watchlist else { return [] }
    let size = WatchlistScreen.windowSize
    let offset = max(min(position - size / 2, view.count - size), 0)
    let request = WatchlistWindowRequest(
      order: view.order, offset: offset, limit: size, around: around,
      knownCount: countIsKnown ? view.count : nil)
    return cancelWatchlistWindowRequest()
      + [.loadWatchlistWindow(request, startRequest(.watchlistWindow(request)))]
  }

  private var watchlistWindowRequest: (id: RequestID, request: WatchlistWindowRequest)? {
    for (id, purpose) in requests {
      if case .watchlistWindow(let request) = purpose { return (id, request) }
    }
    return nil
  }

  private mutating func cancelWatchlistWindowRequest() -> [Effect] {
    guard let pending = watchlistWindowRequest else { return [] }
    _ = finishRequest(pending.id)
    return [.cancel(pending.id)]
  }

  /// After the selection or the view moved: a new window when the one held (or on its way)
  /// does not cover what is shown with some margin to spare.
  mutating func ensureWatchlistWindow() -> [Effect] {
    guard let view = screen.watchlist, !view.isLoading, view.failure == nil, view.count > 0
    else { return [] }
    let margin = WatchlistScreen.windowMargin
    let shown = view.topRow..<min(view.topRow + max(viewportRows, 1), view.count)
    func covers(_ span: Range<Int>) -> Bool {
      let low = span.lowerBound == 0 ? 0 : span.lowerBound + margin
      let high = span.upperBound >= view.count ? view.count : span.upperBound - margin
      return span.lowerBound <= shown.lowerBound && shown.upperBound <= span.upperBound
        && low <= view.selectedRow && view.selectedRow < high
    }
    // A request on its way is left alone when the window held is enough: it may be a re-read
    // after another program's change, and its answer is checked again when it lands.
    if covers(view.window) { return [] }
    if let pending = watchlistWindowRequest {
      // One centred on a movie lands wherever that movie is: wait for it and look again.
      if pending.request.around != nil || covers(pending.request.span) { return [] }
    }
    return requestWatchlistWindow(offset: view.selectedRow, countIsKnown: true)
  }

  /// Reads the window again around the selected movie (`r`, another program's change, a save
  /// that did not happen as shown), so the selection stays on it wherever it now stands.
  mutating func rereadWatchlistWindow() -> [Effect] {
    guard let view = screen.watchlist else { return [] }
    return requestWatchlistWindow(offset: view.selectedRow, around: selectedMovie?.id)
  }

  mutating func receiveWatchlistWindow(
    _ window: WatchlistWindow, for request: WatchlistWindowRequest
  )
    -> [Effect]
  {
    guard var view = screen.watchlist, view.order == request.order else { return [] }
    let before = selectedMovie?.id
    // Every row read is stored: its ★ is right whatever the marks thought.
    watchlist.formUnion(window.rows.map(\.movie.id))
    view.count = max(window.count, 0)
    // A window said to start before the list (a store gone wrong) keeps the rows from its
    // start: held at negative positions, they showed under other rows' numbers.
    let before0 = max(-window.offset, 0)
    view.windowStart = window.offset + before0
    view.rows = before0 == 0 ? window.rows : Array(window.rows.dropFirst(before0))
    view.isLoading = false
    view.failure = nil
    if let found = window.found { view.selectedRow = max(found, 0) }
    view.selectedRow = min(view.selectedRow, max(view.count - 1, 0))
    view.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(view)
    var effects = selectedMovie?.id != before || selectedMovie == nil ? followSelection() : []
    // The list may have changed under the request (another program): ask again if the
    // answer does not cover the selection.
    effects += ensureWatchlistWindow()
    return effects
  }

  mutating func watchlistWindowFailed(_ failure: Failure, for request: WatchlistWindowRequest)
    -> [Effect]
  {
    guard var view = screen.watchlist, view.order == request.order else { return [] }
    view.isLoading = false
    view.failure = failure
    view.rows = []
    view.windowStart = 0
    view.count = 0
    view.selectedRow = 0
    view.topRow = 0
    screen = .watchlist(view)
    status = .watchlistNotRead(failure)
    return followSelection()
  }

  mutating func cycleWatchlistOrder() -> [Effect] {
    guard var view = screen.watchlist else { return [] }
    let selected = selectedMovie?.id
    view.order = view.order.next
    // The rows held are in the old order: none of them stands where it is now.
    view.rows = []
    view.windowStart = view.selectedRow
    screen = .watchlist(view)
    watchlistOrder = view.order
    status = .watchlistOrder(view.order)
    // Until the rows come in the new order the selected row has no film, and the pane beside
    // it shows none: it kept the film, which stood beside another's row when the store
    // found it elsewhere or not at all. The answer selects the film again where it now stands,
    // and the pane follows (at once, from the details kept).
    let follows = focus == .detail ? [] : followSelection()
    return follows + requestWatchlistWindow(offset: view.selectedRow, around: selected)
  }

  /// `w` on a movie the watchlist screen shows: it leaves the screen at once, and `u` can put
  /// it back.
  mutating func removeFromWatchlistScreen(movieID: Int) -> [Effect]? {
    guard var view = screen.watchlist,
      let index = view.rows.firstIndex(where: { $0.movie.id == movieID })
    else { return nil }
    let row = view.rows.remove(at: index)
    view.count -= 1
    view.undo.append(WatchlistUndo(row: row, index: view.windowStart + index, order: view.order))
    if view.undo.count > WatchlistScreen.undoLimit { view.undo.removeFirst() }
    view.selectedRow = min(view.selectedRow, max(view.count - 1, 0))
    view.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(view)
    watchlist.remove(movieID)
    status = .removedFromWatchlistView(title: row.movie.title)
    if focus == .detail { focus = .list }
    return [save(.remove(movieID: movieID))] + followSelection() + ensureWatchlistWindow()
  }

  /// `u`: the newest removal still kept goes back where it stood, with its date and note;
  /// when none is left, says so.
  mutating func undoWatchlistRemoval() -> [Effect] {
    guard var view = screen.watchlist else { return [] }
    guard let undo = view.undo.popLast() else {
      status = .nothingToUndo
      return []
    }
    // Stored again meanwhile (another program added it back): the put-back only merges its
    // date and note, and the store says where it stands; shown here too, it was shown twice.
    let isStored = watchlist.contains(undo.row.movie.id)
    if !isStored { view.count += 1 }
    let position = min(undo.index, max(view.count - 1, 0))
    view.selectedRow = position
    // Where it stood is where it stands again only in the order it was removed in, and only
    // the window can show it at once; otherwise the store says where it is (after the save:
    // reads and saves run in order).
    let insertsHere =
      !isStored && undo.order == view.order && view.windowStart <= position
      && position <= view.windowStart + view.rows.count
    if insertsHere { view.rows.insert(undo.row, at: position - view.windowStart) }
    view.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(view)
    watchlist.insert(undo.row.movie.id)
    status = .restoredToWatchlist(title: undo.row.movie.title)
    var effects = [save(.restore(undo.row))]
    if insertsHere {
      effects += followSelection() + ensureWatchlistWindow()
    } else {
      effects +=
        followSelection()
        + requestWatchlistWindow(offset: position, around: undo.row.movie.id)
    }
    return effects
  }
}
