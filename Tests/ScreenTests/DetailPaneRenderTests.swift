import Browser
import Foundation
import SnapshotTesting
import TMDB
import XCTest

@testable import Screen

/// The complete detail pane (helper "detail"): every fact TMDB gives, the links as hyperlink
/// requests, the collection's page, at 120x40 beside the list, 80x24 alone, and in Persian.
final class DetailPaneRenderTests: XCTestCase {
  static let matrix: MovieDetails = {
    var details = MovieDetails(id: 603, title: "The Matrix")
    details.originalTitle = "The Matrix"
    details.originalLanguage = "en"
    details.overview =
      "Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a "
      + "group of underground insurgents fighting the vast and powerful computers who now rule "
      + "the earth."
    details.tagline = "Welcome to the Real World."
    details.releaseDate = "1999-03-30"
    details.runtime = 136
    details.genres = [Genre(id: 28, name: "Action"), Genre(id: 878, name: "Science Fiction")]
    details.homepage = "http://www.warnerbros.com/matrix"
    details.imdbID = "tt0133093"
    details.budget = 63_000_000
    details.revenue = 463_517_383
    details.voteAverage = 8.2
    details.voteCount = 25_500
    details.collection = CollectionReference(id: 2344, name: "The Matrix Collection")
    details.productionCountries = [
      ProductionCountry(code: "US", name: "United States of America"),
      ProductionCountry(code: "AU", name: "Australia"),
    ]
    details.credits = Credits(
      cast: [
        CastMember(id: 6384, name: "Keanu Reeves", character: "Neo", order: 0),
        CastMember(id: 2975, name: "Laurence Fishburne", character: "Morpheus", order: 1),
        CastMember(id: 530, name: "Carrie-Anne Moss", character: "Trinity", order: 2),
        CastMember(id: 1331, name: "Hugo Weaving", character: "Agent Smith", order: 3),
        CastMember(id: 9364, name: "Gloria Foster", character: "Oracle", order: 4),
        CastMember(id: 9365, name: "Joe Pantoliano", character: "Cypher", order: 5),
        CastMember(id: 15336, name: "Marcus Chong", character: "Tank", order: 6),
        CastMember(id: 9372, name: "Julian Arahanga", character: "Apoc", order: 7),
      ],
      crew: [
        CrewMember(id: 9340, name: "Lana Wachowski", job: "Director", department: "Directing"),
        CrewMember(id: 9339, name: "Lilly Wachowski", job: "Director", department: "Directing"),
        CrewMember(id: 9340, name: "Lana Wachowski", job: "Screenplay", department: "Writing"),
        CrewMember(id: 9339, name: "Lilly Wachowski", job: "Screenplay", department: "Writing"),
        CrewMember(id: 1, name: "Joel Silver", job: "Producer", department: "Production"),
      ])
    details.releaseDates = ReleaseDateList(results: [
      CountryReleaseDates(
        country: "US",
        releaseDates: [
          ReleaseDateEntry(certification: "", releaseDate: "1999-03-24T00:00:00.000Z", type: 1),
          ReleaseDateEntry(certification: "R", releaseDate: "1999-03-31T00:00:00.000Z", type: 3),
        ]),
      CountryReleaseDates(
        country: "DE",
        releaseDates: [
          ReleaseDateEntry(certification: "16", releaseDate: "1999-06-17T00:00:00.000Z", type: 3)
        ]),
    ])
    return details
  }()

  /// The Matrix selected (the ninth film of Popular), its details in.
  private func matrixSelected(size: Size) -> RenderDriver {
    var driver = RenderDriver.started(size: size)
    driver.details[603] = Self.matrix
    for _ in 0..<8 { driver.command(.moveDown) }
    return driver
  }

  func testTheFullPaneBesideTheListAt120x40() {
    var driver = matrixSelected(size: Size(width: 120, height: 40))
    assertSnapshot(of: driver.screen(), as: .lines, named: "120x40.preview")
    driver.command(.openDetail)
    driver.command(.scroll(1_000))
    assertSnapshot(of: driver.screen(), as: .lines, named: "120x40.end")
    let screen = driver.screen()
    for expected in [
      "March 31, 1999 (US) · R · 2h 16m", "Action, Science Fiction",
      "Writers: Lana Wachowski (Screenplay), Lilly",
      "Collection: The Matrix Collection", "Budget: $63,000,000", "Revenue: $463,517,383",
      "IMDb: https://www.imdb.com/title/tt0133093/", "Homepage: http://www.warnerbros.com/matrix",
      "Julian Arahanga · as Apoc",
    ] {
      XCTAssertTrue(screen.contains(expected), "\(expected) missing from\n\(screen)")
    }
  }

