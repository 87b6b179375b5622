import Foundation
import TMDB

/// The watchlist as a portable JSON file, for `reel watchlist export` and `import`:
///
/// ```json
/// {"format": "reel-watchlist", "version": 1, "exported_at": "2025-01-31T20:15:00.000Z",
///  "entries": [{"id": 603, "title": "The Matrix", "original_title": "The Matrix",
///               "year": 1999, "poster_path": "/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg",
///               "vote_average": 8.2, "added_at": "2024-05-01T12:00:00.000Z", "note": null}]}
/// ```
public struct WatchlistDocument: Sendable, Equatable {
  public static let format = "reel-watchlist"
  public static let version = 1
  /// The years a film's year may be (`MovieSummary.year(of:)` gives no other).
  static let years = 1800...9999

  public var exportedAt: Date
  /// One per movie: a movie listed more than once in a file is merged into one entry.
  public var entries: [WatchlistEntry]
  /// How many entries of the file repeated a movie listed earlier in it (and were merged).
  public var duplicates: Int

  public init(exportedAt: Date, entries: [WatchlistEntry], duplicates: Int = 0) {
    self.exportedAt = exportedAt
    self.entries = entries
    self.duplicates = duplicates
  }

  /// Pretty-printed JSON with every key present (null when unknown), ending in a newline.
  public func encoded() -> Data {
    let object: [String: JSONValue] = [
      "format": .string(Self.format),
      "version": .int(Self.version),
      "exported_at": .string(ISODate.string(from: exportedAt)),
      // Only what `decode` takes back: the export is a backup, and one entry the import
      // refuses would make it refuse the whole file. An id of 0 or below (a damaged or
      // edited file) is no film and could not be stored again.
      "entries": .array(entries.filter { $0.movieID > 0 }.map(Self.object)),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain JSON values cannot fail.
    let data = (try? encoder.encode(JSONValue.object(object))) ?? Data("{}".utf8)
    return data + Data("\n".utf8)
  }

  /// Just the entries, as a JSON list in the same form (for `reel watchlist list --json`).
  public static func encoded(entries: [WatchlistEntry]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(JSONValue.array(entries.map(object)))) ?? Data("[]".utf8)
    return data + Data("\n".utf8)
  }

  private static func object(_ entry: WatchlistEntry) -> JSONValue {
    .object([
      "id": .int(entry.movieID),
      "title": .string(entry.title),
      "original_title": entry.originalTitle.map(JSONValue.string) ?? .null,
      // A year no film has (a damaged or edited file) is unknown, as the import reads it.
      "year": entry.year.flatMap { years.contains($0) ? JSONValue.int($0) : nil } ?? .null,
      "poster_path": entry.posterPath.map(JSONValue.string) ?? .null,
      "vote_average": entry.voteAverage.map(JSONValue.double) ?? .null,
      // An unknown date is null, read back as unknown.
      "added_at": entry.addedAt.map { .string(ISODate.string(from: $0)) } ?? .null,
      "note": entry.note.map(JSONValue.string) ?? .null,
    ])
  }

  /// Reads and validates a whole file before anything is imported. An entry without
  /// `added_at` is dated `now` (one whose `added_at` is null keeps it unknown); every other problem is reported, the first few by entry index.
  ///
  /// Each entry is decoded straight into its few fields (`EntryFields`), never into a tree of
  /// `JSONValue`s: 64 MB of tiny entries made a tree of dictionaries that peaked at ~1.3 GB.
  public static func decode(_ data: Data, now: Date = Date()) throws(WatchlistImportError)
    -> WatchlistDocument
  {
    let file: FileFields
    // Text the import never reads (an unknown member, a key) is not decoded, so its bytes were
    // never checked: a byte that is no UTF-8 in a key made the file "no JSON object".
    // A file in UTF-16 or UTF-32 (a NUL among its first bytes, or their byte-order mark) is
    // left to the decoder, which converts it.
    guard Self.isUTF8Shaped(data) ? data.withUnsafeBytes(UTF8Check.isValid) : true else {
      throw WatchlistImportError(faults: [.notJSON])
    }
    do {
      let decoder = JSONDecoder()
      decoder.userInfo[FileFields.nowKey] = now
      file = try decoder.decode(FileFields.self, from: data)
    } catch {
      throw WatchlistImportError(faults: [.notJSON])
    }
    guard file.isObject else {
      throw WatchlistImportError(faults: [.notAnObject])
    }
    guard case .string(Self.format) = file.format else {
      throw WatchlistImportError(faults: [.wrongFormat])
    }
    guard case .int(let version) = file.version else {
      throw WatchlistImportError(faults: [.versionMissing])
    }
    guard version == Self.version else {
      throw WatchlistImportError(faults: [.otherVersion(version)])
    }
    var exportedAt = now
    if file.exportedAt != .absent, file.exportedAt != .null {
      guard case .string(let text) = file.exportedAt, let date = ISODate.date(from: text) else {
        throw WatchlistImportError(faults: [.exportedAtNotDate])
      }
      exportedAt = date
    }
    guard let entries = file.entries else {
      throw WatchlistImportError(faults: [.entriesMissing])
    }
    guard entries.problems.isEmpty else { throw WatchlistImportError(faults: entries.problems) }
    return WatchlistDocument(
      exportedAt: exportedAt, entries: entries.unique, duplicates: entries.duplicates)
  }

