import TMDB

/// The browser's one entry point: `(state, event) -> (state', effects)`. Pure: no I/O, no clock.
public func reduce(_ state: inout BrowserState, _ event: Event) -> [Effect] {
  switch event {
  case .start:
    return state.startLoadingConfiguration()
  case .viewportChanged(let rows):
    state.viewportRows = max(rows, 1)
    state.scrollToSelection()
    return state.ensureVisiblePages()
  case .detailPaneShown(let shown):
    guard state.detailBeside != shown else { return [] }
    state.detailBeside = shown
    return state.followSelection()
  case .detailScrollLimit(let limit):
    state.detailScroll = min(state.detailScroll, max(limit, 0))
    return []
  case .command(let command):
    return state.perform(command)
  case .configurationLoaded(let id, let configuration, let genres):
    guard id == state.configRequest else { return [] }
    state.configRequest = nil
    state.configuration = configuration
    state.genres = Dictionary(genres.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    return state.startList(.category(.popular))
  case .configurationFailed(let id, let message):
    guard id == state.configRequest else { return [] }
    state.configRequest = nil
    state.phase = .configFailure
    state.status = .error(message)
    return []
  case .pageLoaded(let id, let page):
    guard let request = state.listRequest, request.id == id else { return [] }
    return state.receive(page, for: request)
  case .pageFailed(let id, let message):
    guard let request = state.listRequest, request.id == id else { return [] }
    return state.listFailed(request, message: message)
  case .detailsLoaded(let id, let details):
    guard state.detail.requestID == id else { return [] }
    state.remember(details)
    state.detail = .loaded(details)
    return []
  case .detailsFailed(let id, let message):
    guard state.detail.requestID == id, let movieID = state.detail.movieID else { return [] }
    state.detail = .failed(movieID: movieID, message: message)
    return []
  case .timerFired(let key, let token):
    guard state.timers[key] == token else { return [] }
    state.timers[key] = nil
    switch key {
    case .searchDebounce: return state.searchAfterPause()
    case .detailPreview: return state.loadSelectedDetails()
    }
  case .watchlistLoaded(let ids):
    state.watchlist = ids
    return []
  case .watchlistEntriesLoaded(let rows, let order):
    return state.receiveWatchlist(rows, order: order)
  case .notice(let message):
    state.status = message
    return []
  case .watchlistFailed(let movieID, let message):
    // Undo the optimistic change so the mark shows what is really stored.
    if state.watchlist.contains(movieID) {
      state.watchlist.remove(movieID)
    } else {
      state.watchlist.insert(movieID)
    }
    state.status = .error(message)
    return []
  }
}

extension BrowserState {
  mutating func takeRequestID() -> RequestID {
    defer { nextRequestID += 1 }
    return RequestID(nextRequestID)
  }

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
    let id = takeRequestID()
    configRequest = id
    phase = .loadingConfig
    status = nil
    return [.loadConfiguration(id)]
  }
}
