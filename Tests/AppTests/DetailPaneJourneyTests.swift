import App
import Library
import Screen
import XCTest

/// The complete detail pane in the replay catalog (helper "detail"): The Matrix's facts and
/// links, its collection's page (the catalog has one film in it) and back, ↓ into the links, `y` and `o`.
final class DetailPaneJourneyTests: XCTestCase {
  func testFromTheMatrixToItsCollectionAndBack() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type matrix
      key enter
      wait idle
      key enter
      wait idle
      expect text "March 31, 1999 (US) · R · 2h 16m"
      expect text "Collection: The Matrix Collection"
      expect text "TMDB: https://www.themoviedb.org/movie/603"
      key tab
      expect text "Collection: › The Matrix Collection"
      key enter
      wait idle
      expect text "Films, in order of release"
      expect text "1/1"
      key enter
      wait idle
      expect text "Welcome to the Real World."
      key esc
      key esc
      wait idle
      expect text "Collection: The Matrix Collection"
      expect no-text "Films, in order of release"
      """, size: Size(width: 120, height: 40))
    XCTAssertNil(failure?.reason)
  }

  func testDownPastTheEndOfTheTextMovesIntoTheLinks() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type matrix
      key enter
      wait idle
      key enter
      wait idle
      key j 200
      expect text "› "
      """, size: Size(width: 80, height: 24))
    XCTAssertNil(failure?.reason)
  }

  func testTheRegionFlagChoosesTheCertification() throws {
    var options = ConnectionOptions()
    options.forceReplay = true
    options.region = "DE"
    let services = try Services.make(options, environment: [:])
    XCTAssertEqual(services.region, RegionSetting(code: "DE", source: .flag))
  }
}

/// `n` in the replay catalog: the note typed in the pane is stored with the film.
final class NoteJourneyTests: XCTestCase {
  func testTheNoteTypedInThePaneIsStoredAndTheFilmAdded() throws {
    let store = MemoryWatchlistStore()
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type matrix
      key enter
      wait idle
      key enter
      wait idle
      key n
      type Rewatch with Sam
      expect text "Rewatch with Sam▏"
      key enter
      wait idle
      expect text "Note: Rewatch with Sam"
      expect no-text "▏"
      """, size: Size(width: 120, height: 40), watchlist: store)
    XCTAssertNil(failure?.reason)
    XCTAssertEqual(try store.entry(movieID: 603)?.note, "Rewatch with Sam")
  }
}
