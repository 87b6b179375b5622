import TMDB

/// What a request in flight is for. One registry (`BrowserState.requests`) holds them all, so
/// "is anything loading" and a result's staleness are answered the same way for every kind.
public enum RequestPurpose: Sendable, Equatable {
  case configuration
  case page(ListID, MovieListSource, page: Int)
  case details(movieID: Int)
  /// "More like this" for a film.
  case related(movieID: Int)
  /// A person's page with their films.
  case person(id: Int)
  /// A collection's page with its films.
  case collection(id: Int)
  /// The ids on the stored watchlist, for the marks.
  case watchlistIDs
  case watchlistEntries(WatchlistOrder)
  case watchlistWindow(WatchlistWindowRequest)
  /// One film's note, for the detail pane.
  case watchlistNote(movieID: Int)
  case watchlistSave(WatchlistChange)
}

extension BrowserState {
  mutating func startRequest(_ purpose: RequestPurpose) -> RequestID {
    let id = RequestID(nextRequestID)
    nextRequestID += 1
    requests[id] = purpose
    return id
  }

  /// Removes and returns what `id` was for; nil for a result nobody awaits (stale).
  mutating func finishRequest(_ id: RequestID) -> RequestPurpose? {
    requests.removeValue(forKey: id)
  }

  /// The page requests in flight for `list`, oldest first.
  public func pageRequests(for list: ListID) -> [(
    id: RequestID, source: MovieListSource, page: Int
  )] {
    requests.compactMap { id, purpose in
      if case .page(list, let source, let page) = purpose { return (id, source, page) }
      return nil
    }.sorted { $0.id < $1.id }
  }

  /// Whether a page of `list` is on its way.
  func hasPageRequest(for list: ListID) -> Bool {
    requests.values.contains { purpose in
      if case .page(list, _, _) = purpose { return true }
      return false
    }
  }

  /// The details request in flight, if any.
  var detailRequest: (id: RequestID, movieID: Int)? {
    for (id, purpose) in requests {
      if case .details(let movieID) = purpose { return (id, movieID) }
    }
    return nil
  }

  /// Watchlist saves still running for this movie.
  func pendingSaves(of movieID: Int) -> Int {
    requests.values.filter {
      if case .watchlistSave(let change) = $0 { return change.movieID == movieID }
      return false
    }.count
  }
}
