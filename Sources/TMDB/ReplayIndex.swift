import Foundation

/// Everything the replay transport computes answers from: every film with what searching,
/// discover, recommendations, people, collections, providers and translations need.
///
/// The catalog build writes it as one compact JSON file (`replay-index.catalog`, see
/// Tools/catalog/replay_index.py), so a replay start decodes one small file once instead of
/// every details record. People have their own file (`ReplayPeopleIndex`), read only when a
/// person is asked for. A catalog without an index (a recording) gets one made from its list
/// and details records: films only, no people or translations.
struct ReplayIndex: Sendable, Decodable {
  /// Not `.json`: every `.json` file of a catalog is a response record.
  static let fileName = "replay-index.catalog"
  static let version = 1

  struct Movie: Sendable, Decodable {
    var id: Int
    var title: String
    var originalTitle: String?
    var originalLanguage: String?
    var overview: String?
    var tagline: String?
    var releaseDate: String?
    var popularity: Double?
    var voteAverage: Double?
    var voteCount: Int?
    var genreIDs: [Int]
    var adult: Bool?
    var posterPath: String?
    var backdropPath: String?
    var runtime: Int?
    var revenue: Int?
    /// The US certification ("" when none), the only country the catalog rates for.
    var certification: String?
    var collection: Int?
    var cast: [CastCredit] = []
    var crew: [CrewCredit] = []
    /// Region → offer kind ("flatrate", "rent", "buy") → provider ids in display order.
    var providers: [String: [String: [Int]]] = [:]
    /// Language code ("fa") → the film's text in it.
    var translations: [String: Translation] = [:]

    enum CodingKeys: String, CodingKey {
      case id, title, overview, tagline, popularity, adult, runtime, revenue, certification
      case collection, cast, crew, providers, translations
      case originalTitle = "original_title"
      case originalLanguage = "original_language"
      case releaseDate = "release_date"
      case voteAverage = "vote_average"
      case voteCount = "vote_count"
      case genreIDs = "genre_ids"
      case posterPath = "poster_path"
      case backdropPath = "backdrop_path"
    }

    init(from decoder: Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      id = try c.decode(Int.self, forKey: .id)
      title = try c.decode(String.self, forKey: .title)
      originalTitle = try c.decodeIfPresent(String.self, forKey: .originalTitle)
      originalLanguage = try c.decodeIfPresent(String.self, forKey: .originalLanguage)
      overview = try c.decodeIfPresent(String.self, forKey: .overview)
      tagline = try c.decodeIfPresent(String.self, forKey: .tagline)
      releaseDate = try c.decodeIfPresent(String.self, forKey: .releaseDate)
      popularity = try c.decodeIfPresent(Double.self, forKey: .popularity)
      voteAverage = try c.decodeIfPresent(Double.self, forKey: .voteAverage)
      voteCount = try c.decodeIfPresent(Int.self, forKey: .voteCount)
      genreIDs = try c.decodeIfPresent([Int].self, forKey: .genreIDs) ?? []
      adult = try c.decodeIfPresent(Bool.self, forKey: .adult) ?? false
      posterPath = try c.decodeIfPresent(String.self, forKey: .posterPath)
      backdropPath = try c.decodeIfPresent(String.self, forKey: .backdropPath)
      runtime = try c.decodeIfPresent(Int.self, forKey: .runtime)
      revenue = try c.decodeIfPresent(Int.self, forKey: .revenue)
      certification = try c.decodeIfPresent(String.self, forKey: .certification)
      collection = try c.decodeIfPresent(Int.self, forKey: .collection)
      cast = try c.decodeIfPresent([CastCredit].self, forKey: .cast) ?? []
      crew = try c.decodeIfPresent([CrewCredit].self, forKey: .crew) ?? []
      providers = try c.decodeIfPresent([String: [String: [Int]]].self, forKey: .providers) ?? [:]
      translations =
        try c.decodeIfPresent([String: Translation].self, forKey: .translations) ?? [:]
    }

