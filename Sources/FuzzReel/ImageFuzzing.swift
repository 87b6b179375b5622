import Foundation
import Images

/// The `images` target: one input is read every way Reel reads poster bytes it did not make.
///
/// - as a downloaded poster: decoded (at full size and scaled in the decoder), drawn in symbols
///   (the quadrant drawer and chafa's, blocks and sextants, every colour depth) and encoded for
///   kitty, sixel and iTerm2 at a few cell sizes, each checked for what it promises the
///   terminal (the rectangle asked for, only poster symbols, no escape a sequence does not
///   own);
/// - as a converted poster (`SymbolArtFile`): refused, or cells of poster symbols that read
///   back the same once written again;
/// - as `posters.pack`: read as a new Reel reads it, after which a poster written must read
///   back in the next Reel (damage is cut off, never in the way), and every record a plain
///   reading finds before the damage is there with its own bytes (never another's);
/// - as a file in the disk image cache, under a name made of the same bytes: it never lands
///   outside the cache's folder, and reads back as written.
enum ImageFuzzing {
  /// Smaller than the app's limits (8192 a side, 16 M pixels) so that one input costs
  /// milliseconds: the limits themselves are `JPEGDecoderTests`' and `HostileJPEGTests`'.
  private static let decoder = JPEGDecoder(maxSide: 2048, maxPixels: 1_000_000)

  /// A folder of this process's own, emptied for each input.
  private static let folder: URL = {
    let url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
      .appendingPathComponent("reel-fuzz-images-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static func run(_ data: Data) {
    poster(data)
    artFile(data)
    pack(data)
    packWriters(data)
    diskCache(data)
  }

  // MARK: a downloaded poster

  /// At full size for the picture protocols (drawn pixel for pixel), scaled in the decoder for
  /// symbols, as the loader decodes for each: every drawing once, so that an input costs
  /// milliseconds in the fuzzer's unoptimised build.
  private static func poster(_ data: Data) {
    if let image = try? decoder.decode(data) {
      checkPixels(image)
      terminal(image, jpeg: data)
    }
    if let image = try? decoder.decode(data, minimumWidth: 40, minimumHeight: 28) {
      checkPixels(image)
      symbols(image)
    }
  }

  private static func checkPixels(_ image: RGBImage) {
    check(image.width > 0 && image.height > 0, "an empty image decoded")
    check(image.pixels.count == image.width * image.height * 3, "pixels do not fill it")
  }

  private static func symbols(_ image: RGBImage) {
    let ways: [(ColorDepth, SymbolSet)] = [
      (.trueColor, .blocks), (.indexed256, .blocks), (.indexed16, .blocks), (.none, .sextants),
      (.trueColor, .sextants),
    ]
    for (colors, set) in ways {
      for (columns, rows) in [(10, 7), (1, 1)] {
        let art = SymbolRenderer(colors: colors, symbols: set).render(
          image, columns: columns, rows: rows, cell: .fallback)
        check(art.width == columns && art.height == rows, "art is not the rectangle asked for")
        checkPosterSymbols(art)
        // A converted poster reads back as the cells it was written from.
        check(SymbolArtFile.decode(SymbolArtFile.encode(art)) == art, "art file round trip")
        for line in art.ansiLines { checkSGROnly(line) }
      }
    }
  }

  private static func terminal(_ image: RGBImage, jpeg: Data) {
    let cells = [CellPixelSize(width: 1, height: 1), CellPixelSize(width: 7, height: 15)]
    for imageProtocol in [ImageProtocol.kitty, .sixel, .iterm] {
      let choice = ImageChoice(imageProtocol, colors: .trueColor, reason: "fuzz")
      for cell in cells {
        for (columns, rows) in [(10, 7), (3, 30)] {
          guard
            let made = TerminalImage.make(
              image, jpeg: jpeg, choice: choice, columns: columns, rows: rows, cell: cell,
              kittyID: 7)
          else { continue }
          check(
            made.columns >= 1 && made.columns <= columns && made.rows >= 1 && made.rows <= rows,
            "\(imageProtocol) drawn outside its rectangle")
          checkSequences(made.payload, imageProtocol)
          if let printed = PrintedPicture.bytes(made) {
            check(printed.count > made.payload.count, "a printed picture without its payload")
          }
        }
      }
    }
  }

  /// Every byte of an image protocol's payload is inside sequences of its own kind, so the
  /// terminal is left as it was found whatever the pixels were.
  private static func checkSequences(_ bytes: [UInt8], _ kind: ImageProtocol) {
    switch kind {
    case .sixel:
      check(bytes.starts(with: Array("\u{1B}P".utf8)), "a sixel not opened by DCS")
      check(bytes.suffix(2).elementsEqual([0x1B, 0x5C]), "a sixel not closed by ST")
      // Between them, sixel data only: printable ASCII, no second escape.
      for byte in bytes.dropFirst(2).dropLast(2) {
        check((0x20...0x7E).contains(byte), "a sixel holds byte \(byte)")
      }
    case .kitty:
      var rest = bytes[...]
      while !rest.isEmpty {
        check(rest.starts(with: Array("\u{1B}_G".utf8)), "kitty data outside a command")
        guard let end = rest.firstIndex(of: 0x1B, after: rest.startIndex) else {
          check(false, "a kitty command not closed")
          return
        }
        check(rest[end...].dropFirst().first == 0x5C, "a kitty command not closed by ST")
        let command = rest[rest.startIndex..<end]
        if let semicolon = command.firstIndex(of: UInt8(ascii: ";")) {
          check(command[(semicolon + 1)...].count <= 4096, "a kitty chunk over 4096 bytes")
        }
        rest = rest[(end + 2)...]
      }
    case .iterm:
      check(bytes.starts(with: Array("\u{1B}]1337;File=".utf8)), "an iTerm2 picture not OSC")
      check(bytes.last == 0x07, "an iTerm2 picture not closed by BEL")
      check(bytes.dropLast().filter { $0 < 0x20 }.count == 1, "a control byte inside it")
    case .symbols, .off:
      break
    }
  }

  // MARK: a converted poster

  private static func artFile(_ data: Data) {
    guard let art = SymbolArtFile.decode(data) else { return }
    checkPosterSymbols(art)
    check(art.cells.count == art.width * art.height, "cells do not fill the art")
    check(SymbolArtFile.decode(SymbolArtFile.encode(art)) == art, "art file round trip")
  }

  private static func checkPosterSymbols(_ art: SymbolArt) {
    for cell in art.cells {
      let scalars = cell.character.unicodeScalars
      check(scalars.count == 1, "a cell of \(scalars.count) scalars")
      let value = scalars.first?.value ?? 0
      check(
        value == 0x20 || (0x2580...0x259F).contains(value) || (0x1FB00...0x1FB3B).contains(value),
        "a cell holds U+\(String(value, radix: 16)), not a poster symbol")
    }
  }

  /// A line of symbol art printed with colours: escapes only as SGR ("ESC [ digits ; m").
  private static func checkSGROnly(_ line: String) {
    var bytes = Array(line.utf8)[...]
    while let escape = bytes.firstIndex(of: 0x1B) {
      let sequence = bytes[escape...].prefix { $0 != UInt8(ascii: "m") }
      check(sequence.dropFirst().first == UInt8(ascii: "["), "an escape that is not CSI")
      check(
        sequence.dropFirst(2).allSatisfy {
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ";")
        }, "a CSI that is not SGR")
      bytes = bytes[(escape + sequence.count)...].dropFirst()
    }
    check(!bytes.contains { $0 < 0x20 }, "a control byte in a printed row")
  }