  /// Whether the decoder will read `data` as UTF-8: no NUL among the first four bytes and no
  /// UTF-16 or UTF-32 byte-order mark (how Foundation's JSONDecoder tells the encodings apart).
  private static func isUTF8Shaped(_ data: Data) -> Bool {
    !data.prefix(4).contains(0) && !data.starts(with: [0xFE, 0xFF])
      && !data.starts(with: [0xFF, 0xFE])
  }

  /// The entries of a file, read one at a time as the decoder meets them: each is checked and
  /// merged into the one before it of the same movie at once, so only the distinct entries
  /// are ever held, never one value per entry of the file.
  fileprivate struct EntryList {
    let now: Date
    /// One per movie, in the order of first appearance.
    var unique: [WatchlistEntry] = []
    var duplicates = 0
    var problems: [WatchlistImportProblem] = []
    private var positions: [Int: Int] = [:]
    private var count = 0

    init(now: Date) { self.now = now }

    mutating func add(_ fields: EntryFields) {
      defer { count += 1 }
      let entry: WatchlistEntry
      do throws(EntryProblem) {
        entry = try WatchlistDocument.entry(fields, now: now)
      } catch {
        problems.append(.entry(index: count, error.problem))
        return
      }
      // Nothing is imported once one entry is bad: merging would be wasted work.
      guard problems.isEmpty else { return }
      // A movie listed twice is one movie: merged the way an import merges with the
      // watchlist (earlier date, first note), so it counts once, never as "already there".
      if let position = positions[entry.movieID] {
        unique[position] = unique[position].merging(entry)
        duplicates += 1
      } else {
        positions[entry.movieID] = unique.count
        unique.append(entry)
      }
    }
  }

  fileprivate struct EntryProblem: Error {
    var problem: WatchlistEntryProblem
    init(_ problem: WatchlistEntryProblem) { self.problem = problem }
  }

  fileprivate static func entry(_ fields: EntryFields, now: Date) throws(EntryProblem)
    -> WatchlistEntry
  {
    guard fields.isObject else { throw EntryProblem(.notAnObject) }
    // An id past 32 bits names no film (`reel show`, `watchlist add` refuse it): taken in, the
    // browser asked TMDB for a film that cannot exist.
    guard case .int(let id) = fields.id, TMDBID.range.contains(id) else {
      throw EntryProblem(.idOutOfRange)
    }
    // Empty is a title: TMDB lists films without one, Reel keeps them as untitled, and
    // their export must come back.
    guard case .string(let title) = fields.title else {
      throw EntryProblem(.titleMissing)
    }
    var addedAt: Date? = now
    switch fields.addedAt {
    case .absent: break
    // What an export writes for a date it did not know.
    case .null: addedAt = nil
    case .string(let text):
      guard let date = ISODate.date(from: text) else {
        throw EntryProblem(.addedAtNotDate(text))
      }
      addedAt = date
    default: throw EntryProblem(.addedAtNotDate(nil))
    }
    return WatchlistEntry(
      movieID: id, title: title,
      originalTitle: try optionalString(fields.originalTitle, "original_title"),
      year: try optionalYear(fields.year),
      posterPath: try optionalString(fields.posterPath, "poster_path"),
      // TMDB's scale is 0 to 10: another rating (an edited file, an older Reel's export) is
      // unknown, as TMDB's own answers read it, rather than a reason to refuse the backup.
      voteAverage: try optionalNumber(fields.voteAverage, "vote_average").flatMap {
        (0...10).contains($0) ? $0 : nil
      },
      addedAt: addedAt,
      note: try optionalString(fields.note, "note"))
  }

  private static func optionalString(_ value: Scalar, _ key: String) throws(EntryProblem)
    -> String?
  {
    switch value {
    case .absent, .null: return nil
    case .string(let text): return text
    default: throw EntryProblem(.notTextOrNull(member: key))
    }
  }

  private static func optionalYear(_ value: Scalar) throws(EntryProblem) -> Int? {
    switch value {
    case .absent, .null: return nil
    case .int(let year) where years.contains(year): return year
    default: throw EntryProblem(.yearNotYear)
    }
  }

