import Browser
import TMDB
import XCTest

/// The browser's discover form says a range typed the wrong way round runs backwards, and how to
/// write it, as `reel discover` does: "1999-1990" in Years got the same problem as "abc" ("type
/// a year like 1994 or a range like 1990-1999"), with nothing to say which was wrong.
final class DiscoverFormBackwardsRangeTests: XCTestCase {
  private func problem(years: String = "", runtime: String = "") -> DiscoverFormProblem? {
    var form = DiscoverForm()
    form.years = years
    form.runtime = runtime
    guard case .failure(let problem) = form.filters() else { return nil }
    return problem
  }

  func testABackwardsRangeIsAProblemOfItsOwn() {
    XCTAssertEqual(
      problem(years: "1999-1990"), DiscoverFormProblem(field: .years, rightWayRound: "1990-1999"))
    XCTAssertEqual(
      problem(years: " 2001 – 1994 "),
      DiscoverFormProblem(field: .years, rightWayRound: "1994-2001"))
    XCTAssertEqual(
      problem(runtime: "150-90"), DiscoverFormProblem(field: .runtime, rightWayRound: "90-150"))
  }

  /// Only a range whose one fault is its order: text that is no range, and a reversed range
  /// that would still be refused the right way round (years before 1800), keep the field's
  /// general problem, which says what to type.
  func testOtherwiseTheFieldsProblemStays() {
    XCTAssertEqual(problem(years: "abc"), DiscoverFormProblem(field: .years))
    XCTAssertEqual(problem(years: "1999-12"), DiscoverFormProblem(field: .years))
    XCTAssertEqual(problem(years: "1999-"), nil)
    XCTAssertEqual(problem(runtime: "-"), DiscoverFormProblem(field: .runtime))
  }
}
