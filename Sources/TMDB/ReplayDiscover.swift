import Foundation

/// `/3/discover/movie` computed over the catalog's films, with TMDB's filters and sorts.
struct ReplayDiscover {
  /// The request's parameters by name (the last value wins, as in a URL).
  let parameters: [String: String]

  init(_ query: [QueryItem]) {
    var parameters: [String: String] = [:]
    for item in query { parameters[item.name] = item.value }
    self.parameters = parameters
  }

  func movies(in index: ReplayIndex) -> [ReplayIndex.Movie] {
    let filtered = index.movies.filter(matches)
    return sorted(filtered)
  }

  // MARK: Filters

  private func matches(_ movie: ReplayIndex.Movie) -> Bool {
    if movie.adult == true, parameters["include_adult"] != "true" { return false }
    if let groups = genreGroups("with_genres"),
      !groups.allSatisfy({ $0.contains { movie.genreIDs.contains($0) } })
    {
      return false
    }
    // TMDB excludes a film that has any of the listed genres, whichever separator is used.
    if let groups = genreGroups("without_genres"),
      groups.joined().contains(where: { movie.genreIDs.contains($0) })
    {
      return false
    }
    let date = movie.releaseDate ?? ""
    for (name, isLowerBound) in [
      ("primary_release_date.gte", true), ("release_date.gte", true),
      ("primary_release_date.lte", false), ("release_date.lte", false),
    ] {
      guard let bound = dateParameter(name) else { continue }
      // A film with no date cannot be shown to be inside a date range.
      if date.isEmpty || (isLowerBound ? date < bound : date > bound) { return false }
    }
    for name in ["primary_release_year", "year"] {
      if let year = parameters[name].flatMap({ Int($0) }), !date.hasPrefix(String(year)) {
        return false
      }
    }
    if !within(movie.voteAverage, "vote_average") { return false }
    if !within(movie.voteCount.map(Double.init), "vote_count") { return false }
    if !within(movie.runtime.map(Double.init), "with_runtime") { return false }
    if let language = parameters["with_original_language"], !language.isEmpty,
      !language.split(separator: "|").contains(where: { $0 == movie.originalLanguage ?? "" })
    {
      return false
    }
    if !certificationMatches(movie) { return false }
    let cast = Set(movie.cast.map(\.personID))
    let crew = Set(movie.crew.map(\.personID))
    for (name, people) in [
      ("with_cast", cast), ("with_crew", crew), ("with_people", cast.union(crew)),
    ] {
      if let groups = idGroups(name), !groups.allSatisfy({ $0.contains(where: people.contains) }) {
        return false
      }
    }
    if !watchProvidersMatch(movie) { return false }
    return true
  }

  /// `with_watch_providers` counts only with a `watch_region`, as on TMDB; the offer kinds
  /// are limited by `with_watch_monetization_types` when given.
  private func watchProvidersMatch(_ movie: ReplayIndex.Movie) -> Bool {
    guard let groups = idGroups("with_watch_providers") else { return true }
    guard let region = parameters["watch_region"], !region.isEmpty else { return true }
    let kinds = parameters["with_watch_monetization_types"].map {
      Set($0.split(separator: "|").map(String.init))
    }
    let offers = (movie.providers[region] ?? [:]).filter { kinds?.contains($0.key) ?? true }
    let offered = Set(offers.values.joined())
    return groups.allSatisfy { $0.contains(where: offered.contains) }
  }

  /// `with_genres=18,80` is AND, `18|80` is OR: an array of OR-groups that must all match.
  private func genreGroups(_ name: String) -> [[Int]]? { idGroups(name) }

  /// A list of ids: `,` is AND, `|` is OR (TMDB's rule for every id list it filters by).
  private func idGroups(_ name: String) -> [[Int]]? {
    guard let text = parameters[name], !text.isEmpty else { return nil }
    return text.split(separator: ",").map { $0.split(separator: "|").compactMap { Int($0) } }
  }

  /// `YYYY-MM-DD`, or nil (TMDB ignores a bound it cannot read).
  private func dateParameter(_ name: String) -> String? {
    guard let value = parameters[name], value.count == 10,
      MovieSummary.year(of: value) != nil
    else { return nil }
    return value
  }

  /// `name.gte` and `name.lte` bounds; a film without the value fails any bound.
  private func within(_ value: Double?, _ name: String) -> Bool {
    let low = parameters[name + ".gte"].flatMap { Double($0) }
    let high = parameters[name + ".lte"].flatMap { Double($0) }
    if low == nil, high == nil { return true }
    guard let value else { return false }
    if let low, value < low { return false }
    if let high, value > high { return false }
    return true
  }

  /// The catalog rates films for the US only: another country's certification matches
  /// nothing, as TMDB finds no release there.
  private func certificationMatches(_ movie: ReplayIndex.Movie) -> Bool {
    let exact = parameters["certification"].flatMap { $0.isEmpty ? nil : $0 }
    let low = parameters["certification.gte"]
    let high = parameters["certification.lte"]
    if exact == nil, low == nil, high == nil { return true }
    let country = parameters["certification_country"] ?? "US"
    guard country == "US", let rating = movie.certification, !rating.isEmpty else { return false }
    if let exact, !exact.split(separator: "|").contains(where: { $0 == rating }) { return false }
    let order = ["G", "PG", "PG-13", "R", "NC-17"]
    guard let rank = order.firstIndex(of: rating) else { return exact != nil }
    if let low, let bound = order.firstIndex(of: low), rank < bound { return false }
    if let high, let bound = order.firstIndex(of: high), rank > bound { return false }
    return true
  }

  // MARK: Sort

  /// `sort_by` as TMDB reads it; an unknown value sorts by popularity, TMDB's default.
  private func sorted(_ movies: [ReplayIndex.Movie]) -> [ReplayIndex.Movie] {
    let parts = (parameters["sort_by"] ?? "popularity.desc").split(separator: ".")
    let field = parts.first.map(String.init) ?? "popularity"
    let ascending = parts.count == 2 && parts[1] == "asc"
    // Films without the sorted value go last either way, as TMDB lists them.
    func key(_ movie: ReplayIndex.Movie) -> ReplayJSON? {
      switch field {
      case "vote_average": movie.voteAverage.map(ReplayJSON.number)
      case "vote_count": movie.voteCount.map { .number(Double($0)) }
      case "primary_release_date", "release_date":
        (movie.releaseDate ?? "").isEmpty ? nil : .string(movie.releaseDate ?? "")
      case "revenue": movie.revenue.map { .number(Double($0)) }
      case "original_title": .string(searchFold(movie.originalTitle ?? movie.title))
      case "title": .string(searchFold(movie.title))
      default: movie.popularity.map(ReplayJSON.number)
      }
    }
    let keyed = movies.map { ($0, key($0)) }
    return keyed.sorted { a, b in
      switch (a.1, b.1) {
      case (nil, nil): return a.0.id < b.0.id
      case (nil, _): return false
      case (_, nil): return true
      case (let x?, let y?):
        if x == y { return a.0.id < b.0.id }
        return ascending ? Self.less(x, y) : Self.less(y, x)
      }
    }.map(\.0)
  }

  private static func less(_ a: ReplayJSON, _ b: ReplayJSON) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): x < y
    case (.string(let x), .string(let y)): x < y
    default: false
    }
  }
}
