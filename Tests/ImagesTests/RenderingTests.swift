import Foundation
import Images
import XCTest

/// Symbol art through libchafa, the placeholder, and the image protocols' bytes.
final class RenderingTests: XCTestCase {
  private let cell = CellPixelSize(width: 10, height: 20)

  func testSymbolArtFillsTheRectangleWithColouredBlocks() throws {
    let image = try JPEGDecoder().decode(Fixtures.poster().data)
    let art = SymbolRenderer(colors: .trueColor).render(image, columns: 30, rows: 12, cell: cell)
    XCTAssertEqual(art.width, 30)
    XCTAssertEqual(art.height, 12)
    XCTAssertEqual(art.cells.count, 360)
    // A 2:3 poster in 12 rows of 20 px is 160 px wide: 16 columns, centred.
    XCTAssertEqual(art[0, 5], .blank)
    XCTAssertEqual(art[29, 5], .blank)
    let drawn = art.cells.filter { $0 != .blank }
    XCTAssertGreaterThan(drawn.count, 16 * 12 / 2)
    let colours = Set(drawn.flatMap(visibleColours))
    XCTAssertGreaterThan(colours.count, 10)
    XCTAssertTrue(colours.allSatisfy { if case .rgb = $0 { true } else { false } }, "\(colours)")
    let allowed = Set(" █▀▄▌▐▖▗▘▝▚▞▙▛▜▟".unicodeScalars)
    XCTAssertTrue(
      art.cells.allSatisfy { $0.character.unicodeScalars.allSatisfy(allowed.contains) },
      "only blocks and quadrants: \(Set(art.cells.map(\.character)))")
  }

  func testIndexedAndColourlessArt() throws {
    let image = try JPEGDecoder().decode(Fixtures.poster().data)
    let indexed = SymbolRenderer(colors: .indexed256).render(
      image, columns: 16, rows: 12, cell: cell)
    for colour in indexed.cells.filter({ $0 != .blank }).flatMap(visibleColours) {
      guard case .indexed(let index) = colour else { return XCTFail("\(colour) in 256-colour art") }
      XCTAssertGreaterThanOrEqual(index, 16, "the theme's 16 colours are not relied on")
    }
    let sixteen = SymbolRenderer(colors: .indexed16).render(
      image, columns: 16, rows: 12, cell: cell)
    for colour in sixteen.cells.flatMap(visibleColours) {
      if case .indexed(let index) = colour { XCTAssertLessThan(index, 16) }
    }
    let plain = SymbolRenderer(colors: .none).render(image, columns: 16, rows: 12, cell: cell)
    XCTAssertTrue(
      plain.cells.allSatisfy {
        $0.foreground == .terminalDefault && $0.background == .terminalDefault
      })
    XCTAssertTrue(plain.cells.contains { $0.character != " " }, "shapes still show")
  }

  /// An image whose rows are not a multiple of four bytes (93 px of RGB) draws upright: chafa
  /// sheared such images until their rows were padded. Red left, blue right: every row of
  /// cells is the same, red at the left edge and blue at the right.
  func testOddWidthImagesAreNotShearedByChafa() {
    let (width, height) = (93, 139)
    var pixels: [UInt8] = []
    for _ in 0..<height {
      for x in 0..<width { pixels += x < width / 2 ? [255, 0, 0] : [0, 0, 255] }
    }
    let image = RGBImage(width: width, height: height, pixels: pixels)
    for symbols in [SymbolSet.blocks, .sextants] {
      let art = SymbolRenderer(colors: .trueColor, symbols: symbols).render(
        image, columns: 9, rows: 7, cell: cell)
      let first = Array(art.cells[0..<9])
      for row in 1..<7 {
        XCTAssertEqual(Array(art.cells[row * 9..<(row + 1) * 9]), first, "\(symbols) row \(row)")
      }
      XCTAssertEqual(visibleColours(first[0]), [.rgb(255, 0, 0)], "\(first[0])")
      XCTAssertEqual(visibleColours(first[8]), [.rgb(0, 0, 255)], "\(first[8])")
    }
  }

  func testPlaceholderIsAFrameWithInitials() {
    let art = PlaceholderArt.make(title: "Blade Runner 2049", columns: 10, rows: 5)
    XCTAssertEqual(
      art.rows,
      ["┌────────┐", "│        │", "│   BR   │", "│        │", "└────────┘"])
    XCTAssertEqual(PlaceholderArt.initials(of: "\u{7}\u{1B} évasion"), "É")
    XCTAssertEqual(PlaceholderArt.initials(of: "千と千尋の神隠し"), "?")
    XCTAssertEqual(PlaceholderArt.initials(of: "up"), "U")
    XCTAssertEqual(PlaceholderArt.make(title: "X", columns: 1, rows: 1).cells, [.blank])
  }

