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

  func testFromTheCreditsToTheDirectorsPageAndBack() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key j 2
      key enter
      wait idle
      key tab
      key j 8
      expect text "› Hayao Miyazaki"
      key enter
      wait idle
      expect text "Known for Directing"
      expect text "Films · newest first"
      key j
      key enter
      wait idle
      expect text "もののけ姫"
      key esc
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

  /// The "done means": discover 1990s dramas best first, open one, then a film like
  /// it, then an actor from its cast, and walk back with Esc to the discover list.
  func testDiscoverToAFilmToOneLikeItToAnActorAndBack() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key d
      expect text "Discover"
      key l 7
      expect text "Drama"
      key j 2
      type "1990-1999"
      key j 6
      key l 2
      expect text "best rated first"
      key enter
      wait idle
      expect text "Discover: Drama · 1990–1999 · best rated first"
      expect text "The Shawshank Redemption"
      expect text "Schindler's List"
      expect no-text "Avengers"
      key enter
      wait idle
      expect text "Frank Darabont"
      key tab
      expect text "More like this"
      expect text "Streaming data by JustWatch."
      key enter
      wait idle
      expect text "themoviedb.org/movie/155"
      key tab
      key j 11
      expect text "› Christian Bale"
      key enter
      wait idle
      expect text "Christian Bale"
      expect text "Films · newest first"
      expect text "The Dark Knight"
      key esc
      wait idle
      expect text "themoviedb.org/movie/155"
      key esc
      wait idle
      expect text "Frank Darabont"
      key esc
      wait idle
      expect text "Discover: Drama · 1990–1999 · best rated first"
      key d
      expect text "1990-1999"
      key esc
      key j
      wait idle
      expect text "1993 (US) · R · 3h 15m"
      """, start: .category(.popular))
    XCTAssertNil(failure?.reason)
  }
}
