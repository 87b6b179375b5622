import CVTerm
import XCTest

/// gfx2: a kitty poster scrolled partly out of the detail pane, through the real app: its
/// placement crops the uploaded picture to the rows still in the pane (a source rectangle),
/// and the placement is whole again when the pane scrolls back.
final class PosterCropTests: XCTestCase {
  private func received(_ reel: ReelInTerminal) -> String {
    String(decoding: reel.terminal.received, as: UTF8.self)
  }

  func testAKittyPosterScrolledPartlyOutShowsItsVisibleRows() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "kitty"])
    reel.waitForPosition(1)
    XCTAssertTrue(
      reel.pump(upTo: 15) { self.received(reel).contains("\u{1B}_Ga=p,i=1,") },
      "no kitty placement:\n\(reel.terminal.text)")
    reel.settle()
    let whole = received(reel).count
    // Into the detail pane, two lines down: the poster's top two rows leave the pane.
    reel.press(VTERM_KEY_TAB)
    reel.settle()
    reel.type("j")
    reel.settle()
    reel.type("j")
    let crop =
      #"\x1B7\x1B\[2;69H\x1B_Ga=p,i=1,p=\d+,x=0,y=(\d+),w=(\d+),h=(\d+),c=(\d+),r=(\d+),C=1,q=2"#
    XCTAssertTrue(
      reel.pump(upTo: 10) {
        String(self.received(reel).dropFirst(whole)).range(of: crop, options: .regularExpression)
          != nil
      }, "no cropped placement:\n\(reel.terminal.text)")
    reel.settle()
    let after = String(received(reel).dropFirst(whole))
    let matches = after.ranges(of: try Regex(crop))
    let last = try XCTUnwrap(matches.last)
    let numbers = after[last].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    // 7, 2, 69, 1 (i), p, then x=0, y, w, h, c, r.
    let (y, height, rows) = (numbers[6], numbers[8], numbers[10])
    XCTAssertGreaterThan(y, 0, "the band starts below the picture's top")
    XCTAssertEqual(y % 2, 0)
    XCTAssertEqual(height / rows, y / 2, "two rows scrolled away: y is two rows of pixels")
    XCTAssertFalse(after.contains("a=t,f=24,"), "never uploaded again")
    // No stray text where the picture is.
    XCTAssertFalse(reel.terminal.contains("Ga="), reel.terminal.text)
    // Back to the top: the plain, whole placement.
    let scrolled = received(reel).count
    reel.type("k")
    reel.settle()
    reel.type("k")
    XCTAssertTrue(
      reel.pump(upTo: 10) {
        String(self.received(reel).dropFirst(scrolled)).range(
          of: #"\x1B_Ga=p,i=1,p=\d+,c=\d+,r=\d+,C=1,q=2"#, options: .regularExpression) != nil
      }, "not whole again:\n\(reel.terminal.text)")
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(), 0)
  }
}
