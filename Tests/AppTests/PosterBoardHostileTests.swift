import Foundation
import ReelTestSupport
import ReplayCatalog
import Screen
import XCTest

@testable import App
@testable import Images

/// Posters drawn as pictures (kitty) carry their upload: the board's ready posters are bounded
/// in bytes, not only in number, so resizing a window with the detail pane open (a new pane
/// size, a new poster, at every step of a drag) keeps memory flat.
final class PosterBoardHostileTests: XCTestCase {
  func testPicturePostersOfManySizesStayWithinTheBoardsBytes() async throws {
    let catalog = try XCTUnwrap(ReplayCatalog.directory())
    let cache = try makeTemporaryFolder(self)
    // HiDPI cells: a 20x15-cell poster is uploaded as 400x600 pixels, ~1 MB of base64.
    let rendering = PosterRendering(
      choice: ImageChoice(.kitty, colors: .trueColor, reason: "test"),
      cell: CellPixelSize(width: 20, height: 40))
    let loader = PosterLoader.replay(
      catalog: catalog, rendering: rendering,
      environment: ["XDG_CACHE_HOME": cache.path, "HOME": cache.path])
    let limit = 3 << 20
    let board = PosterBoard(loader: loader, readyByteLimit: limit, wake: {})
    let folder = catalog.appendingPathComponent("posters")
    let name = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".jpg") }.sorted().first)
    let path = "/" + name
    // The pane at eight widths, as while dragging the window's edge.
    let sizes = (0..<8).map { Size(width: 20 + $0, height: 15) }
    var uploadBytes = 0
    for size in sizes {
      _ = board.poster(path: path, title: "T", size: size)
      board.frameDrawn()
      var art: PosterArt?
      for _ in 0..<1000 {
        art = board.poster(path: path, title: "T", size: size)
        board.frameDrawn()
        if art != nil { break }
        try await Task.sleep(for: .milliseconds(10))
      }
      let picture = try XCTUnwrap(art?.image, "\(size): the picture arrived")
      uploadBytes = picture.transmit.count
    }
    XCTAssertGreaterThan(uploadBytes, 500_000, "each poster is a sizeable upload")
    let held = sizes.filter { board.holds(path: path, size: $0) }
    XCTAssertLessThanOrEqual(
      held.count * uploadBytes, limit + uploadBytes, "held: \(held.map(\.width))")
    // The newest stays: the frame on screen keeps its picture.
    XCTAssertTrue(board.holds(path: path, size: sizes.last!))
  }
}
