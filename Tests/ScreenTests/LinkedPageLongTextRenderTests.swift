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
      assertShownWithMore(
        rows[first..<first + expected.count], expected, width: size.width - 2, "\(size)")
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

/// A collection's page with an overview of hundreds of thousands of characters (review16): as
/// a person's page, it reads only the start, and shows what the whole would show.
final class CollectionPageLongOverviewRenderTests: XCTestCase {
  private static let sentence = "Three films about a ring, a fellowship and a long walk east. "

  /// Collection 77's page, opened from Spirited Away's collection link, with `overview`.
  private func page(overview: String, size: Size = Size(width: 120, height: 40)) -> String {
    var driver = RenderDriver.started(size: size)
    var details = RenderFixtures.spiritedAwayDetails
    details.collection = CollectionReference(id: 77, name: "Long Series")
    driver.details[129] = details
    driver.collections[77] = MovieCollection(
      id: 77, name: "Long Series", overview: overview,
      parts: RenderFixtures.popularMovies.filter { $0.id == 129 })
    driver.command(.moveDown)
    driver.command(.openDetail)
    driver.command(.nextPane)
    XCTAssertEqual(driver.state.selectedDetailLink, .collection(details.collection!))
    driver.command(.openDetail)
    return driver.screen()
  }

  func testAHugeOverviewShowsTheFirstLinesOfTheWholeOfIt() {
    let huge = String(repeating: Self.sentence, count: 300_000 / Self.sentence.count)
    XCTAssertGreaterThan(huge.count, CollectionWidget.overviewCharacters * 50)
    for size in [
      Size(width: 120, height: 40), Size(width: 300, height: 60), Size(width: 40, height: 20),
    ] {
      let long = page(overview: huge, size: size)
      let rows = long.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      let expected = TextLayout.wrap(huge, width: size.width - 2)
        .prefix(CollectionWidget.overviewLines)
      guard let first = rows.firstIndex(of: expected.first ?? "") else {
        XCTFail("\(size): no overview\n\(long)")
        continue
      }
      assertShownWithMore(
        rows[first..<first + expected.count], expected, width: size.width - 2, "\(size)")
    }
  }

  /// Right to left: the page of a huge Persian overview is the page of its first 2,000
  /// characters followed by anything else.
  func testAHugeRightToLeftOverviewKeepsItsDirection() {
    XCTAssertEqual(page(overview: Self.persian(300_000)), page(overview: Self.persian(2_000)))
  }

  /// A start without a single letter (one digit, then thousands of spaces, which wrapping
  /// swallows) leaves the text to the general path: the Persian after it is shown, not just
  /// "1 …".
  func testAStartWithoutALetterIsReadWhole() {
    let screen = page(overview: "1" + String(repeating: " ", count: 5_000) + Self.persian(300_000))
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    guard let name = rows.firstIndex(where: { $0.contains("Long Series") }),
      let films = rows.firstIndex(where: { $0.contains("Films") })
    else { return XCTFail(screen) }
    let overview = rows[(name + 1)..<films].filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    XCTAssertEqual(overview.count, CollectionWidget.overviewLines, screen)
  }

  private static func persian(_ count: Int) -> String {
    let sentence = "سه فیلم درباره‌ی یک حلقه، یک یاران و یک سفر طولانی به شرق. "
    return String(String(repeating: sentence, count: count / sentence.count + 1).prefix(count))
  }
}

extension XCTestCase {
  /// The lines of a cut text as a page shows them: `expected` (the whole text's first lines),
  /// the last one ending in " …" that says there is more, its own end cut to leave it room.
  func assertShownWithMore(
    _ shown: ArraySlice<String>, _ expected: ArraySlice<String>, width: Int,
    _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      Array(shown.dropLast()), Array(expected.dropLast()), message, file: file, line: line)
    guard let last = shown.last, let whole = expected.last else {
      return XCTFail("\(message): no lines", file: file, line: line)
    }
    XCTAssertTrue(last.hasSuffix(" …"), "\(message): \(last)", file: file, line: line)
    XCTAssertLessThanOrEqual(last.displayWidth, width, message, file: file, line: line)
    XCTAssertTrue(
      whole.hasPrefix(String(last.dropLast(2))), "\(message): \(last) is not the start of \(whole)",
      file: file, line: line)
  }
}
