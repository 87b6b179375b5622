import CVTerm
import Foundation
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
    // Coloured cells: block symbols in two colours, and plain colour where the picture is
    // flat (a space with a background).
    XCTAssertTrue(
      reel.pump(upTo: 15) {
        let coloured = self.posterCells(reel).filter { $0.background != nil }
        let blocks = coloured.filter { cell in
          cell.text.unicodeScalars.contains { Self.blockSymbols.contains($0) }
        }
        return coloured.count > 40 && blocks.count > 10
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

  // MARK: Pictures drawn by the terminal (kitty, sixel): libvterm shows none, so the bytes are
  // read, and the screen is checked for stray text.

  private func received(_ reel: ReelInTerminal) -> String {
    String(decoding: reel.terminal.received, as: UTF8.self)
  }

  /// How often `needle` occurs in what reel wrote.
  private func count(_ needle: String, in reel: ReelInTerminal) -> Int {
    received(reel).components(separatedBy: needle).count - 1
  }

  func testKittyPicturesGoAfterTheFrameAtTheReservedCellsAndAreDeletedWhenTheFilmChanges()
    throws
  {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "kitty"])
    reel.waitForPosition(1)
    // The detail pane's poster: uploaded, then placed at row 2, column 69 (the pane's first line) with the cursor
    // saved and put back.
    XCTAssertTrue(
      reel.pump(upTo: 15) { self.received(reel).contains("\u{1B}_Ga=p,i=1,") },
      "no kitty placement:\n\(reel.terminal.text)")
    reel.settle()
    let text = received(reel)
    let upload = try XCTUnwrap(text.range(of: "\u{1B}_Ga=t,f=24,"))
    let place = try XCTUnwrap(text.range(of: "\u{1B}7\u{1B}[2;69H\u{1B}_Ga=p,i=1,"))
    XCTAssertLessThan(upload.lowerBound, place.lowerBound)
    XCTAssertTrue(text[place.upperBound...].contains(",C=1,q=2\u{1B}\\\u{1B}8"))
    XCTAssertEqual(count("a=t,f=24,", in: reel), 1, "uploaded once")
    // Under the picture the cells are blank: no APC text leaked onto the screen.
    XCTAssertTrue(
      posterCells(reel).allSatisfy { $0.text == " " || $0.text.isEmpty },
      reel.terminal.rows.joined(separator: "\n"))
    XCTAssertFalse(reel.terminal.contains("Ga="), reel.terminal.text)
    XCTAssertTrue(reel.terminal.contains("Avengers: Doomsday"))

    // The next film: its picture replaces the first, whose placement is deleted.
    reel.type("j")
    XCTAssertTrue(
      reel.pump(upTo: 15) { self.received(reel).contains("\u{1B}_Ga=p,i=2,") },
      "no second placement:\n\(reel.terminal.text)")
    XCTAssertTrue(received(reel).contains("\u{1B}_Ga=d,d=i,i=1,"))
    // Back to the first: placed again, never uploaded again.
    reel.type("k")
    reel.settle()
    XCTAssertEqual(count("a=p,i=1,", in: reel), 2)
    XCTAssertEqual(count("i=1,q=2,m=1;", in: reel), 1)

    // An overlay covers the pictures: the placement is deleted while help is up.
    let before = count("a=d,d=i,i=1,", in: reel)
    reel.type("?")
    reel.settle()
    XCTAssertEqual(count("a=d,d=i,i=1,", in: reel), before + 1)
    reel.press(VTERM_KEY_ESCAPE)
    reel.settle()

    // q: every picture taken off before the alternate screen is left.
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(), 0)
    let end = received(reel)
    let deleteAll = try XCTUnwrap(end.range(of: "\u{1B}_Ga=d,d=A,q=2\u{1B}\\", options: .backwards))
    let leave = try XCTUnwrap(end.range(of: "\u{1B}[?1049l", options: .backwards))
    XCTAssertLessThan(deleteAll.lowerBound, leave.lowerBound)
  }

  func testASignalTakesTheKittyPicturesOffToo() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "kitty"])
    reel.waitForPosition(1)
    XCTAssertTrue(reel.pump(upTo: 15) { self.received(reel).contains("\u{1B}_Ga=p,") })
    let before = count("\u{1B}_Ga=d,d=A,q=2", in: reel)
    reel.signal(SIGTERM)
    XCTAssertNotNil(reel.waitForExit())
    XCTAssertEqual(count("\u{1B}_Ga=d,d=A,q=2", in: reel), before + 1)
  }

  func testSixelPicturesAreDrawnAtTheReservedCellsWithoutStrayText() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "sixel"])
    reel.waitForPosition(1)
    XCTAssertTrue(
      reel.pump(upTo: 15) { self.received(reel).contains("\u{1B}7\u{1B}[2;69H\u{1B}P0;1;0q") },
      "no sixel picture:\n\(reel.terminal.text)")
    reel.settle()
    XCTAssertTrue(
      posterCells(reel).allSatisfy { $0.text == " " || $0.text.isEmpty },
      reel.terminal.rows.joined(separator: "\n"))
    XCTAssertTrue(reel.terminal.contains("Avengers: Doomsday"))
    // The next film: the picture is drawn again over its lines, which ncurses rewrote.
    let pictures = count("\u{1B}P0;1;0q", in: reel)
    reel.type("j")
    XCTAssertTrue(reel.pump(upTo: 15) { self.count("\u{1B}P0;1;0q", in: reel) > pictures })
    reel.type("q")
    XCTAssertEqual(reel.waitForExit(), 0)
  }

  /// The inspector's `y`: the clipboard sequence (OSC 52) goes out with the next frame, after
  /// its cells (which say it was copied), never in the middle of ncurses' output.
  func testTheClipboardCopyGoesOutAfterTheFramesCells() throws {
    let reel = try ReelInTerminal(
      self, columns: 120, rows: 40, arguments: ["--replay", "--images", "off"])
    reel.waitForPosition(1)
    reel.type("I")
    reel.waitFor("/3/movie/popular")
    reel.type("y")
    reel.waitFor("Copied the curl command")
    reel.settle()
    let bytes = reel.terminal.received
    let copy = try XCTUnwrap(reel.terminal.lastIndex(of: Array("\u{1B}]52;c;".utf8)))
    let words = try XCTUnwrap(reel.terminal.lastIndex(of: Array("Copied".utf8)))
    XCTAssertLessThan(words, copy)
    let end = try XCTUnwrap(bytes[copy...].firstIndex(of: 0x07))
    let encoded = String(decoding: bytes[(copy + 7)..<end], as: UTF8.self)
    let copied = String(decoding: Data(base64Encoded: encoded) ?? Data(), as: UTF8.self)
    XCTAssertTrue(copied.hasPrefix("curl "), copied)
    XCTAssertFalse(reel.terminal.contains("52;c"), reel.terminal.text)
    reel.type("q")
  }

  /// A key on the home screen writes no picture that did not change: with kitty not a byte of
  /// graphics (the pictures stay where they are), with sixel only the two cards whose frames
  /// changed are drawn again.
  func testMovingAlongAHomeRowRewritesOnlyThePicturesItTouches() throws {
    for (images, introducer, most) in [("kitty", "\u{1B}_G", 0), ("sixel", "\u{1B}P0;1;0q", 2)] {
      let reel = try ReelInTerminal(
        self, columns: 120, rows: 40,
        arguments: ["--replay", "--start", "home", "--images", images])
      reel.waitFor("Trending this week")
      XCTAssertTrue(
        reel.pump(upTo: 15) { self.count(introducer, in: reel) >= 8 },
        "\(images): the first row's pictures never came")
      reel.settle(quietFor: 0.5)
      let before = count(introducer, in: reel)
      reel.type("l")
      reel.settle(quietFor: 0.5)
      let written = count(introducer, in: reel) - before
      XCTAssertLessThanOrEqual(written, most, "\(images): \(written) pictures for one l")
      XCTAssertTrue(
        reel.terminal.rows.joined().contains("┏"), "\(images): the selection moved")
      reel.type("q")
      XCTAssertEqual(reel.waitForExit(), 0)
    }
  }
}
