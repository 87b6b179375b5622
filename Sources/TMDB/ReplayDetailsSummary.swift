import Foundation

/// The list-row form of a details answer, decoded the way `MovieDetails` decodes those fields
/// but without its credits, videos, release dates and the rest: most of a details body, and
/// all a recording's search index needs from it. For any body, the summary is the one
/// `MovieDetails.summary` gives (a test checks them against each other).
struct ReplayDetailsSummary: Decodable {
  var summary: MovieSummary

  init(from decoder: Decoder) throws {
    typealias Key = MovieDetails.CodingKeys
    let c = try LenientContainer(decoder, keyedBy: Key.self)
    let id = try c.required(Int.self, .id)
    let originalTitle = MovieDetails.capped(c.optional(String.self, .originalTitle))
    summary = MovieSummary(
      id: id, title: MovieDetails.capped(c.optional(String.self, .title)) ?? originalTitle ?? "",
      originalTitle: originalTitle,
      originalLanguage: MovieDetails.capped(c.nonEmptyString(.originalLanguage)),
      overview: MovieDetails.capped(
        c.optional(String.self, .overview), to: MovieDetails.overviewCharacters),
      posterPath: c.nonEmptyString(.posterPath), backdropPath: c.nonEmptyString(.backdropPath),
      releaseDate: c.nonEmptyString(.releaseDate),
      voteAverage: c.optional(Double.self, .voteAverage).flatMap(Rating.average),
      voteCount: c.optional(Int.self, .voteCount).flatMap(Rating.count),
      popularity: c.optional(Double.self, .popularity).flatMap(Rating.popularity),
      genreIDs: c.lossyArray(Genre.self, .genres).map(\.id), adult: c.optional(Bool.self, .adult))
  }
}
