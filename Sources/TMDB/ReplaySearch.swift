import Foundation

/// Answers `/3/search/movie` from the movies the catalog knows, the way TMDB would shape it,
/// so searching works offline for any text, not just the queries someone recorded.
struct ReplaySearchIndex: Sendable {
  private struct Entry: Sendable {
    var movie: MovieSummary
    var foldedTitle: String
    var foldedOriginalTitle: String
  }

  /// Best first: the order every answer keeps.
  private let entries: [Entry]

  init(movies: [MovieSummary]) {
    entries =
      movies.map {
        Entry(
          movie: $0, foldedTitle: searchFold($0.title),
          foldedOriginalTitle: searchFold($0.originalTitle ?? ""))
      }
      .sorted { a, b in
        let (pa, pb) = (a.movie.popularity ?? 0, b.movie.popularity ?? 0)
        if pa != pb { return pa > pb }
        if a.foldedTitle != b.foldedTitle { return a.foldedTitle < b.foldedTitle }
        return a.movie.id < b.movie.id  // so equal movies still come in one fixed order
      }
  }

  var count: Int { entries.count }

  /// Every movie matching `query`, best first. A movie matches when the folded query is part
  /// of its title or original title, or when each of the query's words is.
  func matches(_ query: String, year: Int? = nil, includeAdult: Bool = false) -> [MovieSummary] {
    let phrase = searchFold(query)
    guard !phrase.isEmpty else { return [] }
    let words = phrase.split(separator: " ").map(String.init)
    return entries.filter { entry in
      if !includeAdult, entry.movie.adult == true { return false }
      if let year, entry.movie.year != year { return false }
      let titles = [entry.foldedTitle, entry.foldedOriginalTitle]
      if titles.contains(where: { $0.contains(phrase) }) { return true }
      return words.allSatisfy { word in titles.contains { $0.contains(word) } }
    }
    .map(\.movie)
  }

  /// One page of the answer in TMDB's shape; past the last page, TMDB's empty page.
  func page(
    _ query: String, page: Int, year: Int? = nil, includeAdult: Bool = false
  ) -> MoviePage {
    let found = matches(query, year: year, includeAdult: includeAdult)
    let size = MoviePage.pageSize
    let totalPages = max(1, (found.count + size - 1) / size)
    let start = (page - 1) * size
    let results = start < found.count ? Array(found[start..<min(start + size, found.count)]) : []
    return MoviePage(
      page: page, results: results, totalPages: totalPages, totalResults: found.count)
  }
}

/// Text as search compares it: case, accents and width folded away ("Amélie" and "amelie"
/// meet), ends trimmed and runs of whitespace made one space.
func searchFold(_ text: String) -> String {
  text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
