import Browser
import Screen
import TMDB
import XCTest

/// A list whose first page failed says why in its place for as long as it stays failed: it
/// took the reason from the status bar, so once a later warning replaced the error the
/// list said another message in its place (a warning that came later) as its reason.
final class FailedListReasonTests: XCTestCase {
  private static let size = Size(width: 120, height: 40)
  private let server = Failure(.server, "TMDB had a server error (503).")

  func testAFailedListKeepsItsReasonAfterTheStatusMovedOn() {
    var driver = RenderDriver(size: Self.size) { _, _ in nil }
    driver.state.settings.start = .category(.popular)
    driver.send(.viewportChanged(rows: Layout.listRows(for: Self.size)))
    driver.send(.start)
    let request = driver.state.requests.first { _, purpose in
      guard case .page(_, _, 1) = purpose else { return false }
      return true
    }
    guard let id = request?.key else { return XCTFail("no request for page 1") }
    driver.send(.pageFailed(id, server))
    let reason = "TMDB had a server error (503)."
    XCTAssertTrue(driver.screen().contains(reason), driver.screen())
    driver.send(.timerFired(.statusFade, token: driver.state.statusLog.fadeToken ?? 0))
    driver.send(.notice(.warning("The watchlist could not be checked.")))
    let screen = driver.screen()
    let body = screen.split(separator: "\n").dropLast().joined(separator: "\n")
    XCTAssertTrue(body.contains(reason), screen)
    XCTAssertFalse(body.contains("could not be checked"), screen)
  }
}
