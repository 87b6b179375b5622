import Foundation
import ReelTestSupport
import XCTest

@testable import App

/// `reel discover --year 1999-1990` was refused as "--year takes a year or a range such as
/// 1990-1999", which reads as if the range were written wrong in some other way, and the user
/// is left to spot that its ends are the wrong way round (review39). It is refused (TMDB would
/// find nothing between them), saying it runs backwards and how to write it; the same for
/// `--runtime`.
final class DiscoverBackwardsRangeTests: XCTestCase {
  func testABackwardsYearRangeIsSaidToRunBackwards() {
    XCTAssertEqual(
      DiscoverArguments(years: "1999-1990").problem,
      "--year 1999-1990 runs backwards; write 1990-1999")
    XCTAssertEqual(
      DiscoverArguments(years: " 1999 – 1990 ").problem,
      "--year 1999-1990 runs backwards; write 1990-1999")
    XCTAssertEqual(
      DiscoverArguments(runtime: "150-90").problem,
      "--runtime 150-90 runs backwards; write 90-150")
  }

  /// What was right, and what was wrong in another way, reads as before.
  func testOtherRangesAreAsBefore() {
    XCTAssertNil(DiscoverArguments(years: "1990-1999").problem)
    XCTAssertNil(DiscoverArguments(years: "1994-1994").problem)
    XCTAssertNil(DiscoverArguments(years: "-1999").problem)
    XCTAssertNil(DiscoverArguments(runtime: "90-").problem)
    XCTAssertEqual(
      DiscoverArguments(years: "19x9-1990").problem,
      "--year takes a year or a range such as 1990-1999")
    XCTAssertEqual(
      DiscoverArguments(years: "1999-1990-1980").problem,
      "--year takes a year or a range such as 1990-1999")
  }

  func testTheCommandSaysIt() throws {
    let scratch = try makeTemporaryFolder(self)
    var environment: [String: String] = [:]
    for name in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
      environment[name] = scratch.appendingPathComponent(name).path
    }
    let run = try runProcess(
      try builtProduct("reel"), ["--replay", "discover", "--year", "1999-1990"],
      environment: environment)
    XCTAssertEqual(run.status, 64, run.stdout)
    XCTAssertEqual(run.stderr, "reel: --year 1999-1990 runs backwards; write 1990-1999\n")
  }
}
