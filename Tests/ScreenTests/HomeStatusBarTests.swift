import Browser
import Screen
import TMDB
import XCTest

/// On home, every error in the status bar was taken as shown elsewhere (a failed row says its
/// own reason in its place), so a start-up warning, `w` failing to save, or `o` finding no
/// browser said nothing at all on the screen Reel opens on. Only a row's failure is shown in
/// the row; everything else is said in the status bar as on every other screen.
final class HomeStatusBarTests: XCTestCase {
  private static let size = Size(width: 120, height: 40)

  private func home() -> RenderDriver {
    var driver = RenderDriver(size: Self.size) { _, page in RenderFixtures.categoryPage(page) }
    driver.state.settings.start = .home
    driver.state.settings.homeRows = [.category(.trending), .category(.popular)]
    driver.send(.viewportChanged(rows: Layout.listRows(for: Self.size)))
    driver.send(.homeViewportChanged(Layout.homeViewport(for: Self.size)))
    driver.send(.start)
    return driver
  }

  private func statusBar(_ driver: RenderDriver) -> String {
    String(driver.screen().split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  func testAStartUpWarningIsSaidOnHome() {
    var driver = home()
    driver.send(.notice(.warning("config.toml line 1: unknown key \"foo\" ignored")))
    XCTAssertTrue(
      statusBar(driver).contains("config.toml line 1: unknown key \"foo\" ignored"),
      statusBar(driver))
  }

  func testAWatchlistChangeNotSavedIsSaidOnHome() {
    var driver = home()
    let failure = Failure(.storage, "the disk is full")
    driver.send(.notice(.watchlistNotSaved(failure)))
    XCTAssertTrue(statusBar(driver).contains("the disk is full"), statusBar(driver))
  }

  func testNoBrowserIsSaidOnHome() {
    var driver = home()
    driver.send(.notice(.noBrowser))
    XCTAssertFalse(statusBar(driver).trimmingCharacters(in: .whitespaces).isEmpty)
    XCTAssertNotEqual(statusBar(driver), statusBar(home()), statusBar(driver))
  }
}
