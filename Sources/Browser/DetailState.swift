import TMDB

/// The detail pane's own load state, independent of the list's phase.
public enum DetailState: Sendable, Equatable {
  case none
  case loading(movieID: Int, RequestID)
  case loaded(MovieDetails)
  case failed(movieID: Int, message: String)

  public var movieID: Int? {
    switch self {
    case .none: nil
    case .loading(let id, _): id
    case .loaded(let details): details.id
    case .failed(let id, _): id
    }
  }

  public var requestID: RequestID? {
    if case .loading(_, let id) = self { return id }
    return nil
  }
}
