import TMDB

/// "More like this" in the detail pane: loading it, moving into its row, opening a film from it
/// in place, and walking back through the films opened that way.
extension BrowserState {
  /// The film the detail pane is about: the last one opened from "More like this", else the
  /// list's selection.
  public var detailMovie: MovieSummary? { detailTrail.last ?? selectedMovie }

  /// The films of the "More like this" row for the film shown in the detail pane.
  public var relatedFilms: [MovieSummary] {
    guard case .loaded(let details) = detail else { return [] }
    return related.films(for: details.id)
  }

  /// The people of the opened pane's film that can be opened.
  public var detailPeople: [PersonLink] {
    guard case .loaded(let details) = detail else { return [] }
    return PersonLink.links(in: details)
  }

  /// Loads "More like this" for the film whose details the opened pane shows, unless it is
  /// there or on its way already.
  mutating func loadRelated() -> [Effect] {
    guard focus == .detail, case .loaded(let details) = detail else { return [] }
    return loadRelatedFilms(details) + loadNote(of: details.id)
  }

  private mutating func loadRelatedFilms(_ details: MovieDetails) -> [Effect] {
    switch related {
    case .loading(details.id): return []
    case .loaded(let current) where current.movieID == details.id: return []
    default: break
    }
    var effects = cancelRelatedRequest()
    if let cached = relatedCache.last(where: { $0.movieID == details.id }) {
      related = .loaded(cached)
      return effects
    }
    let id = startRequest(.related(movieID: details.id))
    related = .loading(movieID: details.id)
    effects.append(.loadRelated(movieID: details.id, id))
    return effects
  }

  mutating func receiveRelated(_ id: RequestID, _ result: RelatedMovies) -> [Effect] {
    guard case .related(let movieID)? = requests[id] else { return [] }
    requests[id] = nil
    guard movieID == result.movieID else {
      related = .failed(
        movieID: movieID, .answerAbout(anotherThan: movieID, got: result.movieID))
      return []
    }
    relatedCache.removeAll { $0.movieID == movieID }
    relatedCache.append(result)
    if relatedCache.count > settings.detailCacheSize {
      relatedCache.removeFirst(relatedCache.count - settings.detailCacheSize)
    }
    related = .loaded(result)
    return []
  }

  mutating func receiveProviders(_ movieID: Int, _ providers: WatchProviderResults) -> [Effect] {
    guard requests.values.contains(.related(movieID: movieID)) else { return [] }
    var kept = providers
    kept.id = movieID
    providersCache.removeAll { $0.id == movieID }
    providersCache.append(kept)
    if providersCache.count > settings.detailCacheSize {
      providersCache.removeFirst(providersCache.count - settings.detailCacheSize)
    }
    return []
  }

  mutating func relatedFailed(_ id: RequestID, _ failure: Failure) -> [Effect] {
    guard case .related(let movieID)? = requests[id] else { return [] }
    requests[id] = nil
    related = .failed(movieID: movieID, failure)
    return []
  }

  /// The "More like this" request in flight, if any.
  var relatedRequest: RequestID? {
    requests.first {
      if case .related = $0.value { return true }
      return false
    }?.key
  }

  mutating func cancelRelatedRequest() -> [Effect] {
    guard let request = relatedRequest else { return [] }
    requests[request] = nil
    related = .none
    return [.cancel(request)]
  }

  /// Tab in the detail pane: into the links (collection, "More like this", cast and crew)
  /// when there are any, else back to the list.
  mutating func detailNextPane() -> [Effect] {
    if linkSelection == nil, !detailLinks.isEmpty {
      linkSelection = 0
      // The links end the pane: show the end (the layout clamps this to what it can scroll;
      // the pane keeps the selected link itself in view).
      detailScroll = Self.detailEnd
      return []
    }
    return leaveDetailForList()
  }

  /// ↓ in the opened pane: scrolls the text, and once its end is on screen, moves into the
  /// links as Tab does. `limit` is how far the layout can scroll the pane.
  mutating func detailMoveDown(limit: Int?) -> [Effect] {
    if let limit, detailScroll >= limit, linkSelection == nil, !detailLinks.isEmpty {
      linkSelection = 0
      return []
    }
    scrollDetail(by: 1)
    return []
  }

  /// Moving along the links of the pane; nil when the command is not for them.
  mutating func performInRelatedRow(_ command: Command) -> [Effect]? {
    guard focus == .detail, let index = linkSelection else { return nil }
    let links = detailLinks
    let count = links.count
    guard count > 0 else {
      linkSelection = nil
      return nil
    }
    switch command {
    case .moveLeft, .moveUp:
      if index == 0 {
        linkSelection = nil
      } else {
        linkSelection = index - 1
      }
      return []
    case .moveRight, .moveDown:
      linkSelection = min(index + 1, count - 1)
      return []
    case .first:
      linkSelection = 0
      return []
    case .last:
      linkSelection = count - 1
      return []
    case .openDetail:
      switch links[min(index, count - 1)] {
      case .collection(let collection): return openCollection(collection)
      case .film(let film): return openRelated(film)
      case .person(let person): return openPerson(person)
      }
    case .back, .cancel:
      linkSelection = nil
      return []
    case .nextPane:
      return leaveDetailForList()
    default:
      return nil
    }
  }

  /// Enter on a film of the row: its details in place of the current ones; Esc comes back.
  mutating func openRelated(_ film: MovieSummary) -> [Effect] {
    detailTrail.append(film)
    return showDetailMovie()
  }

  /// Esc in the detail pane after films were opened from "More like this": the one before.
  mutating func walkBackDetailTrail() -> [Effect] {
    guard !detailTrail.isEmpty else { return [] }
    detailTrail.removeLast()
    return showDetailMovie()
  }

  /// Shows `detailMovie` in the opened pane from the top: from the cache at once, else loaded.
  private mutating func showDetailMovie() -> [Effect] {
    linkSelection = nil
    detailScroll = 0
    var effects = cancelRelatedRequest() + cancelTimer(.detailPreview)
    effects += loadSelectedDetails()
    return effects + loadRelated()
  }

  /// Leaves the opened pane for the list; films opened in place are given up, the pane
  /// showing the selection again.
  mutating func leaveDetailForList() -> [Effect] {
    focus = .list
    linkSelection = nil
    // The detail kept its film while a reload under it moved the selection to another: the
    // pane follows the selection now, as after any move.
    guard !detailTrail.isEmpty || detail.movieID.map({ $0 != selectedMovieID }) == true else {
      return cancelRelatedRequest()
    }
    detailTrail = []
    return cancelRelatedRequest() + followSelection()
  }

  /// A scroll past any pane's end, clamped by the layout's `detailScrollLimit`.
  static let detailEnd = 1 << 20
}
