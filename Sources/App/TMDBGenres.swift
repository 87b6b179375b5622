import Foundation

/// TMDB's movie genres and their ids, which TMDB keeps fixed: what `genre:NAME` in
/// `[home] rows` can name before the genre list has been fetched.
enum TMDBGenres {
  static let all: [(id: Int, name: String)] = [
    (28, "Action"), (12, "Adventure"), (16, "Animation"), (35, "Comedy"), (80, "Crime"),
    (99, "Documentary"), (18, "Drama"), (10751, "Family"), (14, "Fantasy"), (36, "History"),
    (27, "Horror"), (10402, "Music"), (9648, "Mystery"), (10749, "Romance"),
    (878, "Science Fiction"), (10770, "TV Movie"), (53, "Thriller"), (10752, "War"),
    (37, "Western"),
  ]

  static var names: [String] { all.map(\.name) }

  /// The id of a genre named in English, whatever the case and spacing (`sci-fi` too).
  static func id(named name: String) -> Int? {
    let wanted = name.lowercased().filter(\.isLetter)
    if ["scifi", "sciencefiction"].contains(wanted) { return 878 }
    return all.first { $0.name.lowercased().filter(\.isLetter) == wanted }?.id
  }
}
