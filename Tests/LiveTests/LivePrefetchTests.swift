import App
import Browser
import Foundation
import Library
import TMDB
import XCTest

/// The browser live over a slow network: holding `j` never lands on a loading row, because the
/// next screen's pages load before the selection gets there.
final class LivePrefetchTests: XCTestCase {
  func testScrollingAtKeyRepeatSpeedWithThreeHundredMillisecondsOfLatencyNeverStalls() throws {
    let server = try StandInServer { await catalogReply($0, delay: 0.3) }
    defer { server.stop() }
    let inbox = Inbox()
    let runner = EffectRunner(
      client: liveClient(server), watchlist: MemoryWatchlistStore(), inbox: inbox)
    let session = BrowserSession(runner: runner, inbox: inbox)
    defer { session.shutDown() }
    session.send(.detailPaneShown(false))
    session.send(.viewportChanged(rows: 25))
    session.send(.start)
    let loaded = pump(session, until: { $0.state.phase == .idle && $0.requestsInFlight == 0 })
    XCTAssertTrue(loaded, "start-up did not finish")

    // Key repeat at 30 a second, for 70 rows: four pages, three of them loaded on the way.
    var stalls: [Int] = []
    for _ in 0..<70 {
      session.send(.command(.moveDown))
      _ = pump(session, for: 1.0 / 30)
      if session.state.selectedMovie == nil { stalls.append(session.state.selectedRow) }
    }
    XCTAssertEqual(stalls, [], "rows shown as loading under the selection")
    XCTAssertEqual(session.state.selectedRow, 70)
    XCTAssertNil(session.state.status)
  }

  /// Delivers results and due timers for `seconds`.
  private func pump(_ session: BrowserSession, for seconds: TimeInterval) -> Bool {
    pump(session, limit: seconds) { _ in false }
    return true
  }

  /// Delivers results and due timers until `done` holds (true) or 5 s pass (false).
  @discardableResult
  private func pump(
    _ session: BrowserSession, limit: TimeInterval = 5, until done: (BrowserSession) -> Bool
  ) -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    while Date() < deadline {
      session.processInbox()
      session.fireDueTimers(now: Date())
      if done(session) { return true }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return false
  }
}
