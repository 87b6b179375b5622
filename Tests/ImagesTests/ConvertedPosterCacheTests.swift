import Foundation
import ReelTestSupport
import XCTest

@testable import Images

/// A symbol poster is converted once: shown again it comes from memory, and in a new Reel
/// from the converted-art pack on disk, without a download, a decode or a conversion; other
/// cells, colours or symbols are another conversion; a damaged or crafted pack is never
/// shown, only converted again.
final class ConvertedPosterCacheTests: XCTestCase {
  private func rendering(_ colors: ColorDepth = .indexed256) -> PosterRendering {
    PosterRendering(choice: ImageChoice(.symbols, colors: colors, reason: "test"))
  }

  private let card = PosterRequest(posterPath: "/card.jpg", title: "Card", columns: 10, rows: 7)

  /// A loader whose conversions are counted (through the real renderer).
  private func loader(
    _ source: ControlledSource, art pack: URL, colors: ColorDepth = .indexed256,
    counting conversions: Counter, log: Lines = Lines()
  ) -> PosterLoader {
    let renderer = SymbolRenderer(colors: colors)
    return PosterLoader(
      source: source, diskCache: nil, rendering: rendering(colors),
      artCache: ArtPack(file: pack),
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
    let pack = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource { _ in jpeg }
    let conversions = Counter()
    let first = loader(source, art: pack, counting: conversions)
    let shown = try art(await first.load(card))
    _ = try art(await first.load(card))
    XCTAssertEqual(conversions.value, 1, "shown twice, converted once")
    XCTAssertEqual(source.fetched.count, 1)

    // A new Reel: the cells come from the file, with nothing fetched, decoded or converted.
    let offline = ControlledSource { _ throws(ImageFailure) in
      throw .network(.cannotConnect("host"))
    }
    let again = Counter()
    let second = loader(offline, art: pack, counting: again)
    let fromFile = try art(await second.load(card))
    XCTAssertEqual(fromFile, shown)
    XCTAssertEqual(again.value, 0)
    XCTAssertEqual(offline.fetched, [])

    // Other colours or other cells are other conversions, never the cached cells.
    let sixteen = loader(source, art: pack, colors: .indexed16, counting: again)
    let inSixteen = try art(await sixteen.load(card))
    XCTAssertNotEqual(inSixteen, shown)
    var wider = card
    wider.columns = 12
    let widened = try art(await sixteen.load(wider))
    XCTAssertEqual(widened.width, 12)
    XCTAssertEqual(again.value, 2)
  }

  /// A frame asks `ready` without waiting: a poster converted in an earlier Reel is there at
  /// once, the same cells a load gives, once a load has read the pack (the frame never reads
  /// a file of megabytes itself); one never converted, or a crafted record, is not ready.
  func testAPosterConvertedInAnEarlierReelIsReadyWithoutALoadOnceThePackIsRead() async throws {
    let pack = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource { _ in jpeg }
    let loaded = try art(await loader(source, art: pack, counting: Counter()).load(card))
    var other = card
    other.posterPath = "/other.jpg"
    _ = try art(await loader(source, art: pack, counting: Counter()).load(other))

    let conversions = Counter()
    let offline = ControlledSource { _ throws(ImageFailure) in
      throw .network(.cannotConnect("host"))
    }
    let next = loader(offline, art: pack, counting: conversions)
    XCTAssertNil(next.ready(card), "the pack is not read by the frame")
    _ = try art(await next.load(other))
    XCTAssertEqual(next.ready(card), .symbols(loaded), "read by a load: ready at once")
    XCTAssertEqual(next.cached(card), .symbols(loaded), "and kept in memory")
    var never = card
    never.posterPath = "/never.jpg"
    XCTAssertNil(next.ready(never))
    var wider = card
    wider.columns = 12
    XCTAssertNil(next.ready(wider), "other cells are another conversion")
    XCTAssertEqual(conversions.value, 0)
    XCTAssertEqual(offline.fetched, [])

    // A record that would put an escape on the screen is not ready: a load converts again.
    let good = try Data(contentsOf: pack)
    let records = ArtPack.records(in: good)
    let name = try XCTUnwrap(records.keys.first { $0.hasSuffix("/card.jpg") })
    let cells = try XCTUnwrap(records[name])
    var escape = good
    escape[cells.lowerBound + 9] = 0x1B
    let sum = ArtPack.checksum(Array(name.utf8), escape[cells])
    for byte in 0..<4 {
      escape[cells.upperBound + byte] = UInt8((sum >> (8 * UInt32(byte))) & 0xFF)
    }
    try escape.write(to: pack)
    let crafted = loader(source, art: pack, counting: conversions)
    _ = try art(await crafted.load(other))
    XCTAssertNil(crafted.ready(card))
    let convertedAgain = try art(await crafted.load(card))
    XCTAssertEqual(convertedAgain, loaded)
    XCTAssertEqual(conversions.value, 1)
  }

  func testACraftedOrDamagedPackIsConvertedAgainNeverShown() async throws {
    let pack = try makeTemporaryFolder(self).appendingPathComponent("posters.pack")
    let jpeg = try Fixtures.poster().data
    let source = ControlledSource { _ in jpeg }
    let shown = try art(await loader(source, art: pack, counting: Counter()).load(card))
    let good = try Data(contentsOf: pack)
    let records = ArtPack.records(in: good)
    XCTAssertEqual(records.count, 1)
    let cells = try XCTUnwrap(records.values.first)
    let name = try XCTUnwrap(records.keys.first)

    // An escape sequence in place of the first symbol, its checksum made to match.
    var escape = good
    escape[cells.lowerBound + 9] = 0x1B
    let sum = ArtPack.checksum(Array(name.utf8), escape[cells])
    for byte in 0..<4 {
      escape[cells.upperBound + byte] = UInt8((sum >> (8 * UInt32(byte))) & 0xFF)
    }
    // A record cut short, a flipped byte the checksum catches, a header of another kind.
    var flipped = good
    flipped[cells.lowerBound + 20] ^= 0x40
    var otherKind = good
    otherKind[0] = UInt8(ascii: "X")
    for (crafted, why) in [
      (escape, "an escape"), (good.prefix(good.count - 3), "cut short"), (flipped, "flipped"),
      (otherKind, "not a pack"), (Data(), "empty"),
    ] {
      try crafted.write(to: pack)
      let lines = Lines()
      let again = Counter()
      let loaded = try art(
        await loader(source, art: pack, counting: again, log: lines).load(card))
      XCTAssertEqual(loaded, shown, "\(why): converted again, not read from the pack")
      XCTAssertEqual(again.value, 1, why)
      let logged =
        why == "an escape"
        ? ["poster /card.jpg: the converted poster in the cache is unusable; converting again"]
        : []
      XCTAssertEqual(lines.all, logged, why)
      // The good conversion is kept: a new Reel reads it back.
      let next = Counter()
      let reread = try art(await loader(source, art: pack, counting: next).load(card))
      XCTAssertEqual(reread, shown, why)
      XCTAssertEqual(next.value, 0, "\(why): kept again")
    }
  }

  func testThePackStartsAgainPastItsBoundOrItsAge() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("posters.pack")
    let small = ArtPack(file: file, limitBytes: 100)
    try small.write(Data(repeating: 1, count: 40), name: "a")
    try small.write(Data(repeating: 2, count: 40), name: "b")
    XCTAssertNil(small.read("a"), "the second record did not fit: the pack started again")
    XCTAssertEqual(small.read("b"), Data(repeating: 2, count: 40))
    XCTAssertEqual(ArtPack(file: file, limitBytes: 100).read("b"), Data(repeating: 2, count: 40))

    let later = ArtPack(file: file, now: { Date(timeIntervalSinceNow: 200 * 24 * 3600) })
    XCTAssertNil(later.read("b"), "six months is the limit")
    XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
  }

