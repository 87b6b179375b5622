import Foundation

/// `/person/{id}?append_to_response=movie_credits`: who someone is and the films they made.
public struct PersonDetails: Codable, Sendable, Equatable, Identifiable {
  public var id: Int
  public var name: String
  public var alsoKnownAs: [String]
  public var knownForDepartment: String?
  /// "YYYY-MM-DD"; nil when unknown.
  public var birthday: String?
  public var deathday: String?
  public var placeOfBirth: String?
  public var biography: String?
  public var profilePath: String?
  public var popularity: Double?
  public var imdbID: String?
  public var homepage: String?
  public var movieCredits: PersonMovieCredits?

  public init(id: Int, name: String, movieCredits: PersonMovieCredits? = nil) {
    self.id = id
    self.name = name
    alsoKnownAs = []
    self.movieCredits = movieCredits
  }

  enum CodingKeys: String, CodingKey {
    case id, name, birthday, deathday, biography, popularity, homepage
    case alsoKnownAs = "also_known_as"
    case knownForDepartment = "known_for_department"
    case placeOfBirth = "place_of_birth"
    case profilePath = "profile_path"
    case imdbID = "imdb_id"
    case movieCredits = "movie_credits"
  }

  /// The most of a name or a place kept: the page lays them out on every frame, and no real
  /// one comes near it (a hostile answer's megabyte would be sanitised and cut each time).
  public static let nameCharacters = 1_000

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    id = try c.required(Int.self, .id)
    // A person without a name cannot be shown; without anything else they still can.
    name = String(try c.required(String.self, .name).prefix(Self.nameCharacters))
    alsoKnownAs = c.lossyArray(String.self, .alsoKnownAs)
    knownForDepartment = c.nonEmptyString(.knownForDepartment)
    // A date no calendar has ("1990-13-45", "0000-00-00") says nothing: it is left out rather
    // than shown as it came, or as a bare year 0 in the languages that write dates their way.
    birthday = c.nonEmptyString(.birthday).flatMap(Self.calendarDate)
    deathday = c.nonEmptyString(.deathday).flatMap(Self.calendarDate)
    placeOfBirth = c.nonEmptyString(.placeOfBirth).map { String($0.prefix(Self.nameCharacters)) }
    biography = c.nonEmptyString(.biography)
    profilePath = c.nonEmptyString(.profilePath)
    popularity = c.optional(Double.self, .popularity)
    imdbID = c.nonEmptyString(.imdbID)
    homepage = c.nonEmptyString(.homepage)
    movieCredits = c.optional(PersonMovieCredits.self, .movieCredits)
  }

  /// `text` when it is a day of the Gregorian calendar written as TMDB writes one,
  /// "YYYY-MM-DD" (years 1 to 9999); else nil.
  static func calendarDate(_ text: String) -> String? {
    let utf8 = Array(text.utf8)
    guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in utf8[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      year >= 1, (1...12).contains(month)
    else { return nil }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return (1...days).contains(day) ? text : nil
  }

  /// Their films, each once, with every role they had in it, in the order asked for.
  public func films(sortedBy order: PersonFilmOrder = .date) -> [PersonFilm] {
    var byID: [Int: PersonFilm] = [:]
    var firstSeen: [Int] = []
    // Each film's roles so far, as a set: a film credited thousands of times (a hostile
    // answer) would otherwise compare every role with all those before it.
    var seenRoles: [Int: Set<String>] = [:]
    let credits = (movieCredits?.cast ?? []) + (movieCredits?.crew ?? [])
    for credit in credits {
      if byID[credit.movie.id] == nil {
        byID[credit.movie.id] = PersonFilm(movie: credit.movie, roles: [])
        firstSeen.append(credit.movie.id)
      }
      if let role = credit.role, seenRoles[credit.movie.id, default: []].insert(role).inserted {
        byID[credit.movie.id]?.roles.append(role)
      }
    }
    return order.sorted(firstSeen.compactMap { byID[$0] })
  }

  /// The person's page on TMDB's website.
  public var tmdbURL: URL { URL(string: "https://www.themoviedb.org/person/\(id)")! }
}

