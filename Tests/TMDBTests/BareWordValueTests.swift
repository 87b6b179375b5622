import Foundation
import XCTest

@testable import TMDB

/// `NaN`, `Infinity` and `undefined` are what JavaScript and Python's json module write for
/// numbers JSON has no spelling for; a server that sends them sent invalid JSON, and Reel said
/// "it is not valid JSON (truncated, or invalid UTF-8)": neither was true. The message names
/// the field and the word.
final class BareWordValueTests: XCTestCase {
  private func reason(_ json: String) -> String? {
    do {
      _ = try PayloadDecoder.decode(
        MoviePage.self, from: Data(json.utf8), endpoint: "popular page 1")
      return nil
    } catch {
      guard case .badResponse(_, let reason) = error else { return "\(error)" }
      return reason.english
    }
  }

  func testAWordJSONDoesNotHaveIsNamedWithItsField() {
    let page =
      #"{"page": 1, "total_pages": 1, "results": [{"id": 1, "title": "A", "vote_average": WORD}]}"#
    for word in ["NaN", "Infinity", "undefined"] {
      XCTAssertEqual(
        reason(page.replacingOccurrences(of: "WORD", with: word)),
        "its vote_average is \(word), which is not a JSON value", word)
    }
    XCTAssertEqual(
      reason(page.replacingOccurrences(of: "WORD", with: "-Infinity")),
      "its vote_average is -Infinity, which is not a JSON value")
  }

  func testWordsInsideStringsAndJSONsOwnWordsAreNotBlamed() {
    // Truncated after a title holding the words: still read as truncated.
    XCTAssertEqual(
      reason(
        #"{"page": 1, "results": [{"id": 1, "adult": false, "video": null, "title": "NaN Infinity"#),
      "it is not valid JSON (truncated, or invalid UTF-8)")
  }

  func testAJSONWordCutShortAtTheEndIsStillTruncated() {
    XCTAssertEqual(
      reason(#"{"page": 1, "results": [{"id": 1, "title": "A", "adult": fal"#),
      "it is not valid JSON (truncated, or invalid UTF-8)")
    XCTAssertEqual(
      reason(#"{"page": 1, "results": [{"id": 1, "title": "A", "vote_average": -Infin"#),
      "it is not valid JSON (truncated, or invalid UTF-8)")
  }
}
