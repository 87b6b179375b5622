import XCTest

@testable import Screen

/// A terminal picture in a frame: its cells kept blank and its place recorded for the
/// terminal backend; none when it is cut (scrolled partly away, off the edge) or replaced.
final class PosterPlacementTests: XCTestCase {
  private let picture = OutOfBandImage(
    key: "kitty:/dune.jpg@6x3", kind: .stored(id: 4), size: Size(width: 5, height: 3),
    transmit: [])

  private func art() -> PosterArt { PosterArt(width: 6, height: 3, image: picture) }

  func testAPictureReservesBlankCellsAndRecordsItsPlace() {
    var buffer = Buffer(width: 20, height: 6)
    buffer.put(String(repeating: "x", count: 20), x: 0, y: 1)
    buffer.put(art(), x: 2, y: 1)
    XCTAssertEqual(
      buffer.images, [ImagePlacement(rect: Rect(x: 2, y: 1, width: 6, height: 3), image: picture)])
    XCTAssertEqual(buffer.lines()[1], "xx      xxxxxxxxxxxx", "no text left under the picture")
    XCTAssertEqual(Frame(buffer: buffer).images, buffer.images)
  }

  func testAPictureScrolledPartlyAwayOrCutByTheEdgeIsNotPlaced() {
    var scrolled = Buffer(width: 20, height: 6)
    scrolled.put(art(), x: 2, y: 0, fromRow: 1, maxRows: 3)
    XCTAssertEqual(scrolled.images, [])
    var cut = Buffer(width: 20, height: 6)
    cut.put(art(), x: 2, y: 0, fromRow: 0, maxRows: 2)
    XCTAssertEqual(cut.images, [])
    var edge = Buffer(width: 20, height: 6)
    edge.put(art(), x: 16, y: 0)
    XCTAssertEqual(edge.images, [], "two columns would fall off the screen")
  }

  /// gfx2: a kitty picture whose pixel size is known shows the rows still in its pane (the
  /// terminal crops it); sixel and iTerm2 pictures, which cannot be cut, keep blank cells.
  func testAKittyPictureScrolledPartlyAwayShowsItsVisibleRows() {
    let croppable = OutOfBandImage(
      key: "kitty:/dune.jpg@6x3", kind: .stored(id: 4), size: Size(width: 5, height: 3),
      transmit: [], pixelSize: Size(width: 50, height: 60))
    let art = PosterArt(width: 6, height: 3, image: croppable)
    // Scrolled up by one row: rows 1 and 2 show at the pane's top.
    var scrolled = Buffer(width: 20, height: 6)
    scrolled.put(String(repeating: "x", count: 20), x: 0, y: 0)
    scrolled.put(art, x: 2, y: 0, fromRow: 1, maxRows: 3)
    XCTAssertEqual(
      scrolled.images,
      [
        ImagePlacement(
          rect: Rect(x: 2, y: 0, width: 6, height: 2), image: croppable, visibleRows: 1..<3)
      ])
    XCTAssertEqual(scrolled.lines()[0], "xx      xxxxxxxxxxxx", "its cells stay blank")
    // Cut by the pane's bottom: the top two rows.
    var cut = Buffer(width: 20, height: 6)
    cut.put(art, x: 2, y: 4, fromRow: 0, maxRows: 2)
    XCTAssertEqual(cut.images.map(\.visibleRows), [0..<2])
    XCTAssertEqual(cut.images.map(\.rect), [Rect(x: 2, y: 4, width: 6, height: 2)])
    // Whole again: no crop.
    var whole = Buffer(width: 20, height: 6)
    whole.put(art, x: 2, y: 0, fromRow: 0, maxRows: 3)
    XCTAssertEqual(whole.images.map(\.visibleRows), [nil])
    // Scrolled past the picture's last row (the art is taller than the fitted picture): none.
    let short = PosterArt(width: 6, height: 4, image: croppable)
    var past = Buffer(width: 20, height: 6)
    past.put(short, x: 2, y: 0, fromRow: 3, maxRows: 3)
    XCTAssertEqual(past.images, [])
    // Painted pictures are never cut.
    let sixel = OutOfBandImage(
      key: "sixel:/dune.jpg@6x3", kind: .painted, size: Size(width: 5, height: 3), transmit: [],
      pixelSize: Size(width: 50, height: 60))
    var painted = Buffer(width: 20, height: 6)
    painted.put(PosterArt(width: 6, height: 3, image: sixel), x: 2, y: 0, fromRow: 1, maxRows: 3)
    XCTAssertEqual(painted.images, [])
  }

  func testOnAMirroredScreenThePlaceIsReflected() {
    var buffer = Buffer(width: 20, height: 6)
    buffer.direction = .rightToLeft
    buffer.put(art(), x: 2, y: 1)
    XCTAssertEqual(buffer.images.map(\.rect), [Rect(x: 12, y: 1, width: 6, height: 3)])
  }

  func testAPictureDrawnOverAnotherReplacesIt() {
    var buffer = Buffer(width: 20, height: 6)
    buffer.put(art(), x: 2, y: 1)
    let other = OutOfBandImage(
      key: "kitty:/arrival.jpg@6x3", kind: .stored(id: 5), size: Size(width: 6, height: 3),
      transmit: [])
    buffer.put(PosterArt(width: 6, height: 3, image: other), x: 4, y: 2)
    XCTAssertEqual(buffer.images.map(\.image), [other])
  }

  func testTheClipboardGoesOutAsOSC52AfterTheFrame() {
    var frame = Frame(buffer: Buffer(width: 4, height: 1))
    frame.copyToClipboard("https://www.themoviedb.org/movie/438631")
    XCTAssertEqual(
      frame.outOfBand,
      [
        OutOfBandWrite(
          bytes: Array(
            "\u{1B}]52;c;aHR0cHM6Ly93d3cudGhlbW92aWVkYi5vcmcvbW92aWUvNDM4NjMx\u{07}".utf8))
      ])
  }
}
