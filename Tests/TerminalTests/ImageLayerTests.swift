import Screen
import XCTest

@testable import Terminal

/// The bytes that take the terminal from one frame's pictures to the next: written after
/// ncurses' flush, at the reserved cells, with the cursor saved and put back; deleted when a
/// picture scrolls away, the view changes or Reel leaves.
final class ImageLayerTests: XCTestCase {
  private let ESC = "\u{1B}"

  private func kitty(_ key: String, id: UInt32, tmux: Bool = false) -> OutOfBandImage {
    OutOfBandImage(
      key: key, kind: .stored(id: id), size: Size(width: 16, height: 12),
      transmit: Array("\u{1B}_Ga=t,i=\(id);PIXELS\u{1B}\\".utf8), tmuxPassthrough: tmux)
  }

  private func sixel(_ key: String) -> OutOfBandImage {
    OutOfBandImage(
      key: key, kind: .painted, size: Size(width: 16, height: 12),
      transmit: Array("\u{1B}P0;1;0q#0~-\u{1B}\\".utf8))
  }

  private func at(_ x: Int, _ y: Int, _ image: OutOfBandImage) -> ImagePlacement {
    ImagePlacement(rect: Rect(x: x, y: y, width: 20, height: 12), image: image)
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  func testKittyUploadsOncePlacesAtTheCellsAndDeletesWhenTheViewChanges() {
    var layer = ImageLayer()
    let dune = at(68, 2, kitty("dune", id: 1))
    // First frame: upload, then the placement at row 3, column 69 (one-based), cursor kept.
    XCTAssertEqual(
      text(layer.afterFlush([dune], redrawnLines: [], wholeScreen: false)),
      "\(ESC)_Ga=t,i=1;PIXELS\(ESC)\\"
        + "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(ImageLayer.placementID(dune.rect)),c=16,r=12,C=1,q=2\(ESC)\\\(ESC)8"
    )
    // The same frame again (a key that changed only text elsewhere): nothing at all.
    XCTAssertEqual(layer.afterFlush([dune], redrawnLines: [2, 3], wholeScreen: false), [])
    // Another film selected: the old placement goes, the new picture is uploaded and placed.
    let arrival = at(68, 2, kitty("arrival", id: 2))
    let change = text(layer.afterFlush([arrival], redrawnLines: [], wholeScreen: false))
    XCTAssertTrue(
      change.hasPrefix(
        "\(ESC)_Ga=d,d=i,i=1,p=\(ImageLayer.placementID(dune.rect)),q=2\(ESC)\\\(ESC)_Ga=t,i=2;"),
      change)
    XCTAssertTrue(change.contains("\(ESC)[3;69H\(ESC)_Ga=p,i=2,"))
    // Back to the first: placed again by id, never uploaded twice.
    let back = text(layer.afterFlush([dune], redrawnLines: [], wholeScreen: false))
    XCTAssertFalse(back.contains("a=t"), back)
    XCTAssertTrue(back.contains("_Ga=d,d=i,i=2,"))
    XCTAssertTrue(back.contains("_Ga=p,i=1,"))
  }

  func testAPictureThatScrollsAwayIsDeletedAndOneThatMovesIsPlacedAnew() {
    var layer = ImageLayer()
    let card = at(1, 3, kitty("dune", id: 1))
    _ = layer.afterFlush([card], redrawnLines: [], wholeScreen: false)
    let moved = at(21, 3, kitty("dune", id: 1))
    let move = text(layer.afterFlush([moved], redrawnLines: [], wholeScreen: false))
    XCTAssertTrue(move.hasPrefix("\(ESC)_Ga=d,d=i,i=1,p=\(ImageLayer.placementID(card.rect)),"))
    XCTAssertTrue(
      move.contains("\(ESC)[4;22H\(ESC)_Ga=p,i=1,p=\(ImageLayer.placementID(moved.rect)),"))
    XCTAssertEqual(
      text(layer.afterFlush([], redrawnLines: [], wholeScreen: false)),
      "\(ESC)_Ga=d,d=i,i=1,p=\(ImageLayer.placementID(moved.rect)),q=2\(ESC)\\")
    XCTAssertEqual(layer.shown, [])
  }

  func testOneFilmInTwoRowsKeepsBothPlacements() {
    var layer = ImageLayer()
    let bytes = text(
      layer.afterFlush(
        [at(1, 3, kitty("dune", id: 1)), at(1, 20, kitty("dune", id: 1))], redrawnLines: [],
        wholeScreen: false))
    XCTAssertEqual(bytes.components(separatedBy: "a=t").count - 1, 1, "uploaded once")
    XCTAssertEqual(bytes.components(separatedBy: "a=p").count - 1, 2, "placed twice")
    XCTAssertNotEqual(
      ImageLayer.placementID(Rect(x: 1, y: 3, width: 20, height: 12)),
      ImageLayer.placementID(Rect(x: 1, y: 20, width: 20, height: 12)))
  }

  func testAWholeRedrawPlacesEveryPictureAgainWithoutUploading() {
    var layer = ImageLayer()
    let dune = at(68, 2, kitty("dune", id: 1))
    _ = layer.afterFlush([dune], redrawnLines: [], wholeScreen: false)
    let again = text(layer.afterFlush([dune], redrawnLines: [], wholeScreen: true))
    XCTAssertEqual(
      again,
      "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(ImageLayer.placementID(dune.rect)),c=16,r=12,C=1,q=2\(ESC)\\\(ESC)8"
    )
  }

  func testLeavingDeletesEveryKittyPictureAndForgetsThem() {
    var layer = ImageLayer()
    XCTAssertEqual(layer.clear(), [], "nothing shown, nothing written")
    _ = layer.afterFlush([at(68, 2, kitty("dune", id: 1))], redrawnLines: [], wholeScreen: false)
    XCTAssertEqual(text(layer.clear()), "\(ESC)_Ga=d,d=A,q=2\(ESC)\\")
    XCTAssertEqual(layer.shown, [])
    // Back from Ctrl-Z: the next frame places it again (the upload is kept by the terminal).
    let back = text(
      layer.afterFlush([at(68, 2, kitty("dune", id: 1))], redrawnLines: [], wholeScreen: true))
    XCTAssertTrue(back.contains("a=p,i=1"))
    XCTAssertFalse(back.contains("a=t"))
  }

  func testSixelIsRedrawnWhenItsLinesAreWrittenAndItsLinesAreRewrittenWhenItGoes() {
    var layer = ImageLayer()
    let poster = at(68, 2, sixel("dune"))
    XCTAssertEqual(layer.linesToRedraw(for: [poster]), [])
    XCTAssertEqual(
      text(layer.afterFlush([poster], redrawnLines: [], wholeScreen: false)),
      "\(ESC)7\(ESC)[3;69H\(ESC)P0;1;0q#0~-\(ESC)\\\(ESC)8")
    // A change on a line below it: nothing; on one of its lines (ncurses may have cleared to
    // the end of the line over it): drawn again.
    XCTAssertEqual(layer.afterFlush([poster], redrawnLines: [20], wholeScreen: false), [])
    XCTAssertFalse(layer.afterFlush([poster], redrawnLines: [5], wholeScreen: false).isEmpty)
    // It goes: its twelve lines are rewritten by ncurses, and no bytes of ours are needed.
    XCTAssertEqual(layer.linesToRedraw(for: []), Array(2..<14))
    XCTAssertEqual(layer.afterFlush([], redrawnLines: Set(2..<14), wholeScreen: false), [])
    XCTAssertEqual(layer.clear(), [], "a painted picture leaves with the screen")
  }

  func testUnderTmuxEveryPictureGoesThroughPassthroughWithDoubledEscapes() {
    var layer = ImageLayer()
    layer.paneOrigin = Point(x: 40, y: 1)
    let poster = at(68, 2, kitty("dune", id: 1, tmux: true))
    let bytes = text(layer.afterFlush([poster], redrawnLines: [], wholeScreen: false))
    let upload = "\(ESC)Ptmux;\(ESC)\(ESC)_Ga=t,i=1;PIXELS\(ESC)\(ESC)\\\(ESC)\\"
    XCTAssertTrue(bytes.hasPrefix(upload), bytes)
    // tmux's own cursor goes to the pane's cell; inside the passthrough, the outer
    // terminal's goes to the same cell offset by the pane's origin.
    XCTAssertTrue(
      bytes.hasSuffix(
        "\(ESC)7\(ESC)[3;69H\(ESC)Ptmux;\(ESC)\(ESC)7\(ESC)\(ESC)[4;109H\(ESC)\(ESC)_Ga=p,i=1,"
          + "p=\(ImageLayer.placementID(poster.rect)),c=16,r=12,C=1,q=2\(ESC)\(ESC)\\"
          + "\(ESC)\(ESC)8\(ESC)\\\(ESC)8"), bytes)
    XCTAssertEqual(
      text(layer.clear()), "\(ESC)Ptmux;\(ESC)\(ESC)_Ga=d,d=A,q=2\(ESC)\(ESC)\\\(ESC)\\")
    XCTAssertEqual(
      ImageLayer.tmuxWrapped(Array("\(ESC)]52;c;eA==\u{07}".utf8)),
      Array("\(ESC)Ptmux;\(ESC)\(ESC)]52;c;eA==\u{07}\(ESC)\\".utf8))
  }

  func testChangedLinesAreTheRowsWhoseCellsDiffer() {
    var before = Buffer(width: 10, height: 4)
    before.put("abc", x: 0, y: 1)
    var after = before
    after.put("x", x: 5, y: 3)
    XCTAssertEqual(Terminal.changedLines(from: before, to: after), [3])
    XCTAssertEqual(
      Terminal.changedLines(from: before, to: Buffer(width: 9, height: 4)), [0, 1, 2, 3])
  }
}
