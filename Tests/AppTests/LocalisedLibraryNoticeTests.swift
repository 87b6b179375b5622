import Browser
import Foundation
import GRDB
import ReelTestSupport
import Screen
import TMDB
import XCTest

@testable import App
@testable import Library

/// What opening the watchlist had to do (a damaged file moved aside, a read-only file) reached
/// the browser's status bar as English words whatever the language: `DeferredWatchlistStore`
/// posted `store.notice` (a String) through `NoticeRelay` into `StatusMessage.notice(String)`.
/// It goes typed (`StatusMessage.libraryNotice`), and the screen words it.
final class LocalisedLibraryNoticeTests: XCTestCase {
  func testAWatchlistMovedAsideIsSaidInJapanese() throws {
    let folder = try makeTemporaryFolder(self)
    let url = folder.appendingPathComponent("library.sqlite")
    do {
      let store = try SQLiteWatchlistStore(url: url)
      for id in 1...300 {
        try store.add(MovieSummary(id: id, title: String(repeating: "x", count: 200)), note: nil)
      }
      try store.pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
      try store.pool.close()
    }
    var bytes = try Data(contentsOf: url)
    for offset in stride(from: 4096, to: 8 * 4096, by: 1) { bytes[offset] = 0xA5 }
    try bytes.write(to: url)

    let relay = NoticeRelay()
    let posted = Posted()
    relay.forwardMessages { posted.append($0) }
    let watchlist = DeferredWatchlistStore(
      notices: relay, open: { () throws(LibraryError) in try SQLiteWatchlistStore(url: url) })
    XCTAssertEqual(try watchlist.ids(), [])
    let notice = try XCTUnwrap(posted.all.first)

    var state = BrowserState()
    state.status = notice
    var context = RenderContext()
    context.language = try XCTUnwrap(ScreenLanguage(code: "ja-JP"))
    let screen = Screen.render(state, size: Size(width: 200, height: 10), context: context)
      .buffer.lines().joined(separator: "\n")
    XCTAssertTrue(screen.contains("壊れていたため"), screen)
    // In English, the words the notice always had.
    let english = Screen.render(state, size: Size(width: 200, height: 10), context: RenderContext())
      .buffer.lines().joined(separator: "\n")
    XCTAssertTrue(english.contains("was damaged"), english)
  }
}

private final class Posted: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [StatusMessage] = []
  func append(_ message: StatusMessage) { lock.withLock { messages.append(message) } }
  var all: [StatusMessage] { lock.withLock { messages } }
}
