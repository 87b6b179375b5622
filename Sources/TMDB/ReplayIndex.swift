import Foundation

/// Everything the replay transport computes answers from: every film with what searching,
/// discover, recommendations, people, collections, providers and translations need.
///
/// The catalog build writes it as one compact file of text lines (`replay-index.catalog`, see
/// Tools/catalog/replay_index.py), so a replay start decodes one small file once instead of
/// every details record. People have their own file (`ReplayPeopleIndex`), read only when a
/// person is asked for. A catalog without an index (a recording) gets one made from its list
/// and details records: films only, no people or translations.
struct ReplayIndex: Sendable {
  /// Not `.json`: every `.json` file of a catalog is a response record.
  static let fileName = "replay-index.catalog"
  static let version = 2

  struct Movie: Sendable {
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

  struct Translation: Sendable, Equatable {
    var title: String
    var overview: String?
    var tagline: String?
  }

  /// A cast member in billing order.
  struct CastCredit: Sendable {
    var personID: Int
    var character: String
  }

  struct CrewCredit: Sendable {
    var personID: Int
    var job: String
    var department: String
  }

  struct Collection: Sendable {
    var id: Int
    var name: String
    var overview: String
    var posterPath: String?
    var backdropPath: String?
  }

  struct Provider: Sendable {
    var providerID: Int
    var providerName: String
    var logoPath: String?
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

  /// Reads the build's index file (format: Tools/catalog/replay_index.py). Nil when a line
  /// is not what the build writes: the records are then the truth.
  init?(file bytes: [UInt8]) {
    var movies: [Movie] = []
    var version = 0
    for line in ReplayLines(bytes) {
      let f = line.fields
      switch line.kind {
      case "V": version = f.int(0) ?? 0
      case "G":
        guard let language = f.text(0), let id = f.text(1), let name = f.text(2) else { return nil }
        genres[language, default: [:]][id] = name
      case "P":
        guard let id = f.int(0), let name = f.text(1) else { return nil }
        providers.append(Provider(providerID: id, providerName: name, logoPath: f.text(2)))
      case "C":
        guard let id = f.int(0), let name = f.text(1) else { return nil }
        collections.append(
          Collection(
            id: id, name: name, overview: f.text(2) ?? "", posterPath: f.text(3),
            backdropPath: f.text(4)))
      case "M":
        guard let movie = Movie(fields: f) else { return nil }
        movies.append(movie)
      default: return nil
      }
    }
    guard version == Self.version else { return nil }
    self.version = version
    self.movies = movies
    isPrepared = true
    prepare()
  }

  init(movies: [Movie]) {
    version = Self.version
    self.movies = movies
    prepare()
  }

  private mutating func prepare() {
    movies = Self.inSearchOrder(movies)
    movieByID = Dictionary(
      movies.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Most popular first, then by folded title, then by id (so equal films still come in one
  /// fixed order). The positions are sorted, not the movies (a dozen strings each, retained
  /// and released at every move), and a title is folded once, when first compared: a
  /// recording of 200,000 movies spent most of its first search sorting them.
  static func inSearchOrder(_ movies: [Movie]) -> [Movie] {
    let popularity = movies.map { $0.popularity ?? 0 }
    var folded = [String?](repeating: nil, count: movies.count)
    func fold(_ index: Int) -> String {
      if let known = folded[index] { return known }
      let made = searchFold(movies[index].title)
      folded[index] = made
      return made
    }
    let order = movies.indices.sorted { i, j in
      if popularity[i] != popularity[j] { return popularity[i] > popularity[j] }
      if movies[i].title != movies[j].title { return fold(i) < fold(j) }
      return movies[i].id < movies[j].id
    }
    return order.map { movies[$0] }
  }

  func movie(_ id: Int) -> Movie? { movieByID[id].map { movies[$0] } }
  func collection(_ id: Int) -> Collection? { collections.first { $0.id == id } }
  func provider(_ id: Int) -> Provider? { providers.first { $0.providerID == id } }

  /// Reads the catalog's index file; nil when there is none, or it is unusable (then the
  /// records are the truth, and the caller scans them).
  static func load(from directory: URL) -> ReplayIndex? {
    let path = directory.appendingPathComponent(fileName).path
    guard case .success(let data) = RegularFile.read(path, limit: ReplayStore.indexLimit) else {
      return nil
    }
    return ReplayIndex(file: [UInt8](data))
  }
}

extension ReplayIndex.Movie {
  /// One `M` line: the fields in the order of `MOVIE_FIELDS` in replay_index.py.
  fileprivate init?(fields f: ReplayLines.Fields) {
    guard let id = f.int(0), let title = f.text(1) else { return nil }
    self.id = id
    self.title = title
    originalTitle = f.text(2)
    originalLanguage = f.text(3)
    overview = f.raw(4)
    tagline = f.raw(5)
    releaseDate = f.raw(6)
    // Checked as TMDB's answers are (`Rating`): "nan" in a hand-made index broke the search
    // order's sort, and a rating of "1e300" reached the screens as a number no rating is.
    popularity = f.double(7).flatMap(Rating.popularity)
    voteAverage = f.double(8).flatMap(Rating.average)
    voteCount = f.int(9).flatMap(Rating.count)
    genreIDs = f.list(10, ",").compactMap { Int(String(decoding: $0, as: UTF8.self)) }
    adult = f.int(11) == 1
    posterPath = f.text(12)
    backdropPath = f.text(13)
    runtime = f.int(14)
    revenue = f.int(15)
    certification = f.raw(16)
    collection = f.int(17)
    cast = f.items(18).compactMap { parts in
      guard parts.count == 2, let id = Int(parts[0]) else { return nil }
      return ReplayIndex.CastCredit(personID: id, character: parts[1])
    }
    crew = f.items(19).compactMap { parts in
      guard parts.count == 3, let id = Int(parts[0]) else { return nil }
      return ReplayIndex.CrewCredit(personID: id, job: parts[1], department: parts[2])
    }
    for parts in f.items(20) where parts.count == 3 {
      providers[parts[0], default: [:]][parts[1]] = parts[2].split(separator: ",").compactMap {
        Int($0)
      }
    }
    for parts in f.items(21) where parts.count == 4 {
      translations[parts[0]] = ReplayIndex.Translation(
        title: parts[1], overview: parts[2].isEmpty ? nil : parts[2],
        tagline: parts[3].isEmpty ? nil : parts[3])
    }
  }
}
