import Foundation

/// `/movie/{id}?append_to_response=credits,videos,release_dates`.
public struct MovieDetails: Codable, Sendable, Equatable, Identifiable {
  public var id: Int
  public var title: String
  public var originalTitle: String?
  public var originalLanguage: String?
  public var overview: String?
  public var tagline: String?
  public var posterPath: String?
  public var backdropPath: String?
  public var releaseDate: String?
  public var runtime: Int?
  public var genres: [Genre]
  public var status: String?
  public var homepage: String?
  public var imdbID: String?
  public var budget: Int?
  public var revenue: Int?
  public var voteAverage: Double?
  public var voteCount: Int?
  public var popularity: Double?
  public var adult: Bool?
  public var collection: CollectionReference?
  public var productionCountries: [ProductionCountry]
  public var spokenLanguages: [SpokenLanguage]
  public var credits: Credits?
  public var videos: VideoList?
  public var releaseDates: ReleaseDateList?

  public init(id: Int, title: String) {
    self.id = id
    self.title = title
    genres = []
    productionCountries = []
    spokenLanguages = []
  }

  enum CodingKeys: String, CodingKey {
    case id, title, overview, tagline, runtime, genres, status, homepage, budget, revenue
    case popularity, adult, credits, videos
    case originalTitle = "original_title"
    case originalLanguage = "original_language"
    case posterPath = "poster_path"
    case backdropPath = "backdrop_path"
    case releaseDate = "release_date"
    case imdbID = "imdb_id"
    case voteAverage = "vote_average"
    case voteCount = "vote_count"
    case collection = "belongs_to_collection"
    case productionCountries = "production_countries"
    case spokenLanguages = "spoken_languages"
    case releaseDates = "release_dates"
  }

  /// The most of a name, a title or a line kept (as `PersonDetails.nameCharacters`): the pane
  /// lays them out on every frame, and no real one comes near it.
  public static let textCharacters = PersonDetails.nameCharacters
  /// The most of an overview kept: TMDB's run to about a thousand characters.
  public static let overviewCharacters = 10_000

