import TMDB

/// The home screen: opening it, loading its rows (all at once, the visible first), moving
/// along and between rows, and reloading one.
extension BrowserState {
  /// Where Reel goes once the configuration has loaded.
  mutating func openStartScreen() -> [Effect] {
    switch settings.start {
    case .home:
      return showHome()
    case .category(let category):
      return startList(.main, .category(category))
    case .watchlist:
      return startList(.main, .category(.popular)) + toggleWatchlistScreen()
    }
  }

  /// `0`/`H`: the home screen, rows where they were left; rows never loaded load now.
  mutating func showHome() -> [Effect] {
    var effects = cancelTimer(.searchDebounce)
    if focus == .search { restoreSearchText() }
    if screen == .results { effects += cancelPageRequests(of: .main, keepingNewSource: true) }
    if home == nil {
      home = HomeScreen(kinds: settings.homeRows)
      effects += removeEmptyWatchlistRow()
    }
    screen = .home
    focus = .list
    overlay = nil
    effects += syncHomeWatchlistRow()
    effects += loadHomeRows()
    return effects + followSelection()
  }

  /// Starts every row that has nothing yet, the rows on screen first.
  mutating func loadHomeRows() -> [Effect] {
    guard let home else { return [] }
    let shown = home.topRow..<(home.topRow + homeViewport.rowsShown)
    let order =
      home.rows.indices.filter { shown.contains($0) }
      + home.rows.indices.filter { !shown.contains($0) }
    var effects: [Effect] = []
    for index in order {
      let row = home.rows[index]
      let list = lists[row.list] ?? ResultList()
      guard !list.hasContent, list.pendingSource == nil, list.failedSource == nil else {
        effects += ensureVisiblePages(row.list)
        continue
      }
      switch row.kind {
      case .category(let category):
        effects += startList(row.list, .category(category))
      case .genre(let genre):
        effects += startList(row.list, Self.genreSource(genre))
      case .watchlist:
        lists[row.list] = list
        if !requests.values.contains(.watchlistEntries(.added)) {
          effects.append(.loadWatchlistEntries(.added, startRequest(.watchlistEntries(.added))))
        }
      }
    }
    return effects
  }

  /// The watchlist row shows only when the watchlist is not empty.
  mutating func syncHomeWatchlistRow() -> [Effect] {
    guard var current = home, settings.homeRows.contains(.watchlist) else { return [] }
    let hasRow = current.rows.contains { $0.kind == .watchlist }
    if !watchlist.isEmpty, !hasRow, let index = settings.homeRows.firstIndex(of: .watchlist) {
      let row = HomeRow(kind: .watchlist, list: .homeRow(index))
      let position = current.rows.firstIndex { rowIndex($0) > index } ?? current.rows.endIndex
      current.rows.insert(row, at: position)
      if position <= current.selectedRow, current.rows.count > 1 { current.selectedRow += 1 }
      // The rows on screen stay; the selected one stays on screen (it was pushed off below).
      if position < current.topRow { current.topRow += 1 }
      home = current
      scrollHomeToSelection()
      return screen == .home ? loadHomeRows() : []
    }
    if watchlist.isEmpty, hasRow { return removeEmptyWatchlistRow() }
    return []
  }

  /// Never the only row: `[home] rows = ["watchlist"]` with nothing on it left home with no
  /// row at all ("Nothing to show."); kept, the row says it has nothing.
  private mutating func removeEmptyWatchlistRow() -> [Effect] {
    guard watchlist.isEmpty, var current = home, current.rows.count > 1,
      let index = current.rows.firstIndex(where: { $0.kind == .watchlist })
    else { return [] }
    // Its films go too: shown again, the row reads the watchlist afresh (kept, it came back
    // with the films removed and none of those added).
    lists[current.rows.remove(at: index).list] = nil
    if current.selectedRow > index || current.selectedRow >= current.rows.count {
      current.selectedRow = max(current.selectedRow - 1, 0)
    }
    if index < current.topRow { current.topRow -= 1 }
    home = current
    scrollHomeToSelection()
    return []
  }

