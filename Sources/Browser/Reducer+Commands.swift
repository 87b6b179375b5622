/// What each user command does, by focus and phase.
extension BrowserState {
  mutating func perform(_ command: Command) -> [Effect] {
    // Before any list exists, only a few commands make sense.
    if phase == .loadingConfig || phase == .configFailure {
      switch command {
      case .quit: return [.quit]
      case .toggleHelp:
        showsHelp.toggle()
        return []
      case .cancel, .back:
        showsHelp = false
        return []
      case .refresh where phase == .configFailure:
        return startLoadingConfiguration()
      default:
        return []
      }
    }
    if showsHelp {
      switch command {
      case .toggleHelp, .cancel, .back:
        showsHelp = false
        return []
      case .quit:
        return [.quit]
      default:
        showsHelp = false
      }
    }
    switch command {
    case .moveUp: return move(by: -1)
    case .moveDown: return move(by: 1)
    case .pageUp: return pageMove(by: -viewportRows)
    case .pageDown: return pageMove(by: viewportRows)
    case .halfPageUp: return pageMove(by: -max(viewportRows / 2, 1))
    case .halfPageDown: return pageMove(by: max(viewportRows / 2, 1))
    case .first:
      if focus == .detail {
        detailScroll = 0
        return []
      }
      return leaveForList() + moveSelection(to: 0)
    case .last:
      guard focus != .detail else { return [] }
      return leaveForList() + moveSelection(to: rowCount - 1)
    case .selectVisibleRow(let row):
      return leaveForList() + moveSelection(to: topRow + row)
    case .scroll(let rows):
      if focus == .detail {
        scrollDetail(by: rows)
        return []
      }
      return moveSelection(to: selectedRow + rows)
    case .openDetail:
      return focus == .search ? submitSearch() : openDetail()
    case .back:
      return stepBack()
    case .nextPane:
      switch focus {
      case .search: return leaveSearchField()
      case .list: return openDetail()
      case .detail:
        focus = .list
        return []
      }
    case .focusSearch:
      let effects = closeWatchlistView()
      focus = .search
      return effects
    case .showCategory(let category):
      var effects = closeWatchlistView(resume: activeSource == .category(category))
      focus = .list
      searchText = ""
      effects += cancelTimer(.searchDebounce)
      if activeSource == .category(category) { return effects }
      return effects + startList(.category(category))
    case .toggleWatchlist:
      return toggleWatchlist()
    case .showWatchlist:
      return toggleWatchlistView()
    case .cycleWatchlistOrder:
      return cycleWatchlistOrder()
    case .undoWatchlistRemoval:
      return undoWatchlistRemoval()
    case .refresh:
      return refresh()
    case .toggleHelp:
      showsHelp = true
      return []
    case .quit:
      return [.quit]
    case .insertText(let text):
      guard focus == .search else { return [] }
      return edit { $0 += text }
    case .deleteBackward:
      guard focus == .search, !searchText.isEmpty else { return [] }
      return edit { $0.removeLast() }
    case .deleteWord:
      guard focus == .search else { return [] }
      return edit { $0.deleteLastWord() }
    case .clearSearch:
      guard focus == .search else { return [] }
      return edit { $0 = "" }
    case .submitSearch:
      return submitSearch()
    case .cancel:
      return cancel()
    }
  }

  private mutating func move(by rows: Int) -> [Effect] {
    switch focus {
    case .detail:
      scrollDetail(by: rows)
      return []
    case .search:
      // Down from the field goes to the results, as in a browser's address bar.
      guard rows > 0 else { return [] }
      return leaveSearchField()
    case .list:
      return moveSelection(to: selectedRow + rows)
    }
  }

  private mutating func pageMove(by rows: Int) -> [Effect] {
    if focus == .detail {
      scrollDetail(by: rows)
      return []
    }
    return leaveForList() + page(by: rows)
  }

  /// Puts the focus on the list, leaving the search field as Down or Tab would.
  private mutating func leaveForList() -> [Effect] {
    if focus == .search { return leaveSearchField() }
    focus = .list
    return []
  }

  /// `h` or Escape with nothing to cancel: leave the detail pane or the search field.
  private mutating func stepBack() -> [Effect] {
    switch focus {
    case .detail:
      focus = .list
      return []
    case .search:
      return leaveSearchField()
    case .list:
      if watchlistView != nil { return closeWatchlistView() }
      status = nil
      if failedSource != nil {
        // Dismissing a failed search: the field shows what is listed again.
        failedSource = nil
        restoreSearchText()
      }
      return []
    }
  }

  /// Escape: cancel what is in flight (keeping the previous results), and step back.
  private mutating func cancel() -> [Effect] {
    var effects: [Effect] = []
    if let request = listRequest {
      let fetchingPage = pendingSource == nil
      effects += cancelListRequest()
      // The page stays a placeholder until the next scroll or `r` retries it; a resize must
      // not quietly restart it, and `r` must not reload the whole list from the top.
      if fetchingPage { failedPages.insert(request.page) }
      status = .info("Cancelled.")
    }
    if focus == .detail, detail.requestID != nil {
      effects += cancelDetailRequest()
    }
    let wasCancelling = !effects.isEmpty
    effects += cancelTimer(.searchDebounce)
    if focus == .list && wasCancelling { return effects }
    return effects + stepBack()
  }

  private mutating func refresh() -> [Effect] {
    if let view = watchlistView, focus == .list { return [.loadWatchlistEntries(view.order)] }
    if focus == .detail, case .failed = detail {
      return loadSelectedDetails()
    }
    if let source = failedSource {
      return startList(source)
    }
    if !failedPages.isEmpty {
      failedPages.removeAll()
      status = nil
      return ensureVisiblePages()
    }
    return startList(activeSource ?? .category(.popular))
  }

  private mutating func toggleWatchlist() -> [Effect] {
    guard let movie = movieForAction else { return [] }
    if let effects = removeFromWatchlistView(movieID: movie.id) { return effects }
    let title = displayTitle(movie.title)
    if watchlist.contains(movie.id) {
      watchlist.remove(movie.id)
      status = .info("Removed \u{201C}\(title)\u{201D} from the watchlist.")
      return [.removeFromWatchlist(movieID: movie.id)]
    }
    watchlist.insert(movie.id)
    status = .info("Added \u{201C}\(title)\u{201D} to the watchlist.")
    return [.addToWatchlist(movie)]
  }
}
