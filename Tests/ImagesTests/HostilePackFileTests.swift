import Foundation
import ReelTestSupport
import XCTest

@testable import Images

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// review14: the converted-poster pack is read as hostile, and that includes what sits at its
/// path. A named pipe there (anyone who can write the cache folder can make one) was opened
/// with `Data(contentsOf:)`, which waits for a writer for ever, holding the pack's lock: the
/// loop's `readIfLoaded` then waited on the lock, and Reel froze at its first poster. A pack
/// dated in the future (written while the clock was set ahead) was never too old.
final class HostilePackFileTests: XCTestCase {
  private func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("review14-pack-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  func testANamedPipeInThePacksPlaceIsNotWaitedFor() throws {
    let file = try folder().appendingPathComponent("posters.pack")
    XCTAssertEqual(mkfifo(file.path, 0o600), 0)
    let pack = ArtPack(file: file)
    let done = DispatchSemaphore(value: 0)
    let found = Found()
    Thread.detachNewThread {
      found.set(pack.read("c4-rgb-blocks-20x10-/a.jpg"))
      // The first poster converted is kept: the pack opened for appending.
      try? pack.write(Data([1, 2, 3]), name: "a")
      done.signal()
    }
    guard done.wait(timeout: .now() + 5) == .success else {
      // Let the stuck writer go: a reader on the pipe, kept open until it has written.
      let reader = open(file.path, O_RDONLY | O_NONBLOCK)
      XCTFail("keeping a poster waited for a reader on the named pipe (the lock held)")
      _ = done.wait(timeout: .now() + 5)
      if reader >= 0 { close(reader) }
      return
    }
    XCTAssertNil(found.get())
    // Kept in a file of its own in the pipe's place, which a new Reel reads back.
    XCTAssertEqual(ArtPack(file: file).read("a"), Data([1, 2, 3]))
  }

  /// A poster file damaged at random (bytes changed, cut short, grown; its width and height
  /// among them): read back as nothing, or as cells of poster symbols each equal to the cell
  /// its character makes the general way (its scalar in step with its character).
  func testADamagedArtFileIsRefusedOrReadAsTheCellsItsCharactersMake() {
    var generator = SeededGenerator(seed: 14)
    let symbols = SymbolArtFile.posterSymbols.map(\.0)
    let colors: [SymbolColor] = [.terminalDefault, .rgb(9, 8, 7), .indexed(3), .indexed(250)]
    let cells = (0..<24).map { index in
      SymbolCell(
        symbols[(index * 7) % symbols.count], foreground: colors[index % 4],
        background: colors[(index / 4) % 4])
    }
    let file = [UInt8](SymbolArtFile.encode(SymbolArt(width: 6, height: 4, cells: cells)))
    var read = 0
    for round in 0..<3_000 {
      var bytes = file
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let place = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[place] =
          round % 3 == 0 ? UInt8.random(in: 0...255, using: &generator) : bytes[place] ^ 1
      }
      if round % 5 == 0 { bytes.removeLast(Int.random(in: 1...12, using: &generator)) }
      if round % 7 == 0 { bytes += [0x20, 0, 0, 0] }
      guard let art = SymbolArtFile.decode(Data(bytes)) else { continue }
      read += 1
      XCTAssertEqual(art.cells.count, art.width * art.height)
      for cell in art.cells {
        XCTAssertTrue(symbols.contains(cell.character), "round \(round)")
        XCTAssertEqual(
          cell,
          SymbolCell(cell.character, foreground: cell.foreground, background: cell.background),
          "round \(round)")
      }
    }
    // Many damaged files were still posters (a colour or a symbol changed for another).
    XCTAssertGreaterThan(read, 300)
  }

  func testAPackDatedInTheFutureIsStartedAgain() throws {
    let file = try folder().appendingPathComponent("posters.pack")
    let ahead = ArtPack(file: file, now: { Date(timeIntervalSinceNow: 400 * 24 * 3600) })
    try ahead.write(Data([7, 7]), name: "a")
    XCTAssertEqual(
      ArtPack(file: file, now: { Date(timeIntervalSinceNow: 400 * 24 * 3600) })
        .read("a"), Data([7, 7]))
    // The clock put right: a pack made "in the future" is not kept for ever.
    XCTAssertNil(ArtPack(file: file).read("a"))
  }
}

/// What the reading thread found.
private final class Found: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data? = Data([1])

  func set(_ data: Data?) { lock.withLock { self.data = data } }
  func get() -> Data? { lock.withLock { data } }
}

extension HostilePackFileTests {
  /// The frame asks the pack for converted posters (`readIfLoaded`) on the UI thread. It waited
  /// for the pack's lock, which a poster thread holds while it reads and indexes the whole file
  /// (up to 8 MB) the first time: the screen froze for that long as home opened.
  func testTheFramesLookUpNeverWaitsForTheLockOfAPackBeingRead() throws {
    let file = try folder().appendingPathComponent("posters.pack")
    let pack = ArtPack(file: file)
    try pack.write(Data([1, 2, 3]), name: "a")
    XCTAssertEqual(pack.readIfLoaded("a"), Data([1, 2, 3]))
    let answered = DispatchSemaphore(value: 0)
    let found = Found()
    let waited = pack.whileBusy {
      Thread.detachNewThread {
        found.set(pack.readIfLoaded("a"))
        answered.signal()
      }
      return answered.wait(timeout: .now() + 5) == .timedOut
    }
    XCTAssertFalse(waited, "the look-up waited for the lock")
    XCTAssertNil(found.get(), "busy: nothing, and the poster is loaded off the UI thread")
    XCTAssertEqual(pack.readIfLoaded("a"), Data([1, 2, 3]), "and found once the pack is free")
  }
}
