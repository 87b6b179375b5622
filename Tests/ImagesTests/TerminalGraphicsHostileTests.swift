import Foundation
import Images
import XCTest

/// Terminals that lie about their cells: a tty or an answer claiming cells of hundreds or
/// thousands of pixels must not turn one poster into an upload of gigabytes.
final class TerminalGraphicsHostileTests: XCTestCase {
  /// A poster-shaped image (2:3), as small as a w92 download.
  private let poster = RGBImage(
    width: 92, height: 138, pixels: [UInt8](repeating: 0x80, count: 92 * 138 * 3))

  func testAHugeCellDoesNotMakeAHugeKittyUpload() throws {
    // 100x200 px cells (a tty's ws_xpixel / ws_ypixel can say anything up to 65535): a
    // 20x15-cell poster was uploaded as 2000x3000 pixels, 18 MB of RGB, 24 MB of base64;
    // at 1000x1000 px cells and the detail pane's size it was gigabytes, and Reel was killed.
    let cell = CellPixelSize(width: 100, height: 200)
    let choice = ImageChoice(.kitty, colors: .trueColor, reason: "test")
    let image = try XCTUnwrap(
      TerminalImage.make(
        poster, jpeg: nil, choice: choice, columns: 20, rows: 15, cell: cell, kittyID: 3))
    XCTAssertLessThanOrEqual(
      image.pixelWidth * image.pixelHeight, TerminalImage.maxPixels,
      "\(image.pixelWidth)x\(image.pixelHeight)")
    XCTAssertLessThan(image.payload.count, 16 << 20)
    // Still placed over its whole rectangle: kitty scales the upload to the cells.
    XCTAssertEqual([image.columns, image.rows], [20, 15])
    let upload = String(decoding: image.payload.prefix(60), as: UTF8.self)
    XCTAssertTrue(
      upload.hasPrefix("\u{1B}_Ga=t,f=24,s=\(image.pixelWidth),v=\(image.pixelHeight),i=3,"),
      upload)
    // The shape is kept (a band of rows is cropped by pixel rows per cell row).
    let aspect = Double(image.pixelWidth) / Double(image.pixelHeight)
    XCTAssertEqual(aspect, 2.0 / 3.0, accuracy: 0.02)
  }

  func testAHugeCellDoesNotMakeAHugeSixel() throws {
    let cell = CellPixelSize(width: 100, height: 200)
    let choice = ImageChoice(.sixel, colors: .trueColor, reason: "test")
    let image = try XCTUnwrap(
      TerminalImage.make(
        poster, jpeg: nil, choice: choice, columns: 20, rows: 15, cell: cell, kittyID: 1))
    // "P0;1;0q"1;1;WIDTH;HEIGHT: the raster the terminal is told to expect.
    let header = String(decoding: image.payload.prefix(40), as: UTF8.self)
    let numbers = header.split(separator: "#")[0].split(separator: ";").suffix(2).compactMap {
      Int($0)
    }
    XCTAssertEqual(numbers.count, 2, header)
    XCTAssertLessThanOrEqual(numbers[0] * numbers[1], TerminalImage.maxPixels, header)
    // A sixel is never taller than its rectangle would be at the claimed cell size.
    XCTAssertLessThanOrEqual(numbers[1], 15 * 200)
  }

  func testATtyClaimingHugeCellsIsNotBelieved() {
    // A tty of 120x40 cells claiming 65535x65535 pixels: 546x1638-pixel cells.
    XCTAssertNil(
      CellPixelSize.from(columns: 120, rows: 40, pixelWidth: 65535, pixelHeight: 65535))
    XCTAssertNil(CellPixelSize.from(columns: 1, rows: 1, pixelWidth: 4000, pixelHeight: 20))
    // Ordinary and HiDPI cells are.
    XCTAssertEqual(
      CellPixelSize.from(columns: 120, rows: 40, pixelWidth: 1200, pixelHeight: 800),
      CellPixelSize(width: 10, height: 20))
    XCTAssertEqual(
      CellPixelSize.from(columns: 100, rows: 50, pixelWidth: 4000, pixelHeight: 4000),
      CellPixelSize(width: 40, height: 80))
  }
}

/// Pictures of hostile shapes (a 1x1 pixel, a 1-pixel line 2,000 long either way), drawn every
/// way Reel draws: symbols in every colour depth and symbol set, kitty and sixel, at a card's
/// and a detail pane's size, and at cells of 1x1 and 1000x1000 pixels. Each is a drawing of
/// its rectangle, never a crash.
final class HostileShapeRenderingTests: XCTestCase {
  private func image(_ width: Int, _ height: Int) -> RGBImage {
    RGBImage(
      width: width, height: height,
      pixels: (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 &* 37) })
  }

  func testExtremeShapesDrawWithinTheirRectangleEveryWay() {
    let shapes = [image(1, 1), image(1, 2000), image(2000, 1), image(3, 2)]
    let rectangles = [(10, 7), (40, 30), (1, 1)]
    let cells = [CellPixelSize(width: 1, height: 1), .fallback]
    for shape in shapes {
      for (columns, rows) in rectangles {
        for cell in cells {
          for colors in [ColorDepth.trueColor, .indexed256, .indexed16, .none] {
            for symbols in [SymbolSet.blocks, .sextants] {
              let art = SymbolRenderer(colors: colors, symbols: symbols).render(
                shape, columns: columns, rows: rows, cell: cell)
              XCTAssertEqual([art.width, art.height], [columns, rows])
            }
          }
          for chosen in [ImageProtocol.kitty, .sixel] {
            let picture = TerminalImage.make(
              shape, jpeg: nil, choice: ImageChoice(chosen, colors: .trueColor, reason: "t"),
              columns: columns, rows: rows, cell: cell, kittyID: 9)
            let made = "\(chosen) \(shape.width)x\(shape.height) in \(columns)x\(rows)"
            guard let picture else {
              XCTFail("\(made): no picture")
              continue
            }
            XCTAssertLessThanOrEqual(picture.columns, columns, made)
            XCTAssertLessThanOrEqual(picture.rows, rows, made)
            XCTAssertGreaterThan(picture.columns, 0, made)
            XCTAssertGreaterThan(picture.rows, 0, made)
          }
        }
      }
    }
  }
}

/// iTerm2 pictures are the downloaded file itself, sent again whenever their lines are
/// redrawn: a host answering a poster with megabytes (any size up to the 8 MB a download may
/// have) would have every frame that shows it write that much again to the terminal.
final class ITermPictureSizeTests: XCTestCase {
  private let pixels = RGBImage(
    width: 92, height: 138, pixels: [UInt8](repeating: 0x40, count: 92 * 138 * 3))
  private let choice = ImageChoice(.iterm, colors: .trueColor, reason: "test")

  func testAPosterFileOfMegabytesIsNotSentAsAnITermPicture() {
    let huge = Data(repeating: 0xFF, count: TerminalImage.maxITermFileBytes + 1)
    let refused = TerminalImage.make(
      pixels, jpeg: huge, choice: choice, columns: 20, rows: 15, cell: .fallback, kittyID: 1)
    XCTAssertTrue(refused == nil, "\(refused?.payload.count ?? 0) bytes of picture")
    // A poster's usual size (tens of kilobytes) is.
    let usual = Data(repeating: 0xFF, count: 40_000)
    let picture = TerminalImage.make(
      pixels, jpeg: usual, choice: choice, columns: 20, rows: 15, cell: .fallback, kittyID: 1)
    XCTAssertNotNil(picture)
    XCTAssertLessThan(picture?.payload.count ?? .max, 60_000)
  }
}
