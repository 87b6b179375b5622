import Foundation
import XCTest

@testable import TMDB

/// Bodies that are not a TMDB payload at all: each fails with one clear reason, never a trap.
final class MalformedPayloadTests: XCTestCase {
  private func decode(_ body: Data) -> TMDBError? {
    do {
      _ = try PayloadDecoder.decode(MoviePage.self, from: body, endpoint: "popular page 1")
      XCTFail("decoded a malformed body")
      return nil
    } catch {
      return error
    }
  }

  private func reason(_ body: Data) -> String? {
    guard case .badResponse(let endpoint, let reason)? = decode(body) else { return nil }
    XCTAssertEqual(endpoint, "popular page 1")
    return reason.english
  }

  private func reason(_ body: String) -> String? { reason(Data(body.utf8)) }

  func testAnArrayWhereThePageBelongs() {
    XCTAssertEqual(reason(#"[{"page": 1, "results": []}]"#), "the top level is not an object")
  }

  func testTruncatedJSON() {
    XCTAssertEqual(
      reason(#"{"page": 1, "results": [{"id": 1, "title": "Fi"#),
      "it is not valid JSON (truncated, or invalid UTF-8)")
  }

  func testInvalidUTF8InOneTitleKeepsThePageWithReplacementCharacters() throws {
    var body = Data(#"{"page": 1, "results": [{"id": 1, "title": "A"#.utf8)
    body.append(contentsOf: [0xC3, 0x28, 0xFF])
    body.append(
      contentsOf: Data(
        #""}, {"id": 2, "title": "Amélie"}], "total_pages": 1, "total_results": 2}"#.utf8))
    let page = try PayloadDecoder.decode(MoviePage.self, from: body, endpoint: "/3/search/movie")
    // 0xC3 0x28 is a lead byte without its continuation, then "(", then a byte never valid.
    XCTAssertEqual(page.results.map(\.title), ["A\u{FFFD}(\u{FFFD}", "Amélie"])
  }

  func testACharacterCutInTwoAtTheEndStillReadsAsTruncated() {
    // A multi-byte character cut in two, as a truncated download leaves it.
    XCTAssertEqual(
      reason(Data(#"{"page": 1, "results": [], "x": "\#u{00E9}"#.utf8.dropLast(1))),
      "it is not valid JSON (truncated, or invalid UTF-8)")
  }

  func testDeepNestingFailsWithTheNestingReason() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    XCTAssertEqual(reason(deep), "the JSON is nested deeper than 64 levels")
    let deepInside = #"{"page": 1, "results": "# + String(repeating: "[", count: 10_000)
    XCTAssertEqual(reason(deepInside), "the JSON is nested deeper than 64 levels")
  }

  func testBracketsInsideStringsAreNotNesting() throws {
    let title = String(repeating: "[{", count: 500)
    let body = pageJSON(
      page: 1, movies: [movieJSON(id: 1, title: title)], totalPages: 1, totalResults: 1)
    let page = try PayloadDecoder.decode(MoviePage.self, from: Data(body.utf8), endpoint: "x")
    XCTAssertEqual(page.results.first?.title, title)
  }

  func testAnHTMLBody() {
    let html = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"
    XCTAssertEqual(reason(html), "it is not JSON (an HTML page)")
  }

  func testPlainText() {
    XCTAssertEqual(reason("Service Unavailable"), "it is not JSON (19 bytes of text)")
  }

  func testAnEmptyBody() {
    XCTAssertEqual(reason(Data()), "the body was empty")
    XCTAssertEqual(reason("  \n"), "it is not JSON (3 bytes of text)")
  }

  func testAnOversizedBodyIsRefusedBeforeParsing() {
    let body = Data(repeating: UInt8(ascii: " "), count: PayloadDecoder.maximumBodySize + 1)
    XCTAssertEqual(
      reason(body), "the body was \(PayloadDecoder.maximumBodySize + 1) bytes, over the 8 MiB limit"
    )
  }

  func testAWrongTypeAtTheTopLevelFieldIsNamed() {
    XCTAssertEqual(reason(#"{"page": "one", "results": []}"#), "page is not a number")
  }
}
