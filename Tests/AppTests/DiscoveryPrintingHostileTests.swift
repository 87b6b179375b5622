import Foundation
import TMDB
import XCTest

@testable import App

/// `reel person` fed a hostile filmography (review16): tens of thousands of credits, one film
/// credited hundreds of times. It prints each film once with its roles, and never hangs.
final class DiscoveryPrintingHostileTests: XCTestCase {
  /// 20,000 films, one credit each, and film 7 credited 500 times more.
  private func prolific() -> PersonDetails {
    let cast = (1...20_000).map { id in
      PersonMovieCredit(
        movie: MovieSummary(id: id, title: "Film \(id)", releaseDate: "2001-01-01"),
        character: "Part \(id)")
    }
    let repeats = (1...500).map { index in
      PersonMovieCredit(
        movie: MovieSummary(id: 7, title: "Film 7", releaseDate: "2001-01-01"),
        character: index.isMultiple(of: 2) ? "Twin" : "Part 7")
    }
    return PersonDetails(
      id: 1, name: "Prolific", movieCredits: PersonMovieCredits(cast: cast + repeats, crew: []))
  }

  /// Rendering used to compare every film with every credit (20,000 × 20,500 comparisons,
  /// minutes in a debug build): `reel person` looked hung. A minute is far more than enough.
  func testTwentyThousandCreditsPrintEachFilmOnceWithoutHanging() {
    guard let text = rendered(prolific()) else { return }
    let rows = text.split(separator: "\n")
    XCTAssertEqual(rows.filter { $0.hasSuffix("Film 20000 — as Part 20000") }.count, 1)
    let seven = rows.filter { $0.contains(" Film 7 — ") }
    XCTAssertEqual(seven.count, 1, "film 7 once")
    XCTAssertTrue(seven.first?.hasSuffix("Film 7 — as Part 7, as Twin") ?? false, "\(seven)")
    XCTAssertEqual(rows.filter { $0.contains("  2001  Film ") }.count, 20_000, "a row a film")
  }

  /// One film credited 30,000 times, each time as someone else: each role was compared with
  /// every one before it (450 million comparisons, minutes). One row, its roles cut to the
  /// width.
  func testOneFilmCreditedThirtyThousandTimesIsOneRow() {
    let cast = (1...30_000).map { index in
      PersonMovieCredit(
        movie: MovieSummary(id: 7, title: "Film 7", releaseDate: "2001-01-01"),
        character: "Part \(index)")
    }
    let person = PersonDetails(
      id: 1, name: "Many", movieCredits: PersonMovieCredits(cast: cast, crew: []))
    guard let text = rendered(person) else { return }
    let rows = text.split(separator: "\n").filter { $0.contains("Film 7 — as Part 1, as Part 2") }
    XCTAssertEqual(rows.count, 1, text)
    XCTAssertLessThanOrEqual(rows.first?.count ?? 0, 100)
  }

  /// Where to watch with a `link` that is no web page: the offers print, the link does not
  /// (`More: javascript:alert(1)` was printed as the place to go for more).
  func testAWatchLinkThatIsNoWebAddressIsLeftOut() {
    for link in [
      "javascript:alert(1)", "JAVASCRIPT:alert(1)", "file:///etc/passwd", "x",
      "https://a b.example/\u{1B}]8;;", "data:text/html,<b>",
    ] {
      let results = WatchProviderResults(results: [
        "US": RegionWatchProviders(
          link: link, flatrate: [WatchProvider(providerID: 1, providerName: "Stream Co")])
      ])
      let lines = PrintedWatchProviders.lines(.loaded(results), country: "US")
      XCTAssertTrue(lines.contains { $0.contains("Stream Co") }, "\(lines)")
      XCTAssertFalse(lines.contains { $0.contains("More:") }, "\(link): \(lines)")
    }
    let tmdb = "https://www.themoviedb.org/movie/550-fight-club/watch?locale=US"
    let results = WatchProviderResults(results: [
      "US": RegionWatchProviders(
        link: tmdb, flatrate: [WatchProvider(providerID: 1, providerName: "Stream Co")])
    ])
    XCTAssertTrue(
      PrintedWatchProviders.lines(.loaded(results), country: "US").contains { $0.hasSuffix(tmdb) })
  }

  /// `reel person`'s page, or nil (a failure) when it takes over a minute: a hang to a user.
  private func rendered(
    _ person: PersonDetails, file: StaticString = #filePath, line: UInt = #line
  ) -> String? {
    let done = expectation(description: "rendered")
    let output = OutputBox()
    Thread.detachNewThread {
      output.text = PrintedPerson.render(person, width: 100)
      done.fulfill()
    }
    wait(for: [done], timeout: 60)
    guard let text = output.text else {
      XCTFail("reel person took over a minute", file: file, line: line)
      return nil
    }
    return text
  }
}

/// The rendered text, handed from the rendering thread to the test.
private final class OutputBox: @unchecked Sendable {
  private let lock = NSLock()
  private var value: String?

  var text: String? {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}
