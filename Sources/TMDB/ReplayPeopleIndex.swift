import Foundation

/// Every person the catalog's films name, from `replay-people.catalog`: read on the first
/// person page or person search only, since nothing else needs them.
struct ReplayPeopleIndex: Sendable, Decodable {
  static let fileName = "replay-people.catalog"

  struct Person: Sendable, Decodable {
    var id: Int
    var name: String
    var knownForDepartment: String
    var popularity: Double
    var gender: Int?
    var biography: String?
    var birthday: String?
    var deathday: String?
    var placeOfBirth: String?

    enum CodingKeys: String, CodingKey {
      case id, name, popularity, gender, biography, birthday, deathday
      case knownForDepartment = "known_for_department"
      case placeOfBirth = "place_of_birth"
    }
  }

  var version: Int
  var people: [Person]
  private var personByID: [Int: Int] = [:]

  enum CodingKeys: String, CodingKey { case version, people }

  init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    version = try c.decode(Int.self, forKey: .version)
    people = try c.decode([Person].self, forKey: .people)
    personByID = Dictionary(
      people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  init() {
    version = ReplayIndex.version
    people = []
  }

  func person(_ id: Int) -> Person? { personByID[id].map { people[$0] } }

  /// The catalog's people file; no people when there is none or it is unusable.
  static func load(from directory: URL) -> ReplayPeopleIndex {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)),
      let index = try? JSONDecoder().decode(ReplayPeopleIndex.self, from: data),
      index.version == ReplayIndex.version
    else { return ReplayPeopleIndex() }
    return index
  }
}
