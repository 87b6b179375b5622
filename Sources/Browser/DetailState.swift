import TMDB

/// The detail pane's own load state, independent of the list's phase. The request in flight,
/// when loading, is in the registry (`BrowserState.requests`).
public enum DetailState: Sendable, Equatable {
  case none
  case loading(movieID: Int)
  /// Kept behind one reference: inline, a film's details made the state 360 bytes, which
  /// every `j` copied to look at it (`cachedDetails`, the pane's model) and destroyed through
  /// the runtime's witnesses when the selection moved on.
  indirect case loaded(MovieDetails)
  case failed(movieID: Int, Failure)

  public var movieID: Int? {
    switch self {
    case .none: nil
    case .loading(let id): id
    case .loaded(let details): details.id
    case .failed(let id, _): id
    }
  }

  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}
