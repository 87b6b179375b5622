import Foundation

/// A query parameter, kept in order.
public struct QueryItem: Sendable, Hashable, Codable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// The TMDB movie categories Reel browses.
public enum Category: String, CaseIterable, Sendable, Hashable, Codable {
  case popular
  case topRated = "top-rated"
  case nowPlaying = "now-playing"
  case upcoming
  case trending

  /// The name users see on the category tabs.
  public var title: String {
    switch self {
    case .popular: "Popular"
    case .topRated: "Top rated"
    case .nowPlaying: "Now playing"
    case .upcoming: "Upcoming"
    case .trending: "Trending"
    }
  }

  var path: String {
    switch self {
    case .popular: "/3/movie/popular"
    case .topRated: "/3/movie/top_rated"
    case .nowPlaying: "/3/movie/now_playing"
    case .upcoming: "/3/movie/upcoming"
    case .trending: "/3/trending/movie/week"
    }
  }
}

/// What a search asks TMDB for, beyond the text.
public struct SearchOptions: Sendable, Hashable {
  public var includeAdult: Bool
  public var year: Int?

  public init(includeAdult: Bool = false, year: Int? = nil) {
    self.includeAdult = includeAdult
    self.year = year
  }
}

/// A source of paged movie lists: a category or a search.
public enum MovieListSource: Sendable, Hashable {
  case category(Category)
  case search(String)
  /// `/discover/movie` with filters (the browser's discover form).
  case discover(DiscoverFilters)
}

/// Every TMDB call Reel makes, with its path and query in one place.
public enum Endpoint: Sendable, Hashable {
  case configuration
  case genres
  case category(Category, page: Int)
  case search(query: String, page: Int, options: SearchOptions)
  case details(id: Int)
  // Finding the next film (Endpoint+Discovery.swift has their paths and queries).
  case discover(DiscoverFilters, page: Int)
  case recommendations(movieID: Int, page: Int)
  case similar(movieID: Int, page: Int)
  case person(id: Int)
  case searchPeople(query: String, page: Int)
  case watchProviders(movieID: Int)
  case collection(id: Int)

  public static func list(_ source: MovieListSource, page: Int) -> Endpoint {
    switch source {
    case .category(let category): .category(category, page: page)
    case .search(let query): .search(query: query, page: page, options: SearchOptions())
    case .discover(let filters): .discover(filters, page: page)
    }
  }

  /// The path below the API base URL, version included.
  public var path: String {
    switch self {
    case .configuration: "/3/configuration"
    case .genres: "/3/genre/movie/list"
    case .category(let category, _): category.path
    case .search: "/3/search/movie"
    case .details(let id): "/3/movie/\(id)"
    default: discoveryPath
    }
  }

  /// The query, without credentials; `language` and `region` are the client's to add.
  public var query: [QueryItem] {
    switch self {
    case .configuration, .genres:
      return []
    case .category(_, let page):
      return [QueryItem("page", String(page))]
    case .search(let text, let page, let options):
      var items = [
        QueryItem("query", text), QueryItem("page", String(page)),
        QueryItem("include_adult", options.includeAdult ? "true" : "false"),
      ]
      if let year = options.year { items.append(QueryItem("year", String(year))) }
      return items
    case .details:
      return [QueryItem("append_to_response", "credits,videos,release_dates")]
    default:
      return discoveryQuery
    }
  }

  /// Whether TMDB accepts `region` on this call: search and the movie lists, top rated
  /// included (it filters release dates there too); trending takes no region.
  var takesRegion: Bool {
    switch self {
    case .category(let category, _): category != .trending
    case .search: true
    default: false
    }
  }

  /// A short name for messages: "search \"dune\" page 2", "movie 550".
  public var description: String { name.english }
}
