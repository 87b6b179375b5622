import Browser
import TMDB
import XCTest

@testable import Screen

/// The detail pane blanked only where the last two frames' panes reached, and counted as
/// changed only where this frame's or the last one's did (`DetailPaneReach`): every frame must
/// still be the frame drawn from nothing, and every cell that changed must be in the damage.
final class DetailPaneReachTests: XCTestCase {
  /// Up and down the popular list (films with and without an overview, Korean and Arabic
  /// titles, the details arriving or held back), at two sizes: a pane that reached further
  /// than the next one's is blanked and counted where it reached.
  func testJAndKDrawWhatAFreshFrameDrawsAndChangeNothingOutsideTheDamage() {
    for size in [
      Size(width: 120, height: 40), Size(width: 100, height: 30), Size(width: 80, height: 24),
    ] {
      for holdsTimers in [true, false] {
        var driver = RenderDriver.started(size: size)
        driver.holdsTimers = holdsTimers
        var renderer = FrameRenderer()
        var last: Frame?
        var narrowed = 0
        let moves: [Command] =
          Array(repeating: .moveDown, count: 9) + Array(repeating: .moveUp, count: 4)
          + Array(repeating: .moveDown, count: 30) + Array(repeating: .moveUp, count: 12)
        for (press, move) in moves.enumerated() {
          driver.command(move)
          let shown = renderer.render(driver.state, size: driver.size, context: testContext())
          let fresh = Screen.render(driver.state, size: driver.size, context: testContext())
          let context = "\(size.width)x\(size.height), timers held \(holdsTimers), press \(press)"
          XCTAssertEqual(shown.buffer.lines(), fresh.buffer.lines(), context)
          XCTAssertTrue(shown.buffer == fresh.buffer, context)
          assertDamageHolds(shown, after: last, context)
          if let pane = Self.pane(of: size), Self.damagedCells(shown, in: pane) < pane.area {
            narrowed += 1
          }
          last = shown
          if shown.buffer != fresh.buffer { return }
        }
        // The narrowed way was taken (the pane's blank rows left out of the damage), where
        // the pane is beside the list.
        if Self.pane(of: size) != nil {
          XCTAssertGreaterThan(narrowed, moves.count / 2, "\(size.width)x\(size.height)")
        }
      }
    }
  }

  /// From a film with a long overview to one without: the rows the overview filled are
  /// blanked and counted as changed, though the new pane reaches none of them.
  func testAShorterPaneAfterALongerOneBlanksWhatTheLongerOneReached() {
    let long = String(repeating: "A long overview that wraps over many lines. ", count: 12)
    let films = (0..<20).map { index in
      RenderFixtures.movie(
        2_000 + index, index % 3 == 0 ? "Long \(index)" : "Short \(index)",
        date: "2001-01-01", vote: 7, votes: 10, overview: index % 3 == 0 ? long : nil)
    }
    var driver = RenderDriver.started(size: Size(width: 120, height: 40)) { _, page in
      page == 1 ? MoviePage(page: 1, results: films, totalPages: 1, totalResults: 20) : nil
    }
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    var last: Frame?
    for press in 0..<19 {
      driver.command(press < 12 ? .moveDown : .moveUp)
      let shown = renderer.render(driver.state, size: driver.size, context: testContext())
      let fresh = Screen.render(driver.state, size: driver.size, context: testContext())
      XCTAssertEqual(shown.buffer.lines(), fresh.buffer.lines(), "press \(press)")
      XCTAssertTrue(shown.buffer == fresh.buffer, "press \(press)")
      assertDamageHolds(shown, after: last, "press \(press)")
      last = shown
    }
  }

  /// The detail pane of a side-by-side screen of `size`, as `Layout` places it.
  private static func pane(of size: Size) -> Rect? {
    let layout = ScreenLayout(size: size, showsDetailAlone: false)
    return layout.sideBySide ? layout.detailPane : nil
  }

  /// How many of `pane`'s cells `frame`'s damage names.
  private static func damagedCells(_ frame: Frame, in pane: Rect) -> Int {
    guard let rects = frame.damage?.rects, frame.damage?.base != nil else { return pane.area }
    var count = 0
    for y in pane.y..<pane.maxY {
      for x in pane.x..<pane.maxX where rects.contains(where: { $0.contains(x: x, y: y) }) {
        count += 1
      }
    }
    return count
  }
}
