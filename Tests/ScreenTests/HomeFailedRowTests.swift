import Browser
import Screen
import TMDB
import XCTest

/// A home row whose first page failed says why when it is selected, in its own words, for as
/// long as it stays failed. It took the reason from the status bar: after another row failed
/// it gave that row's reason, and once the error faded (or a notice replaced it) none.
final class HomeFailedRowTests: XCTestCase {
  private static let size = Size(width: 120, height: 40)
  private let trending = MovieListSource.category(.trending)
  private let topRated = MovieListSource.category(.topRated)
  private let offline = Failure(.offline, "The network connection was lost.")
  private let server = Failure(.server, "TMDB had a server error (503).")

  /// Home with Trending, Popular and Top rated; only Popular's pages are served, the others
  /// stay in flight until the test fails them.
  private func home() -> RenderDriver {
    var driver = RenderDriver(size: Self.size) { source, page in
      source == .category(.popular) ? RenderFixtures.categoryPage(page) : nil
    }
    driver.state.settings.start = .home
    driver.state.settings.homeRows = [
      .category(.trending), .category(.popular), .category(.topRated),
    ]
    driver.send(.viewportChanged(rows: Layout.listRows(for: Self.size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: Self.size)))
    driver.send(.start)
    return driver
  }

  private func fail(_ source: MovieListSource, _ failure: Failure, in driver: inout RenderDriver) {
    let request = driver.state.requests.first { _, purpose in
      guard case .page(_, let asked, let page) = purpose else { return false }
      return asked == source && page == 1
    }
    guard let id = request?.key else { return XCTFail("no request for \(source)") }
    driver.send(.pageFailed(id, failure))
  }

  /// The lines of the screen that say a row did not load.
  private func failedLines(_ driver: RenderDriver) -> [String] {
    driver.screen().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasPrefix("✗ This row did not load") }
  }

  func testEachFailedRowSaysItsOwnReasonAfterTheStatusMovedOn() {
    var driver = home()
    fail(trending, offline, in: &driver)
    fail(topRated, server, in: &driver)
    // The status bar says Top rated's failure; the selected row is Trending.
    XCTAssertEqual(
      failedLines(driver),
      [
        "✗ This row did not load: The network connection was lost. · r to retry",
        "✗ This row did not load",
      ])
    // The error fades, then a retry notice takes the status bar.
    driver.send(.timerFired(.statusFade, token: driver.state.statusLog.fadeToken ?? 0))
    XCTAssertNil(driver.state.status)
    driver.send(.notice(.notice("TMDB is rate limiting; waiting 2 s (try 2 of 4).")))
    XCTAssertEqual(
      failedLines(driver),
      [
        "✗ This row did not load: The network connection was lost. · r to retry",
        "✗ This row did not load",
      ])
    driver.command(.moveDown)
    driver.command(.moveDown)
    XCTAssertEqual(
      failedLines(driver),
      [
        "✗ This row did not load",
        "✗ This row did not load: TMDB had a server error (503). · r to retry",
      ])
  }
}
