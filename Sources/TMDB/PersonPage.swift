import Foundation

/// One page of `/search/person`.
public struct PersonPage: Codable, Sendable, Equatable {
  public var page: Int
  public var results: [PersonSummary]
  public var totalPages: Int
  public var totalResults: Int
  /// What lenient decoding dropped from this page (not part of TMDB's shape).
  public var dropped: DropCounts = .none

  public init(page: Int, results: [PersonSummary], totalPages: Int, totalResults: Int) {
    self.page = page
    self.results = results
    self.totalPages = min(max(totalPages, 0), MoviePage.maximumPages)
    self.totalResults = min(max(totalResults, 0), MoviePage.maximumResults)
  }

  enum CodingKeys: String, CodingKey {
    case page, results
    case totalPages = "total_pages"
    case totalResults = "total_results"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    page = try c.required(Int.self, .page)
    // As a film page: counted before a person is decoded, so a page of a million people
    // (megabytes of bare ids) is refused, not held.
    if let listed = try? c.container.nestedUnkeyedContainer(forKey: .results).count,
      listed > MoviePage.maximumResultsPerPage
    {
      throw PayloadProblem(
        .tooManyOnOnePage(listed: listed, of: .people, pageSize: MoviePage.pageSize))
    }
    // Required: a page without a results list is wrong; its bad items are dropped.
    results = try c.requiredLossyArray(PersonSummary.self, .results)
    totalPages = min(max(c.optional(Int.self, .totalPages) ?? page, 0), MoviePage.maximumPages)
    // Bounded as a movie page's total is: "1–3 of 1099511627776" said nothing true.
    totalResults = min(
      max(c.optional(Int.self, .totalResults) ?? results.count, 0), MoviePage.maximumResults)
  }
}

/// One person in search results.
public struct PersonSummary: Codable, Sendable, Equatable, Hashable, Identifiable {
  public var id: Int
  public var name: String
  public var knownForDepartment: String?
  public var popularity: Double?
  public var profilePath: String?
  public var knownFor: [KnownForTitle]

  public init(
    id: Int, name: String, knownForDepartment: String? = nil, popularity: Double? = nil,
    profilePath: String? = nil, knownFor: [KnownForTitle] = []
  ) {
    self.id = id
    self.name = name
    self.knownForDepartment = knownForDepartment
    self.popularity = popularity
    self.profilePath = profilePath
    self.knownFor = knownFor
  }

  enum CodingKeys: String, CodingKey {
    case id, name, popularity
    case knownForDepartment = "known_for_department"
    case profilePath = "profile_path"
    case knownFor = "known_for"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    id = try c.required(Int.self, .id)
    // As films: a person numbered 0 or below, or past 32 bits, could be listed but their page
    // never opened.
    guard TMDBID.range.contains(id) else { throw PayloadProblem(.notAnID(id)) }
    name = try c.required(String.self, .name)
    knownForDepartment = c.nonEmptyString(.knownForDepartment)
    popularity = c.optional(Double.self, .popularity)
    profilePath = c.nonEmptyString(.profilePath)
    knownFor = c.lossyArray(KnownForTitle.self, .knownFor)
  }
}

/// A film or show a person is known for: movies have a `title`, TV shows a `name`.
public struct KnownForTitle: Codable, Sendable, Equatable, Hashable {
  public var id: Int
  public var mediaType: String?
  public var title: String?
  public var name: String?
  public var releaseDate: String?

  public init(
    id: Int, mediaType: String? = "movie", title: String? = nil, name: String? = nil,
    releaseDate: String? = nil
  ) {
    self.id = id
    self.mediaType = mediaType
    self.title = title
    self.name = name
    self.releaseDate = releaseDate
  }

  enum CodingKeys: String, CodingKey {
    case id, title, name
    case mediaType = "media_type"
    case releaseDate = "release_date"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    id = try c.required(Int.self, .id)
    mediaType = c.nonEmptyString(.mediaType)
    title = c.nonEmptyString(.title)
    name = c.nonEmptyString(.name)
    releaseDate = c.nonEmptyString(.releaseDate)
  }

  /// What to call it: the title, else the show's name.
  public var displayTitle: String? { title ?? name }
}
