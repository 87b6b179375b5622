import Foundation

/// Paths, queries and names of the calls that lead from one film to the next: discover, more
/// like this, people, where to watch and collections.
extension Endpoint {
  var discoveryPath: String {
    switch self {
    case .discover: "/3/discover/movie"
    case .recommendations(let id, _): "/3/movie/\(id)/recommendations"
    case .similar(let id, _): "/3/movie/\(id)/similar"
    case .person(let id): "/3/person/\(id)"
    case .searchPeople: "/3/search/person"
    case .watchProviders(let id): "/3/movie/\(id)/watch/providers"
    case .collection(let id): "/3/collection/\(id)"
    case .configuration, .genres, .category, .search, .details: ""
    }
  }

  var discoveryQuery: [QueryItem] {
    switch self {
    case .discover(let filters, let page): filters.queryItems(page: page)
    case .recommendations(_, let page), .similar(_, let page): [QueryItem("page", String(page))]
    case .person: [QueryItem("append_to_response", "movie_credits")]
    case .searchPeople(let text, let page):
      [
        QueryItem("query", text), QueryItem("page", String(page)),
        QueryItem("include_adult", "false"),
      ]
    case .watchProviders, .collection: []
    case .configuration, .genres, .category, .search, .details: []
    }
  }

  /// The related list of a film, from either source.
  public static func related(_ source: RelatedSource, movieID: Int, page: Int) -> Endpoint {
    switch source {
    case .recommendations: .recommendations(movieID: movieID, page: page)
    case .similar: .similar(movieID: movieID, page: page)
    }
  }
}
