import Browser
import XCTest

@testable import Screen

/// The account each rendered frame gives of where it can differ from the frame before
/// (`Frame.damage`), which the terminal trusts to compare only there: it must be exact
/// (checked after every frame of the renderers' long random sessions, see
/// `assertDamageHolds`) and name the frame it is relative to.
final class FrameDamageTests: XCTestCase {
  func testAFrameFromNothingIsBasedOnNoneAndAJIsBasedOnTheFrameBefore() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    let first = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertNil(first.damage?.base)
    XCTAssertEqual(first.damage?.rects, [Rect(x: 0, y: 0, width: 120, height: 40)])
    driver.command(.moveDown)
    let second = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertEqual(second.damage?.base, first.damage?.serial)
    XCTAssertEqual(second.damage?.rects, renderer.damage)
    assertDamageHolds(second, after: first, "j")
    // Rendered again without being shown (a scroll clamp's second render): based on the
    // render before, not on the frame shown.
    let third = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertEqual(third.damage?.base, second.damage?.serial)
    XCTAssertNotEqual(third.damage?.serial, second.damage?.serial)
  }

  func testAnOverlayFrameAndTheFrameAfterItAreBasedOnNone() {
    var driver = RenderDriver.started(size: Size(width: 120, height: 40))
    var renderer = FrameRenderer()
    _ = renderer.render(driver.state, size: driver.size, context: testContext())
    driver.command(.toggleHelp)
    let help = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertNotNil(help.damage)
    XCTAssertNil(help.damage?.base)
    driver.command(.toggleHelp)
    let after = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertNil(after.damage?.base)
  }

  func testCellsChangedAfterRenderingDropTheAccount() {
    let driver = RenderDriver.started(size: Size(width: 120, height: 40))
    var renderer = FrameRenderer()
    var frame = renderer.render(driver.state, size: driver.size, context: testContext())
    XCTAssertNotNil(frame.damage)
    frame.cursor = Point(x: 1, y: 1)
    XCTAssertNotNil(frame.damage, "the cursor is not a cell")
    frame.buffer[3, 3] = Cell("X")
    XCTAssertNil(frame.damage)
  }

  func testFramesFromTwoRenderersNeverShareANumber() {
    let driver = RenderDriver.started(size: Size(width: 60, height: 20))
    var one = FrameRenderer()
    var other = FrameRenderer()
    let a = one.render(driver.state, size: driver.size, context: testContext())
    let b = other.render(driver.state, size: driver.size, context: testContext())
    XCTAssertNotEqual(a.damage?.serial, b.damage?.serial)
  }
}

extension XCTestCase {
  /// `frame`'s damage, when it is based on a frame, is based on `previous` (the renderer's
  /// frame before), and outside it every cell is `previous`'s.
  func assertDamageHolds(
    _ frame: Frame, after previous: Frame?, _ context: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let damage = frame.damage else {
      return XCTFail("\(context()): a rendered frame without its damage", file: file, line: line)
    }
    guard let base = damage.base else { return }
    guard let previous, base == previous.damage?.serial else {
      return XCTFail("\(context()): based on a frame not drawn before", file: file, line: line)
    }
    let now = frame.buffer
    let before = previous.buffer
    guard now.width == before.width, now.height == before.height else {
      return XCTFail("\(context()): based on a frame of another size", file: file, line: line)
    }
    for y in 0..<now.height {
      for x in 0..<now.width where now[x, y] != before[x, y] {
        if !damage.rects.contains(where: { $0.contains(x: x, y: y) }) {
          return XCTFail(
            "\(context()): cell (\(x), \(y)) changed outside the damage \(damage.rects)",
            file: file, line: line)
        }
      }
    }
  }
}
