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
    case .results:
      main.selectedRow = target
      main.scrollToSelection(viewportRows: viewportRows)
      // The user scrolled: pages that failed get another try, superseding the message.
      if !main.failedPages.isEmpty {
        main.failedPages.removeAll()
        status = nil
      }
    }
    var effects: [Effect] = []
    if selectedMovie?.id != before || selectedMovie == nil { effects += followSelection() }
    return effects + ensureVisiblePages(.main)
  }

  /// Moves the view and the selection together, as PgDn does in a pager.
  mutating func page(by rows: Int) -> [Effect] {
    let top = min(max(topRow + rows, 0), max(rowCount - viewportRows, 0))
    switch screen {
    case .watchlist(var watchlist):
      watchlist.topRow = top
      screen = .watchlist(watchlist)
    case .results:
      main.topRow = top
    }
    return moveSelection(to: selectedRow + rows)
  }

  mutating func scrollDetail(by lines: Int) {
    detailScroll = max(detailScroll + lines, 0)
  }
}
