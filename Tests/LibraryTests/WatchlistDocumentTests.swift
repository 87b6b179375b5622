import Foundation
import ReelTestSupport
import XCTest

@testable import Library

final class WatchlistDocumentTests: XCTestCase {
  private func entryJSON(_ id: Any, title: Any = "A title", added: Any = "2024-05-01T12:00:00Z")
    -> [String: Any]
  {
    [
      "id": id, "title": title, "original_title": NSNull(), "year": 1999,
      "poster_path": "/x.jpg", "vote_average": 7.5, "added_at": added, "note": NSNull(),
    ]
  }

  private func file(format: Any = "reel-watchlist", version: Any = 1, entries: [Any]) throws
    -> Data
  {
    try JSONSerialization.data(withJSONObject: [
      "format": format, "version": version, "exported_at": "2025-01-01T00:00:00.000Z",
      "entries": entries,
    ])
  }

  private func problems(_ data: Data) -> [String] {
    do {
      _ = try WatchlistDocument.decode(data)
      XCTFail("expected the file to be refused")
      return []
    } catch {
      return error.problems
    }
  }

  func testRoundTrip() throws {
    let entries = [
      WatchlistEntry(
        movieID: 603, title: "The Matrix", originalTitle: "The Matrix", year: 1999,
        posterPath: "/m.jpg", voteAverage: 8.2,
        addedAt: Date(timeIntervalSince1970: 1_700_000_000.25), note: "Ünïcode \"note\""),
      WatchlistEntry(movieID: 78, title: "Blade Runner", addedAt: Date(timeIntervalSince1970: 0)),
    ]
    let document = WatchlistDocument(
      exportedAt: Date(timeIntervalSince1970: 1_750_000_000), entries: entries)
    let data = document.encoded()
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertTrue(text.contains("\"format\" : \"reel-watchlist\""), text)
    XCTAssertTrue(text.contains("\"added_at\" : \"2023-11-14T22:13:20.250Z\""), text)
    XCTAssertTrue(text.contains("\"note\" : null"), "every key is present: \(text)")
    XCTAssertEqual(try WatchlistDocument.decode(data), document)
  }

  func testAcceptsDatesWithoutFractionsAndMissingOptionalFields() throws {
    let data = try file(entries: [
      ["id": 5, "title": "Minimal", "added_at": "2024-05-01T12:00:00Z"],
      ["id": 6, "title": "Offset", "added_at": "2024-05-01T14:00:00+02:00"],
      ["id": 7, "title": "Undated"],
    ])
    let now = Date(timeIntervalSince1970: 42)
    let document = try WatchlistDocument.decode(data, now: now)
    XCTAssertEqual(document.entries.map(\.movieID), [5, 6, 7])
    XCTAssertEqual(document.entries[0].addedAt, document.entries[1].addedAt)
    XCTAssertEqual(document.entries[2].addedAt, now)
    XCTAssertNil(document.entries[0].year)
  }

  func testRefusesWhatIsNotAnExport() throws {
    XCTAssertEqual(problems(Data("not json".utf8)), ["the file is not valid JSON"])
    XCTAssertEqual(problems(Data("[1, 2]".utf8)).count, 1)
    XCTAssertTrue(problems(try file(format: "other", entries: []))[0].contains("format"))
    XCTAssertTrue(problems(try file(version: 2, entries: []))[0].contains("version 2"))
    XCTAssertTrue(problems(try file(version: "1", entries: []))[0].contains("version"))
    XCTAssertTrue(
      problems(Data(#"{"format":"reel-watchlist","version":1}"#.utf8))[0].contains("entries"))
  }

  func testNamesEveryBadEntryByIndex() throws {
    let data = try file(entries: [
      entryJSON(1), entryJSON(2), entryJSON(3), entryJSON(-4), entryJSON(5, title: 5),
      entryJSON(6, added: "yesterday"), entryJSON(7.5), entryJSON(true), "not an entry",
    ])
    let found = problems(data)
    XCTAssertEqual(found.count, 6, "\(found)")
    XCTAssertTrue(found[0].hasPrefix("entries[3]: \"id\""), found[0])
    XCTAssertTrue(found[1].hasPrefix("entries[4]: \"title\""), found[1])
    XCTAssertTrue(found[2].hasPrefix("entries[5]: \"added_at\""), found[2])
    XCTAssertTrue(found[3].hasPrefix("entries[6]: \"id\""), found[3])
    XCTAssertTrue(found[4].hasPrefix("entries[7]: \"id\""), found[4])
    XCTAssertTrue(found[5].hasPrefix("entries[8]: not a JSON object"), found[5])
    let message = WatchlistImportError(found).description
    XCTAssertTrue(message.hasPrefix("entries[3]: "), message)
    XCTAssertTrue(message.hasSuffix("(and 3 more)"), message)
  }

  func testABadEntryImportsNothing() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    let data = try file(entries: [
      entryJSON(1), entryJSON(2), entryJSON(3), entryJSON(4, title: NSNull()), entryJSON(5),
    ])
    XCTAssertTrue(problems(data)[0].hasPrefix("entries[3]"))
    XCTAssertEqual(try store.ids(), [], "validation comes before any change")
  }

  func testImportingTheSameFileTwiceIsHarmless() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let store = try SQLiteWatchlistStore(url: url)
    let document = try WatchlistDocument.decode(
      try file(entries: [entryJSON(1), entryJSON(2), entryJSON(2, added: "2020-01-01T00:00:00Z")]))
    XCTAssertEqual(document.duplicates, 1)
    XCTAssertEqual(document.entries.map(\.movieID), [1, 2], "a repeated movie is one movie")
    XCTAssertEqual(
      try store.merge(document.entries), WatchlistMergeResult(added: 2, alreadyThere: 0),
      "a repeat within the file is not \"already there\"")
    let once = try store.entries(sortedBy: .added)
    XCTAssertEqual(
      once.first { $0.movieID == 2 }?.addedAt, ISODate.date(from: "2020-01-01T00:00:00Z"),
      "a duplicate in the file merges too: the earlier date wins")
    XCTAssertEqual(
      try store.merge(document.entries), WatchlistMergeResult(added: 0, alreadyThere: 2))
    XCTAssertEqual(try store.entries(sortedBy: .added), once)
    let exported = WatchlistDocument(exportedAt: Date(), entries: once).encoded()
    XCTAssertEqual(
      try store.merge(try WatchlistDocument.decode(exported).entries),
      WatchlistMergeResult(added: 0, alreadyThere: 2))
    XCTAssertEqual(try store.entries(sortedBy: .added), once, "export then import is a no-op")
  }
}
