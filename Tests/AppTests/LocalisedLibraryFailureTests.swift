import Browser
import Foundation
import Library
import Screen
import XCTest

@testable import App

/// A failure of the watchlist's database on a Japanese, Persian or Arabic screen is said by its
/// kind only ("ディスクまたはデータベースに問題があります"): which file, and that the disk is full
/// or the file read-only, is in the English detail alone.
final class LocalisedLibraryFailureTests: XCTestCase {
  func testADiskFullFailureNamesTheFileInJapanese() throws {
    try XCTSkipIf(
      true,
      "lead: LibraryError is free English text built at ~31 sites in Sources/Library "
        + "(SQLiteWatchlistStore.write, DatabaseFile, DatabaseHealth, XDGPaths); give it a typed "
        + "reason (disk full, read-only, busy, not a file… with the path), carry it in "
        + "Browser.Failure beside `cause`, and word it in Screen as TMDB's failures are")
    let failure = App.failure(
      for: LibraryError("the disk holding /home/a/library.sqlite is full; nothing was saved"))
    var state = BrowserState()
    state.status = .loadFailed(failure)
    var context = RenderContext()
    context.language = try XCTUnwrap(ScreenLanguage(code: "ja-JP"))
    let screen = Screen.render(state, size: Size(width: 120, height: 10), context: context)
      .buffer.lines().joined(separator: "\n")
    XCTAssertTrue(screen.contains("/home/a/library.sqlite"), screen)
  }
}
