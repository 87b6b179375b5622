import Browser
import TMDB
import XCTest

@testable import Screen

/// Holding `j` with posters on shows one placeholder poster after another in the same box
/// (the details, and so the posters, are asked for only once the selection settles). Two
/// frames in a row then differ in the box only on the initials' row: the rest of it is
/// neither blanked and drawn again nor handed to the terminal to compare
/// (`DetailPaneReach.placeholder`, `keptPlaceholder`). Every frame must still be the frame
/// drawn from nothing, and every changed cell in the damage.
final class DetailPanePlaceholderKeptTests: XCTestCase {
  private static let posters = HeldPosters(
    drawnByTerminal: { _, _ in false }, cell: { _ in Cell("P", style: .plain) })

  private func context() -> RenderContext {
    var context = testContext()
    context.posters = PosterSlot(Self.posters)
    return context
  }

  func testJAlongPlaceholdersLeavesThePostersOtherRowsOutOfTheDamage() {
    // Titles whose initials are letters: each placeholder is drawn in place.
    let films = (0..<30).map { index in
      RenderFixtures.movie(
        3_000 + index, "Film Number \(index)", date: "2001-01-01", vote: 7, votes: 10,
        overview: index % 4 == 0 ? nil : "An overview of film \(index), short.")
    }
    let size = Size(width: 120, height: 40)
    var driver = RenderDriver.started(size: size) { _, page in
      page == 1 ? MoviePage(page: 1, results: films, totalPages: 1, totalResults: 30) : nil
    }
    driver.holdsTimers = true
    var renderer = FrameRenderer()
    var last: Frame?
    var left = 0
    let moves: [Command] =
      Array(repeating: .moveDown, count: 8) + Array(repeating: .moveUp, count: 3)
      + Array(repeating: .moveDown, count: 6)
    for (press, move) in moves.enumerated() {
      driver.command(move)
      let shown = renderer.render(driver.state, size: driver.size, context: context())
      let fresh = Screen.render(driver.state, size: driver.size, context: context())
      XCTAssertEqual(shown.buffer.lines(), fresh.buffer.lines(), "press \(press)")
      XCTAssertTrue(shown.buffer == fresh.buffer, "press \(press)")
      assertDamageHolds(shown, after: last, "press \(press)")
      if let box = Self.posterBox(in: shown.buffer), let rects = shown.damage?.rects,
        shown.damage?.base != nil
      {
        // Every row of the box but the initials' is outside the damage.
        let initials = box.y + (box.height - 1) / 2
        let damaged = (box.y..<box.maxY).filter { y in
          rects.contains { $0.y <= y && y < $0.maxY && $0.x < box.maxX && box.x < $0.maxX }
        }
        if damaged == [initials] { left += 1 }
      }
      last = shown
    }
    // From the third press on (the first frame is drawn whole, the next from the first
    // frame's), each frame shows a placeholder where the last one did.
    XCTAssertGreaterThanOrEqual(left, moves.count - 2)
  }

  /// The placeholder's box: from its top left corner (┌) in the detail pane to its bottom
  /// right one (┘).
  private static func posterBox(in buffer: Buffer) -> Rect? {
    for y in 0..<buffer.height {
      for x in buffer.width / 2..<buffer.width where buffer[x, y].scalar == "┌" {
        var right = x + 1
        while right < buffer.width, buffer[right, y].scalar != "┐" { right += 1 }
        var bottom = y + 1
        while bottom < buffer.height, buffer[x, bottom].scalar != "└" { bottom += 1 }
        guard right < buffer.width, bottom < buffer.height else { return nil }
        return Rect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
      }
    }
    return nil
  }
}
