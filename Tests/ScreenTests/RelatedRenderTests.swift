import Browser
import Screen
import SnapshotTesting
import TMDB
import XCTest

/// "More like this" at the end of the opened detail pane: the row, its selection, and a film
/// opened from it in place.
final class RelatedRenderTests: XCTestCase {
  /// Spirited Away (129) opened, with three films like it; Fight Club (550) has details.
  private func openedSpiritedAway(size: Size) -> RenderDriver {
    var driver = RenderDriver.started(size: size)
    let films = Array(RenderFixtures.popularMovies.filter { $0.id != 129 }.prefix(3))
    driver.related[129] = RelatedMovies(
      movieID: 129, source: .recommendations,
      page: MoviePage(page: 1, results: films, totalPages: 1, totalResults: films.count))
    driver.command(.moveDown)
    driver.command(.openDetail)
    return driver
  }

  func testTheRowEndsThePaneAndTabSelectsInIt() {
    var driver = openedSpiritedAway(size: Size(width: 120, height: 40))
    driver.command(.scroll(1_000))
    XCTAssertTrue(driver.screen().contains("More like this · tab to choose"), driver.screen())
    driver.command(.nextPane)
    driver.command(.moveRight)
    let screen = driver.screen()
    assertSnapshot(of: screen, as: .lines, named: "120x40")
    let selected = driver.state.relatedFilms[1]
    XCTAssertTrue(screen.contains("› \(selected.title)"), screen)
  }

  func testEnterOpensTheFilmInPlaceAndEscapeComesBack() {
    var driver = openedSpiritedAway(size: Size(width: 120, height: 40))
    driver.command(.nextPane)
    let fightClub = driver.state.relatedFilms.firstIndex { $0.id == 550 }
    guard let fightClub else { return XCTFail("Fight Club is not among the films") }
    for _ in 0..<fightClub { driver.command(.moveRight) }
    driver.command(.openDetail)
    XCTAssertTrue(driver.screen().contains("themoviedb.org/movie/550"), driver.screen())
    XCTAssertEqual(driver.state.cachedDetails(for: 550)?.title, "Fight Club")
    XCTAssertEqual(driver.state.detailMovie?.id, 550)
    driver.command(.cancel)
    XCTAssertEqual(driver.state.detailMovie?.id, 129)
    XCTAssertTrue(driver.screen().contains("More like this"))
    driver.command(.cancel)
    XCTAssertEqual(driver.state.focus, .list)
  }

  func testWhereToWatchShowsTheRegionsOffersWithTheAttribution() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.providers[129] = WatchProviderResults(results: [
      "US": RegionWatchProviders(
        flatrate: [WatchProvider(providerID: 8, providerName: "Net\u{1b}[31mflix")],
        rent: [WatchProvider(providerID: 2, providerName: "Apple TV")]),
      "GB": RegionWatchProviders(buy: [WatchProvider(providerID: 3, providerName: "Sky Store")]),
    ])
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.scroll(1_000))
    let screen = driver.screen()
    XCTAssertTrue(screen.contains("Where to watch (US)"), screen)
    XCTAssertTrue(screen.contains("Stream: Net"), screen)
    XCTAssertTrue(screen.contains("Rent: Apple TV"), screen)
    XCTAssertFalse(screen.contains("Sky Store"), "another region's offers")
    XCTAssertFalse(screen.contains("\u{1b}"), "no escapes from a provider's name")
    XCTAssertTrue(screen.contains("Streaming data by JustWatch."), screen)
  }
}
