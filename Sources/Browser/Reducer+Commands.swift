/// What each user command does, by overlay, screen, focus and phase.
extension BrowserState {
  mutating func perform(_ command: Command) -> [Effect] {
    // Matched, not compared: `==` on `Command` is a call into its derived equality (a switch
    // over every case and payload), a dozen code lines cold at every key, for each compare.
    if case .quit = command { return [.quit] }
    if case .toggleInspector = command { return toggleInspector() }
    if case .inspector(let inspectorCommand) = command {
      return performInInspector(inspectorCommand)
    }
    // An overlay takes every key while it is open: nothing reaches the screen below it.
    // (Matched, not compared: `==` copies the overlay and the value it is compared with, on
    // every key.)
    switch overlay {
    case .inspector?: return []
    case .discover?: return performInDiscoverForm(command)
    case .help?, .messages?: return performInScrollingOverlay(command)
    case nil: break
    }
    // Before any list exists, only a few commands make sense.
    switch configurationStatus {
    case .loading, .failed:
      switch command {
      case .toggleHelp, .toggleMessages:
        openScrollingOverlay(command == .toggleHelp ? .help : .messages)
      case .refresh where phase == .configFailure:
        return startLoadingConfiguration()
      default:
        break
      }
      return []
    case .loaded:
      break
    }
    if case .some = noteDraft { return performInNoteField(command) }
    if case .countDigit(let digit, let otherwise) = command {
      return typeCountDigit(digit, otherwise: otherwise)
    }
    if let count = pendingCount { return performAfterCount(count, command) }
    if let effects = performInFilter(command) { return effects }
    if case .cancel = command, hasFilterToClear { return clearFilter() }
    if let effects = performInRelatedRow(command) { return effects }
    if let effects = performOnPersonScreen(command) { return effects }
    if let effects = performOnCollectionScreen(command) { return effects }
    if let effects = performOnHome(command) { return effects }
    switch command {
    case .showHome: return showHome()
    case .selectCard: return []
    case .moveLeft: return focus == .detail ? [] : stepBack()
    case .moveRight: return focus == .search ? [] : openDetail()
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
      return moveSelection(by: rows)
    case .openDetail:
      return focus == .search ? submitSearch() : openDetail()
    case .back:
      return stepBack()
    case .nextPane:
      switch focus {
      case .search: return leaveSearchFieldForResults()
      case .list: return openDetail()
      case .detail:
        return detailNextPane()
      }
    case .focusSearch:
      // Asked before the watchlist or home closes: both put the focus on the list, which hid
      // that the pane was left (from home with no list yet, a film opened from "More like
      // this" stayed).
      let leftPane = focus == .detail
      var effects = closeWatchlistScreen()
      if screen == .home { effects += leaveHomeForResults() }
      // `/` from the opened pane leaves it as Tab does: a film kept in it across a reload
      // stayed beside another row once the field was left.
      if leftPane { effects += leaveDetailForList() }
      focus = .search
      searchCursorFromEnd = 0
      return effects
    case .showCategory(let category):
      // Asked before the watchlist or home closes: both put the focus on the list, which hid
      // that the pane was left.
      let leftPane = focus == .detail
      var effects = closeWatchlistScreen(resume: activeSource == .category(category))
      if screen == .home {
        effects += leaveHomeForResults(resume: activeSource == .category(category))
      }
      focus = .list
      searchText = ""
      effects += cancelTimer(.searchDebounce)
      // The pane left follows the list's selection, as Tab's way out does, whether the list
      // stays or a new one loads: it kept the film opened in it beside another row (and `l`
      // opened that film again), or, while the new category loaded, films opened from "More
      // like this" (and for good when it failed).
      if leftPane { effects += leaveDetailForList() }
      if activeSource == .category(category) { return effects }
      return effects + startList(.main, .category(category))
    case .toggleWatchlist:
      return toggleWatchlist()
    case .openInBrowser:
      return openInBrowser()
    case .editNote:
      return editNote()
    case .copyLink:
      return copyLink()
    case .showWatchlist:
      return toggleWatchlistScreen()
    case .showDiscover:
      return showDiscover()
    case .cycleWatchlistOrder:
      return cycleWatchlistOrder()
    case .undoWatchlistRemoval:
      return undoWatchlistRemoval()
    case .refresh:
      return refresh()
    case .toggleHelp:
      openScrollingOverlay(.help)
      return []
    case .toggleMessages:
      openScrollingOverlay(.messages)
      return []
    case .filterLoaded:
      return startFilter()
    case .cycleLoadedOrder:
      return cycleLoadedOrder()
    case .toggleInspector, .inspector, .countDigit:
      return []  // handled before any screen sees the command
    case .quit:
      return [.quit]
    case .insertText(let text):
      guard focus == .search else { return [] }
      return insertAtCursor(text)
    case .paste(let text):
      guard focus == .search else { return [] }
      // One line: breaks and tabs become spaces, other controls go.
      let line = String(
        String.UnicodeScalarView(
          text.unicodeScalars.compactMap { scalar in
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { return " " }
            return scalar.properties.generalCategory == .control ? nil : scalar
          }))
      return insertAtCursor(line)
    case .deleteBackward:
      guard focus == .search, !searchText.isEmpty else { return [] }
      return deleteBeforeCursor()
    case .deleteWord:
      guard focus == .search else { return [] }
      return deleteWordBeforeCursor()
    case .clearSearch:
      guard focus == .search else { return [] }
      searchCursorFromEnd = 0
      return edit { $0 = "" }
    case .moveSearchCursor(let move):
      return moveSearchCursor(move)
    case .deleteToEndOfSearch:
      return deleteToEndOfSearch()
    case .searchHistoryBack, .searchHistoryForward:
      return []
    case .submitSearch:
      return submitSearch()
    case .cancel:
      return cancel()
    }
  }

