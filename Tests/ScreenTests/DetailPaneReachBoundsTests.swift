import XCTest

@testable import Screen

/// review10: a reach asked for rows outside the pane (below it, above it, across its edges)
/// says only what lies inside it, and never stops the program: rows wholly below the pane made
/// a range whose start passed its end, a trap on the frame's path.
final class DetailPaneReachBoundsTests: XCTestCase {
  private let pane = Rect(x: 60, y: 1, width: 40, height: 10)

  func testRowsOutsideThePaneReachNothing() {
    var reach = DetailPaneReach(pane: pane)
    reach.reach(rows: 20..<21, to: 80)
    reach.reachWhole(rows: 11..<14)
    reach.reach(rows: -5..<0, to: 90)
    reach.reachWhole(rows: 0..<1)
    reach.reach(rows: 5..<5, to: 99)
    XCTAssertEqual(reach, DetailPaneReach(pane: pane))
  }

  func testRowsAcrossThePanesEdgesReachOnlyItsOwn() {
    var reach = DetailPaneReach(pane: pane)
    reach.reach(rows: 9..<30, to: 75)
    reach.reachWhole(rows: -3..<2)
    var expected = Array(repeating: pane.x, count: pane.height)
    expected[0] = pane.maxX
    expected[8] = 75
    expected[9] = 75
    XCTAssertEqual(reach.ends, expected)
  }
}