  /// Minutes: a few films run for days ("Logistics", 51,420 min); beyond a year is no runtime.
  static let longestRuntime = 525_600

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    id = try c.required(Int.self, .id)
    // Every text is kept to what such a text can be (`textCharacters`): see its note.
    originalTitle = Self.capped(c.optional(String.self, .originalTitle))
    title = Self.capped(c.optional(String.self, .title)) ?? originalTitle ?? ""
    originalLanguage = Self.capped(c.nonEmptyString(.originalLanguage))
    overview = Self.capped(c.optional(String.self, .overview), to: Self.overviewCharacters)
    tagline = Self.capped(c.nonEmptyString(.tagline))
    posterPath = c.nonEmptyString(.posterPath)
    backdropPath = c.nonEmptyString(.backdropPath)
    releaseDate = c.nonEmptyString(.releaseDate)
    // TMDB sends 0 for "runtime not known yet"; 0 minutes is never a real runtime, nor is one
    // past `longestRuntime`: both are unknown, not "153722867280912930h 7m".
    runtime = c.optional(Int.self, .runtime).flatMap {
      (1...Self.longestRuntime).contains($0) ? $0 : nil
    }
    genres = c.lossyArray(Genre.self, .genres).map {
      Genre(id: $0.id, name: Self.capped($0.name))
    }
    status = Self.capped(c.nonEmptyString(.status))
    // Addresses are not cut (a cut one would open another page): one too long to be what it
    // says is none.
    homepage = c.nonEmptyString(.homepage).flatMap { $0.utf8.count <= WebLink.longest ? $0 : nil }
    imdbID = c.nonEmptyString(.imdbID).flatMap { $0.utf8.count <= 32 ? $0 : nil }
    budget = c.optional(Int.self, .budget)
    revenue = c.optional(Int.self, .revenue)
    voteAverage = c.optional(Double.self, .voteAverage).flatMap(Rating.average)
    voteCount = c.optional(Int.self, .voteCount).flatMap(Rating.count)
    popularity = c.optional(Double.self, .popularity).flatMap(Rating.popularity)
    adult = c.optional(Bool.self, .adult)
    collection = c.optional(CollectionReference.self, .collection)
    productionCountries = c.lossyArray(ProductionCountry.self, .productionCountries).map {
      ProductionCountry(code: Self.capped($0.code), name: Self.capped($0.name))
    }
    spokenLanguages = c.lossyArray(SpokenLanguage.self, .spokenLanguages)
    credits = c.optional(Credits.self, .credits)
    videos = c.optional(VideoList.self, .videos)
    releaseDates = c.optional(ReleaseDateList.self, .releaseDates)
  }

  public var year: Int? { MovieSummary.year(of: releaseDate) }

  /// `text` kept to `limit` characters.
  static func capped(_ text: String, to limit: Int = textCharacters) -> String {
    // Bytes first: no more bytes than the limit is no more characters, and costs no walk.
    text.utf8.count <= limit ? text : String(text.prefix(limit))
  }

  static func capped(_ text: String?, to limit: Int = textCharacters) -> String? {
    text.map { capped($0, to: limit) }
  }

  /// The list-row form of these details, for the watchlist and for de-duplication.
  public var summary: MovieSummary {
    MovieSummary(
      id: id, title: title, originalTitle: originalTitle, originalLanguage: originalLanguage,
      overview: overview, posterPath: posterPath, backdropPath: backdropPath,
      releaseDate: releaseDate, voteAverage: voteAverage, voteCount: voteCount,
      popularity: popularity, genreIDs: genres.map(\.id), adult: adult)
  }

  /// Directors in credit order (usually one).
  public var directors: [String] {
    (credits?.crew ?? []).filter { $0.job == "Director" }.map(\.name)
  }

  /// The main cast, in billing order.
  public func topCast(_ count: Int) -> [CastMember] {
    let cast = (credits?.cast ?? []).enumerated().sorted {
      ($0.element.order ?? $0.offset, $0.offset) < ($1.element.order ?? $1.offset, $1.offset)
    }
    return Array(cast.prefix(count).map(\.element))
  }

  /// The certification for a country (e.g. "PG-13" in "US"), preferring the theatrical release.
  public func certification(country: String) -> String? {
    guard let entry = releaseDates?.results.first(where: { $0.country == country }) else {
      return nil
    }
    let ranked = entry.releaseDates.filter { !($0.certification ?? "").isEmpty }
      .sorted { ($0.type == 3 ? 0 : 1) < ($1.type == 3 ? 0 : 1) }
    return ranked.first?.certification
  }

  /// The first official YouTube trailer, else any trailer, else any teaser.
  public var trailer: Video? {
    let all = videos?.results ?? []
    let trailers = all.filter { $0.type == "Trailer" }
    return trailers.first(where: { $0.official == true && $0.site == "YouTube" }) ?? trailers.first
      ?? all.first(where: { $0.type == "Teaser" })
  }

  /// The movie's page on TMDB's website.
  public var tmdbURL: URL { URL(string: "https://www.themoviedb.org/movie/\(id)")! }
}

public struct CollectionReference: Codable, Sendable, Equatable {
  public var id: Int
  public var name: String

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case id, name
  }

  /// An id TMDB never gives (0 or below, past 32 bits) is no collection: the film is shown
  /// without the link (and the field counted as unreadable), which led to a page that could
  /// only fail.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = MovieDetails.capped(try container.decode(String.self, forKey: .name))
    guard TMDBID.range.contains(id) else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "a collection id of \(id)")
    }
  }
}

public struct ProductionCountry: Codable, Sendable, Equatable {
  public var code: String
  public var name: String

  public init(code: String, name: String) {
    self.code = code
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case code = "iso_3166_1"
    case name
  }
}

public struct SpokenLanguage: Codable, Sendable, Equatable {
  public var code: String
  public var englishName: String?
  public var name: String?

  enum CodingKeys: String, CodingKey {
    case code = "iso_639_1"
    case englishName = "english_name"
    case name
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    code = try c.required(String.self, .code)
    englishName = MovieDetails.capped(c.nonEmptyString(.englishName))
    name = MovieDetails.capped(c.nonEmptyString(.name))
  }
}