    /// A film known only from a list row or details record (a catalog without an index).
    init(summary: MovieSummary) {
      id = summary.id
      title = summary.title
      originalTitle = summary.originalTitle
      originalLanguage = summary.originalLanguage
      overview = summary.overview
      releaseDate = summary.releaseDate
      popularity = summary.popularity
      voteAverage = summary.voteAverage
      voteCount = summary.voteCount
      genreIDs = summary.genreIDs
      adult = summary.adult
      posterPath = summary.posterPath
      backdropPath = summary.backdropPath
    }

    var peopleIDs: Set<Int> { Set(cast.map(\.personID) + crew.map(\.personID)) }
  }

  struct Translation: Sendable, Decodable, Equatable {
    var title: String
    var overview: String?
    var tagline: String?
  }

  /// `[person id, character]` in billing order.
  struct CastCredit: Sendable, Decodable {
    var personID: Int
    var character: String

    init(from decoder: Decoder) throws {
      var c = try decoder.unkeyedContainer()
      personID = try c.decode(Int.self)
      character = try c.decode(String.self)
    }
  }

  /// `[person id, job, department]`.
  struct CrewCredit: Sendable, Decodable {
    var personID: Int
    var job: String
    var department: String

    init(from decoder: Decoder) throws {
      var c = try decoder.unkeyedContainer()
      personID = try c.decode(Int.self)
      job = try c.decode(String.self)
      department = try c.decode(String.self)
    }
  }

  struct Collection: Sendable, Decodable {
    var id: Int
    var name: String
    var overview: String
    var posterPath: String?
    var backdropPath: String?

    enum CodingKeys: String, CodingKey {
      case id, name, overview
      case posterPath = "poster_path"
      case backdropPath = "backdrop_path"
    }
  }

  struct Provider: Sendable, Decodable {
    var providerID: Int
    var providerName: String
    var logoPath: String?

    enum CodingKeys: String, CodingKey {
      case providerID = "provider_id"
      case providerName = "provider_name"
      case logoPath = "logo_path"
    }
  }

  var version: Int
  /// By popularity, best first (the order every list answer starts from).
  var movies: [Movie]
  var collections: [Collection] = []
  var providers: [Provider] = []
  /// Language code → genre id (as text) → name; "en" holds every genre.
  var genres: [String: [String: String]] = [:]

  /// True for the catalog build's index; false for one made from a recording's records,
  /// which knows no translations, people or collections.
  private(set) var isPrepared = false
  private(set) var movieByID: [Int: Int] = [:]

  enum CodingKeys: String, CodingKey {
    case version, movies, collections, providers, genres
  }

  init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    version = try c.decode(Int.self, forKey: .version)
    movies = try c.decode([Movie].self, forKey: .movies)
    collections = try c.decodeIfPresent([Collection].self, forKey: .collections) ?? []
    providers = try c.decodeIfPresent([Provider].self, forKey: .providers) ?? []
    genres = try c.decodeIfPresent([String: [String: String]].self, forKey: .genres) ?? [:]
    isPrepared = true
    prepare()
  }

  init(movies: [Movie]) {
    version = Self.version
    self.movies = movies
    prepare()
  }

  private mutating func prepare() {
    movies.sort { a, b in
      let (pa, pb) = (a.popularity ?? 0, b.popularity ?? 0)
      if pa != pb { return pa > pb }
      if a.title != b.title { return searchFold(a.title) < searchFold(b.title) }
      return a.id < b.id  // so equal films still come in one fixed order
    }
    movieByID = Dictionary(
      movies.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func movie(_ id: Int) -> Movie? { movieByID[id].map { movies[$0] } }
  func collection(_ id: Int) -> Collection? { collections.first { $0.id == id } }
  func provider(_ id: Int) -> Provider? { providers.first { $0.providerID == id } }

  /// Reads the catalog's index file; nil when there is none, or it is unusable (then the
  /// records are the truth, and the caller scans them).
  static func load(from directory: URL) -> ReplayIndex? {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)),
      let index = try? JSONDecoder().decode(ReplayIndex.self, from: data),
      index.version == version
    else { return nil }
    return index
  }
}
