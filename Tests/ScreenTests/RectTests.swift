import Screen
import XCTest

final class RectTests: XCTestCase {
  func testSizesNeverNegative() {
    XCTAssertEqual(Rect(x: 1, y: 2, width: -3, height: -4), Rect(x: 1, y: 2, width: 0, height: 0))
    XCTAssertTrue(Rect(width: 0, height: 5).isEmpty)
  }

  func testIntersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    XCTAssertEqual(
      a.intersection(Rect(x: 5, y: 3, width: 10, height: 10)), Rect(x: 5, y: 3, width: 5, height: 2)
    )
    XCTAssertTrue(a.intersection(Rect(x: 20, y: 20, width: 2, height: 2)).isEmpty)
  }

  func testInset() {
    let a = Rect(x: 2, y: 1, width: 10, height: 5)
    XCTAssertEqual(a.inset(by: 1), Rect(x: 3, y: 2, width: 8, height: 3))
    XCTAssertEqual(a.inset(top: 1, left: 2), Rect(x: 4, y: 2, width: 8, height: 4))
    XCTAssertEqual(Rect(width: 1, height: 1).inset(by: 1), Rect(x: 1, y: 1, width: 0, height: 0))
  }

  func testSplits() {
    let a = Rect(x: 1, y: 1, width: 10, height: 6)
    XCTAssertEqual(a.splitHorizontally(at: 4).left, Rect(x: 1, y: 1, width: 4, height: 6))
    XCTAssertEqual(a.splitHorizontally(at: 4).right, Rect(x: 5, y: 1, width: 6, height: 6))
    XCTAssertEqual(a.splitHorizontally(at: -3).right, Rect(x: 8, y: 1, width: 3, height: 6))
    XCTAssertEqual(a.splitHorizontally(at: 50).right.width, 0)
    XCTAssertEqual(a.splitVertically(at: -1).bottom, Rect(x: 1, y: 6, width: 10, height: 1))
    XCTAssertEqual(a.splitVertically(at: -1).top, Rect(x: 1, y: 1, width: 10, height: 5))
    XCTAssertEqual(a.splitVertically(at: -20).top.height, 0)
  }

  func testRowsAndCentering() {
    let a = Rect(x: 3, y: 4, width: 5, height: 2)
    XCTAssertEqual(
      a.rows, [Rect(x: 3, y: 4, width: 5, height: 1), Rect(x: 3, y: 5, width: 5, height: 1)])
    XCTAssertEqual(a.row(1), Rect(x: 3, y: 5, width: 5, height: 1))
    XCTAssertTrue(a.row(2).isEmpty)
    XCTAssertEqual(
      Rect(width: 10, height: 10).centered(width: 4, height: 2),
      Rect(x: 3, y: 4, width: 4, height: 2))
    XCTAssertEqual(
      Rect(width: 3, height: 3).centered(width: 10, height: 1),
      Rect(x: 0, y: 1, width: 3, height: 1))
    XCTAssertTrue(a.contains(x: 7, y: 5))
    XCTAssertFalse(a.contains(x: 8, y: 5))
  }
}
