import Browser
import XCTest

@testable import Screen

/// A watchlist failure said once: the library's own opening ("cannot save the watchlist: …")
/// is not repeated after the screen's ("Could not save the watchlist: …").
final class WatchlistFailureWordsTests: XCTestCase {
  func testTheOpeningIsNotSaidTwice() {
    let words = Words(.english, keys: KeyLabels())
    let saved = StatusMessage.watchlistNotSaved(
      Failure(.storage, "cannot save the watchlist: the film's id is not usable"))
    XCTAssertEqual(
      words.status(saved),
      "Could not save the watchlist: \u{2066}the film's id is not usable\u{2069}")
    let read = StatusMessage.watchlistNotRead(
      Failure(.storage, "cannot read the watchlist: file is not a database"))
    XCTAssertEqual(
      words.status(read), "Could not read the watchlist: \u{2066}file is not a database\u{2069}")
    // Any other detail stays whole (a detail is isolated from the sentence around it).
    let other = StatusMessage.watchlistNotSaved(Failure(.storage, "disk I/O error"))
    XCTAssertEqual(
      words.status(other), "Could not save the watchlist: \u{2066}disk I/O error\u{2069}")
  }
}
