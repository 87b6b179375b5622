import Foundation
import XCTest

@testable import TMDB

/// A page's results (and the genre list) must be a list: missing, null or another type is the
/// whole payload's failure, in the same words as any required field; bad items inside it are
/// dropped one by one and counted.
final class RequiredListTests: XCTestCase {
  private func reason<T: Decodable>(_ type: T.Type, _ body: String) -> String? {
    do {
      _ = try PayloadDecoder.decode(T.self, from: Data(body.utf8), endpoint: "e")
      XCTFail("decoded \(body)")
    } catch {
      if case .badResponse(_, let reason) = error { return reason.english }
    }
    return nil
  }

  func testAMissingNullOrMistypedResultsListFailsThePageInPlainWords() {
    for type in [MoviePage.self, PersonPage.self] as [any Decodable.Type] {
      func check(_ body: String, _ expected: String) {
        XCTAssertEqual(reason(type, body), expected, "\(type) \(body)")
      }
      check(#"{"page": 1}"#, #"missing "results""#)
      check(#"{"page": 1, "results": null}"#, "results is null where a list belongs")
      check(#"{"page": 1, "results": "none"}"#, "results is not a list")
      check(#"{"page": 1, "results": {"id": 1}}"#, "results is not a list")
    }
    XCTAssertEqual(reason(GenreList.self, "{}"), #"missing "genres""#)
    XCTAssertEqual(reason(GenreList.self, #"{"genres": 3}"#), "genres is not a list")
  }

  func testBadItemsInTheListAreDroppedAndCounted() throws {
    let report = DecodeReport()
    let page = try PayloadDecoder.decode(
      MoviePage.self,
      from: Data(#"{"page": 1, "results": [{"id": 1, "title": "A"}, 7, {"title": "no id"}]}"#.utf8),
      endpoint: "e", report: report)
    XCTAssertEqual(page.results.map(\.id), [1])
    XCTAssertEqual(report.counts, DropCounts(fields: 0, items: 2))
    let genres = try PayloadDecoder.decode(
      GenreList.self, from: Data(#"{"genres": [{"id": 18, "name": "Drama"}, null]}"#.utf8),
      endpoint: "e")
    XCTAssertEqual(genres.genres.map(\.id), [18])
  }
}