  // MARK: posters.pack

  private static func pack(_ data: Data) {
    let file = folder.appendingPathComponent("posters.pack")
    try? FileManager.default.removeItem(at: file)
    guard FileManager.default.createFile(atPath: file.path, contents: data) else { return }
    // Dated by its own header (a second later), so that its records are read, not its age; a
    // clock can be set no later than the year 36812, and a pack dated past it is started again.
    let created = data.count >= 13 ? littleEndian(data, at: 5, bytes: 8) : 0
    let believable = created < 1 << 40
    let now = Date(timeIntervalSince1970: believable ? TimeInterval(created) + 1 : 1e9)
    let first = ArtPack(file: file, now: { now })
    let expected = believable ? PlainPackReading.records(data) : []
    for (name, bytes) in expected.prefix(8) {
      check(first.read(name) == bytes, "pack record \(name.debugDescription) read otherwise")
    }
    let written = Data("fuzz".utf8) + data.prefix(64)
    do {
      try first.write(written, name: "written by the next Reel")
    } catch {
      return  // not written (the folder is gone): nothing to read back
    }
    let next = ArtPack(file: file, now: { now })
    check(next.read("written by the next Reel") == written, "a poster written is lost")
    for (name, bytes) in expected.prefix(8) where name != "written by the next Reel" {
      let found = next.read(name)
      check(found == nil || found == bytes, "pack record \(name.debugDescription) changed")
    }
  }

