import App
import Browser
import Foundation
import Library
import TMDB
import XCTest

/// The home screen live, against the stand-in server: the rows on screen ask for their first
/// page together at start, and a row asks for its next page before the selection reaches the
/// last loaded card (#12).
final class LiveHomeTests: XCTestCase {
  /// The default rows' first three, on screen at 120x40 (8 cards a row, 3 rows).
  private let viewport = HomeViewport(cardsPerRow: 8, rowsShown: 3)
  private let rowsOnScreen = ["/3/trending/movie/week", "/3/movie/popular", "/3/movie/now_playing"]

  func testTheRowsOnScreenAskForTheirFirstPagesTogether() throws {
    // Every row answer waits until all three on-screen rows have asked (or 10 s pass). Rows
    // asked one after another would each wait for the one before: the barrier would time out
    // with one row asked, and the test says so.
    let barrier = RowBarrier(expected: Set(rowsOnScreen))
    let server = try StandInServer { request in
      if barrier.expected.contains(request.path) {
        await barrier.arrive(request.path)
      }
      return await catalogReply(request)
    }
    defer { server.stop() }
    let session = homeSession(server)
    defer { session.shutDown() }

    session.send(.start)
    XCTAssertTrue(
      pump(session, limit: 15) { self.rowsOnScreenLoaded($0) }, "the rows on screen did not load")
    XCTAssertEqual(
      barrier.askedBeforeFirstAnswer, Set(rowsOnScreen),
      "these rows had asked for their first page when the first one was answered")
  }

  func testMovingRightAlongARowAsksForItsNextPageBeforeTheSelectionReachesTheEnd() throws {
    let server = try StandInServer { await catalogReply($0) }
    defer { server.stop() }
    let session = homeSession(server)
    defer { session.shutDown() }
    session.send(.start)
    XCTAssertTrue(
      pump(session, limit: 15) { self.rowsOnScreenLoaded($0) }, "the rows on screen did not load")
    let trending = try XCTUnwrap(session.state.lists[.homeRow(0)]?.window)
    XCTAssertTrue(trending.isLoaded(page: 1))
    XCTAssertFalse(trending.isLoaded(page: 2), "page 2 asked for before anyone moved")
    let loaded = MoviePage.pageSize  // the cards of page 1

    // `l`, one card at a time, each step settled before the next, until page 2 is asked for.
    var askedAtCard: Int?
    for _ in 0..<loaded {
      session.send(.command(.moveRight))
      pump(session, limit: 5) { $0.requestsInFlight == 0 }
      let card = session.state.lists[.homeRow(0)]?.selectedRow ?? -1
      if server.requests.contains(where: { isTrendingPage2($0) }) {
        askedAtCard = card
        break
      }
    }
    let card = try XCTUnwrap(askedAtCard, "page 2 of Trending was never asked for")
    // The request went out while a screen of loaded cards still lay ahead of the selection.
    XCTAssertLessThanOrEqual(card, loaded - viewport.cardsPerRow)
    XCTAssertEqual(server.requests.filter { isTrendingPage2($0) }.count, 1)
    // And it arrived: the row now runs on into page 2, under the same selection.
    XCTAssertEqual(session.state.lists[.homeRow(0)]?.window?.isLoaded(page: 2), true)
    XCTAssertEqual(session.state.lists[.homeRow(0)]?.selectedRow, card)
    XCTAssertNotNil(session.state.lists[.homeRow(0)]?.selectedMovie)
  }

  // MARK: helpers

  private func homeSession(_ server: StandInServer) -> BrowserSession {
    let inbox = Inbox()
    let runner = EffectRunner(
      client: liveClient(server), watchlist: MemoryWatchlistStore(), inbox: inbox)
    var settings = BrowserState.Settings()
    settings.start = .home
    let session = BrowserSession(
      state: BrowserState(settings: settings), runner: runner, inbox: inbox)
    session.send(.homeViewportChanged(viewport))
    return session
  }

  private func rowsOnScreenLoaded(_ session: BrowserSession) -> Bool {
    (0..<3).allSatisfy { (session.state.lists[.homeRow($0)]?.window?.rowCount ?? 0) > 0 }
  }

  private func isTrendingPage2(_ request: ServedRequest) -> Bool {
    request.path == "/3/trending/movie/week" && request.value("page") == "2"
  }

  /// Delivers results and due timers until `done` holds (true) or `limit` seconds pass.
  @discardableResult
  private func pump(
    _ session: BrowserSession, limit: TimeInterval, until done: (BrowserSession) -> Bool
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

/// Holds each row's answer until every expected row has asked, and notes who had asked when
/// the first answer went out.
private final class RowBarrier: @unchecked Sendable {
  let expected: Set<String>
  private let lock = NSLock()
  private var arrived: Set<String> = []
  private var atFirstAnswer: Set<String>?

  init(expected: Set<String>) { self.expected = expected }

  var askedBeforeFirstAnswer: Set<String> { lock.withLock { atFirstAnswer ?? [] } }

  func arrive(_ path: String) async {
    lock.withLock { _ = arrived.insert(path) }
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline, lock.withLock({ arrived != expected }) {
      try? await Task.sleep(for: .milliseconds(5))
    }
    lock.withLock {
      if atFirstAnswer == nil { atFirstAnswer = arrived }
    }
  }
}
