import App
import Screen
import XCTest

/// The main journeys, run through the `--script` machinery against the replay catalog.
final class ScriptJourneyTests: XCTestCase {
  func testBrowsingThePopularListMovesTheSelectionAndTheDetail() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      expect phase idle
      expect text "1/227"
      key j 3
      wait idle
      expect text "4/227"
      expect text "Frank Darabont"
      snap
      """)
    XCTAssertNil(failure?.reason)
    XCTAssertEqual(output.first, "--- snap 1 (line 8, 100x30) ---")
    XCTAssertEqual(output.count, 31)
    XCTAssertTrue(output[2].hasPrefix(" Popular"), output[2])
    XCTAssertTrue(output[6].contains("The Shawshank Redemption"), output[6])
  }

  func testSearchAsYouTypeFindsMatchingTitles() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type blade
      expect phase idle          # the search waits for a pause in typing
      wait idle
      expect text "Search “blade”"
      expect text "Blade Runner 2049"
      expect no-text "The Shawshank Redemption"
      snap
      """)
    XCTAssertNil(failure?.reason)
    let rows = output.dropFirst().map { $0 }
    guard rows.count > 3 else { return XCTFail("no snap: \(output)") }
    XCTAssertTrue(rows[0].hasPrefix(" / blade"), rows[0])
    XCTAssertTrue(rows[2].contains("Blade Runner") && rows[2].contains("1982"), rows[2])
    XCTAssertTrue(rows[3].contains("Blade Runner 2049") && rows[3].contains("2017"), rows[3])
  }

  func testSearchWithNoResultsSaysSo() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type zzqxj
      key enter
      wait idle
      expect text "No movies match “zzqxj”."
      """)
    XCTAssertNil(failure?.reason)
  }

  func testEnterOpensTheDetailAndEscapeGoesBack() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key j 2
      key enter
      wait idle
      expect text "千と千尋の神隠し"
      expect text "Hayao Miyazaki"
      key esc
      key j
      wait idle
      expect text "The Shawshank Redemption"
      """, size: Size(width: 80, height: 24))
    XCTAssertNil(failure?.reason)
  }

  func testNumberKeysSwitchCategory() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key 2
      wait idle
      expect text " Top rated"
      expect text "1/60"
      key 5
      wait idle
      expect text "Trending"
      """)
    XCTAssertNil(failure?.reason)
  }

  func testEndJumpsToTheLastResultAndLoadsItsPage() throws {
    // The list's pages answer after a moment, so the phase right after G is the loading one
    // however quickly the replay would otherwise answer.
    let services = try ScriptSupport.replayServices(
      delayingPathsEndingWith: "/movie/popular", by: .milliseconds(200))
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key G
      expect phase fetchingPage
      wait idle
      expect text "227/227"
      expect text "The Silences of the Palace"
      key g
      wait idle
      expect text "1/227"
      """, services: services)
    XCTAssertNil(failure?.reason)
  }

  func testEscapeCancelsASearchInFlightAndKeepsThePreviousResults() throws {
    let services = try ScriptSupport.replayServices(delayingSearchBy: .seconds(30))
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      type dune
      key enter
      expect phase searching
      expect text "Avengers: Doomsday"
      key esc
      expect phase idle
      expect text " Popular"
      expect text "Cancelled."
      expect no-text "Search “dune”"
      """, services: services)
    XCTAssertNil(failure?.reason)
  }

  func testTheWatchlistMarksMoviesAndItsViewRemovesAndUndoes() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      key w
      expect text "Added “Avengers: Doomsday” to the watchlist."
      key j 2
      key w
      key W
      wait idle
      expect text "Watchlist · newest first"
      expect text "1/2"
      key w
      expect text "Removed “Spirited Away” from the watchlist (u undoes)."
      expect text "1/1"
      key u
      expect text "Put “Spirited Away” back on the watchlist."
      expect text "1/2"
      key s
      wait idle
      expect text "Watchlist · by title"
      snap
      key esc
      expect text " Popular"
      expect text "3/227"
      """)
    XCTAssertNil(failure?.reason)
    let rows = Array(output.dropFirst())
    guard rows.count == 30 else { return XCTFail("expected one snap, got \(output)") }
    XCTAssertTrue(rows[2].hasPrefix(" ★ Avengers: Doomsday"), rows[2])
    XCTAssertTrue(rows[3].hasPrefix(" ★ Spirited Away"), rows[3])
  }

  func testAFailedExpectationReportsItsLineAndTheScreen() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      # a comment line

      expect text "No such film"
      """)
    let reported = try XCTUnwrap(failure)
    XCTAssertEqual(reported.line.number, 4)
    XCTAssertEqual(reported.reason, "\"No such film\" is not on the screen")
    XCTAssertTrue(reported.screen.contains { $0.contains("Avengers: Doomsday") })
  }

  func testAWaitForTextThatNeverComesFailsWithoutHanging() throws {
    let (_, failure) = try ScriptSupport.run(
      """
      wait text "Never shown"
      """)
    XCTAssertEqual(
      failure?.reason, "timed out waiting for \"Never shown\" on the screen: nothing is loading")
  }
}

/// The home screen, as `swift run reel` opens it in replay mode.
final class HomeJourneyTests: XCTestCase {
  func testTheFourthTrendingFilmOpensAndEscapeComesBackThenDownIsPopular() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      size 120x40
      wait idle
      expect text "Trending this week"
      expect text "Popular"
      key l 3
      expect text "4/60"
      key enter
      wait idle
      expect text "Hayao Miyazaki"
      key esc
      expect text "Trending this week"
      expect text "4/60"
      key j
      wait idle
      expect text "4/227"
      snap
      """, start: .home)
    XCTAssertNil(failure?.reason, failure?.screen.joined(separator: "\n") ?? "")
    XCTAssertEqual(output.first, "--- snap 1 (line 16, 120x40) ---")
  }
}
