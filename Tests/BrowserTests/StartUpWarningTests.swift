import TMDB
import XCTest

@testable import Browser

/// A warning said at start (a config.toml mistake, TMDB's genre list unreadable, the watchlist
/// opened read-only) was set and taken away in the same few milliseconds: opening the start
/// list and its first page arriving cleared the status bar, so nobody saw it (only `M` had it).
/// It now stays until it fades or another message takes its place.
final class StartUpWarningTests: XCTestCase {
  func testAStartUpWarningOutlivesTheStartListOpeningAndItsFirstPage() {
    said(.warning("config.toml line 1: unknown key \"foo\" ignored"))
  }

  /// The watchlist's own notice (opened read-only, a damaged file moved aside) is the same kind.
  func testTheWatchlistsNoticeOutlivesThemToo() {
    said(.libraryNotice(.readOnly(.watchlist, path: "/tmp/library.sqlite")))
  }

  private func said(_ warning: StatusMessage, line: UInt = #line) {
    let store = TestStore()
    store.send(.viewportChanged(rows: 5), effects: []) { $0.viewportRows = 5 }
    // As the loop says them: after `.start`, before anything has answered.
    store.startAndReadWatchlist()
    store.send(.notice(warning), effects: []) { $0.status = warning }
    store.send(
      .configurationLoaded(req(1), configuration, genres),
      effects: [.loadPage(.main, popular, page: 1, req(3))]
    ) {
      $0.configRequest = nil
      $0.configurationStatus = .loaded
      $0.configuration = configuration
      $0.genres = [28: "Action", 18: "Drama"]
      $0.listRequest = .init(id: req(3), source: popular, page: 1)
      $0.main.pendingSource = popular
      $0.nextRequestID = 4
    }
    let first = page(1, of: 50)
    store.send(
      .pageLoaded(req(3), first),
      effects: [.startTimer(.detailPreview, token: 1, milliseconds: 150)]
    ) {
      $0.listRequest = nil
      $0.main.pendingSource = nil
      $0.main.window = window(first)
      $0.timers = [.detailPreview: 1]
      $0.nextTimerToken = 2
    }
    XCTAssertEqual(store.state.status, warning, line: line)
    store.previewDetails(of: 101, token: 1, request: 4)
    store.finish()
  }
}
