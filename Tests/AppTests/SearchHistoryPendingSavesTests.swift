import Foundation
import ReelTestSupport
import XCTest

@testable import App

#if canImport(Glibc)
  import Glibc
#endif

/// review41: the browser's saves queued behind a lock another process holds for ever (a Reel
/// stopped with Ctrl-Z mid-save). The first save waits out the lock's patience and replaces
/// the file; the lock stays on the file replaced, so the saves queued behind it wait no more,
/// and the flush as the browser ends finds every query saved within its bound.
final class SearchHistoryPendingSavesTests: XCTestCase {
  func testManySavesQueuedBehindAHeldLockAreAllInTheFileAfterTheFlush() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("search-history")
    try Data("alien\n".utf8).write(to: url)
    let holder = open(url.path, O_RDONLY)
    XCTAssertEqual(flock(holder, LOCK_EX), 0)
    defer { close(holder) }
    let history = SearchHistory(url: url, savesInBackground: true)
    let typed = ["brazil", "casablanca", "dune", "eraserhead", "fargo", "gattaca"]
    for query in typed { history.record(query) }
    // ↑ while the saves are pending: the newest first, every one of them.
    XCTAssertEqual(history.older(than: ""), "gattaca")
    history.stopStepping()
    history.flush()
    XCTAssertEqual(SearchHistory(url: url).queries, ["alien"] + typed)
  }
}
