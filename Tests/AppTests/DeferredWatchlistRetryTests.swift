import Foundation
import Library
import ReelTestSupport
import TMDB
import XCTest

@testable import App

/// The browser's watchlist opens on its first use; an opening that fails for a reason that may
/// pass (another Reel stuck opening the file, a full disk, SQLite's lock) is tried again
/// later, so one busy moment at start no longer costs the whole session its watchlist.
final class DeferredWatchlistRetryTests: XCTestCase {
  /// A clock and an opener the test steps by hand.
  private final class Script: @unchecked Sendable {
    private let lock = NSLock()
    private var clock = Date(timeIntervalSince1970: 1_000_000)
    private var failures: [LibraryError]
    private(set) var attempts = 0
    let url: URL

    init(url: URL, failures: [LibraryError]) {
      self.url = url
      self.failures = failures
    }

    func now() -> Date { lock.withLock { clock } }
    func advance(_ seconds: TimeInterval) { lock.withLock { clock += seconds } }

    func open() throws(LibraryError) -> SQLiteWatchlistStore {
      let failure: LibraryError? = lock.withLock {
        attempts += 1
        return failures.isEmpty ? nil : failures.removeFirst()
      }
      if let failure { throw failure }
      return try SQLiteWatchlistStore(url: url)
    }
  }

  private func store(_ script: Script) -> DeferredWatchlistStore {
    DeferredWatchlistStore(
      notices: NoticeRelay(), now: { script.now() },
      open: { () throws(LibraryError) in try script.open() })
  }

  private func seeded() throws -> URL {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let seed = try SQLiteWatchlistStore(url: url)
    try seed.add(MovieSummary(id: 603, title: "The Matrix"), note: "with Sam")
    return url
  }

  func testAnOpeningThatMayPassIsTriedAgainAfterTheInterval() throws {
    let busy = LibraryError(
      "gave up after 10 s waiting for another program that is opening the watchlist",
      mayPass: true)
    let script = Script(url: try seeded(), failures: [busy])
    let watchlist = store(script)
    XCTAssertThrowsError(try watchlist.ids()) { XCTAssertEqual($0 as? LibraryError, busy) }
    // No version yet: the first real one reads as a change, so the ★ marks are read again.
    XCTAssertEqual(try watchlist.dataVersion(), DeferredWatchlistStore.notOpenVersion)
    // Not hammered: within the interval every call says the same, without trying.
    script.advance(DeferredWatchlistStore.retryInterval - 1)
    XCTAssertThrowsError(try watchlist.add(MovieSummary(id: 1, title: "A"), note: nil))
    XCTAssertEqual(script.attempts, 1)
    script.advance(1)
    XCTAssertEqual(try watchlist.ids(), [603])
    XCTAssertNotEqual(try watchlist.dataVersion(), DeferredWatchlistStore.notOpenVersion)
    try watchlist.add(MovieSummary(id: 1, title: "A"), note: nil)
    XCTAssertEqual(try watchlist.ids(), [603, 1])
    XCTAssertEqual(script.attempts, 2)
  }

  func testAFileRefusedForWhatItIsIsNotTriedAgain() throws {
    let refused = LibraryError("library.sqlite is not an SQLite database (file is not a database)")
    let script = Script(url: try seeded(), failures: [refused])
    let watchlist = store(script)
    XCTAssertThrowsError(try watchlist.ids())
    XCTAssertThrowsError(try watchlist.dataVersion())
    script.advance(DeferredWatchlistStore.retryInterval * 10)
    XCTAssertThrowsError(try watchlist.ids()) { XCTAssertEqual($0 as? LibraryError, refused) }
    XCTAssertEqual(script.attempts, 1)
  }

  /// The real waits say they may pass: another process holding the folder lock while it opens.
  func testTheFolderLockTimeoutMayPass() throws {
    let url = try makeTemporaryFolder(self).appendingPathComponent("library.sqlite")
    let held = open(url.deletingLastPathComponent().path, O_RDONLY)
    defer { close(held) }
    XCTAssertEqual(flock(held, LOCK_EX | LOCK_NB), 0)
    XCTAssertThrowsError(
      try SQLiteWatchlistStore(url: url, access: .readWrite, createsFolder: false)
    ) { error in
      XCTAssertEqual((error as? LibraryError)?.mayPass, true, "\(error)")
    }
  }
}
