import Foundation
import XCTest

@testable import Library

/// review33: the streaming import (fix33) against the decoder it replaced, kept here word for
/// word as `ReferenceImport`: on thousands of hostile files (ids as floats, huge and as text,
/// nulls, repeated ids and keys, unknown members, truncations, BOMs, bytes that are no UTF-8)
/// both must accept the same files with the same entries, or refuse them in the same words.
final class WatchlistDecodeDifferentialTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_000)
  private static let noObject = "the file is not a Reel watchlist export (no JSON object)"

  private enum Outcome: Equatable {
    case imported(WatchlistDocument)
    case refused([String])
  }

  private func streaming(_ data: Data) -> Outcome {
    do {
      return .imported(try WatchlistDocument.decode(data, now: now))
    } catch {
      return .refused(error.problems)
    }
  }

  private static let ids = [
    "1", "7", "1.0", "1e2", "1E2", "1.5", "-1", "0", "-0", "\"1\"", "null", "true", "[]", "{}",
    "9223372036854775807", "9223372036854775808", "99999999999999999999",
    "2.0e0", "0.7e1",
  ]
  private static let texts = [
    "\"a\"", "\"\"", "null", "1", "false", "[\"a\"]", "{\"a\":1}", "\"line\\nbreak\"",
    "\"😀 \u{202E}evil\"", "\"\\u0000\"", "\"\\ud83d\\ude00\"", "\"   \"", "\"NaN\"",
  ]
  private static let dates = [
    "\"2024-05-01T12:00:00.000Z\"", "\"2024-05-01T12:00:00Z\"", "\"2020-01-01T00:00:00.000Z\"",
    "\"then\"", "null", "5", "[]", "\"2024-13-45T99:00:00Z\"",
  ]
  private static let numbers = [
    "8.2", "10", "0", "-1", "11", "\"9\"", "null", "true", "3",
  ]
  private static let years = ["1999", "99", "1800", "9999", "10000", "1999.0", "\"1999\"", "null"]

  /// JSON the decoder cannot turn into a value: the old import said "not valid JSON" for a
  /// file with one anywhere. Only in the members the import reads; in one it skips (an
  /// unknown member), such a value is left unread now, and the file is imported.
  private static let undecodable = [
    "1e400", "-1e400", "\"\\udead\"", "{\"\\udead\":1}", "{\"a\":1,\"\\udc00\":2}",
  ]

  private static func pick(_ values: [String], _ random: inout Stream) -> String {
    values.randomElement(using: &random)!
  }

  /// Values every field takes: files made of these alone are imported, so that what the two
  /// imports keep (merged duplicates above all: which date, which note) is compared too.
  private static let acceptable: [String: [String]] = [
    "title": ["\"a\"", "\"\"", "\"line\\nbreak\"", "\"😀 \u{202E}evil\"", "\"   \""],
    "original_title": ["\"a\"", "null", "\"\\u0000\""],
    "year": ["1999", "1800", "9999", "null"],
    "poster_path": ["\"/a.jpg\"", "null"],
    "vote_average": ["8.2", "10", "0", "-1", "11", "null", "3", "7"],
    "added_at": [
      "\"2024-05-01T12:00:00.000Z\"", "\"2024-05-01T12:00:00Z\"", "\"2020-01-01T00:00:00.000Z\"",
      "null",
    ],
    "note": ["\"a\"", "\"b\"", "\"   \"", "\"\"", "null", "\"😀\\n\u{202E}\""],
  ]

  private static func cleanEntry(_ random: inout Stream) -> String {
    var members = ["\"id\":\(Int.random(in: 1...4, using: &random))"]
    for (name, values) in acceptable where name == "title" || Bool.random(using: &random) {
      members.append("\"\(name)\":" + pick(values, &random))
    }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: ",") + "}"
  }

  private static func entry(_ random: inout Stream) -> String {
    if Bool.random(using: &random) { return cleanEntry(&random) }
    if Int.random(in: 0..<25, using: &random) == 0 {
      return pick(["null", "1", "\"x\"", "[]", "[{\"id\":1}]"], &random)
    }
    var members: [String] = []
    let bad = Int.random(in: 0..<4, using: &random) == 0 ? undecodable : []
    let fields: [(String, [String])] = [
      ("id", ids + bad), ("title", texts + bad), ("original_title", texts), ("year", years),
      ("poster_path", texts), ("vote_average", numbers + bad), ("added_at", dates + bad),
      ("note", texts + bad), ("junk", ids + texts), ("ID", ids), ("\\udead", ids),
    ]
    for (name, values) in fields where Int.random(in: 0..<10, using: &random) < 7 {
      // Mostly good values, so that whole files are accepted often enough to compare.
      let good = name == "id" ? "\(Int.random(in: 1...4, using: &random))" : values[0]
      members.append(
        "\"\(name)\":"
          + (Int.random(in: 0..<10, using: &random) < 8 ? good : pick(values, &random)))
      // A member given twice.
      if Int.random(in: 0..<30, using: &random) == 0 {
        members.append("\"\(name)\":" + pick(values, &random))
      }
    }
    members.shuffle(using: &random)
    return "{" + members.joined(separator: ",") + "}"
  }

  private static func file(_ random: inout Stream) -> Data {
    let clean = Int.random(in: 0..<3, using: &random) == 0
    var members = [
      "\"format\":"
        + (Int.random(in: 0..<20, using: &random) == 0 ? "\"other\"" : "\"reel-watchlist\""),
      "\"version\":" + pick(["1", "1", "1", "1.0", "2", "0", "\"1\"", "null", "1e0"], &random),
      "\"exported_at\":" + pick(dates, &random),
      "\"entries\":["
        + (0..<Int.random(in: 0...6, using: &random)).map {
          _ in clean ? cleanEntry(&random) : entry(&random)
        }.joined(separator: ",") + "]",
      "\"extra\":" + pick(ids + texts, &random),
      "\"" + pick(["extra", "\\ud800", "format"], &random) + "\":" + pick(ids, &random),
    ]
    if clean {
      members = [
        "\"format\":\"reel-watchlist\"", "\"version\":1", "\"exported_at\":" + dates[0],
        members[3],
      ]
    }
    members.shuffle(using: &random)
    if !clean, Int.random(in: 0..<15, using: &random) == 0 { members.removeLast() }
    var bytes = Array(("{" + members.joined(separator: ",") + "}").utf8)
    switch clean ? -1 : Int.random(in: 0..<30, using: &random) {
    case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
    case 1: bytes = [0xEF, 0xBB, 0xBF] + bytes
    case 2: bytes.insert(0xFF, at: Int.random(in: 0..<bytes.count, using: &random))
    case 3: bytes = Array("[".utf8) + bytes + Array("]".utf8)
    case 4: bytes = [0xFE, 0xFF] + bytes
    default: break
    }
    return Data(bytes)
  }

  private struct Stream: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  func testTheStreamingImportAgreesWithTheDecoderItReplaced() {
    var random = Stream(state: 33)
    var imported = 0
    var differing = 0
    for _ in 0..<3_000 {
      let data = Self.file(&random)
      let reference = ReferenceImport.decode(data, now: now)
      let outcome = streaming(data)
      if case .success = reference { imported += 1 }
      guard outcome != referenceOutcome(reference) else { continue }
      // A list at the top is no export whatever it holds; the old import decoded it whole
      // first, and said "not valid JSON" for a value in it that was none.
      // Bytes that are no UTF-8 make any file "not valid JSON" now; the old import said so
      // only when it decoded them, not in the value of a key given twice, which it skipped.
      if outcome == .refused(["the file is not valid JSON"]),
        String(data: data, encoding: .utf8) == nil
      {
        continue
      }
      if data.first == UInt8(ascii: "["), outcome == .refused([Self.noObject]),
        referenceOutcome(reference) == .refused(["the file is not valid JSON"])
      {
        continue
      }
      differing += 1
      if differing <= 5 {
        XCTFail(
          "\(String(decoding: data, as: UTF8.self))\nbefore: \(reference)\nnow: \(outcome)")
      }
    }
    XCTAssertEqual(differing, 0, "files the import reads otherwise than it did")
    XCTAssertGreaterThan(imported, 300, "enough files are accepted to compare their entries")
  }

  private func referenceOutcome(_ result: Result<WatchlistDocument, ReferenceImport.Refusal>)
    -> Outcome
  {
    switch result {
    case .success(let document): .imported(document)
    case .failure(let refusal): .refused(refusal.problems)
    }
  }
}

