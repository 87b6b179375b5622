import Browser
import TMDB
import XCTest

/// The browser's discover form, as `reel discover` now does, should say a range typed the
/// wrong way round runs backwards: today "1999-1990" in Years gets the same problem as "abc"
/// ("type a year like 1994 or a range like 1990-1999"), with nothing to say which is wrong.
final class DiscoverFormBackwardsRangeTests: XCTestCase {
  func testABackwardsRangeIsAProblemOfItsOwn() throws {
    try XCTSkipIf(
      true,
      "lead: DiscoverFormProblem (Sources/Browser/Discover.swift) has only a field, so the form "
        + "cannot say a years or runtime range runs backwards; needs a kind on the problem "
        + "(perf42) and words for it in the four tables (review42). DiscoverRange.backwards(_:) "
        + "(TMDB) gives the range written the right way round.")
    var backwards = DiscoverForm()
    backwards.years = "1999-1990"
    var garbled = DiscoverForm()
    garbled.years = "abc"
    guard case .failure(let one) = backwards.filters(), case .failure(let other) = garbled.filters()
    else { return XCTFail("both should be refused") }
    XCTAssertNotEqual(one, other)
  }
}
