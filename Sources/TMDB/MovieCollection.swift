import Foundation

/// `/collection/{id}`: a series of films ("The Lord of the Rings Collection").
public struct MovieCollection: Codable, Sendable, Equatable, Identifiable {
  public var id: Int
  public var name: String
  public var overview: String?
  public var posterPath: String?
  public var backdropPath: String?
  /// The films in release order (TMDB's own order is not guaranteed); undated ones last.
  public var parts: [MovieSummary]

  public init(id: Int, name: String, overview: String? = nil, parts: [MovieSummary]) {
    self.id = id
    self.name = name
    self.overview = overview
    self.parts = Self.inReleaseOrder(parts)
  }

  enum CodingKeys: String, CodingKey {
    case id, name, overview, parts
    case posterPath = "poster_path"
    case backdropPath = "backdrop_path"
  }

  public init(from decoder: Decoder) throws {
    let c = try LenientContainer(decoder, keyedBy: CodingKeys.self)
    id = try c.required(Int.self, .id)
    // Laid out on every frame of its page: kept to what a name can be (`PersonDetails`).
    name = String((c.optional(String.self, .name) ?? "").prefix(PersonDetails.nameCharacters))
    overview = c.nonEmptyString(.overview)
    posterPath = c.nonEmptyString(.posterPath)
    backdropPath = c.nonEmptyString(.backdropPath)
    parts = Self.inReleaseOrder(c.lossyArray(MovieSummary.self, .parts))
  }

  /// Oldest first, films without a date at the end; each film once.
  static func inReleaseOrder(_ movies: [MovieSummary]) -> [MovieSummary] {
    var seen = Set<Int>()
    return movies.filter { seen.insert($0.id).inserted }.sorted { a, b in
      let (x, y) = (a.releaseDate ?? "", b.releaseDate ?? "")
      if x != y {
        if x.isEmpty || y.isEmpty { return !x.isEmpty }
        return x < y
      }
      return a.id < b.id
    }
  }

  /// The films as one list page, for the printed table and the browser's lists.
  public var asPage: MoviePage {
    MoviePage(page: 1, results: parts, totalPages: 1, totalResults: parts.count)
  }
}
