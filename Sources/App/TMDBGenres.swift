import Browser
import Foundation

/// TMDB's movie genres and their ids, which TMDB keeps fixed: what `genre:NAME` in
/// `[home] rows` can name before the genre list has been fetched.
enum TMDBGenres {
  static var all: [(id: Int, name: String)] { HomeRowKind.englishGenres }

  static var names: [String] { all.map(\.name) }

  /// The id of a genre named in English, whatever the case and spacing (`sci-fi` too), or
  /// given by its TMDB id (`27`), as `reel discover --genre` takes it.
  static func id(named name: String) -> Int? {
    let digits = name.trimmingCharacters(in: .whitespaces)
    if let id = Int(digits), digits.allSatisfy(\.isASCII) {
      return all.contains { $0.id == id } ? id : nil
    }
    let wanted = name.lowercased().filter(\.isLetter)
    if ["scifi", "sciencefiction"].contains(wanted) { return 878 }
    return all.first { $0.name.lowercased().filter(\.isLetter) == wanted }?.id
  }
}
