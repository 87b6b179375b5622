import Foundation

/// Every person the catalog's films name, from `replay-people.catalog`: read on the first
/// person page or person search only, since nothing else needs them.
struct ReplayPeopleIndex: Sendable {
  static let fileName = "replay-people.catalog"

  struct Person: Sendable {
    var id: Int
    var name: String
    var knownForDepartment: String
    var popularity: Double
    var gender: Int?
    var biography: String?
    var birthday: String?
    var deathday: String?
    var placeOfBirth: String?
  }

  private(set) var people: [Person] = []
  private var personByID: [Int: Int] = [:]

  init() {}

  /// Reads the build's people file (`H` lines, fields in the order of `PERSON_FIELDS` in
  /// Tools/catalog/replay_index.py); nil when a line is not what the build writes.
  init?(file bytes: [UInt8]) {
    var version = 0
    for line in ReplayLines(bytes) {
      let f = line.fields
      switch line.kind {
      case "V": version = f.int(0) ?? 0
      case "H":
        guard let id = f.int(0), let name = f.text(1) else { return nil }
        people.append(
          Person(
            id: id, name: name, knownForDepartment: f.text(2) ?? "Acting",
            popularity: f.double(3) ?? 0, gender: f.int(4), biography: f.text(5),
            birthday: f.text(6), deathday: f.text(7), placeOfBirth: f.text(8)))
      default: return nil
      }
    }
    guard version == ReplayIndex.version else { return nil }
    personByID = Dictionary(
      people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func person(_ id: Int) -> Person? { personByID[id].map { people[$0] } }

  /// The catalog's people file; no people when there is none or it is unusable.
  static func load(from directory: URL) -> ReplayPeopleIndex {
    let path = directory.appendingPathComponent(fileName).path
    guard case .success(let data) = RegularFile.read(path, limit: ReplayStore.indexLimit),
      let index = ReplayPeopleIndex(file: [UInt8](data))
    else { return ReplayPeopleIndex() }
    return index
  }
}