/// The `movie_credits` appended to a person.
public struct PersonMovieCredits: Codable, Sendable, Equatable {
  public var cast: [PersonMovieCredit]
  public var crew: [PersonMovieCredit]

  public init(cast: [PersonMovieCredit] = [], crew: [PersonMovieCredit] = []) {
    self.cast = cast
    self.crew = crew
  }

  enum CodingKeys: String, CodingKey { case cast, crew }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    cast = c.lossyArray(PersonMovieCredit.self, .cast)
    crew = c.lossyArray(PersonMovieCredit.self, .crew)
  }

  /// Both lists in one order (the JSON output keeps TMDB's shape, ordered as asked).
  public func sorted(by order: PersonFilmOrder) -> PersonMovieCredits {
    func sort(_ credits: [PersonMovieCredit]) -> [PersonMovieCredit] {
      credits.enumerated().sorted { a, b in
        if a.element.movie.id == b.element.movie.id { return a.offset < b.offset }
        return order.precedes(a.element.movie, b.element.movie)
      }.map(\.element)
    }
    return PersonMovieCredits(cast: sort(cast), crew: sort(crew))
  }
}

/// One line of a person's filmography: a movie row plus their part in it (a character for the
/// cast, a job for the crew). TMDB sends both in one flat object.
public struct PersonMovieCredit: Codable, Sendable, Equatable {
  public var movie: MovieSummary
  public var character: String?
  public var job: String?
  public var department: String?
  public var creditID: String?
  public var order: Int?

  public init(
    movie: MovieSummary, character: String? = nil, job: String? = nil, department: String? = nil,
    creditID: String? = nil, order: Int? = nil
  ) {
    self.movie = movie
    self.character = character
    self.job = job
    self.department = department
    self.creditID = creditID
    self.order = order
  }

  enum CodingKeys: String, CodingKey {
    case character, job, department, order
    case creditID = "credit_id"
  }

  public init(from decoder: Decoder) throws {
    movie = try MovieSummary(from: decoder)
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    character = c.nonEmptyString(.character)
    job = c.nonEmptyString(.job)
    department = c.nonEmptyString(.department)
    creditID = c.nonEmptyString(.creditID)
    order = c.optional(Int.self, .order)
  }

  public func encode(to encoder: Encoder) throws {
    try movie.encode(to: encoder)
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(character, forKey: .character)
    try c.encodeIfPresent(job, forKey: .job)
    try c.encodeIfPresent(department, forKey: .department)
    try c.encodeIfPresent(creditID, forKey: .creditID)
    try c.encodeIfPresent(order, forKey: .order)
  }

  /// "as Tyler Durden", "Director"; nil when TMDB named neither.
  public var role: String? {
    if let character { return "as \(character)" }
    return job
  }
}

/// A film in a person's list, once, with all their roles in it.
public struct PersonFilm: Sendable, Equatable, Hashable, Identifiable {
  public var movie: MovieSummary
  public var roles: [String]

  public var id: Int { movie.id }

  public init(movie: MovieSummary, roles: [String]) {
    self.movie = movie
    self.roles = roles
  }
}

/// How a person's films are ordered.
public enum PersonFilmOrder: String, Sendable, Hashable, CaseIterable, Codable {
  /// Newest first; films without a release date (not out yet, or unknown) at the end.
  case date
  /// Most popular first.
  case popularity

  func sorted(_ films: [PersonFilm]) -> [PersonFilm] {
    films.sorted { precedes($0.movie, $1.movie) }
  }

  /// Whether `a` comes before `b`. Ties fall back on title, then id, so the order never
  /// depends on the order TMDB sent.
  func precedes(_ a: MovieSummary, _ b: MovieSummary) -> Bool {
    switch self {
    case .date:
      let (x, y) = (a.releaseDate ?? "", b.releaseDate ?? "")
      if x != y {
        if x.isEmpty || y.isEmpty { return y.isEmpty }
        return x > y
      }
    case .popularity:
      let (x, y) = (a.popularity ?? -1, b.popularity ?? -1)
      if x != y { return x > y }
    }
    if a.title != b.title { return a.title < b.title }
    return a.id < b.id
  }
}
