import Foundation

/// One row of any TMDB movie list (search results, categories, trending).
public struct MovieSummary: Codable, Sendable, Equatable, Hashable, Identifiable {
  public var id: Int
  public var title: String
  public var originalTitle: String?
  public var originalLanguage: String?
  public var overview: String?
  public var posterPath: String?
  public var backdropPath: String?
  /// "YYYY-MM-DD"; nil when TMDB gave "" or nothing (unknown, never invented).
  public var releaseDate: String?
  public var voteAverage: Double?
  public var voteCount: Int?
  public var popularity: Double?
  public var genreIDs: [Int]
  public var adult: Bool?

  public init(
    id: Int, title: String, originalTitle: String? = nil, originalLanguage: String? = nil,
    overview: String? = nil, posterPath: String? = nil, backdropPath: String? = nil,
    releaseDate: String? = nil, voteAverage: Double? = nil, voteCount: Int? = nil,
    popularity: Double? = nil, genreIDs: [Int] = [], adult: Bool? = nil
  ) {
    self.id = id
    self.title = title
    self.originalTitle = originalTitle
    self.originalLanguage = originalLanguage
    self.overview = overview
    self.posterPath = posterPath
    self.backdropPath = backdropPath
    self.releaseDate = releaseDate
    self.voteAverage = voteAverage
    self.voteCount = voteCount
    self.popularity = popularity
    self.genreIDs = genreIDs
    self.adult = adult
  }

  enum CodingKeys: String, CodingKey {
    case id, title, overview, popularity, adult
    case originalTitle = "original_title"
    case originalLanguage = "original_language"
    case posterPath = "poster_path"
    case backdropPath = "backdrop_path"
    case releaseDate = "release_date"
    case voteAverage = "vote_average"
    case voteCount = "vote_count"
    case genreIDs = "genre_ids"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    // Without an id the row cannot be opened or de-duplicated: the item goes, not the page.
    id = try c.required(Int.self, .id)
    // TMDB's ids are positive and within 32 bits: a film numbered 0 or below, or past
    // 2147483647, could be listed but neither opened (Enter asked for /movie/4294967846) nor
    // kept on the watchlist (its file refuses such ids).
    guard TMDBID.range.contains(id) else { throw PayloadProblem(.notAnID(id)) }
    originalTitle = c.optional(String.self, .originalTitle).map(Self.keptTitle)
    // A missing title is not worth losing the movie over; "" is shown as untitled.
    title = c.optional(String.self, .title).map(Self.keptTitle) ?? originalTitle ?? ""
    originalLanguage = c.nonEmptyString(.originalLanguage)
    // As a film's details keep it: a megabyte overview was wrapped for the pane at each move.
    overview = c.optional(String.self, .overview).map {
      $0.utf8.count <= MovieDetails.overviewCharacters
        ? $0 : String($0.prefix(MovieDetails.overviewCharacters))
    }
    posterPath = c.nonEmptyString(.posterPath)
    backdropPath = c.nonEmptyString(.backdropPath)
    releaseDate = c.nonEmptyString(.releaseDate)
    voteAverage = c.optional(Double.self, .voteAverage).flatMap(Rating.average)
    voteCount = c.optional(Int.self, .voteCount).flatMap(Rating.count)
    popularity = c.optional(Double.self, .popularity).flatMap(Rating.popularity)
    genreIDs = c.lossyArray(Int.self, .genreIDs)
    adult = c.optional(Bool.self, .adult)
  }

  /// The most of a title kept, as of a person's name (`PersonDetails.nameCharacters`): no real
  /// title comes near it, and a hostile answer's megabyte title was folded at every key typed
  /// into the loaded list's filter and sanitised at every frame of it (a second a key).
  public static let titleCharacters = PersonDetails.nameCharacters

  private static func keptTitle(_ title: String) -> String {
    title.utf8.count <= titleCharacters ? title : String(title.prefix(titleCharacters))
  }

  /// The four-digit year, or nil when the release date is unknown.
  public var year: Int? { MovieSummary.year(of: releaseDate) }

  static func year(of date: String?) -> Int? {
    guard let date, date.count >= 4, let year = Int(date.prefix(4)), year > 1800 else {
      return nil
    }
    return year
  }
}
