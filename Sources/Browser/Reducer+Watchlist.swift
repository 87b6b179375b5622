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
    // The watchlist screen shows rows, not marks: read them again when they disagree.
    if let screen = screen.watchlist, !screen.isLoading,
      screen.rows.contains(where: { $0.movie.id == movieID }) != isStored
    {
      return [loadWatchlistEntries(screen.order)]
    }
    return []
  }

  private mutating func loadWatchlistEntries(_ order: WatchlistOrder) -> Effect {
    .loadWatchlistEntries(order, startRequest(.watchlistEntries(order)))
  }

  mutating func toggleWatchlistScreen() -> [Effect] {
    if screen.watchlist != nil { return closeWatchlistScreen() }
    // A page arriving now is not shown; the list asks for it again on return.
    var effects = cancelPageRequests(of: .main) + cancelTimer(.searchDebounce)
    if focus == .search { restoreSearchText() }
    screen = .watchlist(WatchlistScreen(order: watchlistOrder))
    focus = .list
    effects += followSelection()
    effects.append(loadWatchlistEntries(watchlistOrder))
    return effects
  }

  /// Back to the result list, where the user left it.
  mutating func closeWatchlistScreen(resume: Bool = true) -> [Effect] {
    guard screen.watchlist != nil else { return [] }
    screen = .results
    focus = .list
    if main.window == nil, main.pendingSource == nil {
      return startList(.main, main.failedSource ?? .category(.popular))
    }
    main.selectedRow = min(main.selectedRow, max(main.rowCount - 1, 0))
    main.scrollToSelection(viewportRows: viewportRows)
    guard resume else { return [] }
    return followSelection() + ensureVisiblePages(.main)
  }

  mutating func receiveWatchlist(_ rows: [WatchlistRow], order: WatchlistOrder) -> [Effect] {
    // The stored list is the truth for the marks too: another Reel may have changed it.
    watchlist = Set(rows.map(\.movie.id))
    if order == .added { fillHomeWatchlistRow(rows) }
    guard var view = screen.watchlist, view.order == order else { return [] }
    let kept = view.isLoading ? nil : selectedMovie?.id
    view.rows = rows
    view.isLoading = false
    view.failure = nil
    view.selectedRow =
      kept.flatMap { id in rows.firstIndex { $0.movie.id == id } }
      ?? min(view.selectedRow, max(rows.count - 1, 0))
    view.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(view)
    return selectedMovie?.id != kept ? followSelection() : []
  }

  mutating func watchlistEntriesFailed(_ failure: Failure, order: WatchlistOrder) -> [Effect] {
    guard var view = screen.watchlist, view.order == order else { return [] }
    view.isLoading = false
    view.failure = failure
    screen = .watchlist(view)
    status = .watchlistNotRead(failure)
    return []
  }

  mutating func cycleWatchlistOrder() -> [Effect] {
    guard var view = screen.watchlist else { return [] }
    view.order = view.order.next
    view.undo = nil
    screen = .watchlist(view)
    watchlistOrder = view.order
    status = .watchlistOrder(view.order)
    return [loadWatchlistEntries(view.order)]
  }

  /// `w` on a movie the watchlist screen shows: it leaves the screen at once, and `u` can put
  /// it back.
  mutating func removeFromWatchlistScreen(movieID: Int) -> [Effect]? {
    guard var view = screen.watchlist,
      let index = view.rows.firstIndex(where: { $0.movie.id == movieID })
    else { return nil }
    let row = view.rows.remove(at: index)
    view.undo = WatchlistUndo(row: row, index: index)
    view.selectedRow = min(view.selectedRow, max(view.rows.count - 1, 0))
    view.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(view)
    watchlist.remove(movieID)
    status = .removedFromWatchlistView(title: row.movie.title)
    if focus == .detail { focus = .list }
    return [save(.remove(movieID: movieID))] + followSelection()
  }

  mutating func undoWatchlistRemoval() -> [Effect] {
    guard var view = screen.watchlist, let undo = view.undo else { return [] }
    let position = min(undo.index, view.rows.count)
    view.rows.insert(undo.row, at: position)
    view.undo = nil
    view.selectedRow = position
    view.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(view)
    watchlist.insert(undo.row.movie.id)
    status = .restoredToWatchlist(title: undo.row.movie.title)
    return [save(.restore(undo.row))] + followSelection()
  }
}
