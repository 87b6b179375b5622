import TMDB

/// The detail pane: previewing the selected movie and opening it.
extension BrowserState {
  /// After the selection changed: show cached details at once, otherwise wait for the
  /// selection to settle before loading, so holding `j` does not fire a request per row.
  mutating func followSelection() -> [Effect] {
    followSelection(of: selectedMovieID)
  }

  /// `followSelection` when the caller knows the selected movie's id (a move of the selection).
  mutating func followSelection(of selectedID: Int?) -> [Effect] {
    detailScroll = 0
    detailTrail = []
    linkSelection = nil
    var effects = cancelDetailRequest()
    guard let movieID = selectedID else {
      detail = .none
      return effects + cancelTimer(.detailPreview)
    }
    if let cached = cachedDetails(for: movieID) {
      detail = .loaded(cached)
      return effects + cancelTimer(.detailPreview)
    }
    detail = .none
    // A hidden pane needs no details until the user opens them.
    // The screen matched, not compared: this runs at every move.
    let beside: Bool
    switch screen {
    case .home, .person, .collection: beside = false
    case .results, .watchlist: beside = detailBeside
    }
    guard beside || focus == .detail else { return effects + cancelTimer(.detailPreview) }
    effects.append(startTimer(.detailPreview, milliseconds: settings.detailPreviewMilliseconds))
    return effects
  }

  /// Enter on a row: focus the detail pane and load it now if needed.
  mutating func openDetail() -> [Effect] {
    guard let movie = detailMovie else { return [] }
    focus = .detail
    overlay = nil
    let effects = cancelTimer(.detailPreview)
    if detailRequest?.movieID == movie.id { return effects }
    return effects + loadSelectedDetails() + loadRelated()
  }

  mutating func loadSelectedDetails() -> [Effect] {
    guard let movie = detailMovie else { return [] }
    var effects = cancelDetailRequest()
    if let cached = cachedDetails(for: movie.id) {
      detail = .loaded(cached)
      return effects
    }
    let id = startRequest(.details(movieID: movie.id))
    detail = .loading(movieID: movie.id)
    effects.append(.loadDetails(movieID: movie.id, id))
    return effects
  }

  mutating func cancelDetailRequest() -> [Effect] {
    guard let request = detailRequest else { return [] }
    requests[request.id] = nil
    // Back to what the list row knows; opening the movie again loads it afresh.
    detail = .none
    return [.cancel(request.id)]
  }

  mutating func remember(_ details: MovieDetails) {
    detailCache.removeAll { $0.id == details.id }
    detailCache.append(details)
    if detailCache.count > settings.detailCacheSize {
      detailCache.removeFirst(detailCache.count - settings.detailCacheSize)
    }
  }

  /// The movie `w` acts on: the one in the detail pane when it has focus, else the selection.
  var movieForAction: MovieSummary? {
    if focus == .detail, case .loaded(let details) = detail { return details.summary }
    return selectedMovie
  }
}