/// The import as it was before fix33 (b47c641), word for word, through a tree of `JSONValue`s.
private enum ReferenceImport {
  struct Refusal: Error { var problems: [String] }
  struct EntryProblem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  static func decode(_ data: Data, now: Date) -> Result<WatchlistDocument, Refusal> {
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      return .failure(Refusal(problems: ["the file is not valid JSON"]))
    }
    guard case .object(let fields) = root else {
      return .failure(
        Refusal(problems: ["the file is not a Reel watchlist export (no JSON object)"]))
    }
    let format = WatchlistDocument.format
    guard case .string(format) = fields["format"] else {
      return .failure(
        Refusal(problems: [
          "the file is not a Reel watchlist export (\"format\" is not \"\(format)\")"
        ]))
    }
    guard case .int(let version) = fields["version"] else {
      return .failure(Refusal(problems: ["\"version\" is missing or not a whole number"]))
    }
    guard version == WatchlistDocument.version else {
      return .failure(
        Refusal(problems: [
          "the file is version \(version) of the export format; this Reel reads version "
            + "\(WatchlistDocument.version)"
            + (version > WatchlistDocument.version ? " (update Reel to import it)" : "")
        ]))
    }
    var exportedAt = now
    if let value = fields["exported_at"], value != .null {
      guard case .string(let text) = value, let date = ISODate.date(from: text) else {
        return .failure(Refusal(problems: ["\"exported_at\" is not an ISO 8601 date"]))
      }
      exportedAt = date
    }
    guard case .array(let items) = fields["entries"] else {
      return .failure(Refusal(problems: ["\"entries\" is missing or not a list"]))
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
    guard problems.isEmpty else { return .failure(Refusal(problems: problems)) }
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
    return .success(
      WatchlistDocument(
        exportedAt: exportedAt, entries: unique, duplicates: entries.count - unique.count))
  }