  /// The records' checksum is FNV-1a over the name and the data, whatever holds the bytes:
  /// an array, a `Data`, a slice of one, or a sequence without storage (read a byte at a time).
  func testTheChecksumIsFNV1aOverNameAndDataHoweverTheyAreHeld() {
    let foobar: UInt32 = 0xBF9C_F968  // FNV-1a of "foobar"
    let bar = Data("xbar".utf8).dropFirst()
    XCTAssertEqual(ArtPack.checksum(Array("foo".utf8), Data("bar".utf8)), foobar)
    XCTAssertEqual(ArtPack.checksum(Array("foo".utf8), bar), foobar)
    XCTAssertEqual(ArtPack.checksum(AnySequence("foo".utf8), AnySequence("bar".utf8)), foobar)
    XCTAssertEqual(ArtPack.checksum(Array("foobar".utf8), Data()), foobar)
    XCTAssertEqual(ArtPack.checksum([UInt8](), Data()), 2_166_136_261)
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

  /// Every poster symbol read back from a file is the cell its character makes, and its
  /// scalar (which the screen takes) is the character's: the file's table of made characters
  /// gives each value its own character, and a cell's scalar follows a changed character.
  func testEveryPosterSymbolReadBackIsTheCellItsCharacterMakes() throws {
    let values: [UInt32] = [0x20] + Array(0x2580...0x259F) + Array(0x1FB00...0x1FB3B)
    let cells = try values.map { value in
      let scalar = try XCTUnwrap(Unicode.Scalar(value))
      return SymbolCell(
        Character(String(scalar)), foreground: .indexed(UInt8(value & 0xFF)),
        background: .rgb(1, 2, UInt8(value & 0x7F)))
    }
    let art = SymbolArt(width: values.count, height: 1, cells: cells)
    let read = try XCTUnwrap(SymbolArtFile.decode(SymbolArtFile.encode(art)))
    XCTAssertEqual(read, art)
    for (index, value) in values.enumerated() {
      XCTAssertEqual(read.cells[index].character, Character(String(UnicodeScalar(value)!)))
      XCTAssertEqual(read.cells[index].scalar?.value, value)
      XCTAssertEqual(cells[index].scalar?.value, value)
    }
    // Bytes one past each range are not poster symbols.
    for outside: UInt32 in [0x1F, 0x21, 0x257F, 0x25A0, 0x1FAFF, 0x1FB3C] {
      var bytes = SymbolArtFile.encode(SymbolArt(width: 1, height: 1))
      bytes[9] = UInt8(outside & 0xFF)
      bytes[10] = UInt8((outside >> 8) & 0xFF)
      bytes[11] = UInt8((outside >> 16) & 0xFF)
      XCTAssertNil(SymbolArtFile.decode(bytes), String(outside, radix: 16))
    }
    // A cell not well formed after others were read: nothing.
    var lastBad = SymbolArtFile.encode(art)
    lastBad[lastBad.count - 12] = 0x41
    XCTAssertNil(SymbolArtFile.decode(lastBad), "a letter in the last cell")
    var lastColour = SymbolArtFile.encode(art)
    lastColour[lastColour.count - 4] = 7
    XCTAssertNil(SymbolArtFile.decode(lastColour), "an unknown colour kind in the last cell")
    var changed = SymbolCell("▀")
    changed.character = "e\u{301}"
    XCTAssertNil(changed.scalar, "two scalars")
    changed.character = "▞"
    XCTAssertEqual(changed.scalar, "▞")
    XCTAssertEqual(changed, SymbolCell("▞"))
  }
}