  private func rowIndex(_ row: HomeRow) -> Int {
    if case .homeRow(let index) = row.list { return index }
    return 0
  }

  /// The watchlist's entries fill its home row.
  mutating func fillHomeWatchlistRow(_ rows: [WatchlistRow]) {
    guard let row = home?.rows.first(where: { $0.kind == .watchlist }) else { return }
    var list = lists[row.list] ?? ResultList()
    list.fixedRows = rows.map(\.movie)
    list.fixedRowsFailed = false
    list.selectedRow = min(list.selectedRow, max(rows.count - 1, 0))
    list.scrollToSelection(viewportRows: homeViewport.cardsPerRow)
    lists[row.list] = list
  }

  /// `w` on home: the watchlist row follows at once. It read the stored watchlist only when
  /// home opened, so a film removed stayed on the row (the last one too, on a row shown only
  /// while the watchlist is not empty) and a film added never came.
  mutating func toggleWatchlistOnHome() -> [Effect] {
    let before = selectedMovie?.id
    var effects = toggleWatchlist()
    guard !effects.isEmpty else { return effects }
    effects += followWatchlistOnHome()
    // The detail open stays on its film; the list's selection follows once back.
    if focus == .list, selectedMovie?.id != before { effects += followSelection() }
    return effects
  }

  /// The watchlist changed: the home row shows or goes with it, and reads its films again
  /// (after a save: the store runs them in order on one queue).
  mutating func followWatchlistOnHome() -> [Effect] {
    guard home != nil, settings.homeRows.contains(.watchlist) else { return [] }
    let hadRow = home?.rows.contains { $0.kind == .watchlist } ?? false
    var effects = syncHomeWatchlistRow()
    if hadRow, home?.rows.contains(where: { $0.kind == .watchlist }) == true {
      effects.append(.loadWatchlistEntries(.added, startRequest(.watchlistEntries(.added))))
    }
    scrollHomeToSelection()
    return effects
  }

  /// Up and down between rows, keeping the card's place on screen as near as the row allows.
  mutating func moveHomeRow(to target: Int) -> [Effect] {
    guard var current = home, !current.rows.isEmpty, let from = current.selected else { return [] }
    let row = min(max(target, 0), current.rows.count - 1)
    guard row != current.selectedRow else { return [] }
    let before = selectedMovie?.id
    let offset = (lists[from.list]?.selectedRow ?? 0) - (lists[from.list]?.topRow ?? 0)
    current.selectedRow = row
    home = current
    scrollHomeToSelection()
    let to = current.rows[row].list
    if var list = lists[to], list.rowCount > 0 {
      list.selectedRow = min(list.topRow + offset, list.rowCount - 1)
      list.scrollToSelection(viewportRows: homeViewport.cardsPerRow)
      lists[to] = list
    }
    var effects: [Effect] = []
    if selectedMovie?.id != before || selectedMovie == nil { effects += followSelection() }
    return effects + ensureVisiblePages(to)
  }

  /// Along the selected row: the row turns over a screen of cards when the selection passes
  /// its edge (`HomeRowPaging`), instead of sliding by one.
  mutating func moveHomeCard(to card: Int) -> [Effect] {
    // Changed where it is stored, through its index: `lists[id]?.turnPage` took the list out
    // of the table and put it back (two look-ups and a move of the whole list, ~2,900
    // instructions an `l`).
    if let id = home?.selected?.list, let index = lists.index(forKey: id) {
      lists.values[index].turnPage(toShow: card, cardsPerRow: homeViewport.cardsPerRow)
    }
    return moveSelection(to: card)
  }

  /// After a resize: each row's selected card in view (fewer cards a row may leave it past
  /// the edge), turned over by the same rule as a step.
  mutating func keepHomeCardsInView() {
    guard let rows = home?.rows else { return }
    for row in rows {
      guard let list = lists[row.list], list.rowCount > 0 else { continue }
      let top = HomeRowPaging.top(
        selected: list.selectedRow, top: list.topRow, cardsPerRow: homeViewport.cardsPerRow,
        rowCount: list.rowCount)
      if top != list.topRow { lists[row.list]?.topRow = top }
    }
  }