  /// The help and the message history take every key while open: they scroll, and close with
  /// their own key, Esc or Backspace; the other one's key switches to it.
  private mutating func performInScrollingOverlay(_ command: Command) -> [Effect] {
    let page = max(viewportRows, 1)
    switch command {
    case .toggleHelp:
      if overlay == .help { overlay = nil } else { openScrollingOverlay(.help) }
    case .toggleMessages:
      if overlay == .messages { overlay = nil } else { openScrollingOverlay(.messages) }
    case .cancel, .back: overlay = nil
    case .moveDown, .scroll(1...): overlayScroll += command == .moveDown ? 1 : 3
    case .moveUp, .scroll: overlayScroll -= command == .moveUp ? 1 : 3
    case .pageDown: overlayScroll += page
    case .pageUp: overlayScroll -= page
    case .halfPageDown: overlayScroll += max(page / 2, 1)
    case .halfPageUp: overlayScroll -= max(page / 2, 1)
    case .first: overlayScroll = 0
    // Past any real end: the layout's limit (`overlayScrollLimit`) brings it back.
    case .last: overlayScroll = Self.overlayScrollEnd
    default: break
    }
    overlayScroll = min(max(overlayScroll, 0), Self.overlayScrollEnd)
    return []
  }

  /// Further than any overlay reaches; the frame's limit clamps it to the real end.
  static let overlayScrollEnd = 100_000

  private mutating func openScrollingOverlay(_ opened: Overlay) {
    overlay = opened
    overlayScroll = 0
  }

  private mutating func move(by rows: Int) -> [Effect] {
    switch focus {
    case .detail:
      if rows > 0 { return detailMoveDown(limit: detailScrollLimit) }
      scrollDetail(by: rows)
      return []
    case .search:
      // Down from the field goes to the results, as in a browser's address bar.
      guard rows > 0 else { return [] }
      return leaveSearchFieldForResults()
    case .list:
      return moveSelection(by: rows)
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
    switch focus {
    case .search: return leaveSearchFieldForResults()
    // A click on a row from the opened pane leaves it as Tab does: a film opened in it, or
    // kept in it across a reload, stayed beside the clicked row when the click did not move
    // the selection.
    case .detail: return leaveDetailForList()
    case .list: return []
    }
  }

  /// `h` or Escape with nothing to cancel: leave the detail pane, the search field or the
  /// watchlist screen.
  private mutating func stepBack() -> [Effect] {
    switch focus {
    case .detail:
      if !detailTrail.isEmpty { return walkBackDetailTrail() }
      return leaveDetailForList()
    case .search:
      return leaveSearchField()
    case .list:
      if screen.watchlist != nil { return closeWatchlistScreen() }
      if personScreen != nil { return closePersonScreen() }
      if collectionScreen != nil { return closeCollectionScreen() }
      clearListStatus()
      if main.failedSource != nil {
        // Dismissing a failed search: the field shows what is listed again.
        main.failedSource = nil
        restoreSearchText()
        return []
      }
      // Back the way the user came: the list shown before this one, where it was left.
      if screen == .results, !mainHistory.isEmpty {
        return returnToHistory(at: mainHistory.count - 1, keepingCurrent: false)
      }
      return []
    }
  }

  /// Escape: cancel what is in flight (keeping the previous results), and step back.
  private mutating func cancel() -> [Effect] {
    var effects: [Effect] = []
    let running = pageRequests(for: .main)
    if !running.isEmpty {
      let fetchingPages = main.pendingSource == nil
      effects += cancelPageRequests(of: .main)
      // The pages stay placeholders until the next scroll or `r` retries them; a resize must
      // not quietly restart them, and `r` must not reload the whole list from the top.
      if fetchingPages { main.failedPages.formUnion(running.map(\.page)) }
      // A new list given up (a search submitted, then Esc before its answer): the field shows
      // what is still listed, as leaving it with Esc does, not the query given up.
      if !fetchingPages {
        restoreSearchText()
        effects += paneFollowsKeptList(.main)
      }
      status = .cancelled
    }
    if focus == .detail, detailRequest != nil {
      effects += cancelDetailRequest()
    }
    let wasCancelling = !effects.isEmpty
    effects += cancelTimer(.searchDebounce)
    if focus == .list && wasCancelling { return effects }
    return effects + stepBack()
  }

  /// From the home screen to the results, the main list where it was left.
  private mutating func leaveHomeForResults(resume: Bool = true) -> [Effect] {
    screen = .results
    focus = .list
    if main.window == nil, main.pendingSource == nil {
      return startList(.main, main.failedSource ?? .category(.popular))
    }
    guard resume else { return [] }
    return followSelection() + ensureVisiblePages(.main)
  }

  private mutating func refresh() -> [Effect] {
    if screen.watchlist != nil, focus == .list {
      return rereadWatchlistWindow()
    }
    if focus == .detail, case .failed = detail {
      return loadSelectedDetails()
    }
    if let source = main.failedSource {
      return startList(.main, source)
    }
    if !main.failedPages.isEmpty {
      main.failedPages.removeAll()
      clearListStatus()
      return ensureVisiblePages(.main)
    }
    return startList(.main, activeSource ?? .category(.popular))
  }
}
