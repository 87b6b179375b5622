import App
import Browser
import Foundation
import Library
import TMDB
import ReelTestSupport
import XCTest

/// The run loop never waits on the watchlist database, and pasted text is never taken as keys.
final class RunLoopTests: XCTestCase {
  /// With the database write-locked by another program, `w` returns at once, `j` keeps moving
  /// the selection, and when the busy wait runs out the status bar says so in plain words and
  /// the ★ shows what is stored (nothing).
  func testALockedWatchlistNeverFreezesTheScreen() throws {
    let store = LockedWatchlistStore(holdFor: 0.5)
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key w
      expect text "Added “Avengers: Doomsday” to the watchlist."
      key j 2
      expect text "3/227"
      expect text " ★ Avengers: Doomsday"
      wait idle
      expect text "The watchlist is busy (another program is writing to it); nothing was saved."
      expect no-text " ★ Avengers: Doomsday"
      """, watchlist: store)
    XCTAssertNil(failure?.reason, failure?.screen.joined(separator: "\n") ?? "")
    XCTAssertEqual(store.attempts, 1)
  }

  func testPastedTextWithALineBreakIsTypedNotRun() throws {
    let (output, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      paste "dune\\nqueen"
      snap
      """)
    XCTAssertNil(failure?.reason, failure?.screen.joined(separator: "\n") ?? "")
    XCTAssertTrue(output[1].hasPrefix(" / dune queen"), output[1])
  }

  func testPastingTenThousandCharactersIsOneEdit() throws {
    let long = String(repeating: "a", count: 10_000)
    let (_, failure) = try ScriptSupport.run(
      """
      wait idle
      key /
      paste "\(long)"
      expect text "…aaaa"
      """)
    XCTAssertNil(failure?.reason)
  }
}

/// A watchlist whose writes wait for a lock another program holds, then give up as SQLite does.
final class LockedWatchlistStore: WatchlistStore, @unchecked Sendable {
  private let delay: TimeInterval
  private let lock = NSLock()
  private var tries = 0

  init(holdFor delay: TimeInterval) { self.delay = delay }

  var attempts: Int { lock.withLock { tries } }

  func ids() throws -> Set<Int> { [] }
  func entries(sortedBy sort: WatchlistSort) throws -> [WatchlistEntry] { [] }
  func entry(movieID: Int) throws -> WatchlistEntry? { nil }
  func add(_ movie: MovieSummary, note: String?) throws { try busy() }
  func remove(movieID: Int) throws { try busy() }
  func merge(_ incoming: [WatchlistEntry]) throws -> WatchlistMergeResult {
    try busy()
    return WatchlistMergeResult()
  }

  private func busy() throws {
    lock.withLock { tries += 1 }
    Thread.sleep(forTimeInterval: delay)
    throw LibraryError("cannot save the watchlist: database is locked")
  }
}

/// A change another program makes to the stored watchlist reaches the browser's marks.
final class OutsideWatchlistChangeTests: XCTestCase {
  func testAMovieAddedByAnotherConnectionIsReportedAfterTheNextCheck() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    let mine = try SQLiteWatchlistStore(url: url)
    let theirs = try SQLiteWatchlistStore(url: url)
    let inbox = Inbox()
    var options = ConnectionOptions()
    options.forceReplay = true
    let runner = EffectRunner(
      client: try Services.make(options, environment: [:]).client, watchlist: mine, inbox: inbox)
    runner.noticeOutsideWatchlistChanges()  // the baseline
    XCTAssertFalse(inbox.wait(until: Date().addingTimeInterval(0.3)))
    try theirs.add(MovieSummary(id: 550, title: "Fight Club"), note: nil)
    runner.noticeOutsideWatchlistChanges()
    XCTAssertTrue(inbox.wait(until: Date().addingTimeInterval(5)))
    XCTAssertEqual(inbox.drain(), [.watchlistChanged([550])])
  }
}
