import XCTest

@testable import App

/// keys2: a status message fades on the (virtual) clock and `M` brings it back; the help
/// scrolls at 60x20 down to TMDB's attribution.
final class StatusAndHelpJourneyTests: XCTestCase {
  func testAStatusFadesAndMShowsItAgain() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key w
      wait idle
      expect text "to the watchlist"
      wait no-text "to the watchlist"
      key M
      expect text "Messages"
      expect text "to the watchlist"
      key j
      key esc
      expect no-text "Messages"
      expect no-text "to the watchlist"
      key j
      expect phase idle
      """)
    XCTAssertNil(failure?.reason)
  }

  func testHelpScrollsToTheAttributionAtSixtyByTwenty() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      size 60x20
      wait idle
      key ?
      expect text "Keys"
      expect no-text "not endorsed or certified by TMDB."
      key pgdn
      key G
      expect text "not endorsed or certified by TMDB."
      key g
      expect no-text "not endorsed or certified by TMDB."
      key esc
      expect no-text "Keys"
      """)
    XCTAssertNil(failure?.reason)
  }
}
