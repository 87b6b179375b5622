import Foundation

/// Answers about one film's neighbours, computed from the index: recommendations, similar
/// films, where to watch it, and the collection it belongs to.
enum ReplayRelated {
  /// `/3/movie/{id}/recommendations`: films sharing people count most (a director's or an
  /// actor's other work), then shared genres; ties by popularity. Films sharing nothing are
  /// left out, so an unusual film gets a short list, as on TMDB.
  static func recommendations(for movie: ReplayIndex.Movie, in index: ReplayIndex)
    -> [ReplayIndex.Movie]
  {
    let people = movie.peopleIDs
    let genres = Set(movie.genreIDs)
    return ranked(movie, in: index) { other in
      let sharedPeople = people.intersection(other.peopleIDs).count
      let sharedGenres = genres.intersection(other.genreIDs).count
      // One shared genre alone is too weak a link to recommend on.
      guard sharedPeople > 0 || sharedGenres >= 2 else { return 0 }
      return sharedPeople * 3 + sharedGenres
    }
  }

  /// `/3/movie/{id}/similar`: by genres alone (TMDB's similar films are matched on genres
  /// and keywords, not people).
  static func similar(to movie: ReplayIndex.Movie, in index: ReplayIndex) -> [ReplayIndex.Movie] {
    let genres = Set(movie.genreIDs)
    return ranked(movie, in: index) { genres.intersection($0.genreIDs).count }
  }

  /// The films scoring above zero, best first; the index is already by popularity, and the
  /// stable sort keeps that order within a score.
  private static func ranked(
    _ movie: ReplayIndex.Movie, in index: ReplayIndex, score: (ReplayIndex.Movie) -> Int
  ) -> [ReplayIndex.Movie] {
    index.movies.filter { $0.id != movie.id }
      .map { ($0, score($0)) }.filter { $0.1 > 0 }
      .enumerated().sorted { a, b in
        a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
      }
      .map(\.element.0)
  }

  /// `/3/movie/{id}/watch/providers`. The offers are illustrative (the catalog's build picks
  /// them), in TMDB's exact shape.
  static func watchProviders(for movie: ReplayIndex.Movie, in index: ReplayIndex) -> ReplayJSON {
    var regions: [String: ReplayJSON] = [:]
    for (region, offers) in movie.providers {
      var answer: [String: ReplayJSON] = [
        "link": .string("https://www.themoviedb.org/movie/\(movie.id)/watch?locale=\(region)")
      ]
      for (kind, ids) in offers {
        answer[kind] = .array(
          ids.enumerated().compactMap { position, id in
            guard let provider = index.provider(id) else { return nil }
            return .object([
              "display_priority": .integer(Int64(position + 1)),
              "logo_path": ReplayShapes.optional(provider.logoPath),
              "provider_id": .integer(Int64(provider.providerID)),
              "provider_name": .string(provider.providerName),
            ])
          })
      }
      regions[region] = .object(answer)
    }
    return .object(["id": .integer(Int64(movie.id)), "results": .object(regions)])
  }

  /// `/3/collection/{id}`: its films in release order (undated ones last), as TMDB lists
  /// the parts.
  static func collection(
    _ collection: ReplayIndex.Collection, in index: ReplayIndex, language: ReplayLanguage
  ) -> ReplayJSON {
    let parts = index.movies.filter { $0.collection == collection.id }
      .sorted { a, b in
        let (da, db) = (a.releaseDate ?? "", b.releaseDate ?? "")
        if da.isEmpty != db.isEmpty { return db.isEmpty }
        return da != db ? da < db : a.id < b.id
      }
      .map { movie -> ReplayJSON in
        var item = movie.listItem(language)
        item["media_type"] = .string("movie")
        return .object(item)
      }
    return .object([
      "backdrop_path": ReplayShapes.optional(collection.backdropPath),
      "id": .integer(Int64(collection.id)),
      "name": .string(collection.name),
      "overview": .string(collection.overview),
      "parts": .array(parts),
      "poster_path": ReplayShapes.optional(collection.posterPath),
    ])
  }
}
