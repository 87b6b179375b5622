import XCTest

@testable import App

/// keys2: counts typed before motions, shown while typed, Esc cancelling them; a lone digit
/// still switches the category.
final class CountJourneyTests: XCTestCase {
  func testCountsBeforeMotions() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      expect text "1/"
      key 1
      key 2
      expect text "REPLAY  12 "
      key G
      wait idle
      expect text "12/"
      key 3
      key j
      wait idle
      expect text "15/"
      key 7
      expect text "REPLAY  7 "
      key esc
      expect no-text "REPLAY  7 "
      key j
      wait idle
      expect text "16/"
      key 2
      key 0
      key k
      wait idle
      expect text "Popular"
      expect text " 1/"
      key 4
      wait idle
      expect text "Upcoming"
      """)
    XCTAssertNil(failure?.reason)
  }

  func testThreeLOnHomeMovesThreeCards() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      size 120x40
      wait idle
      expect text "Trending this week"
      key 3
      key l
      expect text "4/60"
      """, start: .home)
    XCTAssertNil(failure?.reason, failure?.screen.joined(separator: "\n") ?? "")
  }
}
