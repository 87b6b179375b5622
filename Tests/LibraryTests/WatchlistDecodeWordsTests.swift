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
        #"entries[1]: "id" must be a whole number from 1 to 2147483647"#,
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

  /// review33: what only the members the import reads could hold, and it skips elsewhere: a key
  /// that does not decode made the file "no JSON object" (an entry "not a JSON object"), and
  /// bytes that are no UTF-8 in a key got past; the old import said "not valid JSON" for both.
  func testUndecodableKeysTextAndNumbersAreNotValidJSON() {
    let invalid = ["the file is not valid JSON"]
    XCTAssertEqual(problems(head + #""\udead":1,"entries":[]}"#), invalid)
    XCTAssertEqual(problems(head + #""entries":[{"id":1,"title":"a","\ud800":2}]}"#), invalid)
    XCTAssertEqual(
      problems(head + #""entries":[{"id":1,"title":"a","note":{"\udc00":1}}]}"#), invalid)
    XCTAssertEqual(problems(head + #""entries":[{"id":1,"title":"a","note":"\udead"}]}"#), invalid)
    XCTAssertEqual(
      problems(head + #""entries":[{"id":1,"title":"a","vote_average":1e400}]}"#), invalid)
    XCTAssertEqual(problems(head + #""entries":[{"id":-1e400,"title":"a"}]}"#), invalid)
    XCTAssertEqual(problems(head + #""entries":[1e400]}"#), invalid)
    let bytes =
      Array((head + #""entries":[{"id":1,"title":"a","no"#).utf8) + [0xC0, 0xAF]
      + Array(#"te":1}]}"#.utf8)
    do {
      _ = try WatchlistDocument.decode(Data(bytes), now: Date(timeIntervalSince1970: 0))
      XCTFail("a key with bytes that are no UTF-8 was imported")
    } catch {
      XCTAssertEqual(error.problems, invalid)
    }
  }

  /// Nesting far past what the parser takes, in a member read and one skipped, and as the
  /// whole file: refused in words, no crash (the parser stops at 512 levels).
  func testDeepNestingIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let deepObject =
      String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)
    let invalid = ["the file is not valid JSON"]
    XCTAssertEqual(problems(deep), invalid)
    XCTAssertEqual(problems(deepObject), invalid)
    XCTAssertEqual(problems(head + #""extra":\#(deep),"entries":[]}"#), invalid)
    XCTAssertEqual(
      problems(head + #""entries":[{"id":1,"title":"a","note":\#(deepObject)}]}"#), invalid)
  }

  /// An export comes back as it went out: notes with newlines, emoji, a right-to-left
  /// override, NUL; titles empty; every optional field unknown.
  func testAnExportRoundTripsExactly() throws {
    let entries = [
      WatchlistEntry(
        movieID: 603, title: "The Matrix", originalTitle: "The Matrix", year: 1999,
        posterPath: "/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg", voteAverage: 8.2,
        addedAt: Date(timeIntervalSince1970: 1_700_000_000.5),
        note: "line one\nline two\r\n\t😀 \u{202E}evil\u{0}end \"quoted\" \\"),
      WatchlistEntry(movieID: 1, title: "", addedAt: Date(timeIntervalSince1970: 0)),
    ]
    let document = WatchlistDocument(
      exportedAt: Date(timeIntervalSince1970: 1_750_000_000), entries: entries)
    let again = try WatchlistDocument.decode(document.encoded(), now: Date())
    XCTAssertEqual(again, document)
  }

  /// A file saved by an editor with a byte-order mark, or in UTF-16, still imports: only a
  /// UTF-8 file's bytes are checked before decoding.
  func testByteOrderMarksAndUTF16Import() throws {
    let text = head + #""entries":[{"id":5,"title":"Amélie 😀","note":"\u202E"}]}"#
    let plain = try WatchlistDocument.decode(Data(text.utf8), now: Date(timeIntervalSince1970: 0))
    XCTAssertEqual(plain.entries.first?.title, "Amélie 😀")
    var encodings: [Data] = [Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)]
    for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
      encodings.append(try XCTUnwrap(text.data(using: encoding)))
    }
    encodings.append(Data([0xFF, 0xFE]) + (try XCTUnwrap(text.data(using: .utf16LittleEndian))))
    for data in encodings {
      XCTAssertEqual(
        try WatchlistDocument.decode(data, now: Date(timeIntervalSince1970: 0)), plain)
    }
  }
}
