import Foundation
import XCTest

/// gfx2: `reel show ID` on a terminal prints the poster above the details with the terminal's
/// picture protocol, never wider than the terminal, and the details follow below the picture.
final class ShowPosterTests: XCTestCase {
  /// Tall, so the details never scroll the picture off the top.
  private func show(_ images: String, columns: Int = 100) throws -> ReelInTerminal {
    let reel = try ReelInTerminal(
      self, columns: columns, rows: 150, arguments: ["show", "550", "--replay", "--images", images])
    XCTAssertEqual(reel.waitForExit(timeout: 20), 0, reel.terminal.text)
    reel.pump(upTo: 0.2)
    return reel
  }

  private func text(_ reel: ReelInTerminal) -> String {
    String(decoding: reel.terminal.received, as: UTF8.self)
  }

  /// The row the details' title is on: below the poster's reserved rows.
  private func titleRow(_ reel: ReelInTerminal) -> Int? {
    reel.terminal.rows.firstIndex { $0.contains("Fight Club") }
  }

  func testKittyUploadsAndPlacesThePosterAboveTheDetails() throws {
    let reel = try show("kitty")
    let output = text(reel)
    XCTAssertTrue(output.contains("\u{1B}_Ga=t,f=24,"), output.prefix(300).debugDescription)
    let placement = try XCTUnwrap(
      output.range(
        of: #"\x1B_Ga=p,i=\d+,c=(\d+),r=(\d+),C=1,q=2\x1B\\"#, options: .regularExpression))
    let numbers = output[placement].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    // i, c, r (the 1 of C=1 and 2 of q=2 follow).
    let columns = numbers[1]
    let rows = numbers[2]
    XCTAssertLessThanOrEqual(columns, 24)
    XCTAssertGreaterThan(rows, 4)
    // The details start below the picture's rows, not under it.
    let title = try XCTUnwrap(titleRow(reel), reel.terminal.text)
    XCTAssertGreaterThanOrEqual(title, rows, reel.terminal.text)
    // No symbol art as well.
    XCTAssertFalse(reel.terminal.contains("\u{2580}") || reel.terminal.contains("\u{2584}"))
  }

  func testSixelAndITermPrintTheirPictures() throws {
    let sixel = text(try show("sixel"))
    XCTAssertTrue(sixel.contains("\u{1B}P0;1;0q\"1;1;"), sixel.prefix(300).debugDescription)
    let iterm = text(try show("iterm"))
    XCTAssertTrue(iterm.contains("\u{1B}]1337;File=inline=1;"), iterm.prefix(300).debugDescription)
  }

  func testANarrowTerminalGetsANarrowerPoster() throws {
    let reel = try show("kitty", columns: 16)
    let output = text(reel)
    let placement = try XCTUnwrap(
      output.range(of: #"\x1B_Ga=p,i=\d+,c=(\d+),"#, options: .regularExpression))
    let numbers = output[placement].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    XCTAssertLessThanOrEqual(numbers[1], 16)
  }

  func testImagesOffPrintsNoPicture() throws {
    let reel = try show("off")
    let output = text(reel)
    XCTAssertFalse(output.contains("\u{1B}_G"))
    XCTAssertFalse(output.contains("\u{1B}P0;1;0q"))
    XCTAssertNotNil(titleRow(reel), reel.terminal.text)
  }
}