  static func entry(_ value: JSONValue, now: Date) throws(EntryProblem) -> WatchlistEntry {
    guard case .object(let fields) = value else { throw EntryProblem("not a JSON object") }
    guard case .int(let id) = fields["id"], (1...2_147_483_647).contains(id) else {
      throw EntryProblem("\"id\" must be a whole number from 1 to 2147483647")
    }
    guard case .string(let title) = fields["title"] else {
      throw EntryProblem("\"title\" is missing or not text")
    }
    var addedAt: Date? = now
    switch fields["added_at"] {
    case nil: break
    // The one change since (fix36): null is an unknown date, what an export writes for one.
    case .null?: addedAt = nil
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
      voteAverage: try optionalNumber(fields, "vote_average").flatMap {
        (0...10).contains($0) ? $0 : nil
      },
      addedAt: addedAt,
      note: try optionalString(fields, "note"))
  }

  static func optionalString(_ fields: [String: JSONValue], _ key: String)
    throws(EntryProblem) -> String?
  {
    switch fields[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw EntryProblem("\"\(key)\" must be text or null")
    }
  }

  static func optionalYear(_ fields: [String: JSONValue]) throws(EntryProblem) -> Int? {
    switch fields["year"] {
    case nil, .null?: return nil
    case .int(let year)? where WatchlistDocument.years.contains(year): return year
    default: throw EntryProblem("\"year\" must be a four-digit year or null")
    }
  }

  static func optionalNumber(_ fields: [String: JSONValue], _ key: String)
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
