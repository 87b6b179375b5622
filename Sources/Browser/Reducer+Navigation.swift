/// Moving through the list on screen and the detail pane.
extension BrowserState {
  mutating func moveSelection(to row: Int) -> [Effect] {
    moveSelection(.row(row))
  }

  /// Moves the selection `rows` rows from where it is (`j`, `k`, the wheel).
  mutating func moveSelection(by rows: Int) -> [Effect] {
    moveSelection(.offset(rows))
  }

  private mutating func moveSelection(_ target: SelectionTarget) -> [Effect] {
    if case .watchlist = screen { return moveWatchlistSelection(target) }
    // The list is found once and changed where it is stored: its row count, the movie before
    // and after, the move and the pages it needs are all read there, with no copy of the list
    // and no second look-up of its key (this runs at every `j`).
    let id = currentList
    guard let index = lists.index(forKey: id),
      let move = lists.values[index].moveSelection(target, viewportRows: viewport(for: id))
    else { return [] }
    // The user scrolled: pages that failed get another try, superseding the message.
    if move.forgotFailures { clearListStatus() }
    var effects =
      move.after != move.before || move.after == nil ? followSelection(of: move.after) : []
    effects += ensureVisiblePages(id, at: index)
    return effects
  }

  private mutating func moveWatchlistSelection(_ target: SelectionTarget) -> [Effect] {
    guard case .watchlist(var watchlist) = screen, watchlist.count > 0 else { return [] }
    let before = selectedMovieID
    watchlist.selectedRow = target.row(from: watchlist.selectedRow, count: watchlist.count)
    watchlist.scrollToSelection(viewportRows: viewportRows)
    screen = .watchlist(watchlist)
    let after = selectedMovieID
    var effects = after != before || after == nil ? followSelection(of: after) : []
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
    return moveSelection(by: rows)
  }

  mutating func scrollDetail(by lines: Int) {
    detailScroll = max(detailScroll + lines, 0)
  }
}

/// Where a move puts the selection: a row, or a number of rows from the selected one.
enum SelectionTarget {
  case row(Int)
  case offset(Int)

  /// The row selected, kept inside a list of `count` rows (at least one).
  func row(from selected: Int, count: Int) -> Int {
    switch self {
    case .row(let row): min(max(row, 0), count - 1)
    case .offset(let rows): min(max(selected + rows, 0), count - 1)
    }
  }
}
