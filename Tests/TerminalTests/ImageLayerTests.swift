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
      text(layer.afterFlush([dune], overwritten: { _ in false }, wholeScreen: false)),
      "\(ESC)_Ga=t,i=1;PIXELS\(ESC)\\"
        + "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(ImageLayer.placementID(dune.rect)),c=16,r=12,C=1,q=2\(ESC)\\\(ESC)8"
    )
    // The same frame again (a key that changed only text elsewhere): nothing at all, even
    // where ncurses wrote around it (kitty keeps its pictures apart from the cells).
    XCTAssertEqual(layer.afterFlush([dune], overwritten: { _ in true }, wholeScreen: false), [])
    // Another film selected: the old placement goes, the new picture is uploaded and placed.
    let arrival = at(68, 2, kitty("arrival", id: 2))
    let change = text(layer.afterFlush([arrival], overwritten: { _ in false }, wholeScreen: false))
    XCTAssertTrue(
      change.hasPrefix(
        "\(ESC)_Ga=d,d=i,i=1,p=\(ImageLayer.placementID(dune.rect)),q=2\(ESC)\\\(ESC)_Ga=t,i=2;"),
      change)
    XCTAssertTrue(change.contains("\(ESC)[3;69H\(ESC)_Ga=p,i=2,"))
    // Back to the first: placed again by id, never uploaded twice.
    let back = text(layer.afterFlush([dune], overwritten: { _ in false }, wholeScreen: false))
    XCTAssertFalse(back.contains("a=t"), back)
    XCTAssertTrue(back.contains("_Ga=d,d=i,i=2,"))
    XCTAssertTrue(back.contains("_Ga=p,i=1,"))
  }

  /// gfx2: a kitty poster scrolled partly out of its pane is placed with a source rectangle
  /// (the band of its uploaded pixels still in view) into as many rows; scrolling further
  /// replaces the placement under the same ids, never uploading or deleting in between.
  func testAKittyPictureScrolledPartlyAwayIsCroppedToItsVisibleRows() {
    var layer = ImageLayer()
    let image = OutOfBandImage(
      key: "dune", kind: .stored(id: 1), size: Size(width: 16, height: 12),
      transmit: Array("\u{1B}_Ga=t,i=1;PIXELS\u{1B}\\".utf8),
      pixelSize: Size(width: 160, height: 240))
    let whole = ImagePlacement(rect: Rect(x: 68, y: 2, width: 20, height: 12), image: image)
    let id = ImageLayer.placementID(whole.rect)
    _ = layer.afterFlush([whole], overwritten: { _ in false }, wholeScreen: false)
    // Three rows scrolled away: pixel rows 60..<240 into nine cell rows at the pane's top.
    let scrolled = ImagePlacement(
      rect: Rect(x: 68, y: 2, width: 20, height: 9), image: image, visibleRows: 3..<12)
    XCTAssertEqual(
      text(layer.afterFlush([scrolled], overwritten: { _ in false }, wholeScreen: false)),
      "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(id),x=0,y=60,w=160,h=180,c=16,r=9,C=1,q=2\(ESC)\\\(ESC)8"
    )
    // One more row.
    let further = ImagePlacement(
      rect: Rect(x: 68, y: 2, width: 20, height: 8), image: image, visibleRows: 4..<12)
    XCTAssertEqual(
      text(layer.afterFlush([further], overwritten: { _ in false }, wholeScreen: false)),
      "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(id),x=0,y=80,w=160,h=160,c=16,r=8,C=1,q=2\(ESC)\\\(ESC)8"
    )
    // Cut at the bottom instead: the top band.
    let top = ImagePlacement(
      rect: Rect(x: 68, y: 2, width: 20, height: 5), image: image, visibleRows: 0..<5)
    XCTAssertTrue(
      text(layer.afterFlush([top], overwritten: { _ in false }, wholeScreen: false)).contains(
        "_Ga=p,i=1,p=\(id),x=0,y=0,w=160,h=100,c=16,r=5,C=1,q=2"))
    // Whole again: the plain placement, still no upload.
    let back = text(layer.afterFlush([whole], overwritten: { _ in false }, wholeScreen: false))
    XCTAssertEqual(
      back,
      "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(id),c=16,r=12,C=1,q=2\(ESC)\\\(ESC)8")
    // Scrolled out entirely: the placement is deleted.
    XCTAssertEqual(
      text(layer.afterFlush([], overwritten: { _ in false }, wholeScreen: false)),
      "\(ESC)_Ga=d,d=i,i=1,p=\(id),q=2\(ESC)\\")
  }

  func testAPictureThatScrollsAwayIsDeletedAndOneThatMovesIsPlacedAnew() {
    var layer = ImageLayer()
    let card = at(1, 3, kitty("dune", id: 1))
    _ = layer.afterFlush([card], overwritten: { _ in false }, wholeScreen: false)
    let moved = at(21, 3, kitty("dune", id: 1))
    let move = text(layer.afterFlush([moved], overwritten: { _ in false }, wholeScreen: false))
    XCTAssertTrue(move.hasPrefix("\(ESC)_Ga=d,d=i,i=1,p=\(ImageLayer.placementID(card.rect)),"))
    XCTAssertTrue(
      move.contains("\(ESC)[4;22H\(ESC)_Ga=p,i=1,p=\(ImageLayer.placementID(moved.rect)),"))
    XCTAssertEqual(
      text(layer.afterFlush([], overwritten: { _ in false }, wholeScreen: false)),
      "\(ESC)_Ga=d,d=i,i=1,p=\(ImageLayer.placementID(moved.rect)),q=2\(ESC)\\")
    XCTAssertEqual(layer.shown, [])
  }

  func testOneFilmInTwoRowsKeepsBothPlacements() {
    var layer = ImageLayer()
    let bytes = text(
      layer.afterFlush(
        [at(1, 3, kitty("dune", id: 1)), at(1, 20, kitty("dune", id: 1))],
        overwritten: { _ in false },
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
    _ = layer.afterFlush([dune], overwritten: { _ in false }, wholeScreen: false)
    let again = text(layer.afterFlush([dune], overwritten: { _ in false }, wholeScreen: true))
    XCTAssertEqual(
      again,
      "\(ESC)7\(ESC)[3;69H\(ESC)_Ga=p,i=1,p=\(ImageLayer.placementID(dune.rect)),c=16,r=12,C=1,q=2\(ESC)\\\(ESC)8"
    )
  }

  func testLeavingDeletesEveryKittyPictureAndForgetsThem() {
    var layer = ImageLayer()
    XCTAssertEqual(layer.clear(), [], "nothing shown, nothing written")
    _ = layer.afterFlush(
      [at(68, 2, kitty("dune", id: 1))], overwritten: { _ in false }, wholeScreen: false)
    XCTAssertEqual(text(layer.clear()), "\(ESC)_Ga=d,d=A,q=2\(ESC)\\")
    XCTAssertEqual(layer.shown, [])
    // Back from Ctrl-Z: the next frame uploads it again (d=A freed it) and places it.
    let back = text(
      layer.afterFlush(
        [at(68, 2, kitty("dune", id: 1))], overwritten: { _ in false }, wholeScreen: true))
    XCTAssertTrue(back.hasPrefix("\(ESC)_Ga=t,i=1;"), back)
    XCTAssertTrue(back.contains("a=p,i=1"))
  }

  func testSixelIsRedrawnWhenItsLinesAreWrittenAndItsLinesAreRewrittenWhenItGoes() {
    var layer = ImageLayer()
    let poster = at(68, 2, sixel("dune"))
    XCTAssertEqual(layer.linesToRedraw(for: [poster]), [])
    XCTAssertEqual(
      text(layer.afterFlush([poster], overwritten: { _ in false }, wholeScreen: false)),
      "\(ESC)7\(ESC)[3;69H\(ESC)P0;1;0q#0~-\(ESC)\\\(ESC)8")
    // Nothing written over it: nothing; ncurses may have written over it: drawn again.
    XCTAssertEqual(layer.afterFlush([poster], overwritten: { _ in false }, wholeScreen: false), [])
    XCTAssertFalse(
      layer.afterFlush([poster], overwritten: { $0.y == 2 }, wholeScreen: false).isEmpty)
    // It goes: its twelve lines are rewritten by ncurses, and no bytes of ours are needed.
    XCTAssertEqual(layer.linesToRedraw(for: []), Array(2..<14))
    XCTAssertEqual(layer.afterFlush([], overwritten: { _ in true }, wholeScreen: false), [])
    XCTAssertEqual(layer.clear(), [], "a painted picture leaves with the screen")
  }

  func testUnderTmuxEveryPictureGoesThroughPassthroughWithDoubledEscapes() {
    var layer = ImageLayer()
    layer.paneOrigin = Point(x: 40, y: 1)
    let poster = at(68, 2, kitty("dune", id: 1, tmux: true))
    let bytes = text(layer.afterFlush([poster], overwritten: { _ in false }, wholeScreen: false))
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

  func testWhatNcursesMayHaveWrittenOverAPaintedPicture() {
    let rect = Rect(x: 10, y: 1, width: 5, height: 2)
    var before = Buffer(width: 30, height: 4)
    before.put("│", x: 4, y: 1)
    before.put("│", x: 4, y: 2)
    // A change to the right of it: ncurses never writes leftwards.
    var after = before
    after.put("x", x: 20, y: 1)
    XCTAssertFalse(Terminal.mayHaveOverwritten(rect, from: before, to: after))
    // A change left of it behind text that stayed: nothing can reach it.
    after = before
    after.put("x", x: 2, y: 1)
    XCTAssertFalse(Terminal.mayHaveOverwritten(rect, from: before, to: after))
    // A change left of it with only blanks between: a clear to the end of the line may have.
    after = before
    after.put("x", x: 6, y: 2)
    XCTAssertTrue(Terminal.mayHaveOverwritten(rect, from: before, to: after))
    // Its own border changing (a card selected) is just left of it.
    after = before
    after.put("┃", x: 9, y: 1)
    XCTAssertTrue(Terminal.mayHaveOverwritten(rect, from: before, to: after))
    // A change on another line: no.
    after = before
    after.put("x", x: 11, y: 3)
    XCTAssertFalse(Terminal.mayHaveOverwritten(rect, from: before, to: after))
    XCTAssertTrue(
      Terminal.mayHaveOverwritten(rect, from: before, to: Buffer(width: 31, height: 4)),
      "a new size is a new screen")
  }
}
