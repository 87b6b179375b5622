import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// A symbol poster is converted once: shown again it comes from memory, and in a new Reel
/// from the converted-art cache on disk, without a download, a decode or a conversion; other
/// cells, colours or symbols are another conversion; a damaged or crafted cache file is never
/// shown, only converted again.
final class ConvertedPosterCacheTests: XCTestCase {
  private func rendering(_ colors: ColorDepth = .indexed256) -> PosterRendering {
    PosterRendering(choice: ImageChoice(.symbols, colors: colors, reason: "test"))
  }

  private let card = PosterRequest(posterPath: "/card.jpg", title: "Card", columns: 10, rows: 7)

  /// A loader whose conversions are counted (through the real renderer).
  private func loader(
    _ source: ControlledSource, art folder: URL, colors: ColorDepth = .indexed256,
    counting conversions: Counter, log: Lines = Lines()
  ) -> PosterLoader {
    let renderer = SymbolRenderer(colors: colors)
    return PosterLoader(
      source: source, diskCache: nil, rendering: rendering(colors),
      artCache: DiskImageCache(directory: folder),
      convert: { image, columns, rows, cell in
        conversions.add()
        return renderer.render(image, columns: columns, rows: rows, cell: cell)
      }, log: { log.add($0) })
  }

  private func art(_ result: PosterResult) throws -> SymbolArt {
    guard case .poster(.symbols(let art)) = result else {
      XCTFail("not a symbol poster: \(result)")
      throw CancellationError()
    }
    return art
  }

  func testAPosterShownTwiceConvertsOnceAndANewReelConvertsItNever() async throws {
    let folder = try makeTemporaryFolder(self)
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource { _ in jpeg }
    let conversions = Counter()
    let first = loader(source, art: folder, counting: conversions)
    let shown = try art(await first.load(card))
    _ = try art(await first.load(card))
    XCTAssertEqual(conversions.value, 1, "shown twice, converted once")
    XCTAssertEqual(source.fetched.count, 1)

    // A new Reel: the cells come from the file, with nothing fetched, decoded or converted.
    let offline = ControlledSource { _ throws(ImageFailure) in
      throw .network(.cannotConnect("host"))
    }
    let again = Counter()
    let second = loader(offline, art: folder, counting: again)
    let fromFile = try art(await second.load(card))
    XCTAssertEqual(fromFile, shown)
    XCTAssertEqual(again.value, 0)
    XCTAssertEqual(offline.fetched, [])

    // Other colours or other cells are other conversions, never the cached cells.
    let sixteen = loader(source, art: folder, colors: .indexed16, counting: again)
    let inSixteen = try art(await sixteen.load(card))
    XCTAssertNotEqual(inSixteen, shown)
    var wider = card
    wider.columns = 12
    let widened = try art(await sixteen.load(wider))
    XCTAssertEqual(widened.width, 12)
    XCTAssertEqual(again.value, 2)
  }

  func testACraftedOrDamagedCacheFileIsConvertedAgainAndReplaced() async throws {
    let folder = try makeTemporaryFolder(self)
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource { _ in jpeg }
    let conversions = Counter()
    let shown = try art(await loader(source, art: folder, counting: conversions).load(card))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertEqual(names.count, 1, "\(names)")
    let file = folder.appendingPathComponent(try XCTUnwrap(names.first))
    let good = try Data(contentsOf: file)

    // An escape sequence in place of the first symbol, a cut file, a lying header.
    var escape = good
    escape.replaceSubrange(9..<13, with: [0x1B, 0, 0, 0])
    var huge = good
    huge.replaceSubrange(5..<9, with: [0xFF, 0xFF, 0xFF, 0xFF])
    for crafted in [escape, good.prefix(good.count - 5), huge, Data("RART".utf8), Data()] {
      try crafted.write(to: file)
      let lines = Lines()
      let again = Counter()
      let loaded = try art(
        await loader(source, art: folder, counting: again, log: lines).load(card))
      XCTAssertEqual(loaded, shown, "converted again, not read from the crafted file")
      XCTAssertEqual(again.value, 1)
      XCTAssertEqual(
        lines.all,
        ["poster /card.jpg: the converted poster in the cache is unusable; converting again"])
      XCTAssertEqual(try Data(contentsOf: file), good, "replaced by the good conversion")
    }
  }

  func testArtFilesRoundTripEveryKindOfColourAndRefuseWhatIsNotAPoster() {
    let cells = [
      SymbolCell("▀", foreground: .rgb(1, 2, 3), background: .indexed(200)),
      SymbolCell(" "),
      SymbolCell("🬀", foreground: .indexed(7), background: .terminalDefault),
      SymbolCell("▞", foreground: .terminalDefault, background: .rgb(255, 0, 128)),
    ]
    let art = SymbolArt(width: 2, height: 2, cells: cells)
    XCTAssertEqual(SymbolArtFile.decode(SymbolArtFile.encode(art)), art)

    for character: Character in ["A", "\u{9B}", "\u{202E}", "界", "\u{7F}"] {
      var hostile = art
      hostile[0, 0] = SymbolCell(character)
      XCTAssertNil(SymbolArtFile.decode(SymbolArtFile.encode(hostile)), "\(character)")
    }
    var badColour = SymbolArtFile.encode(art)
    badColour[13] = 9
    XCTAssertNil(SymbolArtFile.decode(badColour), "an unknown colour kind")
  }
}
