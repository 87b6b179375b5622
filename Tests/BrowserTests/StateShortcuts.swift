import TMDB

@testable import Browser

/// The main list's page request, as tests state it: most steps have at most one in flight.
struct ListRequest: Equatable {
  var id: RequestID
  var source: MovieListSource
  var page: Int
}

/// A failure as the runtime would report it, for steps where only the words matter.
func failure(_ detail: String, _ kind: Failure.Kind = .other) -> Failure {
  Failure(kind, detail)
}

extension BrowserState {
  /// The configuration request in the registry (setting nil retires it).
  var configRequest: RequestID? {
    get { requests.first { $0.value == .configuration }?.key }
    set {
      for (id, purpose) in requests where purpose == .configuration { requests[id] = nil }
      if let newValue { requests[newValue] = .configuration }
    }
  }

  /// The main list's page request in the registry, when there is one (setting replaces every
  /// page request of the main list).
  var listRequest: ListRequest? {
    get {
      pageRequests(for: .main).first.map {
        ListRequest(id: $0.id, source: $0.source, page: $0.page)
      }
    }
    set {
      for request in pageRequests(for: .main) { requests[request.id] = nil }
      if let newValue {
        requests[newValue.id] = .page(.main, newValue.source, page: newValue.page)
      }
    }
  }

  /// The details request in the registry (setting nil retires it).
  var detailRequestID: RequestID? {
    get { detailRequest?.id }
    set {
      if let old = detailRequest { requests[old.id] = nil }
      if let newValue, case .loading(let movieID) = detail {
        requests[newValue] = .details(movieID: movieID)
      }
    }
  }
}

extension BrowserState {
  /// The watchlist screen, when it is the screen (setting nil goes back to the results).
  var watchlistScreen: WatchlistScreen? {
    get { screen.watchlist }
    set { screen = newValue.map { .watchlist($0) } ?? .results }
  }
}

extension BrowserState {
  /// What the reducer keeps of the main list when a new result set replaces it.
  mutating func rememberMain() {
    var kept = main
    kept.pendingSource = nil
    kept.failedSource = nil
    kept.failedPages = []
    mainHistory.removeAll { $0.window?.source == kept.window?.source }
    mainHistory.append(kept)
  }
}
