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
