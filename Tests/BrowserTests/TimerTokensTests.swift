import XCTest

@testable import Browser

/// keys5: the timers' tokens sit in one slot per key, written as the dictionary they replaced.
final class TimerTokensTests: XCTestCase {
  func testEachKeyHasItsOwnSlot() {
    var tokens = TimerTokens()
    XCTAssertTrue(tokens.isEmpty)
    tokens[.detailPreview] = 3
    tokens[.countPause] = 5
    XCTAssertEqual(tokens[.detailPreview], 3)
    XCTAssertEqual(tokens[.countPause], 5)
    XCTAssertNil(tokens[.searchDebounce])
    XCTAssertNil(tokens[.statusFade])
    XCTAssertFalse(tokens.isEmpty)
    XCTAssertEqual(tokens.pending.map(\.key), [.detailPreview, .countPause])
    XCTAssertEqual(tokens.pending.map(\.token), [3, 5])
    XCTAssertEqual(tokens.removeValue(forKey: .detailPreview), 3)
    XCTAssertNil(tokens.removeValue(forKey: .detailPreview))
    tokens[.countPause] = nil
    XCTAssertTrue(tokens.isEmpty)
  }

  func testALiteralSetsTheSlotsItNames() {
    let tokens: TimerTokens = [.searchDebounce: 1, .statusFade: 2]
    var expected = TimerTokens()
    expected.searchDebounce = 1
    expected.statusFade = 2
    XCTAssertEqual(tokens, expected)
  }
}
