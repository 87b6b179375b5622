import Browser
import Screen
import SnapshotTesting
import TMDB
import XCTest

/// The "Cast & crew" links in the opened detail pane and the person's page they open.
final class PersonRenderTests: XCTestCase {
  private static let miyazaki: PersonDetails = {
    var person = PersonDetails(
      id: 608, name: "Hayao Miyazaki",
      movieCredits: PersonMovieCredits(
        crew: RenderFixtures.popularMovies.filter { [129, 550].contains($0.id) }.map {
          PersonMovieCredit(movie: $0, job: "Director", department: "Directing")
        }))
    person.knownForDepartment = "Directing"
    person.birthday = "1941-01-05"
    person.placeOfBirth = "Tokyo, Japan"
    person.biography =
      "An animator.\u{1b}[31m Red? \u{7}Never.\nHe draws flight, nature and childhood."
    return person
  }()

  /// Spirited Away opened, its director credited with an id, the links on him.
  private func onTheDirector() -> RenderDriver {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    var details = RenderFixtures.spiritedAwayDetails
    details.credits?.crew = [CrewMember(id: 608, name: "Hayao Miyazaki", job: "Director")]
    driver.details[129] = details
    driver.people[608] = Self.miyazaki
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.nextPane)
    return driver
  }

  func testTheCreditsEndThePaneAndEnterOpensThePage() {
    var driver = onTheDirector()
    XCTAssertTrue(driver.screen().contains("› Hayao Miyazaki · Director"), driver.screen())
    driver.command(.openDetail)
    let screen = driver.screen()
    assertSnapshot(of: screen, as: .lines, named: "120x40")
    XCTAssertTrue(screen.contains("Known for Directing · Born 1941-01-05 in Tokyo, Japan"), screen)
    XCTAssertTrue(screen.contains("Films · newest first"), screen)
    XCTAssertFalse(screen.contains("\u{1b}"), "no terminal escapes from a biography")
    XCTAssertEqual(driver.state.selectedMovie?.id, 129, "newest first")
    driver.command(.cancel)
    XCTAssertEqual(driver.state.screen, .results)
    XCTAssertEqual(driver.state.focus, .detail)
    XCTAssertEqual(driver.state.detailMovie?.id, 129)
  }
}
