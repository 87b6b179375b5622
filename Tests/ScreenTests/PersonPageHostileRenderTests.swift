import Browser
import TMDB
import XCTest

@testable import Screen

/// A person's page with a biography of a megabyte (review16): the page reads only its start,
/// and shows exactly what it shows for a biography of that start followed by anything else.
final class PersonPageHostileRenderTests: XCTestCase {
  private static let sentence =
    "She grew up by the sea, studied painting in Lyon, and made films about rivers. "

  /// The page of person 608, opened from Spirited Away's director link, with `biography`.
  private func page(biography: String, size: Size = Size(width: 120, height: 40)) -> String {
    var driver = RenderDriver.started(size: size)
    var details = RenderFixtures.spiritedAwayDetails
    details.credits?.crew = [CrewMember(id: 608, name: "Long Story", job: "Director")]
    driver.details[129] = details
    var person = PersonDetails(
      id: 608, name: "Long Story",
      movieCredits: PersonMovieCredits(
        crew: RenderFixtures.popularMovies.filter { $0.id == 129 }.map {
          PersonMovieCredit(movie: $0, job: "Director", department: "Directing")
        }))
    person.biography = biography
    driver.people[608] = person
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.nextPane)
    driver.command(.openDetail)
    return driver.screen()
  }

  /// The 300,000 characters go through the shortcut (only its first characters are read); the lines
  /// it shows must be the first lines of the whole of it wrapped (the general path), and
  /// the page the one 2,000 characters of it give.
  func testAMegabyteBiographyShowsTheFirstLinesOfTheWholeOfIt() {
    let huge = String(repeating: Self.sentence, count: 300_000 / Self.sentence.count)
    XCTAssertGreaterThan(huge.count, PersonWidget.biographyCharacters * 50)
    let start = String(huge.prefix(2_000)) + "And then something else entirely."
    for size in [
      Size(width: 120, height: 40), Size(width: 300, height: 60), Size(width: 40, height: 20),
    ] {
      let long = page(biography: huge, size: size)
      let rows = long.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      // The page's text is inset by a column on each side.
      let expected = TextLayout.wrap(huge, width: size.width - 2)
        .prefix(PersonWidget.biographyLines)
      guard let first = rows.firstIndex(of: expected.first ?? "") else {
        XCTFail("\(size): no biography\n\(long)")
        continue
      }
      XCTAssertEqual(Array(rows[first..<first + expected.count]), Array(expected), "\(size)")
      XCTAssertEqual(long, page(biography: start, size: size), "\(size)")
    }
  }

  /// Just past the limit, on a line of its own: the start is shown whole, and "…" says there is
  /// more, as it does when the lines run out.
  func testABiographyCutAfterItsFirstLinesStillSaysThereIsMore() {
    let short = "A short life."
    let padded = short + String(repeating: " ", count: PersonWidget.biographyCharacters) + "Hidden."
    let screen = page(biography: padded)
    XCTAssertTrue(screen.contains("A short life. …"), screen)
    XCTAssertFalse(screen.contains("Hidden."), screen)
  }
}
