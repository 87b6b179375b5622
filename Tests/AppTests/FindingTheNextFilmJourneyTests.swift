import App
import Screen
import XCTest

/// Journeys from one film to the next in the replay catalog, as a user would take them.
final class FindingTheNextFilmJourneyTests: XCTestCase {
  func testMoreLikeThisOpensAnotherFilmAndEscapeWalksBack() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key j 2
      key enter
      wait idle
      expect text "千と千尋の神隠し"
      key tab
      expect text "More like this"
      expect text "My Neighbor Totoro"
      key enter
      wait idle
      expect text "となりのトトロ"
      key esc
      wait idle
      expect text "千と千尋の神隠し"
      key esc
      key j
      wait idle
      expect text "The Shawshank Redemption"
      """, start: .category(.popular))
    XCTAssertNil(failure?.reason)
  }
}
