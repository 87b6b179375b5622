import Foundation
import XCTest

@testable import TMDB

/// `LenientContainer`'s non-generic reads of strings, numbers, flags, ids and lists of whole
/// numbers (the fast path of every film in a list) must give exactly what its generic reads
/// give: the same values, and the same drops counted in the report, for good, null, missing
/// and mistyped fields.
final class LenientScalarTests: XCTestCase {
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Every field of an object read every way, as text; `generic` picks the generic overloads.
  private struct Reads: Decodable {
    static let genericKey = CodingUserInfoKey(rawValue: "generic")!
    var lines: [String] = []

    init(from decoder: Decoder) throws {
      let c = try LenientContainer(decoder, keyedBy: AnyKey.self)
      let generic = decoder.userInfo[Self.genericKey] as? Bool ?? false
      let keys = c.container.allKeys.map(\.stringValue) + ["missing"]
      for name in keys.sorted() {
        let key = AnyKey(stringValue: name)
        let values: [Any?] =
          generic
          ? [
            Self.optional(c, String.self, key), Self.optional(c, Int.self, key),
            Self.optional(c, Double.self, key), Self.optional(c, Bool.self, key),
            Self.lossy(c, Int.self, key), try? Self.required(c, Int.self, key),
          ]
          : [
            c.optional(String.self, key), c.optional(Int.self, key),
            c.optional(Double.self, key), c.optional(Bool.self, key),
            c.lossyArray(Int.self, key), try? c.required(Int.self, key),
          ]
        lines.append("\(name): " + values.map { String(describing: $0) }.joined(separator: " "))
      }
    }

    // From a generic context the generic overloads are the ones called.
    static func optional<T: Decodable>(
      _ c: LenientContainer<AnyKey>, _ type: T.Type, _ key: AnyKey
    ) -> T? { c.optional(type, key) }
    static func lossy<T: Decodable>(
      _ c: LenientContainer<AnyKey>, _ type: T.Type, _ key: AnyKey
    ) -> [T] { c.lossyArray(type, key) }
    static func required<T: Decodable>(
      _ c: LenientContainer<AnyKey>, _ type: T.Type, _ key: AnyKey
    ) throws -> T { try c.required(type, key) }
  }

  private func read(_ json: String, generic: Bool) throws -> (Reads, DecodeReport) {
    let report = DecodeReport()
    let decoder = JSONDecoder()
    decoder.userInfo[DecodeReport.key] = report
    decoder.userInfo[Reads.genericKey] = generic
    return (try decoder.decode(Reads.self, from: Data(json.utf8)), report)
  }

  func testTheFastReadsGiveWhatTheGenericReadsGiveAndCountTheSameDrops() throws {
    let json = #"""
      {"text": "Heat", "empty": "", "int": 42, "negative": -7, "fraction": 7.25, "big": 1e300,
       "huge": 99999999999999999999, "yes": true, "no": false, "null": null, "list": [18, 80],
       "emptyList": [], "badList": [1, "x", 2.5, 3, null], "wholeFractions": [1.0, 2],
       "nested": {"a": 1}, "listOfLists": [[1], 2]}
      """#
    let (fast, fastReport) = try read(json, generic: false)
    let (generic, genericReport) = try read(json, generic: true)
    XCTAssertEqual(fast.lines, generic.lines)
    XCTAssertEqual(fast.lines.count, 17)
    XCTAssertEqual(fastReport.droppedFields, genericReport.droppedFields)
    XCTAssertEqual(fastReport.droppedItems, genericReport.droppedItems)
    XCTAssertFalse(fastReport.droppedItems.isEmpty, "the bad list's elements are counted")
    XCTAssertTrue(fast.lines.contains { $0.hasPrefix("list: ") && $0.contains("[18, 80]") })
  }
}
