import Foundation
import XCTest

@testable import Library

/// review28: the import reads entries straight into their fields (no tree of the whole file);
/// every message it gave before is given still, word for word, and members it does not read
/// (however large or deep) are skipped.
final class WatchlistDecodeWordsTests: XCTestCase {
  private func problems(_ text: String) -> [String] {
    do {
      _ = try WatchlistDocument.decode(Data(text.utf8), now: Date(timeIntervalSince1970: 0))
      return []
    } catch {
      return error.problems
    }
  }

  private let head = #"{"format":"reel-watchlist","version":1,"#

  func testEveryRefusalIsWordedAsBefore() {
    XCTAssertEqual(problems("not json"), ["the file is not valid JSON"])
    XCTAssertEqual(
      problems("[1]"), ["the file is not a Reel watchlist export (no JSON object)"])
    XCTAssertEqual(
      problems(#""text""#), ["the file is not a Reel watchlist export (no JSON object)"])
    XCTAssertEqual(
      problems(#"{"format":["reel-watchlist"],"version":1,"entries":[]}"#),
      [#"the file is not a Reel watchlist export ("format" is not "reel-watchlist")"#])
    XCTAssertEqual(
      problems(#"{"format":"reel-watchlist","version":true,"entries":[]}"#),
      [#""version" is missing or not a whole number"#])
    XCTAssertEqual(
      problems(#"{"format":"reel-watchlist","version":3,"entries":[]}"#),
      [
        "the file is version 3 of the export format; this Reel reads version 1 (update Reel to import it)"
      ])
    XCTAssertEqual(
      problems(head + #""exported_at":"soon","entries":[]}"#),
      [#""exported_at" is not an ISO 8601 date"#])
    XCTAssertEqual(
      problems(head + #""exported_at":5,"entries":[]}"#),
      [#""exported_at" is not an ISO 8601 date"#])
    XCTAssertEqual(problems(head + #""entries":{}}"#), [#""entries" is missing or not a list"#])
    XCTAssertEqual(
      problems(
        head
          + #""entries":[null,{"id":"1","title":"a"},{"id":1},{"id":1,"title":"a","added_at":[]},"#
          + #"{"id":1,"title":"a","original_title":1},{"id":1,"title":"a","year":99},"#
          + #"{"id":1,"title":"a","poster_path":false},{"id":1,"title":"a","vote_average":"9"},"#
          + #"{"id":1,"title":"a","note":{}},{"id":1,"title":"a","added_at":"then"}]}"#),
      [
        "entries[0]: not a JSON object",
        #"entries[1]: "id" must be a positive whole number"#,
        #"entries[2]: "title" is missing or not text"#,
        #"entries[3]: "added_at" is not an ISO 8601 date"#,
        #"entries[4]: "original_title" must be text or null"#,
        #"entries[5]: "year" must be a four-digit year or null"#,
        #"entries[6]: "poster_path" must be text or null"#,
        #"entries[7]: "vote_average" must be a number or null"#,
        #"entries[8]: "note" must be text or null"#,
        #"entries[9]: "added_at" is not an ISO 8601 date: "then""#,
      ])
  }

  func testMembersItDoesNotReadAreSkipped() throws {
    let deep = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
    let text =
      head
      + #""extra":{"a":[1,2,{"b":null}]},"entries":[{"id":7,"title":"Se7en","#
      + #""vote_average":8,"year":1995,"note":null,"junk":\#(deep)}]}"#
    let document = try WatchlistDocument.decode(
      Data(text.utf8), now: Date(timeIntervalSince1970: 5))
    XCTAssertEqual(document.entries.map(\.movieID), [7])
    XCTAssertEqual(document.entries.first?.voteAverage, 8)
    XCTAssertEqual(document.entries.first?.year, 1995)
    XCTAssertEqual(document.entries.first?.addedAt, Date(timeIntervalSince1970: 5))
    XCTAssertEqual(document.exportedAt, Date(timeIntervalSince1970: 5))
  }
}