  func testKittyTransmitsInChunksThenPlacesAndDeletesByID() throws {
    let image = try JPEGDecoder().decode(Fixtures.poster().data)
    let bytes = String(decoding: KittyGraphics.transmit(image, id: 7), as: UTF8.self)
    let commands = bytes.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
    XCTAssertGreaterThan(commands.count, 1)
    XCTAssertTrue(commands[0].hasPrefix("\u{1B}_Ga=t,f=24,s=185,v=278,i=7,q=2,m=1;"))
    XCTAssertTrue(commands.last!.hasPrefix("\u{1B}_Gm=0;"))
    for command in commands {
      XCTAssertLessThanOrEqual(command.split(separator: ";", maxSplits: 1)[1].count, 4096)
    }
    let choice = ImageChoice(.kitty, colors: .trueColor, reason: "test")
    let placed = try XCTUnwrap(
      TerminalImage.make(
        image, jpeg: nil, choice: choice, columns: 20, rows: 12, cell: cell, kittyID: 7))
    // The upload alone, at the fitted size (16x12 cells of 10x20 px): placing is the terminal
    // backend's, by id, at the cells the frame reserves.
    let upload = String(decoding: placed.payload, as: UTF8.self)
    XCTAssertTrue(upload.hasPrefix("\u{1B}_Ga=t,f=24,s=160,v=240,i=7,q=2,m=1;"))
    XCTAssertFalse(upload.contains("a=p"))
    XCTAssertEqual(placed.kittyID, 7)
    XCTAssertEqual([placed.columns, placed.rows], [16, 12])
    // gfx2: the uploaded size travels with it, so a placement can crop a band of rows.
    XCTAssertEqual([placed.pixelWidth, placed.pixelHeight], [160, 240])
  }

  func testSixelAndITermImages() throws {
    let poster = try Fixtures.poster()
    let image = try JPEGDecoder().decode(poster.data)
    let choice = ImageChoice(.sixel, colors: .trueColor, reason: "test")
    let sixel = try XCTUnwrap(
      TerminalImage.make(
        image, jpeg: poster.data, choice: choice, columns: 16, rows: 12, cell: cell, kittyID: 1))
    let text = String(decoding: sixel.payload, as: UTF8.self)
    XCTAssertTrue(text.hasPrefix("\u{1B}P0;1;0q\"1;1;160;240#"), String(text.prefix(30)))
    XCTAssertTrue(text.hasSuffix("-\u{1B}\\"))
    XCTAssertEqual([sixel.pixelWidth, sixel.pixelHeight], [0, 0], "a sixel is never cropped")
    XCTAssertEqual(text.filter { $0 == "-" }.count, 40, "240 rows in bands of six")
    let iterm = ITermImages.inline(jpeg: poster.data, columns: 16, rows: 12)
    XCTAssertTrue(
      String(decoding: iterm, as: UTF8.self).hasPrefix(
        "\u{1B}]1337;File=inline=1;size=\(poster.data.count);width=16;height=12;"))
  }
}

/// The colours a cell shows: a space shows only its background, a full block only its
/// foreground (chafa leaves the other unset).
private func visibleColours(_ cell: SymbolCell) -> [SymbolColor] {
  switch cell.character {
  case " ": [cell.background]
  case "█": [cell.foreground]
  default: [cell.foreground, cell.background]
  }
}

/// Symbol art printed as text with colour sequences.
final class ANSIArtTests: XCTestCase {
  func testColoursChangeOnlyWhereTheCellsDo() {
    var art = SymbolArt(width: 3, height: 1)
    art[0, 0] = SymbolCell("▀", foreground: .rgb(1, 2, 3), background: .indexed(200))
    art[1, 0] = SymbolCell("▄", foreground: .rgb(1, 2, 3), background: .indexed(200))
    art[2, 0] = SymbolCell("▌", foreground: .indexed(9), background: .indexed(2))
    XCTAssertEqual(
      art.ansiLines,
      ["\u{1B}[0;38;2;1;2;3;48;5;200m▀▄\u{1B}[0;91;42m▌\u{1B}[0m"])
  }
}
