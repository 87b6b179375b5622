import Foundation
import XCTest

@testable import Images

/// Kept chafa canvases draw what new ones would, and only so many are kept.
final class ChafaCanvasesTests: XCTestCase {
  private let cell = CellPixelSize(width: 8, height: 16)

  /// Every catalog poster drawn in turn on kept canvases (each canvas last drew another
  /// poster) is cell for cell the art a canvas made for it alone draws, in every colour depth
  /// and both symbol sets.
  func testAKeptCanvasDrawsWhatANewOneWould() throws {
    let folder = try Fixtures.posterFolder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".jpg") }.sorted().prefix(6)
    XCTAssertGreaterThan(names.count, 2)
    let images = try names.map {
      try JPEGDecoder().decode(
        Data(contentsOf: folder.appendingPathComponent($0)), minimumWidth: 80, minimumHeight: 56)
    }
    let depths: [ColorDepth] = [.trueColor, .indexed256, .indexed16, .none]
    for depth in depths {
      for symbols in [SymbolSet.blocks, .sextants] {
        let kept = SymbolRenderer(colors: depth, symbols: symbols, canvases: ChafaCanvases())
        for (index, image) in (images + images.reversed()).enumerated() {
          let fresh = SymbolRenderer(colors: depth, symbols: symbols, canvases: ChafaCanvases())
          XCTAssertEqual(
            kept.render(image, columns: 10, rows: 7, cell: cell),
            fresh.render(image, columns: 10, rows: 7, cell: cell),
            "poster \(index), \(depth), \(symbols)")
        }
      }
    }
  }

  /// A kept canvas is taken by one drawing at a time: two posters drawn at once each get
  /// their own, and both come out right.
  func testPostersDrawnAtOnceEachGetTheirOwnCanvas() async throws {
    let folder = try Fixtures.posterFolder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".jpg") }.sorted().prefix(2)
    let images = try names.map {
      try JPEGDecoder().decode(Data(contentsOf: folder.appendingPathComponent($0)))
    }
    let cell = cell
    let expected = images.map {
      SymbolRenderer(colors: .indexed256, symbols: .sextants, canvases: ChafaCanvases())
        .render($0, columns: 12, rows: 9, cell: cell)
    }
    let shared = ChafaCanvases()
    let renderer = SymbolRenderer(colors: .indexed256, symbols: .sextants, canvases: shared)
    let drawn = await withTaskGroup(of: (Int, SymbolArt).self) { group in
      for round in 0..<20 {
        let index = round % images.count
        let image = images[index]
        group.addTask { (index, renderer.render(image, columns: 12, rows: 9, cell: cell)) }
      }
      return await group.reduce(into: [(Int, SymbolArt)]()) { $0.append($1) }
    }
    XCTAssertEqual(drawn.count, 20)
    for (index, art) in drawn { XCTAssertEqual(art, expected[index]) }
    XCTAssertLessThanOrEqual(shared.keptCount, ChafaCanvases.capacity)
  }

  /// Many shapes (a terminal resized again and again) keep no more than the bound.
  func testKeptCanvasesAreBounded() throws {
    let image = try JPEGDecoder().decode(Fixtures.poster().data)
    let canvases = ChafaCanvases()
    let renderer = SymbolRenderer(colors: .trueColor, symbols: .sextants, canvases: canvases)
    for rows in 4..<20 {
      _ = renderer.render(image, columns: 40, rows: rows, cell: cell)
    }
    XCTAssertEqual(canvases.keptCount, ChafaCanvases.capacity)
  }
}
