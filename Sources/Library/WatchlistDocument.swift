import Foundation

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
      "added_at": .string(ISODate.string(from: entry.addedAt)),
      "note": entry.note.map(JSONValue.string) ?? .null,
    ])
  }

  /// Reads and validates a whole file before anything is imported. An entry without
  /// `added_at` is dated `now`; every other problem is reported, the first few by entry index.
  public static func decode(_ data: Data, now: Date = Date()) throws(WatchlistImportError)
    -> WatchlistDocument
  {
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw WatchlistImportError(["the file is not valid JSON"])
    }
    guard case .object(let fields) = root else {
      throw WatchlistImportError(["the file is not a Reel watchlist export (no JSON object)"])
    }
    guard case .string(Self.format) = fields["format"] else {
      throw WatchlistImportError([
        "the file is not a Reel watchlist export (\"format\" is not \"\(Self.format)\")"
      ])
    }
    guard case .int(let version) = fields["version"] else {
      throw WatchlistImportError(["\"version\" is missing or not a whole number"])
    }
    guard version == Self.version else {
      throw WatchlistImportError([
        "the file is version \(version) of the export format; this Reel reads version "
          + "\(Self.version)" + (version > Self.version ? " (update Reel to import it)" : "")
      ])
    }
    var exportedAt = now
    if let value = fields["exported_at"], value != .null {
      guard case .string(let text) = value, let date = ISODate.date(from: text) else {
        throw WatchlistImportError(["\"exported_at\" is not an ISO 8601 date"])
      }
      exportedAt = date
    }
    guard case .array(let items) = fields["entries"] else {
      throw WatchlistImportError(["\"entries\" is missing or not a list"])
    }
    var entries: [WatchlistEntry] = []
    var problems: [String] = []
    for (index, item) in items.enumerated() {
      do throws(EntryProblem) {
        entries.append(try entry(item, now: now))
      } catch {
        problems.append("entries[\(index)]: \(error.reason)")
      }
    }
    guard problems.isEmpty else { throw WatchlistImportError(problems) }
    // A movie listed twice is one movie: merged the way an import merges with the watchlist
    // (earlier date, first note), so it counts once, never as "already there".
    var positions: [Int: Int] = [:]
    var unique: [WatchlistEntry] = []
    for entry in entries {
      if let position = positions[entry.movieID] {
        unique[position] = unique[position].merging(entry)
      } else {
        positions[entry.movieID] = unique.count
        unique.append(entry)
      }
    }
    return WatchlistDocument(
      exportedAt: exportedAt, entries: unique, duplicates: entries.count - unique.count)
  }

  private struct EntryProblem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  private static func entry(_ value: JSONValue, now: Date) throws(EntryProblem) -> WatchlistEntry {
    guard case .object(let fields) = value else { throw EntryProblem("not a JSON object") }
    guard case .int(let id) = fields["id"], id > 0 else {
      throw EntryProblem("\"id\" must be a positive whole number")
    }
    // Empty is a title: TMDB lists films without one, Reel keeps them as untitled, and
    // their export must come back.
    guard case .string(let title) = fields["title"] else {
      throw EntryProblem("\"title\" is missing or not text")
    }
    var addedAt = now
    switch fields["added_at"] {
    case nil, .null?: break
    case .string(let text)?:
      guard let date = ISODate.date(from: text) else {
        throw EntryProblem("\"added_at\" is not an ISO 8601 date: \"\(text)\"")
      }
      addedAt = date
    default: throw EntryProblem("\"added_at\" is not an ISO 8601 date")
    }
    return WatchlistEntry(
      movieID: id, title: title,
      originalTitle: try optionalString(fields, "original_title"),
      year: try optionalYear(fields),
      posterPath: try optionalString(fields, "poster_path"),
      // TMDB's scale is 0 to 10: another rating (an edited file, an older Reel's export) is
      // unknown, as TMDB's own answers read it, rather than a reason to refuse the backup.
      voteAverage: try optionalNumber(fields, "vote_average").flatMap {
        (0...10).contains($0) ? $0 : nil
      },
      addedAt: addedAt,
      note: try optionalString(fields, "note"))
  }

  private static func optionalString(_ fields: [String: JSONValue], _ key: String)
    throws(EntryProblem) -> String?
  {
    switch fields[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw EntryProblem("\"\(key)\" must be text or null")
    }
  }

  private static func optionalYear(_ fields: [String: JSONValue]) throws(EntryProblem) -> Int? {
    switch fields["year"] {
    case nil, .null?: return nil
    case .int(let year)? where years.contains(year): return year
    default: throw EntryProblem("\"year\" must be a four-digit year or null")
    }
  }

  private static func optionalNumber(_ fields: [String: JSONValue], _ key: String)
    throws(EntryProblem) -> Double?
  {
    switch fields[key] {
    case nil, .null?: return nil
    case .int(let number)?: return Double(number)
    case .double(let number)? where number.isFinite: return number
    default: throw EntryProblem("\"\(key)\" must be a number or null")
    }
  }
}

/// Why a file cannot be imported; nothing was changed.
public struct WatchlistImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every problem found, in file order.
  public var problems: [String]

  public init(_ problems: [String]) { self.problems = problems }

  /// One line naming the first few problems.
  public var description: String {
    let shown = problems.prefix(3).joined(separator: "; ")
    let more = problems.count > 3 ? " (and \(problems.count - 3) more)" : ""
    return shown + more
  }
}
