import Foundation

/// The `credits` appended to movie details.
public struct Credits: Codable, Sendable, Equatable {
  public var cast: [CastMember]
  public var crew: [CrewMember]

  public init(cast: [CastMember] = [], crew: [CrewMember] = []) {
    self.cast = cast
    self.crew = crew
  }

  enum CodingKeys: String, CodingKey { case cast, crew }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    cast = Self.billed(c.lossyArray(CastMember.self, .cast))
    crew = Self.credited(c.lossyArray(CrewMember.self, .crew))
  }

  /// The most cast and crew kept of one film: far more than any film has (the biggest casts
  /// are a few hundred), few enough that the detail pane, which lists and sorts them on every
  /// key press, stays quick (20,000 cast members cost ~160 ms a key press in a debug build).
  public static let castLimit = 1_000
  public static let crewLimit = 2_000

  /// The cast, cut to `castLimit` in billing order (as `MovieDetails.topCast` orders it).
  static func billed(_ cast: [CastMember]) -> [CastMember] {
    guard cast.count > castLimit else { return cast }
    return cast.enumerated().sorted {
      ($0.element.order ?? $0.offset, $0.offset) < ($1.element.order ?? $1.offset, $1.offset)
    }.prefix(castLimit).map(\.element)
  }

  /// The crew, cut to `crewLimit`: directors and writers first (the pane names them), then the
  /// others in TMDB's order.
  static func credited(_ crew: [CrewMember]) -> [CrewMember] {
    guard crew.count > crewLimit else { return crew }
    let named = Set(["Director"] + MovieDetails.writingJobs)
    let first = crew.filter { $0.job.map(named.contains) ?? false }
    let rest = crew.filter { !($0.job.map(named.contains) ?? false) }
    return Array((first + rest).prefix(crewLimit))
  }
}

public struct CastMember: Codable, Sendable, Equatable {
  public var id: Int?
  public var name: String
  public var character: String?
  public var order: Int?

  public init(id: Int? = nil, name: String, character: String? = nil, order: Int? = nil) {
    self.id = id
    self.name = name
    self.character = character
    self.order = order
  }

  enum CodingKeys: String, CodingKey { case id, name, character, order }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    // Kept to what a name can be, as all the details' texts (`MovieDetails.textCharacters`).
    name = MovieDetails.capped(try c.required(String.self, .name))
    id = CastMember.personID(c.optional(Int.self, .id))
    character = MovieDetails.capped(c.nonEmptyString(.character))
    order = c.optional(Int.self, .order)
  }
}

extension CastMember {
  /// TMDB's person ids are positive and within 32 bits: a credit numbered otherwise keeps its
  /// name but links to no page (asking for `/person/0` or `/person/4294967846` could only fail).
  static func personID(_ id: Int?) -> Int? { id.flatMap { TMDBID.range.contains($0) ? $0 : nil } }
}

public struct CrewMember: Codable, Sendable, Equatable {
  public var id: Int?
  public var name: String
  public var job: String?
  public var department: String?

  public init(id: Int? = nil, name: String, job: String? = nil, department: String? = nil) {
    self.id = id
    self.name = name
    self.job = job
    self.department = department
  }

  enum CodingKeys: String, CodingKey { case id, name, job, department }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    name = MovieDetails.capped(try c.required(String.self, .name))
    id = CastMember.personID(c.optional(Int.self, .id))
    job = MovieDetails.capped(c.nonEmptyString(.job))
    department = MovieDetails.capped(c.nonEmptyString(.department))
  }
}

/// The `videos` appended to movie details.
public struct VideoList: Codable, Sendable, Equatable {
  public var results: [Video]

  public init(results: [Video]) { self.results = results }

  enum CodingKeys: String, CodingKey { case results }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    results = c.lossyArray(Video.self, .results)
  }
}

public struct Video: Codable, Sendable, Equatable {
  public var name: String?
  public var site: String
  public var key: String
  public var type: String?
  public var official: Bool?

  public init(name: String? = nil, site: String, key: String, type: String?, official: Bool?) {
    self.name = name
    self.site = site
    self.key = key
    self.type = type
    self.official = official
  }

  enum CodingKeys: String, CodingKey { case name, site, key, type, official }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    site = try c.required(String.self, .site)
    key = try c.required(String.self, .key)
    name = c.nonEmptyString(.name)
    type = c.nonEmptyString(.type)
    official = c.optional(Bool.self, .official)
  }

  /// A watchable link for the sites TMDB uses; nil for anything else.
  public var url: URL? {
    guard let escaped = key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
    else { return nil }
    switch site {
    case "YouTube": return URL(string: "https://www.youtube.com/watch?v=\(escaped)")
    case "Vimeo": return URL(string: "https://vimeo.com/\(escaped)")
    default: return nil
    }
  }
}

/// The `release_dates` appended to movie details: certifications per country.
public struct ReleaseDateList: Codable, Sendable, Equatable {
  public var results: [CountryReleaseDates]

  public init(results: [CountryReleaseDates]) { self.results = results }

  enum CodingKeys: String, CodingKey { case results }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    results = c.lossyArray(CountryReleaseDates.self, .results)
  }
}

public struct CountryReleaseDates: Codable, Sendable, Equatable {
  public var country: String
  public var releaseDates: [ReleaseDateEntry]

  public init(country: String, releaseDates: [ReleaseDateEntry]) {
    self.country = country
    self.releaseDates = releaseDates
  }

  enum CodingKeys: String, CodingKey {
    case country = "iso_3166_1"
    case releaseDates = "release_dates"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    country = try c.required(String.self, .country)
    releaseDates = c.lossyArray(ReleaseDateEntry.self, .releaseDates)
  }
}

public struct ReleaseDateEntry: Codable, Sendable, Equatable {
  public var certification: String?
  public var releaseDate: String?
  /// 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV.
  public var type: Int?
  public var note: String?

  public init(certification: String?, releaseDate: String?, type: Int?, note: String? = nil) {
    self.certification = certification
    self.releaseDate = releaseDate
    self.type = type
    self.note = note
  }

  enum CodingKeys: String, CodingKey {
    case certification, type, note
    case releaseDate = "release_date"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    certification = c.nonEmptyString(.certification)
    releaseDate = c.nonEmptyString(.releaseDate)
    type = c.optional(Int.self, .type)
    note = c.nonEmptyString(.note)
  }
}
