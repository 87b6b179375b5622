/// Moving through the list on screen and the detail pane.
extension BrowserState {
  mutating func moveSelection(to row: Int) -> [Effect] {
    guard rowCount > 0 else { return [] }
    let before = selectedMovieID
    let target = min(max(row, 0), rowCount - 1)
    switch screen {
    case .watchlist(var watchlist):
      watchlist.selectedRow = target
      watchlist.scrollToSelection(viewportRows: viewportRows)
      screen = .watchlist(watchlist)
    case .results, .home, .person, .collection:
      let id = currentList
      let rows = viewport(for: id)
      // Changed where it is stored: taking the list out and putting it back copies it, and
      // `lists[id]?.select` moves it out and back in, hashing its key twice, on every key.
      guard let index = lists.index(forKey: id) else { return [] }
      let forgotFailures = lists.values[index].select(target, viewportRows: rows)
      // The user scrolled: pages that failed get another try, superseding the message.
      if forgotFailures { status = nil }
    }
    let after = selectedMovieID
    var effects = after != before || after == nil ? followSelection() : []
    effects += ensureVisiblePages(currentList)
    effects += ensureWatchlistWindow()
    return effects
  }

  /// Moves the view and the selection together, as PgDn does in a pager.
  mutating func page(by rows: Int) -> [Effect] {
    let top = min(max(topRow + rows, 0), max(rowCount - viewport(for: currentList), 0))
    switch screen {
    case .watchlist(var watchlist):
      watchlist.topRow = top
      screen = .watchlist(watchlist)
    case .results, .home, .person, .collection:
      lists[currentList]?.topRow = top
    }
    return moveSelection(to: selectedRow + rows)
  }

  mutating func scrollDetail(by lines: Int) {
    detailScroll = max(detailScroll + lines, 0)
  }
}
