/// Moving through the list on screen and the detail pane.
extension BrowserState {
  mutating func moveSelection(to row: Int) -> [Effect] {
    guard rowCount > 0 else { return [] }
    let before = selectedMovie?.id
    let target = min(max(row, 0), rowCount - 1)
    switch screen {
    case .watchlist(var watchlist):
      watchlist.selectedRow = target
      watchlist.scrollToSelection(viewportRows: viewportRows)
      screen = .watchlist(watchlist)
    case .results, .home, .person, .collection:
      let id = currentList
      let rows = viewport(for: id)
      // Changed where it is stored: taking the list out and putting it back copies it and
      // hashes its key twice, on every key press.
      guard let forgotFailures = lists[id]?.select(target, viewportRows: rows) else { return [] }
      // The user scrolled: pages that failed get another try, superseding the message.
      if forgotFailures { status = nil }
    }
    var effects: [Effect] = []
    if selectedMovie?.id != before || selectedMovie == nil { effects += followSelection() }
    return effects + ensureVisiblePages(currentList) + ensureWatchlistWindow()
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
