import Foundation
import XCTest

@testable import TMDB

/// A list page is read by `MoviePageReader` before `PayloadDecoder`'s pass that counts depth and
/// entries, so the reader itself must refuse what that pass refuses: a page it reads skips
/// those checks. Wherever a page holds a list or object longer than the limit, or nests deeper
/// than the limit (in a film, in a member nobody reads), the reader gives up and the page is
/// refused as before.
final class MoviePageReaderLimitTests: XCTestCase {
  private let limit = PayloadDecoder.maximumEntries

  private func entries(_ count: Int, _ entry: (Int) -> String) -> String {
    (1...count).map(entry).joined(separator: ",")
  }

  /// Pages of one film, with `extra` at the places a reader meets unread or listed values.
  private func pages(_ extra: (_ name: String) -> String, list: String) -> [String] {
    [
      #"{"page": 1, "results": [{"id": 1, "title": "A"}], "#
        + extra("x") + "}",
      #"{"page": 1, "results": [{"id": 1, "title": "A", "# + extra("x") + "}]}",
      #"{"page": 1, "results": [{"id": 1, "title": "A", "genre_ids": "# + list + "}]}",
      #"{"page": 1, "results": [{"id": 1, "title": "A"}], "dates": {"# + extra("x") + "}}",
    ]
  }

  private func overlong(_ count: Int) -> [String] {
    let list = "[" + entries(count) { "\($0)" } + "]"
    let object = "{" + entries(count) { #""k\#($0)": 0"# } + "}"
    return pages({ #""\#($0)": \#(list)"# }, list: list)
      + pages({ #""\#($0)": \#(object)"# }, list: list)
      // `count` members in all: the page's own and a film's.
      + [
        #"{"page": 1, "results": [], "# + entries(count - 2) { #""k\#($0)": 0"# } + "}",
        #"{"page": 1, "results": [{"id": 1, "# + entries(count - 1) { #""k\#($0)": 0"# } + "}]}",
      ]
  }

  private func nested(_ levels: Int) -> [String] {
    let list = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    return pages({ #""\#($0)": \#(list)"# }, list: list)
  }

  func testTheReaderGivesUpOnAListOrObjectOverTheLimit() {
    for (number, page) in overlong(limit + 1).enumerated() {
      XCTAssertTrue(
        MoviePageReader.read(Data(page.utf8), report: DecodeReport()) == nil, "page \(number)")
      XCTAssertThrowsError(
        try PayloadDecoder.decode(MoviePage.self, from: Data(page.utf8), endpoint: "trending")
      ) { error in
        XCTAssertEqual(
          error as? TMDBError,
          .badResponse(endpoint: "trending", reason: .tooManyEntries(limit: limit)),
          "page \(number)")
      }
    }
  }

  func testTheReaderReadsAListOrObjectAtTheLimit() {
    for (number, page) in overlong(limit).enumerated() {
      let read = MoviePageReader.read(Data(page.utf8), report: DecodeReport())
      XCTAssertNotNil(read, "page \(number)")
    }
  }

  func testTheReaderGivesUpOnNestingDeeperThanTheLimit() {
    // The page and its film are two levels; a value in the film is the third.
    for (number, page) in nested(PayloadDecoder.maximumDepth).enumerated() {
      XCTAssertTrue(
        MoviePageReader.read(Data(page.utf8), report: DecodeReport()) == nil, "page \(number)")
      XCTAssertThrowsError(
        try PayloadDecoder.decode(MoviePage.self, from: Data(page.utf8), endpoint: "trending")
      ) { error in
        XCTAssertEqual(
          error as? TMDBError,
          .badResponse(
            endpoint: "trending", reason: .nestedTooDeep(levels: PayloadDecoder.maximumDepth)),
          "page \(number)")
      }
    }
  }
}
