import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// Block art computed from quadrant means: the right symbol and colours for plain cases,
/// exact averaging and palette look-ups, and posters that look at least as close to the
/// picture as chafa's.
final class QuadrantArtTests: XCTestCase {
  private let red: [UInt8] = [255, 0, 0]
  private let blue: [UInt8] = [0, 0, 255]

  /// An image of 2x2 blocks of pixels, one colour a quadrant, drawn as one cell.
  private func cell(
    _ topLeft: [UInt8], _ topRight: [UInt8], _ bottomLeft: [UInt8], _ bottomRight: [UInt8],
    colors: ColorDepth = .trueColor
  ) -> SymbolCell {
    var pixels: [UInt8] = []
    for row in 0..<4 {
      for column in 0..<4 {
        switch (row < 2, column < 2) {
        case (true, true): pixels += topLeft
        case (true, false): pixels += topRight
        case (false, true): pixels += bottomLeft
        case (false, false): pixels += bottomRight
        }
      }
    }
    let image = RGBImage(width: 4, height: 4, pixels: pixels)
    return QuadrantArt.cells(image, columns: 1, rows: 1, colors: colors)[0]
  }

  func testEachSplitOfTheQuadrantsGetsItsSymbolAndBothColours() {
    XCTAssertEqual(
      cell(red, red, blue, blue),
      SymbolCell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    XCTAssertEqual(
      cell(blue, blue, red, red),
      SymbolCell("▀", foreground: .rgb(0, 0, 255), background: .rgb(255, 0, 0)))
    XCTAssertEqual(
      cell(red, blue, red, blue),
      SymbolCell("▌", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    XCTAssertEqual(
      cell(red, blue, blue, blue),
      SymbolCell("▘", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    XCTAssertEqual(
      cell(blue, red, blue, blue),
      SymbolCell("▝", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    XCTAssertEqual(
      cell(blue, blue, red, blue),
      SymbolCell("▖", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    // One quadrant against three is the one in the symbol, wherever it is.
    XCTAssertEqual(
      cell(blue, blue, blue, red),
      SymbolCell("▗", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    XCTAssertEqual(
      cell(red, blue, blue, red),
      SymbolCell("▞", foreground: .rgb(0, 0, 255), background: .rgb(255, 0, 0)))
  }

  func testAnEvenCellIsBlankInItsColour() {
    let grey: [UInt8] = [90, 90, 90]
    XCTAssertEqual(
      cell(grey, grey, grey, grey),
      SymbolCell(" ", foreground: .rgb(90, 90, 90), background: .rgb(90, 90, 90)))
    // Two shades that fall on one palette entry are one colour: blank too.
    let near: [UInt8] = [92, 90, 90]
    XCTAssertEqual(
      cell(grey, grey, near, near, colors: .indexed256),
      SymbolCell(" ", foreground: .indexed(240), background: .indexed(240)))
  }

  /// A blank cell keeps the foreground of the cell before it, so printing it changes no
  /// colour that is not seen.
  func testABlankCellKeepsTheForegroundBeforeIt() {
    var pixels: [UInt8] = []
    for _ in 0..<2 {
      pixels += red + blue + [9, 9, 9, 9, 9, 9]
    }
    let cells = QuadrantArt.cells(
      RGBImage(width: 4, height: 2, pixels: pixels), columns: 2, rows: 1, colors: .trueColor)
    XCTAssertEqual(
      cells,
      [
        SymbolCell("▌", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)),
        SymbolCell(" ", foreground: .rgb(255, 0, 0), background: .rgb(9, 9, 9)),
      ])
  }

  /// Pixels on the border between two areas are shared by how much of each lies on either
  /// side: 3 pixels over 2 areas give the middle one half to each.
  func testAreasShareTheirBorderPixelsExactly() {
    let pixels: [UInt8] = [30, 0, 0, 60, 0, 0, 90, 0, 0]
    let grid = QuadrantGrid(RGBImage(width: 3, height: 1, pixels: pixels), columns: 2, rows: 1)
    XCTAssertEqual(grid.area, 3)
    // Left: 30 + half of 60 over 1.5 pixels = 40; right: half of 60 + 90 over 1.5 = 80.
    XCTAssertEqual(grid.sum(0).red, (30 * 2 + 60 * 1) * 1)
    XCTAssertEqual(grid.sum(1).red, (60 * 1 + 90 * 2) * 1)
    XCTAssertEqual(
      QuadrantArt.colour(grid.sum(0), weight: grid.area, colors: .trueColor), .rgb(40, 0, 0))
    XCTAssertEqual(
      QuadrantArt.colour(grid.sum(1), weight: grid.area, colors: .trueColor), .rgb(80, 0, 0))
  }

  /// Random images, shrunk and enlarged onto random grids, sum exactly what each pixel's
  /// overlap with each area says (counted the slow, obvious way).
  func testGridSumsAreEachPixelWeighedByItsOverlap() {
    var random = SeededGenerator(seed: 5)
    for _ in 0..<60 {
      let width = Int.random(in: 1...40, using: &random)
      let height = Int.random(in: 1...40, using: &random)
      let columns = Int.random(in: 1...14, using: &random)
      let rows = Int.random(in: 1...14, using: &random)
      let pixels = (0..<width * height * 3).map { _ in UInt8.random(in: 0...255, using: &random) }
      let grid = QuadrantGrid(
        RGBImage(width: width, height: height, pixels: pixels), columns: columns, rows: rows)
      // Units: the image is width x columns across and height x rows down.
      func overlap(_ pixel: Int, _ area: Int, _ count: Int, _ areas: Int) -> Int {
        max(0, min((pixel + 1) * areas, (area + 1) * count) - max(pixel * areas, area * count))
      }
      for row in 0..<rows {
        for column in 0..<columns {
          var expected = [0, 0, 0]
          for y in 0..<height {
            let down = overlap(y, row, height, rows)
            guard down > 0 else { continue }
            for x in 0..<width {
              let weight = down * overlap(x, column, width, columns)
              for channel in 0..<3 {
                expected[channel] += Int(pixels[(y * width + x) * 3 + channel]) * weight
              }
            }
          }
          let sum = grid.sum(row * columns + column)
          XCTAssertEqual(
            [sum.red, sum.green, sum.blue], expected,
            "\(width)x\(height) onto \(columns)x\(rows), area \(column),\(row)")
        }
      }
    }
  }

  /// An image smaller than the grid is enlarged: each pixel covers several areas.
  func testAnImageSmallerThanTheCellsIsEnlarged() {
    let cells = QuadrantArt.cells(
      RGBImage(width: 2, height: 1, pixels: red + blue), columns: 3, rows: 2, colors: .trueColor)
    let left = SymbolCell(" ", foreground: .rgb(255, 0, 0), background: .rgb(255, 0, 0))
    let middle = SymbolCell("▌", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
    let right = SymbolCell(" ", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
    XCTAssertEqual(cells, [left, middle, right, left, middle, right])
    // (7, 8, 9) is nearest the darkest grey (8, 8, 8), not the cube's black.
    let dot = QuadrantArt.cells(
      RGBImage(width: 1, height: 1, pixels: [7, 8, 9]), columns: 2, rows: 2, colors: .indexed256)
    XCTAssertEqual(
      Set(dot), [SymbolCell(" ", foreground: .indexed(232), background: .indexed(232))])
  }

  /// A poster decoded at full size (the largest "original" is about 2000x3000) in white, the
  /// largest sums there are: no overflow, one even colour.
  func testALargeBrightImageIsEvenWhite() {
    let (width, height) = (2000, 3000)
    let image = RGBImage(
      width: width, height: height,
      pixels: [UInt8](repeating: 255, count: width * height * 3))
    let cells = QuadrantArt.cells(image, columns: 4, rows: 3, colors: .trueColor)
    XCTAssertEqual(
      Set(cells),
      [SymbolCell(" ", foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255))])
  }

  /// The nearest of the 240 fixed colours, by squared distance, is what a search of all of
  /// them finds, for colours across the whole cube (16 steps a channel, on and between the levels).
  func testThePaletteLookUpIsTheNearestEntry() {
    let entries = (16..<256).map { Self.paletteRGB($0) }
    for red in stride(from: 0, through: 255, by: 17) {
      for green in stride(from: 0, through: 255, by: 17) {
        for blue in stride(from: 0, through: 255, by: 17) {
          let colour = [red, green, blue]
          let best = entries.map { Self.distance($0, colour) }.min()!
          let found = Int(Palette240.nearest(UInt8(red), UInt8(green), UInt8(blue)))
          XCTAssertEqual(Self.distance(Self.paletteRGB(found), colour), best, "\(colour)")
        }
      }
    }
  }

  /// Home cards (9x7 cells) of the catalog's posters, in 256 colours and truecolor: the
  /// colours the cells show in each quadrant are at least as close to the poster (its
  /// quadrants' mean colours at full size) as chafa's.
  func testPostersAreAtLeastAsCloseToThePictureAsChafasArt() throws {
    let folder = try Fixtures.posterFolder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".jpg") }.sorted().prefix(24)
    let (columns, rows) = (9, 7)
    for colors in [ColorDepth.indexed256, .trueColor] {
      var ours = 0
      var chafas = 0
      for name in names {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let full = try JPEGDecoder().decode(data)
        let reference = QuadrantGrid(full, columns: columns * 2, rows: rows * 2)
        let scaled = try JPEGDecoder().decode(
          data, minimumWidth: columns * 8, minimumHeight: rows * 8)
        let renderer = SymbolRenderer(colors: colors, symbols: .blocks, canvases: ChafaCanvases())
        ours += Self.error(
          QuadrantArt.cells(scaled, columns: columns, rows: rows, colors: colors), reference)
        chafas += Self.error(
          renderer.drawWithChafa(scaled, columns: columns, rows: rows), reference)
      }
      XCTAssertLessThanOrEqual(ours, chafas, "\(colors)")
    }
  }

  /// The loader decodes a poster for quadrant art at 4x4 pixels a cell (a quarter of a
  /// 185-pixel poster's width for a home card, not half): the cells stay within two colour
  /// steps (root-mean-square, per quadrant and channel) of chafa's art from 8x8 a cell, in 256
  /// colours and in truecolor (all 226 catalog posters: 16.98 against 16.43, and 6.76
  /// against 5.18; at 2x2 a cell, 18.80 and 10.52).
  func testPostersDecodedAtTheLoadersSizeStayCloseToThePicture() throws {
    let folder = try Fixtures.posterFolder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".jpg") }.sorted().prefix(24)
    let (columns, rows) = (10, 7)
    for colors in [ColorDepth.indexed256, .trueColor] {
      let perCell = SymbolRenderer.pixelsPerCell(colors: colors, symbols: .blocks)
      XCTAssertEqual(perCell, 4)
      var ours = 0
      var chafas = 0
      for name in names {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let reference = QuadrantGrid(
          try JPEGDecoder().decode(data), columns: columns * 2, rows: rows * 2)
        let small = try JPEGDecoder().decode(
          data, minimumWidth: columns * perCell, minimumHeight: rows * perCell)
        XCTAssertLessThan(small.width, 60, "decoded at a quarter, not half")
        let eight = try JPEGDecoder().decode(
          data, minimumWidth: columns * 8, minimumHeight: rows * 8)
        let renderer = SymbolRenderer(colors: colors, symbols: .blocks, canvases: ChafaCanvases())
        ours += Self.error(
          QuadrantArt.cells(small, columns: columns, rows: rows, colors: colors), reference)
        chafas += Self.error(
          renderer.drawWithChafa(eight, columns: columns, rows: rows), reference)
      }
      let values = Double(names.count * columns * rows * 4 * 3)
      let (oursRMS, chafasRMS) = (
        (Double(ours) / values).squareRoot(), (Double(chafas) / values).squareRoot()
      )
      XCTAssertLessThanOrEqual(oursRMS, chafasRMS + 2, "\(colors)")
    }
    XCTAssertEqual(SymbolRenderer.pixelsPerCell(colors: .indexed16, symbols: .blocks), 8)
    XCTAssertEqual(SymbolRenderer.pixelsPerCell(colors: .indexed256, symbols: .sextants), 8)
  }

  /// Squared colour error of each cell's quadrants against the reference means.
  private static func error(_ cells: [SymbolCell], _ reference: QuadrantGrid) -> Int {
    let columns = reference.columns / 2
    var total = 0
    for (index, cell) in cells.enumerated() {
      let (row, column) = index.quotientAndRemainder(dividingBy: columns)
      let covered = coverage(cell.character)
      for quadrant in 0..<4 {
        let area = (row * 2 + quadrant / 2) * reference.columns + column * 2 + quadrant % 2
        let sum = reference.sum(area)
        let mean = [sum.red, sum.green, sum.blue].map { ($0 + reference.area / 2) / reference.area }
        let shown = covered & (1 << quadrant) != 0 ? cell.foreground : cell.background
        total += distance(rgb(shown), mean)
      }
    }
    return total
  }

  /// Which quadrants a block symbol's foreground covers (bit 0 top left ... 3 bottom right).
  private static func coverage(_ character: Character) -> Int {
    let masks: [Character: Int] = [
      " ": 0, "█": 15, "▀": 3, "▄": 12, "▌": 5, "▐": 10, "▘": 1, "▝": 2, "▖": 4, "▗": 8,
      "▚": 9, "▞": 6, "▛": 7, "▜": 11, "▙": 13, "▟": 14,
    ]
    return masks[character] ?? 0
  }

  private static func rgb(_ colour: SymbolColor) -> [Int] {
    switch colour {
    case .rgb(let red, let green, let blue): [Int(red), Int(green), Int(blue)]
    case .indexed(let index): paletteRGB(Int(index))
    case .terminalDefault: [0, 0, 0]
    }
  }

  private static func paletteRGB(_ index: Int) -> [Int] {
    if index >= 232 { return Array(repeating: 8 + 10 * (index - 232), count: 3) }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return [levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6]]
  }

  private static func distance(_ left: [Int], _ right: [Int]) -> Int {
    zip(left, right).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
  }
}
