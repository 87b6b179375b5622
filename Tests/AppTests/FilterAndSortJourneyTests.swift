import XCTest

@testable import App

/// keys2: `f` narrows the loaded films as you type (case and accents aside), Esc clears it;
/// `s` sorts what is loaded by rating, year, title and back to TMDB's order, which pages again.
final class FilterAndSortJourneyTests: XCTestCase {
  func testFilterThenSortThenBackToTheWholeList() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      size 100x20
      wait idle
      key 1
      wait idle
      expect text "1/227"
      key f
      type DUNE
      expect text "filter: “DUNE▏” 3/40"
      expect text "Dune: Part Two"
      expect no-text "Avengers: Doomsday"
      key enter
      key s
      expect text "by rating · filter: “DUNE” 3/40"
      expect text "Loaded films by rating: 40."
      key esc
      expect no-text "filter:"
      expect text "by rating  "
      expect text "Dune: Part Three"
      key s
      key s
      key s
      wait idle
      expect text "/227"
      expect no-text "by rating"
      key G
      wait idle
      expect text "227/227"
      """)
    XCTAssertNil(failure?.reason)
  }

  func testAFilterIgnoresAccentsAndAskesForNothingMore() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      size 100x20
      wait idle
      key 1
      wait idle
      key f
      type spirited
      expect text "Spirited Away"
      key pgdn 5
      expect phase idle
      key esc
      expect text "Popular"
      """)
    XCTAssertNil(failure?.reason)
  }
}
