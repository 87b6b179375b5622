import Foundation
import XCTest

@testable import TMDB

/// Catalog file names: the contract shared with Tools/catalog/build.py.
final class RecordNameTests: XCTestCase {
  func testTheDocumentedExamples() {
    XCTAssertEqual(
      recordName(path: "/3/configuration", query: [QueryItem]()), "3_configuration.json")
    XCTAssertEqual(
      recordName(path: "/3/movie/popular", query: [QueryItem("page", "1")]),
      "3_movie_popular__page-1.json")
    XCTAssertEqual(
      recordName(path: "/3/movie/550", query: Endpoint.details(id: 550).query),
      "3_movie_550__append_to_response-credits,videos,release_dates.json")
  }

  func testKeysAreSortedAndCredentialsLeftOut() {
    let query = [
      QueryItem("query", "dune"), QueryItem("page", "2"), QueryItem("api_key", "0123456789abcdef"),
      QueryItem("include_adult", "false"), QueryItem("language", "en-US"),
    ]
    XCTAssertEqual(
      recordName(path: "/3/search/movie", query: query),
      "3_search_movie__include_adult-false__language-en-US__page-2__query-dune.json")
    XCTAssertEqual(
      recordName(
        path: "/3/search/movie",
        query: ["page": "2", "query": "dune", "include_adult": "false", "language": "en-US"]),
      "3_search_movie__include_adult-false__language-en-US__page-2__query-dune.json")
  }

  func testNonASCIIIsPercentEncodedAsUTF8() {
    XCTAssertEqual(
      recordName(
        path: "/3/search/movie", query: [QueryItem("query", "Amélie"), QueryItem("page", "1")]),
      "3_search_movie__page-1__query-Am%C3%A9lie.json")
    XCTAssertEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", "千と千尋")]),
      "3_search_movie__query-%E5%8D%83%E3%81%A8%E5%8D%83%E5%B0%8B.json")
  }

  func testSlashesSpacesAndPunctuationAreEncoded() {
    XCTAssertEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", "AC/DC: live & loud? 100%")]),
      "3_search_movie__query-AC%2FDC%3A%20live%20%26%20loud%3F%20100%25.json")
    XCTAssertEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", "../../etc/passwd")]),
      "3_search_movie__query-..%2F..%2Fetc%2Fpasswd.json")
    XCTAssertEqual(recordEncoded("a.b_c,d-e~f"), "a.b_c,d-e%7Ef")
  }

  private func recordEncoded(_ text: String) -> String { recordNameEncode(text) }

  /// A search's text that looks like the separator and another parameter got that other
  /// request's record: `a__region-US` was the name of the search for `a` in region US.
  func testAValueThatLooksLikeAnotherParameterGetsItsOwnName() {
    let trick = recordName(path: "/3/search/movie", query: [QueryItem("query", "a__region-US")])
    let real = recordName(
      path: "/3/search/movie", query: [QueryItem("query", "a"), QueryItem("region", "US")])
    XCTAssertEqual(real, "3_search_movie__query-a__region-US.json")
    XCTAssertNotEqual(trick, real)
    XCTAssertEqual(trick, "3_search_movie__query-a%5F%5Fregion-US.json")
    // A "_" at either end could join the separator beside it: "a_" then "__b" is "a___b".
    XCTAssertEqual(recordEncoded("_x_y_"), "%5Fx_y%5F")
    XCTAssertNotEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", "a_"), QueryItem("x", "1")]),
      recordName(path: "/3/search/movie", query: [QueryItem("query", "a"), QueryItem("_x", "1")]))
    // A key cannot hold the "-" that ends it.
    XCTAssertNotEqual(
      recordName(path: "/p", query: [QueryItem("a-b", "c")]),
      recordName(path: "/p", query: [QueryItem("a", "b-c")]))
    // The catalog's names, one "_" inside a word, are as they were.
    XCTAssertEqual(recordEncoded("credits,videos,release_dates"), "credits,videos,release_dates")
  }

  func testOverlongNamesAreCutAndHashed() {
    let long = String(repeating: "very long query ", count: 20)
    let name = recordName(path: "/3/search/movie", query: [QueryItem("query", long)])
    let full = "3_search_movie__query-" + recordNameEncode(long)
    XCTAssertGreaterThan(full.count, 150)
    XCTAssertEqual(name, String(full.prefix(120)) + "_" + fnv1a64Hex(full) + ".json")
    XCTAssertEqual(name.count, 120 + 1 + 16 + 5)
    let other = recordName(path: "/3/search/movie", query: [QueryItem("query", long + "!")])
    XCTAssertNotEqual(name, other, "the hash keeps names with a common start apart")
    XCTAssertEqual(String(name.prefix(120)), String(other.prefix(120)))
  }

  func testExactlyOneHundredFiftyCharactersIsKept() {
    let prefix = "3_search_movie__query-"
    let value = String(repeating: "a", count: 150 - prefix.count)
    XCTAssertEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", value)]),
      prefix + value + ".json")
    XCTAssertEqual(
      recordName(path: "/3/search/movie", query: [QueryItem("query", value + "a")]).count, 142)
  }

  func testFNV1a64KnownValues() {
    XCTAssertEqual(fnv1a64Hex(""), "cbf29ce484222325")
    XCTAssertEqual(fnv1a64Hex("a"), "af63dc4c8601ec8c")
    XCTAssertEqual(fnv1a64Hex("foobar"), "85944171f73967e8")
  }
}
