import TMDB

/// The browser's one entry point: `(state, event) -> (state', effects)`. Pure: no I/O, no clock.
public func reduce(_ state: inout BrowserState, _ event: Event) -> [Effect] {
  // Most events (every `j`) find no status message and leave none: matched in place, that
  // costs a look at the tag. Kept and compared, the optional message went through the
  // runtime's generic copy, destroy and metadata look-up (cold code, ~2 % of a press).
  if case .none = state.status {
    var effects = reduceEvent(&state, event)
    if case .none = state.status { return effects }
    let statusEffects = state.followStatusChange(from: nil)
    if !statusEffects.isEmpty { effects.append(contentsOf: statusEffects) }
    return effects
  }
  let previousStatus = state.status
  var effects = reduceEvent(&state, event)
  // Appended only when the status changed: `+` made a new array of the effects at every event.
  let statusEffects = state.followStatusChange(from: previousStatus)
  if !statusEffects.isEmpty { effects.append(contentsOf: statusEffects) }
  return effects
}

private func reduceEvent(_ state: inout BrowserState, _ event: Event) -> [Effect] {
  switch event {
  case .start:
    return state.startLoadingConfiguration() + [.loadWatchlist(state.startRequest(.watchlistIDs))]
  case .viewportChanged(let rows):
    state.viewportRows = max(rows, 1)
    state.scrollToSelection()
    return state.ensureVisiblePages(.main)
  case .detailPaneShown(let shown):
    guard state.detailBeside != shown else { return [] }
    state.detailBeside = shown
    return state.followSelection()
  case .homeViewportChanged(let viewport):
    guard state.homeViewport != viewport else { return [] }
    state.homeViewport = viewport
    state.scrollHomeToSelection()
    state.keepHomeCardsInView()
    return state.home.map { home in home.rows.flatMap { state.ensureVisiblePages($0.list) } } ?? []
  case .detailScrollLimit(let limit):
    state.detailScrollLimit = max(limit, 0)
    state.detailScroll = min(state.detailScroll, max(limit, 0))
    return []
  case .command(let command):
    return state.perform(command)
  case .configurationLoaded(let id, let configuration, let genres):
    guard state.finishRequest(id) == .configuration else { return [] }
    state.configurationStatus = .loaded
    state.configuration = configuration
    state.genres = Dictionary(genres.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    return state.openStartScreen()
  case .configurationFailed(let id, let failure):
    guard state.finishRequest(id) == .configuration else { return [] }
    state.configurationStatus = .failed(failure)
    state.status = .loadFailed(failure)
    return []
  case .pageLoaded(let id, let page):
    guard case .page(let list, let source, let number)? = state.requests[id] else { return [] }
    state.requests[id] = nil
    return state.receive(page, number: number, source: source, into: list)
  case .pageFailed(let id, let failure):
    guard case .page(let list, _, let number)? = state.requests[id] else { return [] }
    state.requests[id] = nil
    return state.pageFailed(number, of: list, failure)
  case .detailsLoaded(let id, let details):
    guard case .details(let movieID)? = state.requests[id] else { return [] }
    state.requests[id] = nil
    guard details.id == movieID else {
      state.detail = .failed(
        movieID: movieID, .answerAbout(anotherThan: movieID, got: details.id))
      return []
    }
    state.remember(details)
    state.detail = .loaded(details)
    return state.loadRelated()
  case .detailsFailed(let id, let failure):
    guard case .details(let movieID)? = state.requests[id] else { return [] }
    state.requests[id] = nil
    state.detail = .failed(movieID: movieID, failure)
    return []
  case .relatedLoaded(let id, let related):
    return state.receiveRelated(id, related)
  case .relatedFailed(let id, let failure):
    return state.relatedFailed(id, failure)
  case .providersLoaded(let movieID, let providers):
    return state.receiveProviders(movieID, providers)
  case .personLoaded(let id, let person):
    return state.receivePerson(id, person)
  case .personFailed(let id, let failure):
    return state.personFailed(id, failure)
  case .collectionLoaded(let id, let collection):
    return state.receiveCollection(id, collection)
  case .collectionFailed(let id, let failure):
    return state.collectionFailed(id, failure)
  case .timerFired(.statusFade, let token):
    state.fadeStatus(token: token)
    return []
  case .timerFired(let key, let token):
    guard state.timers[key] == token else { return [] }
    state.timers[key] = nil
    switch key {
    case .searchDebounce: return state.searchAfterPause()
    case .detailPreview: return state.loadSelectedDetails()
    case .statusFade: return []  // handled above, with its own tokens
    case .countPause: return state.countPauseEnded()
    }
  case .watchlistLoaded(let id, let ids):
    guard state.finishRequest(id) == .watchlistIDs else { return [] }
    state.watchlist = ids
    state.watchlistFailure = nil
    return state.syncHomeWatchlistRow()
  case .watchlistLoadFailed(let id, let failure):
    guard state.finishRequest(id) == .watchlistIDs else { return [] }
    state.watchlistFailure = failure
    state.status = .watchlistNotRead(failure)
    return []
  case .watchlistChanged(let ids):
    state.watchlist = ids
    // Ids read are a read that succeeded (a watchlist that could not be opened at start, open
    // now): the status bar stops saying it could not be read.
    state.watchlistFailure = nil
    // The watchlist screen reads its window again, keeping the selected movie; home's row
    // shows or goes with it and reads its films again.
    return state.rereadWatchlistWindow() + state.followWatchlistOnHome()
  case .watchlistSaved(let id, let stored):
    // The row follows what is stored now: ids read before the save (the store opened late)
    // came empty and took the new film's row away.
    return state.watchlistSettled(id, stored: stored, failure: nil) + state.syncHomeWatchlistRow()
  case .watchlistSaveFailed(let id, let failure, let stored):
    return state.watchlistSettled(id, stored: stored, failure: failure)
      + state.syncHomeWatchlistRow()
  case .watchlistNoteLoaded(let id, let note):
    return state.receiveNote(id, note)
  case .watchlistEntriesLoaded(let id, let rows):
    guard case .watchlistEntries(let order)? = state.finishRequest(id) else { return [] }
    return state.receiveWatchlist(rows, order: order)
  case .watchlistEntriesFailed(let id, let failure):
    guard case .watchlistEntries(let order)? = state.finishRequest(id) else { return [] }
    return state.watchlistEntriesFailed(failure, order: order)
  case .watchlistWindowLoaded(let id, let window):
    guard case .watchlistWindow(let request)? = state.finishRequest(id) else { return [] }
    return state.receiveWatchlistWindow(window, for: request)
  case .watchlistWindowFailed(let id, let failure):
    guard case .watchlistWindow(let request)? = state.finishRequest(id) else { return [] }
    return state.watchlistWindowFailed(failure, for: request)
  case .notice(let message):
    state.say(message)
    return []
  case .connectivity(let offline):
    state.offlineNotice = offline
    return []
  case .overlayScrollLimit(let limit):
    state.overlayScroll = min(state.overlayScroll, max(limit, 0))
    if case .inspector(var view)? = state.overlay, case .detail = view.pane {
      view.detailScroll = min(view.detailScroll, max(limit, 0))
      state.overlay = .inspector(view)
    }
    return []
  case .pausedRequests(let paused):
    state.pausedRequests = paused
    return []
  }
}

extension BrowserState {
  mutating func startTimer(_ key: TimerKey, milliseconds: Int) -> Effect {
    let token = nextTimerToken
    nextTimerToken += 1
    timers[key] = token
    return .startTimer(key, token: token, milliseconds: milliseconds)
  }

  mutating func cancelTimer(_ key: TimerKey) -> [Effect] {
    guard timers.removeValue(forKey: key) != nil else { return [] }
    return [.cancelTimer(key)]
  }

  mutating func startLoadingConfiguration() -> [Effect] {
    let id = startRequest(.configuration)
    configurationStatus = .loading
    clearListStatus()
    return [.loadConfiguration(id)]
  }

  /// Keeps the selection of the list on screen inside the viewport.
  mutating func scrollToSelection() {
    switch screen {
    case .watchlist(var watchlist):
      watchlist.scrollToSelection(viewportRows: viewportRows)
      screen = .watchlist(watchlist)
    case .results:
      main.scrollToSelection(viewportRows: viewportRows)
    case .person(let person):
      lists[person.list]?.scrollToSelection(viewportRows: viewportRows)
    case .collection(let page):
      lists[page.list]?.scrollToSelection(viewportRows: viewportRows)
    case .home:
      scrollHomeToSelection()
    }
  }
}

extension WatchlistScreen {
  mutating func scrollToSelection(viewportRows rows: Int) {
    let rows = max(rows, 1)
    if selectedRow < topRow {
      topRow = selectedRow
    } else if selectedRow >= topRow + rows {
      topRow = selectedRow - rows + 1
    }
    topRow = min(max(topRow, 0), max(count - rows, 0))
  }
}
