import TMDB

/// "More like this" for the film in the detail pane: loaded once the pane is opened and the
/// film's details are in, so browsing the list with the pane beside it costs no extra requests.
/// The request in flight, when loading, is in the registry (`BrowserState.requests`).
public enum RelatedState: Sendable, Equatable {
  case none
  case loading(movieID: Int)
  case loaded(RelatedMovies)
  case failed(movieID: Int, Failure)

  public var movieID: Int? {
    switch self {
    case .none: nil
    case .loading(let id): id
    case .loaded(let related): related.movieID
    case .failed(let id, _): id
    }
  }

  /// The films to offer for `movieID`, at most `RelatedState.rowLength`; empty otherwise.
  public func films(for movieID: Int) -> [MovieSummary] {
    guard case .loaded(let related) = self, related.movieID == movieID else { return [] }
    return Array(related.page.results.prefix(Self.rowLength))
  }

  /// A short row: enough to choose from without burying the rest of the pane.
  public static let rowLength = 8
}
