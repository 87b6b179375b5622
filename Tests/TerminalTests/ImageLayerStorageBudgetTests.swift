import Screen
import XCTest

@testable import Terminal

/// kitty drops the oldest stored pictures once ~320 MB is stored; a picture Reel still believed
/// uploaded was then placed as nothing (a blank poster). Reel keeps what it stores within a
/// budget, deletes in the terminal what it forgets (so both agree), and uploads a forgotten
/// picture again when it comes back.
final class ImageLayerStorageBudgetTests: XCTestCase {
  /// Each picture costs 1000 bytes; the budget holds three.
  private func poster(_ id: UInt32) -> ImagePlacement {
    let upload = Array("\u{1B}_Ga=t,i=\(id);".utf8)
    let transmit =
      upload + [UInt8](repeating: UInt8(ascii: "A"), count: 1000 - upload.count - 2)
      + Array("\u{1B}\\".utf8)
    let image = OutOfBandImage(
      key: "poster\(id)", kind: .stored(id: id), size: Size(width: 16, height: 12),
      transmit: transmit)
    return ImagePlacement(rect: Rect(x: 68, y: 2, width: 20, height: 12), image: image)
  }

  private func show(_ layer: inout ImageLayer, _ ids: [UInt32]) -> String {
    let bytes = layer.afterFlush(ids.map(poster), overwritten: { _ in false }, wholeScreen: false)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func uploads(_ out: String, _ id: UInt32) -> Bool { out.contains("a=t,i=\(id);") }
  private func frees(_ out: String, _ id: UInt32) -> Bool { out.contains("a=d,d=I,i=\(id),") }

  func testTheLeastRecentlyPlacedIsForgottenDeletedAndUploadedAgainWhenItComesBack() {
    var layer = ImageLayer(storageBudget: 3000)
    XCTAssertTrue(uploads(show(&layer, [1]), 1))
    XCTAssertTrue(uploads(show(&layer, [2]), 2))
    XCTAssertTrue(uploads(show(&layer, [3]), 3))
    // Film 1 again: still stored, placed by id only, and now the most recently placed.
    let again = show(&layer, [1])
    XCTAssertFalse(uploads(again, 1), again)
    XCTAssertTrue(again.contains("a=p,i=1,"), again)
    // A fourth picture passes the budget: the least recently placed (2) is forgotten, its
    // pixels deleted in the terminal; 1 and 3 are kept.
    let fourth = show(&layer, [4])
    XCTAssertTrue(uploads(fourth, 4), fourth)
    XCTAssertTrue(frees(fourth, 2), fourth)
    XCTAssertFalse(frees(fourth, 1) || frees(fourth, 3), fourth)
    // Film 2 comes back: uploaded again (not placed as an id the terminal no longer holds).
    let back = show(&layer, [2])
    XCTAssertTrue(uploads(back, 2), back)
    XCTAssertTrue(back.contains("a=p,i=2,"), back)
    XCTAssertTrue(frees(back, 3), back)
    // Film 1 is still held.
    XCTAssertFalse(uploads(show(&layer, [1]), 1))
  }

  func testPicturesOnScreenAreNeverForgottenWhateverTheyCost() {
    var layer = ImageLayer(storageBudget: 2000)
    var rows: [ImagePlacement] = []
    for id: UInt32 in 1...4 {
      var placement = poster(id)
      placement.rect.y = Int(id) * 12
      rows.append(placement)
    }
    let all = String(
      decoding: layer.afterFlush(rows, overwritten: { _ in false }, wholeScreen: false),
      as: UTF8.self)
    XCTAssertFalse(all.contains("d=I"), "a picture on screen was deleted: \(all)")
    // Once they leave the screen, the oldest go until the budget holds.
    let next = show(&layer, [5])
    XCTAssertTrue(frees(next, 1) && frees(next, 2) && frees(next, 3), next)
    XCTAssertFalse(frees(next, 4) || frees(next, 5), next)
    // Leaving the screen forgets everything (kitty's delete-all), so all upload anew.
    _ = layer.clear()
    XCTAssertTrue(uploads(show(&layer, [4]), 4))
  }

  func testTheDefaultBudgetIsWellUnderKittysQuota() {
    XCTAssertLessThanOrEqual(ImageLayer().storageBudget, 160 * 1024 * 1024)
    XCTAssertGreaterThanOrEqual(ImageLayer().storageBudget, 64 * 1024 * 1024)
  }
}
