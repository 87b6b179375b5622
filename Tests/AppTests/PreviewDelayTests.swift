import XCTest

@testable import App

/// REEL_PREVIEW_DELAY_MS sets how long the selection rests before its details load; anything
/// but a whole number of milliseconds up to a minute leaves the default (150 ms).
final class PreviewDelayTests: XCTestCase {
  func testAWholeNumberOfMillisecondsIsTaken() {
    XCTAssertEqual(InteractiveApp.previewDelay(["REEL_PREVIEW_DELAY_MS": "5000"]), 5_000)
    XCTAssertEqual(InteractiveApp.previewDelay(["REEL_PREVIEW_DELAY_MS": "0"]), 0)
    XCTAssertEqual(InteractiveApp.previewDelay(["REEL_PREVIEW_DELAY_MS": "60000"]), 60_000)
  }

  func testAnythingElseLeavesTheDefault() {
    for text in ["", "-1", "60001", "1.5", "fast", " 200", "200ms", "99999999999999999999999"] {
      XCTAssertNil(InteractiveApp.previewDelay(["REEL_PREVIEW_DELAY_MS": text]), text)
    }
    XCTAssertNil(InteractiveApp.previewDelay([:]))
  }
}