  private static func optionalNumber(_ value: Scalar, _ key: String) throws(EntryProblem)
    -> Double?
  {
    switch value {
    case .absent, .null: return nil
    case .int(let number): return Double(number)
    case .double(let number) where number.isFinite: return number
    default: throw EntryProblem(.notNumberOrNull(member: key))
    }
  }
}

/// One member of the file as the import reads it: a scalar, or `other` for anything it would
/// refuse there (a boolean, a list, an object), whose contents are never kept.
private enum Scalar: Decodable, Equatable {
  case absent, null
  case int(Int)
  case double(Double)
  case string(String)
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // In the order `JSONValue` tries them, so a value reads as it did (a bool is no number).
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if (try? container.decode(Bool.self)) != nil {
      self = .other
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if isContainer(decoder) {
      self = .other
    } else {
      // A number past Double's range, text that cannot be decoded: no JSON the old tree of
      // `JSONValue`s could hold, and it said "the file is not valid JSON". So does this.
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a JSON value"))
    }
  }
}

/// Whether the value is a list or an object whose keys all decode.
private func isContainer(_ decoder: any Decoder) -> Bool {
  (try? decoder.unkeyedContainer()) != nil
    || (try? decoder.container(keyedBy: MemberKey.self)) != nil
}

/// Whether the value, known to be no object whose keys decode, is no readable JSON at all: an
/// object with a key that does not decode, text that does not, a number past Double's range.
/// The old tree of `JSONValue`s refused the whole file as "not valid JSON" then, rather than
/// call it no object.
private func isUndecodable(_ decoder: any Decoder) -> Bool {
  guard let container = try? decoder.singleValueContainer() else { return true }
  return !container.decodeNil() && (try? container.decode(String.self)) == nil
    && (try? container.decode(Bool.self)) == nil && (try? container.decode(Double.self)) == nil
    && (try? decoder.unkeyedContainer()) == nil
}

/// Any member name: the file's members are looked up by name, the rest skipped unread.
private struct MemberKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where K == MemberKey {
  /// The member's value, `absent` when there is none. What is wrong with a value is said by
  /// the check that reads it, in the import's own words; only a value that is no JSON value
  /// at all (see `Scalar`) throws, making the file "not valid JSON" as it always was.
  fileprivate func scalar(_ name: String) throws -> Scalar {
    let key = MemberKey(name)
    guard contains(key) else { return .absent }
    return try decode(Scalar.self, forKey: key)
  }
}

/// The top of the file: an object with `format`, `version`, `exported_at` and `entries`.
private struct FileFields: Decodable {
  var isObject = false
  var format = Scalar.absent
  var version = Scalar.absent
  var exportedAt = Scalar.absent
  /// Nil when missing or not a list.
  var entries: WatchlistDocument.EntryList?
  /// The time an entry without `added_at` is dated, handed to the decoder.
  static let nowKey = CodingUserInfoKey(rawValue: "reel.watchlist.now")!

  init(from decoder: any Decoder) throws {
    guard let members = try? decoder.container(keyedBy: MemberKey.self) else {
      if isUndecodable(decoder) { _ = try decoder.container(keyedBy: MemberKey.self) }
      return
    }
    isObject = true
    format = try members.scalar("format")
    version = try members.scalar("version")
    exportedAt = try members.scalar("exported_at")
    guard var list = try? members.nestedUnkeyedContainer(forKey: MemberKey("entries")) else {
      return
    }
    var entries = WatchlistDocument.EntryList(
      now: decoder.userInfo[Self.nowKey] as? Date ?? Date())
    while !list.isAtEnd {
      // An entry's decoding fails only for what is no JSON at all (see `EntryFields`): then
      // the file is not valid JSON, as it was when it was read whole.
      entries.add(try list.decode(EntryFields.self))
    }
    self.entries = entries
  }
}

/// One entry's members, or `isObject` false for an entry that is not an object. Decoding one
/// fails only for a value that is no JSON (a key or text that does not decode, a number past
/// Double's range), which made the whole file "not valid JSON" before; any other bad entry is
/// reported by its index.
private struct EntryFields: Decodable {
  var isObject = false
  var id = Scalar.absent
  var title = Scalar.absent
  var originalTitle = Scalar.absent
  var year = Scalar.absent
  var posterPath = Scalar.absent
  var voteAverage = Scalar.absent
  var addedAt = Scalar.absent
  var note = Scalar.absent

  init(from decoder: any Decoder) throws {
    guard let members = try? decoder.container(keyedBy: MemberKey.self) else {
      if isUndecodable(decoder) { _ = try decoder.container(keyedBy: MemberKey.self) }
      return
    }
    isObject = true
    id = try members.scalar("id")
    title = try members.scalar("title")
    originalTitle = try members.scalar("original_title")
    year = try members.scalar("year")
    posterPath = try members.scalar("poster_path")
    voteAverage = try members.scalar("vote_average")
    addedAt = try members.scalar("added_at")
    note = try members.scalar("note")
  }
}
