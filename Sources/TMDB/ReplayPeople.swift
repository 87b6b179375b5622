import Foundation

/// People answers computed from the index: `/3/person/{id}` (with `movie_credits` appended or
/// on its own) and `/3/search/person`.
enum ReplayPeople {
  /// The person's details in TMDB's shape; facts the catalog does not hold are TMDB's empty
  /// values (null dates and places, an empty biography).
  static func details(
    _ person: ReplayPeopleIndex.Person, in index: ReplayIndex, language: ReplayLanguage,
    withCredits: Bool
  ) -> ReplayJSON {
    var fields: [String: ReplayJSON] = [
      "adult": .bool(false),
      "also_known_as": .array([]),
      // The catalog's biographies are English; TMDB leaves a missing translation empty.
      "biography": .string(language.isDefault ? person.biography ?? "" : ""),
      "birthday": ReplayShapes.optional(person.birthday),
      "deathday": ReplayShapes.optional(person.deathday),
      "gender": .integer(Int64(person.gender ?? 0)),
      "homepage": .null,
      "id": .integer(Int64(person.id)),
      "imdb_id": .null,
      "known_for_department": .string(person.knownForDepartment),
      "name": .string(person.name),
      "place_of_birth": ReplayShapes.optional(person.placeOfBirth),
      "popularity": .number(person.popularity),
      "profile_path": .null,
    ]
    if withCredits {
      fields["movie_credits"] = movieCredits(person, in: index, language: language)
    }
    return .object(fields)
  }

  /// `{"cast": [...], "crew": [...], "id": N}`: the person's films, each a list row with the
  /// credit's own fields, credit ids the same as in the films' details.
  static func movieCredits(
    _ person: ReplayPeopleIndex.Person, in index: ReplayIndex, language: ReplayLanguage
  ) -> ReplayJSON {
    var cast: [ReplayJSON] = []
    var crew: [ReplayJSON] = []
    for movie in index.movies.sorted(by: { $0.id < $1.id }) {
      for (order, credit) in movie.cast.enumerated() where credit.personID == person.id {
        var item = movie.listItem(language)
        item["character"] = .string(credit.character)
        item["credit_id"] = .string(creditID(movie.id, person.id, kind: 1, position: order))
        item["order"] = .integer(Int64(order))
        cast.append(.object(item))
      }
      var positions: [String: Int] = [:]
      for credit in movie.crew {
        let position = positions[credit.job, default: 0]
        positions[credit.job] = position + 1
        guard credit.personID == person.id else { continue }
        var item = movie.listItem(language)
        item["credit_id"] = .string(
          creditID(movie.id, person.id, kind: credit.job == "Director" ? 2 : 3, position: position))
        item["department"] = .string(credit.department)
        item["job"] = .string(credit.job)
        crew.append(.object(item))
      }
    }
    return .object([
      "cast": .array(cast), "crew": .array(crew), "id": .integer(Int64(person.id)),
    ])
  }

  /// The catalog build's credit id (build.py `credit_id`): movie, person, kind, position.
  static func creditID(_ movie: Int, _ person: Int, kind: Int, position: Int) -> String {
    func hex(_ value: Int) -> String {
      let text = String(UInt32(truncatingIfNeeded: value), radix: 16)
      return String(repeating: "0", count: 8 - text.count) + text
    }
    return hex(movie) + hex(person) + hex(kind << 16 | position)
  }

  /// `/3/search/person`: names containing the folded query (or each of its words), most
  /// popular first, each with up to three films they are known for.
  static func search(
    _ query: String, among people: ReplayPeopleIndex, in index: ReplayIndex,
    language: ReplayLanguage
  ) -> [ReplayJSON] {
    let phrase = searchFold(query)
    guard !phrase.isEmpty else { return [] }
    let words = phrase.split(separator: " ")
    let found = people.people.filter { person in
      let name = searchFold(person.name)
      return name.contains(phrase) || words.allSatisfy { name.contains($0) }
    }
    .sorted { $0.popularity != $1.popularity ? $0.popularity > $1.popularity : $0.id < $1.id }
    return found.map { person in
      let knownFor = index.movies.filter { $0.peopleIDs.contains(person.id) }.prefix(3)
        .map { movie -> ReplayJSON in
          var item = movie.listItem(language)
          item["media_type"] = .string("movie")
          return .object(item)
        }
      return .object([
        "adult": .bool(false),
        "gender": .integer(Int64(person.gender ?? 0)),
        "id": .integer(Int64(person.id)),
        "known_for": .array(knownFor),
        "known_for_department": .string(person.knownForDepartment),
        "name": .string(person.name),
        "original_name": .string(person.name),
        "popularity": .number(person.popularity),
        "profile_path": .null,
      ])
    }
  }
}
