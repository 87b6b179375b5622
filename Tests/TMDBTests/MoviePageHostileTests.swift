import Foundation
import XCTest

@testable import TMDB

/// A page of a movie list as a hostile server sends it (faults found by review27).
final class MoviePageHostileTests: XCTestCase {
  private func decode(_ json: String) throws -> MoviePage {
    try JSONDecoder().decode(MoviePage.self, from: Data(json.utf8))
  }

  /// Titles of a megabyte: the loaded list's filter folded each at every key typed and drew
  /// them at every frame (a second of CPU a key, the typed text not shown). Kept to 1,000
  /// characters, as a person's name is; a real title is kept whole.
  func testAMegabyteTitleIsKeptToAThousandCharacters() throws {
    let huge = String(repeating: "T", count: 1_000_000)
    let page = try decode(
      #"{"page": 1, "total_pages": 1, "total_results": 3, "results": ["#
        + #"{"id": 1, "title": "\#(huge)", "original_title": "\#(huge)"},"#
        + #"{"id": 2, "original_title": "\#(huge)"},"#
        + #"{"id": 3, "title": "Amélie", "original_title": "Le Fabuleux Destin d'Amélie Poulain"}]}"#
    )
    XCTAssertEqual(page.results.map(\.title.count), [1_000, 1_000, 6])
    XCTAssertEqual(page.results[0].originalTitle?.count, 1_000)
    XCTAssertEqual(page.results[2].originalTitle, "Le Fabuleux Destin d'Amélie Poulain")
    // Cut at a character, never inside one.
    let emoji = String(repeating: "👩‍👩‍👧", count: 2_000)
    let cut = try decode(
      #"{"page": 1, "results": [{"id": 4, "title": "\#(emoji)"}]}"#
    ).results[0].title
    XCTAssertEqual(cut, String(repeating: "👩‍👩‍👧", count: 1_000))
  }

  /// 8 MB of bare ids on one page: 250,000 films, 200 MB of memory for one page and ten
  /// such pages kept. A page listing more than 1,000 is refused, saying why.
  func testAPageListingMoreThanAThousandFilmsIsRefused() throws {
    func listing(_ count: Int) -> String {
      let films = (1...count).map { #"{"id": \#($0), "title": "x"}"# }
      return #"{"page": 2, "total_pages": 3, "results": ["# + films.joined(separator: ",") + "]}"
    }
    XCTAssertEqual(try decode(listing(1_000)).results.count, 1_000)
    XCTAssertThrowsError(try decode(listing(1_001))) { error in
      XCTAssertTrue(
        "\(error)".contains("it lists 1001 films on one page, where TMDB lists 20"), "\(error)")
    }
  }

  /// The same bound for a page of people (`reel search --person`, the people search): a
  /// million people on one page were all decoded and held.
  func testAPageListingMoreThanAThousandPeopleIsRefused() throws {
    func listing(_ count: Int) -> String {
      let people = (1...count).map { #"{"id": \#($0), "name": "x"}"# }
      return #"{"page": 1, "total_pages": 1, "results": ["# + people.joined(separator: ",") + "]}"
    }
    let decode = { (json: String) in
      try JSONDecoder().decode(PersonPage.self, from: Data(json.utf8))
    }
    XCTAssertEqual(try decode(listing(1_000)).results.count, 1_000)
    XCTAssertThrowsError(try decode(listing(1_001))) { error in
      XCTAssertTrue(
        "\(error)".contains("it lists 1001 people on one page, where TMDB lists 20"), "\(error)")
    }
  }
}
