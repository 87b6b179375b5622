import Foundation

/// TMDB's JSON shapes for answers the replay transport computes, built from the index so every
/// computed answer has exactly the fields TMDB sends.
extension ReplayIndex.Movie {
  /// A film as a row of any TMDB movie list (search, discover, recommendations …).
  func listItem(_ language: ReplayLanguage) -> [String: ReplayJSON] {
    var item: [String: ReplayJSON] = [
      "adult": .bool(adult ?? false),
      "backdrop_path": backdropPath.map(ReplayJSON.string) ?? .null,
      "genre_ids": .array(genreIDs.map { .integer(Int64($0)) }),
      "id": .integer(Int64(id)),
      "poster_path": posterPath.map(ReplayJSON.string) ?? .null,
      "title": .string(language.title(of: self)),
      "video": .bool(false),
    ]
    // A film known only from a recording may lack these; absent stays absent.
    item["original_language"] = originalLanguage.map(ReplayJSON.string)
    item["original_title"] = originalTitle.map(ReplayJSON.string)
    item["overview"] = overview.map { _ in .string(language.overview(of: self)) }
    item["popularity"] = popularity.map(ReplayJSON.number)
    item["release_date"] = releaseDate.map(ReplayJSON.string)
    item["vote_average"] = voteAverage.map(ReplayJSON.number)
    item["vote_count"] = voteCount.map { .integer(Int64($0)) }
    return item
  }
}

enum ReplayShapes {
  /// One page of `items` in TMDB's paged shape; past the end, TMDB's empty page with the
  /// same totals.
  static func page(_ items: [ReplayJSON], page: Int) -> ReplayJSON {
    let size = MoviePage.pageSize
    let totalPages = max(1, (items.count + size - 1) / size)
    let start = (page - 1) * size
    let results = start < items.count ? Array(items[start..<min(start + size, items.count)]) : []
    return .object([
      "page": .integer(Int64(page)), "results": .array(results),
      "total_pages": .integer(Int64(totalPages)), "total_results": .integer(Int64(items.count)),
    ])
  }

  /// `mediaType`: TMDB marks the rows of mixed-kind lists (recommendations, a collection's
  /// parts, a person's known-for) with `"media_type": "movie"`.
  static func moviePage(
    _ movies: [ReplayIndex.Movie], page: Int, language: ReplayLanguage,
    mediaType: Bool = false
  ) -> ReplayJSON {
    let size = MoviePage.pageSize
    let start = (page - 1) * size
    // Only the page's films are shaped; the rest only count.
    var items = [ReplayJSON](repeating: .null, count: movies.count)
    if start < movies.count {
      for i in start..<min(start + size, movies.count) {
        var item = movies[i].listItem(language)
        if mediaType { item["media_type"] = .string("movie") }
        items[i] = .object(item)
      }
    }
    return Self.page(items, page: page)
  }

  static func optional(_ text: String?) -> ReplayJSON { text.map(ReplayJSON.string) ?? .null }
}
