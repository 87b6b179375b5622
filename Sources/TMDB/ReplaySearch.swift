import Foundation

/// Answers `/3/search/movie` from the films the catalog knows, the way TMDB would shape it,
/// so searching works offline for any text, not just the queries someone recorded.
struct ReplaySearchIndex: Sendable {
  /// Each film's titles in every language the catalog holds, folded once.
  private let foldedTitles: [[String]]
  let index: ReplayIndex

  init(index: ReplayIndex) {
    self.index = index
    foldedTitles = index.movies.map { ReplayLanguage.allTitles(of: $0).map(searchFold) }
  }

  var count: Int { index.movies.count }

  /// Every film matching `query`, most popular first. A film matches when the folded query is
  /// part of one of its titles (in any language), or when each of the query's words is.
  func matches(
    _ query: String, year: Int? = nil, includeAdult: Bool = false
  ) -> [ReplayIndex.Movie] {
    let phrase = searchFold(query)
    guard !phrase.isEmpty else { return [] }
    let words = phrase.split(separator: " ").map(String.init)
    return zip(index.movies, foldedTitles).filter { movie, titles in
      if !includeAdult, movie.adult == true { return false }
      if let year, MovieSummary.year(of: movie.releaseDate) != year { return false }
      if titles.contains(where: { $0.contains(phrase) }) { return true }
      return words.allSatisfy { word in titles.contains { $0.contains(word) } }
    }
    .map(\.0)
  }

  /// One page of the answer in TMDB's shape; past the last page, TMDB's empty page.
  func page(
    _ query: String, page: Int, year: Int? = nil, includeAdult: Bool = false,
    language: ReplayLanguage = .english
  ) -> ReplayJSON {
    ReplayShapes.moviePage(
      matches(query, year: year, includeAdult: includeAdult), page: page, language: language)
  }
}

/// Text as search compares it: case, accents and width folded away ("Amélie" and "amelie"
/// meet), ends trimmed and runs of whitespace made one space.
func searchFold(_ text: String) -> String {
  // Most titles and queries are plain ASCII, where folding is lower-casing: done here in one
  // pass, as Foundation's folding costs tens of microseconds a call and the index folds every
  // title in every language when it loads.
  if text.utf8.allSatisfy({ $0 < 0x80 }) {
    let lowered = String(
      decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    return lowered.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
  return text.folding(
    options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
  )
  .split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
