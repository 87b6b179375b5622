import Foundation

/// The language a replay answer is written in, and TMDB's rules for text it lacks.
///
/// TMDB answers in the request's `language` (default en-US). Where a film has no translation
/// in that language, the `title` falls back to the film's default (English) title, while the
/// `overview` and `tagline` come back empty: TMDB does not fill them from another language, which
/// is why clients fall back to English themselves. A film whose original language is the one
/// asked for is its own translation: its title is the original title. Genre names fall back to
/// English, as TMDB's details do.
struct ReplayLanguage: Sendable, Equatable {
  /// ISO 639-1 code, lowercased: "fa" for "fa-IR".
  let code: String

  static let english = ReplayLanguage(code: "en")

  init(code: String) { self.code = code }

  /// From the request's `language` value ("fa-IR", "ja", "pt-BR"); English when absent or
  /// unreadable, as TMDB defaults to en-US.
  init(parameter: String?) {
    let primary = (parameter ?? "").split(separator: "-").first.map(String.init) ?? ""
    let code = primary.lowercased()
    let isCode = (2...3).contains(code.count) && code.allSatisfy { $0.isASCII && $0.isLetter }
    self.code = isCode ? code : "en"
  }

  /// The catalog is written in English: English answers are the records as they are.
  var isDefault: Bool { code == "en" }

  func title(of movie: ReplayIndex.Movie) -> String {
    if isDefault { return movie.title }
    if let translated = movie.translations[code]?.title { return translated }
    if movie.originalLanguage == code, let original = movie.originalTitle { return original }
    return movie.title
  }

  func overview(of movie: ReplayIndex.Movie) -> String {
    isDefault ? movie.overview ?? "" : movie.translations[code]?.overview ?? ""
  }

  func tagline(of movie: ReplayIndex.Movie) -> String {
    isDefault ? movie.tagline ?? "" : movie.translations[code]?.tagline ?? ""
  }

  /// Every title a search may match in: each language's, so a Persian query finds a film.
  static func allTitles(of movie: ReplayIndex.Movie) -> [String] {
    [movie.title, movie.originalTitle ?? ""] + movie.translations.values.map(\.title)
  }

  func genreName(_ id: Int, in index: ReplayIndex) -> String? {
    let key = String(id)
    return index.genres[code]?[key] ?? index.genres["en"]?[key]
  }

  // MARK: Recorded bodies

  /// A recorded body rewritten into this language: a film's details, a page of films, a genre
  /// list. Films the index does not know are left as recorded.
  func localize(_ body: ReplayJSON, index: ReplayIndex) -> ReplayJSON {
    guard !isDefault, case .object(var fields) = body else { return body }
    if case .array(let results)? = fields["results"] {
      fields["results"] = .array(results.map { localizeMovie($0, index: index) })
    }
    if case .array(let genres)? = fields["genres"] {
      fields["genres"] = .array(genres.map { localizeGenre($0, index: index) })
    }
    if case .array(let parts)? = fields["parts"] {
      fields["parts"] = .array(parts.map { localizeMovie($0, index: index) })
    }
    return localizeMovie(.object(fields), index: index)
  }

  private func localizeMovie(_ value: ReplayJSON, index: ReplayIndex) -> ReplayJSON {
    guard case .object(var fields) = value, fields["title"] != nil,
      case .integer(let id)? = fields["id"], let movie = index.movie(Int(id))
    else { return value }
    fields["title"] = .string(title(of: movie))
    if fields["overview"] != nil { fields["overview"] = .string(overview(of: movie)) }
    if fields["tagline"] != nil { fields["tagline"] = .string(tagline(of: movie)) }
    return .object(fields)
  }

  private func localizeGenre(_ value: ReplayJSON, index: ReplayIndex) -> ReplayJSON {
    guard case .object(var fields) = value, case .integer(let id)? = fields["id"],
      let name = genreName(Int(id), in: index)
    else { return value }
    fields["name"] = .string(name)
    return .object(fields)
  }
}
