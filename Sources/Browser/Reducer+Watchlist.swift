/// The `W` view: opening and closing it, its order, removing with `w` and putting back with `u`.
extension BrowserState {
  mutating func toggleWatchlistView() -> [Effect] {
    if watchlistView != nil { return closeWatchlistView() }
    // A page arriving now would move rows under the view; it is asked for again on return.
    var effects = cancelListRequest() + cancelTimer(.searchDebounce)
    if focus == .search { restoreSearchText() }
    watchlistView = WatchlistView(
      order: watchlistOrder, listSelectedRow: selectedRow, listTopRow: topRow)
    focus = .list
    selectedRow = 0
    topRow = 0
    effects += followSelection()
    effects.append(.loadWatchlistEntries(watchlistOrder))
    return effects
  }

  /// Back to the result list, where the user left it.
  mutating func closeWatchlistView(resume: Bool = true) -> [Effect] {
    guard let view = watchlistView else { return [] }
    watchlistView = nil
    focus = .list
    selectedRow = min(view.listSelectedRow, max(rowCount - 1, 0))
    topRow = view.listTopRow
    scrollToSelection()
    guard resume else { return [] }
    return followSelection() + ensureVisiblePages()
  }

  mutating func receiveWatchlist(_ rows: [WatchlistRow], order: WatchlistOrder) -> [Effect] {
    // The stored list is the truth for the marks too: another Reel may have changed it.
    watchlist = Set(rows.map(\.movie.id))
    guard var view = watchlistView, view.order == order else { return [] }
    let kept = view.isLoading ? nil : selectedMovie?.id
    view.rows = rows
    view.isLoading = false
    watchlistView = view
    selectedRow =
      kept.flatMap { id in rows.firstIndex { $0.movie.id == id } }
      ?? min(selectedRow, max(rows.count - 1, 0))
    scrollToSelection()
    return selectedMovie?.id != kept ? followSelection() : []
  }

  mutating func cycleWatchlistOrder() -> [Effect] {
    guard var view = watchlistView else { return [] }
    view.order = view.order.next
    view.undo = nil
    watchlistView = view
    watchlistOrder = view.order
    status = .info("Watchlist \(view.order.title).")
    return [.loadWatchlistEntries(view.order)]
  }

  /// `w` on a movie the view shows: it leaves the view at once, and `u` can put it back.
  mutating func removeFromWatchlistView(movieID: Int) -> [Effect]? {
    guard var view = watchlistView,
      let index = view.rows.firstIndex(where: { $0.movie.id == movieID })
    else { return nil }
    let row = view.rows.remove(at: index)
    view.undo = (row, index)
    watchlistView = view
    watchlist.remove(movieID)
    status = .info(
      "Removed \u{201C}\(displayTitle(row.movie.title))\u{201D} from the watchlist (u undoes).")
    if focus == .detail { focus = .list }
    selectedRow = min(selectedRow, max(view.rows.count - 1, 0))
    scrollToSelection()
    return [.removeFromWatchlist(movieID: movieID)] + followSelection()
  }

  mutating func undoWatchlistRemoval() -> [Effect] {
    guard var view = watchlistView, let (row, index) = view.undo else { return [] }
    let position = min(index, view.rows.count)
    view.rows.insert(row, at: position)
    view.undo = nil
    watchlistView = view
    watchlist.insert(row.movie.id)
    status = .info("Put \u{201C}\(displayTitle(row.movie.title))\u{201D} back on the watchlist.")
    selectedRow = position
    scrollToSelection()
    return [.restoreToWatchlist(row)] + followSelection()
  }

  func displayTitle(_ title: String) -> String {
    title.isEmpty ? "Untitled" : title
  }
}