  /// Keeps the selected row inside the rows on screen.
  mutating func scrollHomeToSelection() {
    guard var current = home else { return }
    let shown = homeViewport.rowsShown
    if current.selectedRow < current.topRow {
      current.topRow = current.selectedRow
    } else if current.selectedRow >= current.topRow + shown {
      current.topRow = current.selectedRow - shown + 1
    }
    current.topRow = min(max(current.topRow, 0), max(current.rows.count - shown, 0))
    home = current
  }

  /// A genre's row: its most popular films.
  static func genreSource(_ genre: Int) -> MovieListSource {
    .discover(DiscoverFilters(genres: [genre], sort: .popularity))
  }

  /// `r` on the home screen: the selected row again (or just its failed pages).
  mutating func refreshHomeRow() -> [Effect] {
    guard let row = home?.selected else { return [] }
    switch row.kind {
    case .watchlist:
      // Loading again, not failed, until the answer says.
      lists[row.list]?.fixedRowsFailed = false
      return [.loadWatchlistEntries(.added, startRequest(.watchlistEntries(.added)))]
    case .category, .genre:
      if let list = lists[row.list], list.window != nil, !list.failedPages.isEmpty {
        lists[row.list]?.failedPages.removeAll()
        clearListStatus()
        return ensureVisiblePages(row.list)
      }
      if case .category(let category) = row.kind {
        return startList(row.list, .category(category))
      }
      if case .genre(let genre) = row.kind { return startList(row.list, Self.genreSource(genre)) }
      return []
    }
  }

  /// The home screen's keys while its rows have focus; nil for the commands every screen
  /// handles alike.
  mutating func performOnHome(_ command: Command) -> [Effect]? {
    guard case .home = screen, focus != .search, let current = home else { return nil }
    // From the detail opened on a card too: Esc comes back to a row that is right.
    if case .toggleWatchlist = command { return toggleWatchlistOnHome() }
    guard focus == .list else { return nil }
    switch command {
    case .moveUp: return moveHomeRow(to: current.selectedRow - 1)
    case .moveDown: return moveHomeRow(to: current.selectedRow + 1)
    case .moveLeft: return moveHomeCard(to: selectedRow - 1)
    case .moveRight: return moveHomeCard(to: selectedRow + 1)
    case .pageUp, .halfPageUp: return moveHomeCard(to: selectedRow - homeViewport.cardsPerRow)
    case .pageDown, .halfPageDown: return moveHomeCard(to: selectedRow + homeViewport.cardsPerRow)
    case .first: return moveHomeRow(to: 0)
    case .last: return moveHomeRow(to: current.rows.count - 1)
    case .scroll(let rows): return moveHomeRow(to: current.selectedRow + rows.signum())
    case .selectVisibleRow: return []
    case .selectCard(let row, let card):
      // A click on nothing (a slot below the last row, past a short row's last card) selects
      // nothing: it went to the last row, or the row's last card.
      let target = current.topRow + row
      guard current.rows.indices.contains(target), card >= 0 else { return [] }
      if let list = lists[current.rows[target].list], list.rowCount > 0,
        list.topRow + card >= list.rowCount
      {
        return []
      }
      var effects = moveHomeRow(to: target)
      let top = lists[home?.selected?.list ?? .main]?.topRow ?? 0
      effects += moveSelection(to: top + card)
      return effects
    case .refresh: return refreshHomeRow()
    case .back: return []
    case .nextPane: return openDetail()
    default: return nil
    }
  }
}

extension ResultList {
  /// Scrolls a home row so that `card` (clamped to the row) is in view, turned over by a
  /// screen as `HomeRowPaging` says.
  fileprivate mutating func turnPage(toShow card: Int, cardsPerRow: Int) {
    let count = rowCount
    guard count > 0 else { return }
    topRow = HomeRowPaging.top(
      selected: min(max(card, 0), count - 1), top: topRow, cardsPerRow: cardsPerRow,
      rowCount: count)
  }
}
