import Browser
import Foundation
import Screen
import TMDB
import XCTest

/// The states the browser's chaos walks reach (`ChaosWalk`, review29), rendered at random
/// sizes from 1x1 to 300x100 in English, Arabic, Persian and Japanese: no trap, a frame of
/// the size asked for, no control character in a cell, and the frame renderer (which draws
/// only what changed) showing the same cells as a render from nothing.
final class ChaosRenderTests: XCTestCase {
  static let languages = ["en-US", "ar-SA", "fa-IR", "ja-JP"]

  func testStatesOfChaosWalksRenderAtAnySizeInEveryLanguage() {
    var rendered = 0
    // CHAOS_SEEDS=100 for a longer hunt than the suite's.
    let seeds = ProcessInfo.processInfo.environment["CHAOS_SEEDS"].flatMap { Int($0) } ?? 8
    for seed in 101...(100 + max(seeds, 1)) {
      var walk = ChaosWalk(seed: UInt64(seed), start: ChaosWalkStarts.all[seed % 7])
      var renderer = FrameRenderer()
      var size = Size(width: 120, height: 40)
      var language = Self.languages[seed % Self.languages.count]
      for step in 0..<1_500 {
        let place = "seed \(seed) step \(step)"
        walk.step(place)
        if walk.failed { break }
        guard step % 6 == 0 else { continue }
        // Now and then another size (the renderer's memory of the last frame goes stale) or
        // another language.
        if walk.below(8) == 0 { size = randomSize(&walk) }
        if walk.below(12) == 0 { language = walk.pick(Self.languages) }
        let context = languageContext(language)
        let shown = renderer.render(walk.state, size: size, context: context)
        let fresh = render(walk.state, size: size, context: context)
        rendered += 1
        let where_ = "\(place) \(size.width)x\(size.height) \(language)"
        XCTAssertEqual(shown.buffer.width, size.width, where_)
        XCTAssertEqual(shown.buffer.height, size.height, where_)
        guard assertSameCells(shown, fresh, where_) else { break }
        if let cell = shown.buffer.cells.first(where: { cell in
          cell.grapheme.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          }
        }) {
          XCTFail(
            "\(where_): a control character reached a cell: \(cell.grapheme.unicodeScalars.map(\.value))"
          )
          break
        }
        // The layout answers as the app's loop does.
        walk.send(.viewportChanged(rows: Layout.listRows(for: size)), place)
        if let limit = shown.detailScrollLimit { walk.send(.detailScrollLimit(limit), place) }
      }
      XCTAssertFalse(walk.failed, "seed \(seed): see the failures above")
    }
    XCTAssertGreaterThan(rendered, 1_500)
  }

  private func randomSize(_ walk: inout ChaosWalk) -> Size {
    switch walk.below(5) {
    case 0: return Size(width: 1 + walk.below(8), height: 1 + walk.below(5))
    case 1: return Size(width: 300, height: 100)
    case 2: return Size(width: 20 + walk.below(30), height: 6 + walk.below(10))
    default: return Size(width: 40 + walk.below(200), height: 10 + walk.below(60))
    }
  }
}