  func testTheFullPaneAloneAt80x24ScrollsToTheWholeCast() {
    var driver = matrixSelected(size: Size(width: 80, height: 24))
    driver.command(.openDetail)
    assertSnapshot(of: driver.screen(), as: .lines, named: "80x24.top")
    driver.command(.scroll(1_000))
    assertSnapshot(of: driver.screen(), as: .lines, named: "80x24.end")
  }

  func testThePaneInPersian() {
    var driver = matrixSelected(size: Size(width: 120, height: 40))
    driver.command(.openDetail)
    assertSnapshot(
      of: driver.screen(context: languageContext("fa-IR")), as: .lines, named: "fa-IR.120x40")
  }

  func testTheRegionChoosesTheReleaseDayAndCertification() {
    var driver = matrixSelected(size: Size(width: 120, height: 40))
    var context = testContext()
    context.country = "DE"
    XCTAssertTrue(
      driver.screen(context: context).contains("June 17, 1999 (DE) · 16 · 2h 16m"),
      driver.screen(context: context))
    driver.command(.openDetail)
  }

  func testTheLinksAreHyperlinkRequestsOverTheirOwnCells() {
    var driver = matrixSelected(size: Size(width: 120, height: 40))
    driver.command(.openDetail)
    driver.command(.scroll(1_000))
    let frame = driver.render()
    XCTAssertEqual(
      frame.hyperlinks.map(\.url),
      [
        "https://www.themoviedb.org/movie/603", "https://www.imdb.com/title/tt0133093/",
        "http://www.warnerbros.com/matrix",
      ])
    for link in frame.hyperlinks {
      let cells = (link.column..<link.column + link.width).map {
        frame.buffer[$0, link.row].grapheme
      }.joined()
      XCTAssertEqual(cells, link.url)
    }
    // Under an overlay nothing is clickable.
    driver.command(.toggleHelp)
    XCTAssertEqual(driver.render().hyperlinks, [])
  }

  func testAnAddressThatIsNotAPlainWebAddressIsNeitherShownNorLinked() {
    var hostile = Self.matrix
    hostile.homepage = "javascript:alert(1)"
    XCTAssertNil(hostile.homepageURL)
    hostile.homepage = "https://example.com/\u{1b}]8;;https://evil/\u{7}"
    XCTAssertNil(hostile.homepageURL)
    hostile.homepage = "https://exa mple.com"
    XCTAssertNil(hostile.homepageURL)
    hostile.imdbID = "tt01;rm"
    XCTAssertNil(hostile.imdbURL)
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.details[603] = hostile
    for _ in 0..<8 { driver.command(.moveDown) }
    driver.command(.openDetail)
    driver.command(.scroll(1_000))
    XCTAssertFalse(driver.screen().contains("Homepage:"), driver.screen())
    XCTAssertFalse(driver.screen().contains("IMDb:"), driver.screen())
  }

  func testTheCollectionLinkOpensItsPageWithItsFilmsInOrder() {
    var driver = matrixSelected(size: Size(width: 120, height: 40))
    driver.collections[2344] = MovieCollection(
      id: 2344, name: "The Matrix Collection",
      overview: "The story of Neo and the war against the machines.",
      parts: [
        RenderFixtures.movie(605, "The Matrix Revolutions", date: "2003-11-05", vote: 6.7),
        RenderFixtures.movie(603, "The Matrix", date: "1999-03-31", vote: 8.2),
        RenderFixtures.movie(604, "The Matrix Reloaded", date: "2003-05-15", vote: 7.0),
      ])
    driver.command(.openDetail)
    driver.command(.nextPane)
    XCTAssertTrue(driver.screen().contains("Collection: › The Matrix Collection"), driver.screen())
    driver.command(.openDetail)
    assertSnapshot(of: driver.screen(), as: .lines, named: "collection.120x40")
    XCTAssertEqual(
      driver.state.lists[.collection(2344)]?.fixedRows?.map(\.id), [603, 604, 605])
    driver.command(.cancel)
    XCTAssertEqual(driver.state.screen, .results)
    XCTAssertEqual(driver.state.focus, .detail)
    XCTAssertEqual(driver.state.detailMovie?.id, 603)
  }

  func testNOpensAOneLineNoteFieldAndEnterShowsTheSavedNote() {
    var driver = matrixSelected(size: Size(width: 80, height: 24))
    driver.command(.openDetail)
    driver.command(.editNote)
    driver.command(.insertText("Rewatch before Reloaded"))
    let editing = driver.screen()
    XCTAssertTrue(editing.contains("Note: Rewatch before Reloaded▏"), editing)
    XCTAssertTrue(editing.contains("saves ·"), editing)
    assertSnapshot(of: editing, as: .lines, named: "note.80x24")
    driver.command(.submitSearch)
    let saved = driver.screen()
    XCTAssertTrue(saved.contains("Note: Rewatch before Reloaded"), saved)
    XCTAssertFalse(saved.contains("▏"), saved)
    XCTAssertTrue(saved.contains("Saved the note for “The Matrix”"), saved)
  }
}
