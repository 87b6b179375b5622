import Foundation
import ReelTestSupport
import XCTest

@testable import Library

/// Every form an export's `added_at` may take comes back as the same date, as unknown (null,
/// what an export writes for an unknown date), as `now` (missing), or refuses the import in
/// words naming the value; never as another date. Then through a file and back out again.
final class AddedAtImportFormsTests: XCTestCase {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func document(_ addedAt: String?) -> Data {
    let member = addedAt.map { ", \"added_at\": \($0)" } ?? ""
    return Data(
      """
      {"format": "reel-watchlist", "version": 1, "exported_at": "2024-01-01T00:00:00Z",
       "entries": [{"id": 7, "title": "Film"\(member)}]}
      """.utf8)
  }

  func testEachFormOfTheDateAddedComesBackOrIsRefusedInWords() throws {
    let date = try XCTUnwrap(ISODate.date(from: "2024-05-01T10:00:00Z"))
    let cases: [(String?, Date??)] = [
      ("\"2024-05-01T12:00:00+02:00\"", .some(date)), ("\"2024-05-01T10:00:00.000Z\"", .some(date)),
      ("null", .some(nil)), (nil, .some(now)), ("\"\"", nil), ("\"yesterday\"", nil),
      ("1714557600", nil), ("\"2024-13-45T00:00:00Z\"", nil),
    ]
    for (value, expected) in cases {
      let label = value ?? "missing"
      do {
        let read = try WatchlistDocument.decode(document(value), now: now)
        guard let expected else { return XCTFail("\(label) was imported") }
        XCTAssertEqual(read.entries.first?.addedAt, expected, label)
        // Through a file and exported again: the same date, or null again.
        let folder = try makeTemporaryFolder(self)
        let store = try SQLiteWatchlistStore(url: folder.appendingPathComponent("w.sqlite"))
        try store.merge(read.entries)
        let again = try WatchlistDocument.decode(
          WatchlistDocument(exportedAt: now, entries: try store.entries(sortedBy: .added))
            .encoded(), now: now)
        XCTAssertEqual(again.entries.first?.addedAt, expected, "\(label) round trip")
      } catch {
        XCTAssertTrue(expected == nil, "\(label) was refused: \(error)")
        XCTAssertTrue("\(error)".contains("added_at"), "\(label): \(error)")
      }
    }
  }
}
