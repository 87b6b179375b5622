/// What a request asked TMDB for, as a value the screen words in the user's language
/// (`Message+TMDB`); `english` is how errors and logs have always named it ("popular page 1",
/// "movie 550"). As English text it stayed English inside Japanese, Persian and Arabic errors.
///
/// Two names are equal when they read the same in English (see `AnswerFault`).
public enum EndpointName: Sendable, Equatable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  case configuration
  case genres
  case category(Category, page: Int)
  case search(query: String, page: Int)
  case details(id: Int)
  case discover(page: Int)
  case recommendations(movieID: Int, page: Int)
  case similar(movieID: Int, page: Int)
  case person(id: Int)
  case searchPeople(query: String, page: Int)
  case watchProviders(movieID: Int)
  case collection(id: Int)
  /// A name from elsewhere, kept as it is (a replay file's path, a literal in a test).
  case said(String)

  public init(stringLiteral value: String) { self = .said(value) }

  public var description: String { english }

  public static func == (lhs: EndpointName, rhs: EndpointName) -> Bool {
    lhs.english == rhs.english
  }

  public var english: String {
    switch self {
    case .configuration: "configuration"
    case .genres: "genre list"
    case .category(let category, let page): "\(category.rawValue) page \(page)"
    case .search(let query, let page): "search \"\(query)\" page \(page)"
    case .details(let id): "movie \(id)"
    case .discover(let page): "discover page \(page)"
    case .recommendations(let id, let page): "recommendations for movie \(id) page \(page)"
    case .similar(let id, let page): "similar movies for movie \(id) page \(page)"
    case .person(let id): "person \(id)"
    case .searchPeople(let query, let page): "person search \"\(query)\" page \(page)"
    case .watchProviders(let id): "watch providers for movie \(id)"
    case .collection(let id): "collection \(id)"
    case .said(let words): words
    }
  }
}

extension Endpoint {
  /// What this request asks for, worded at render time.
  public var name: EndpointName {
    switch self {
    case .configuration: .configuration
    case .genres: .genres
    case .category(let category, let page): .category(category, page: page)
    case .search(let query, let page, _): .search(query: query, page: page)
    case .details(let id): .details(id: id)
    case .discover(_, let page): .discover(page: page)
    case .recommendations(let id, let page): .recommendations(movieID: id, page: page)
    case .similar(let id, let page): .similar(movieID: id, page: page)
    case .person(let id): .person(id: id)
    case .searchPeople(let query, let page): .searchPeople(query: query, page: page)
    case .watchProviders(let id): .watchProviders(movieID: id)
    case .collection(let id): .collection(id: id)
    }
  }
}
