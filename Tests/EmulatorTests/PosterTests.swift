import XCTest

/// Posters as the user's terminal shows them: coloured symbols in the detail pane beside the
/// list, and nothing at all with images off.
final class PosterTests: XCTestCase {
  /// The detail pane starts one column right of the separator (x 67 at 120 columns), and the
  /// poster heads it: eight rows by twenty-four columns of block symbols in colour.
  private func posterCells(_ reel: ReelInTerminal) -> [EmulatedTerminal.Cell] {
    (2..<10).flatMap { y in (68..<92).map { x in reel.terminal.cell(x: x, y: y) } }
  }

  private static let blockSymbols = CharacterSet(charactersIn: "\u{2580}"..."\u{259F}")

  func testTheSelectedFilmsPosterShowsAsColouredSymbols() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "symbols"])
    reel.waitForPosition(1)
    XCTAssertTrue(
      reel.pump(upTo: 15) {
        self.posterCells(reel).filter { cell in
          cell.text.unicodeScalars.contains { Self.blockSymbols.contains($0) }
            && cell.background != nil
        }.count > 40
      }, reel.terminal.rows.joined(separator: "\n"))
  }

  func testImagesOffShowsNoPoster() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "off"])
    reel.waitForPosition(1)
    reel.settle()
    let symbols = posterCells(reel).filter { cell in
      cell.text.unicodeScalars.contains { Self.blockSymbols.contains($0) }
    }
    XCTAssertEqual(symbols.count, 0, reel.terminal.rows.joined(separator: "\n"))
    XCTAssertTrue(reel.terminal.contains("Avengers: Doomsday"))
  }
}
