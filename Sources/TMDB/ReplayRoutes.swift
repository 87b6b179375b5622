import Foundation

/// The endpoints the replay transport computes from the index rather than reads from a
/// record: which path is which answer, and what TMDB says for an id it does not have.
struct ReplayRoutes {
  enum Answer {
    case json(ReplayJSON)
    /// TMDB's 404: the path is one of these endpoints, the id is unknown.
    case notFound
  }

  let search: ReplaySearchIndex
  /// Only loaded for the person endpoints (see `needsPeople`).
  let people: ReplayPeopleIndex
  let query: [QueryItem]
  let page: Int
  let language: ReplayLanguage

  var index: ReplayIndex { search.index }

  /// Whether `path` is answered from the people file.
  static func needsPeople(_ path: String) -> Bool {
    path.hasPrefix("/3/person/") || path == "/3/search/person"
  }

  func value(_ name: String) -> String? { query.last { $0.name == name }?.value }

  /// The requested `append_to_response` parts.
  var appended: Set<String> {
    Set((value("append_to_response") ?? "").split(separator: ",").map(String.init))
  }

  /// Nil when the path is none of the computed endpoints.
  func answer(_ path: String) -> Answer? {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.first == "3" else { return nil }
    switch Array(parts.dropFirst()) {
    case ["search", "movie"]:
      return .json(
        search.page(
          value("query") ?? "", page: page,
          year: (value("year") ?? value("primary_release_year")).flatMap { Int($0) },
          includeAdult: value("include_adult") == "true", language: language))
    case ["search", "person"]:
      return .json(
        ReplayShapes.page(
          ReplayPeople.search(
            value("query") ?? "", among: people, in: index, language: language), page: page))
    case ["discover", "movie"]:
      return .json(
        ReplayShapes.moviePage(
          ReplayDiscover(query).movies(in: index), page: page, language: language))
    case let route where route.count == 3 && route[0] == "movie":
      guard let movie = Int(route[1]).flatMap(index.movie) else { return .notFound }
      return movieList(route[2], of: movie).map(Answer.json)
    case let route where route.count == 4 && route[0] == "movie" && route[2] == "watch":
      guard route[3] == "providers" else { return nil }
      guard let movie = Int(route[1]).flatMap(index.movie) else { return .notFound }
      return .json(ReplayRelated.watchProviders(for: movie, in: index))
    case let route where route.count >= 2 && route[0] == "person":
      guard let person = Int(route[1]).flatMap(people.person) else { return .notFound }
      if route.count == 2 {
        return .json(
          ReplayPeople.details(
            person, in: index, language: language,
            withCredits: appended.contains("movie_credits")))
      }
      guard route.count == 3, route[2] == "movie_credits" else { return nil }
      return .json(ReplayPeople.movieCredits(person, in: index, language: language))
    case let route where route.count == 2 && route[0] == "collection":
      guard let collection = Int(route[1]).flatMap(index.collection) else { return .notFound }
      return .json(ReplayRelated.collection(collection, in: index, language: language))
    default:
      return nil
    }
  }

  /// `/3/movie/{id}/recommendations` and `/similar`, paged.
  func movieList(_ name: String, of movie: ReplayIndex.Movie) -> ReplayJSON? {
    switch name {
    case "recommendations":
      ReplayShapes.moviePage(
        ReplayRelated.recommendations(for: movie, in: index), page: page, language: language,
        mediaType: true)
    case "similar":
      ReplayShapes.moviePage(
        ReplayRelated.similar(to: movie, in: index), page: page, language: language)
    default: nil
    }
  }

  /// A film's details record reshaped for another `append_to_response`: the recorded parts
  /// not asked for are removed, and the computed ones asked for are added under TMDB's keys.
  func details(_ recorded: ReplayJSON, of movie: ReplayIndex.Movie) -> ReplayJSON {
    guard case .object(var fields) = recorded else { return recorded }
    let wanted = appended
    for part in ["credits", "videos", "release_dates"] where !wanted.contains(part) {
      fields[part] = nil
    }
    for part in ["recommendations", "similar"] where wanted.contains(part) {
      fields[part] = movieList(part, of: movie)
    }
    if wanted.contains("watch/providers") {
      fields["watch/providers"] = ReplayRelated.watchProviders(for: movie, in: index)
        .droppingKey("id")
    }
    return .object(fields)
  }
}

extension ReplayJSON {
  func droppingKey(_ key: String) -> ReplayJSON {
    guard case .object(var fields) = self else { return self }
    fields[key] = nil
    return .object(fields)
  }
}