  /// Reels appending to one pack in the order the bytes say (each byte: which Reel, which
  /// poster; some bytes start a Reel again): a new Reel then finds every poster as last written,
  /// whoever wrote it, and no poster's cells under another's name.
  private static func packWriters(_ data: Data) {
    let file = folder.appendingPathComponent("shared.pack")
    try? FileManager.default.removeItem(at: file)
    // Each Reel reads the pack at its first poster, before it has anything to append.
    func started() -> ArtPack {
      let reel = ArtPack(file: file)
      _ = reel.read("a poster looked up at the start")
      return reel
    }
    var reels = [started(), started(), started()]
    var last: [String: Data] = [:]
    for (step, byte) in data.prefix(256).enumerated() {
      let which = Int(byte % 3)
      if byte >= 0xF0 {
        reels[which] = started()  // this Reel quits and starts again
        continue
      }
      let name = "poster \(byte / 3 % 8)"
      let cells = Data([byte, UInt8(truncatingIfNeeded: step)]) + Data(name.utf8)
      guard (try? reels[which].write(cells, name: name)) != nil else { return }
      last[name] = cells
    }
    let next = ArtPack(file: file)
    for index in 0..<8 {
      let name = "poster \(index)"
      check(next.read(name) == last[name], "\(name) is not as last written")
    }
  }

  // MARK: the disk image cache

  private static func diskCache(_ data: Data) {
    let directory = folder.appendingPathComponent("images", isDirectory: true)
    try? FileManager.default.removeItem(at: directory)
    let cache = DiskImageCache(directory: directory)
    let path = String(decoding: data.prefix(40), as: UTF8.self)
    let name = DiskImageCache.fileName(posterPath: path, size: "w185")
    check(!name.contains("/") && name != "." && name != "..", "a cache name leaves the folder")
    do {
      try cache.write(data, posterPath: path, size: "w185")
    } catch {
      return
    }
    let outside = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    check(
      Set(outside).isSubset(of: ["images", "posters.pack", "shared.pack"]),
      "a file outside the cache")
    if let read = cache.read(posterPath: path, size: "w185") {
      check(read == data, "the disk cache read back other bytes")
    }
  }

  // MARK: helpers

  static func littleEndian(_ data: Data, at offset: Int, bytes: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<bytes {
      value |= UInt64(data[data.startIndex + offset + index]) << (8 * UInt64(index))
    }
    return value
  }

  private static func check(_ condition: Bool, _ what: @autoclosure () -> String) {
    if !condition { fatalError("images: \(what())") }
  }
}

/// posters.pack read the plain way, as its layout is written down in `ArtPack`: what a new Reel
/// must find in a file, to compare with what it does find.
enum PlainPackReading {
  static func records(_ data: Data) -> [(String, Data)] {
    let bytes = [UInt8](data)
    guard bytes.count >= 13, bytes.starts(with: Array("RPAK".utf8)), bytes[4] == 1 else {
      return []
    }
    var found: [(String, Data)] = []
    var offset = 13
    while offset + 2 <= bytes.count {
      // A second header (two Reels without the lock between them) is passed over.
      if offset + 13 <= bytes.count, bytes[offset..<(offset + 4)].elementsEqual("RPAK".utf8),
        bytes[offset + 4] == 1
      {
        offset += 13
        continue
      }
      let nameCount = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
      let nameEnd = offset + 2 + nameCount
      guard nameCount <= 255, nameEnd + 4 <= bytes.count else { break }
      let dataCount = Int(ImageFuzzing.littleEndian(data, at: nameEnd, bytes: 4))
      let dataEnd = nameEnd + 4 + dataCount
      guard dataCount <= 1 << 20, dataEnd + 4 <= bytes.count else { break }
      var hash: UInt32 = 2_166_136_261
      for byte in bytes[(offset + 2)..<nameEnd] + bytes[(nameEnd + 4)..<dataEnd] {
        hash = (hash ^ UInt32(byte)) &* 16_777_619
      }
      guard UInt32(ImageFuzzing.littleEndian(data, at: dataEnd, bytes: 4)) == hash,
        let name = String(validating: bytes[(offset + 2)..<nameEnd], as: UTF8.self)
      else { break }
      // A later record of the same name wins, as in the pack.
      found.removeAll { $0.0 == name }
      found.append((name, Data(bytes[(nameEnd + 4)..<dataEnd])))
      offset = dataEnd + 4
    }
    return found
  }
}

extension ArraySlice where Element == UInt8 {
  fileprivate func firstIndex(of byte: UInt8, after start: Index) -> Index? {
    self[index(after: start)...].firstIndex(of: byte)
  }
}
