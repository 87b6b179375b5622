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
      guard var list = lists[id] else { return [] }
      list.selectedRow = target
      list.scrollToSelection(viewportRows: viewport(for: id))
      // The user scrolled: pages that failed get another try, superseding the message.
      if !list.failedPages.isEmpty {
        list.failedPages.removeAll()
        status = nil
      }
      lists[id] = list
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
