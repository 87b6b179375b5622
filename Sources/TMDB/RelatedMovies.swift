import Foundation

/// Which list "more like this" came from: TMDB's recommendations, or, when it has none for
/// the film, its similar movies.
public enum RelatedSource: String, Sendable, Hashable, Codable {
  case recommendations
  case similar
}

/// A page of films like a given one.
public struct RelatedMovies: Sendable, Equatable {
  public var movieID: Int
  public var source: RelatedSource
  public var page: MoviePage

  public init(movieID: Int, source: RelatedSource, page: MoviePage) {
    self.movieID = movieID
    self.source = source
    self.page = page
  }
}
