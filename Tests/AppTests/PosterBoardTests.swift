import Foundation
import ReelTestSupport
import ReplayCatalog
import Screen
import Synchronization
import XCTest

@testable import App
@testable import Images

/// How often the board woke the loop.
private final class Wakes: Sendable {
  private let count = Mutex(0)
  func wake() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

/// The screen's posters: one fetched ahead is ready when a frame shows it, and its arrival
/// redraws nothing; one on screen redraws when it comes.
final class PosterBoardTests: XCTestCase {
  private func board(wakes: Wakes) throws -> PosterBoard {
    let catalog = try XCTUnwrap(ReplayCatalog.directory())
    // Converted posters go to a cache of the test's own, never the developer's.
    let cache = try makeTemporaryFolder(self)
    let board = PosterSetup.board(
      source: .catalog(catalog), choice: ImageChoice(.symbols, colors: .indexed256, reason: "test"),
      configuration: nil, environment: ["XDG_CACHE_HOME": cache.path, "HOME": cache.path],
      wake: { wakes.wake() })
    return try XCTUnwrap(board)
  }

  /// Symbol art as screen cells: a cell of one scalar is made from the scalar, the same cell
  /// (character, colours) as from its text, which a cell of several scalars still goes by.
  func testSymbolArtBecomesTheCellsItsTextAndColoursMake() {
    let characters: [Character] = [" ", "▀", "▗", "🬀", "A", "é", "e\u{301}", "🇯🇵", "界"]
    let colours: [SymbolColor] = [.terminalDefault, .indexed(200), .rgb(1, 2, 3), .indexed(7)]
    let cells = characters.enumerated().map { index, character in
      SymbolCell(
        character, foreground: colours[index % colours.count],
        background: colours[(index + 1) % colours.count])
    }
    let art = SymbolArt(width: 3, height: 3, cells: cells)
    let expected = cells.map {
      Cell(String($0.character), style: Style(fg: Color($0.foreground), bg: Color($0.background)))
    }
    XCTAssertEqual(PosterArt(art).cells, expected)
    XCTAssertEqual(PosterArt(art).width, 3)
  }

  /// A poster read back from the converted-art pack (its cells made from a table of the
  /// poster symbols, their scalars known) becomes the cells its text and colours make.
  func testSymbolArtReadBackBecomesTheCellsItsTextAndColoursMake() throws {
    let characters: [Character] = [" ", "▀", "▗", "🬀", "🬻", "█", "░", "▟", " "]
    let colours: [SymbolColor] = [.terminalDefault, .indexed(200), .rgb(1, 2, 3), .indexed(7)]
    let cells = characters.enumerated().map { index, character in
      SymbolCell(
        character, foreground: colours[index % colours.count],
        background: colours[(index + 1) % colours.count])
    }
    let art = try XCTUnwrap(
      SymbolArtFile.decode(SymbolArtFile.encode(SymbolArt(width: 3, height: 3, cells: cells))))
    let expected = cells.map {
      Cell(String($0.character), style: Style(fg: Color($0.foreground), bg: Color($0.background)))
    }
    XCTAssertEqual(PosterArt(art).cells, expected)
  }

  private func posterPaths(_ count: Int) throws -> [String] {
    let folder = try XCTUnwrap(ReplayCatalog.directory()).appendingPathComponent("posters")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".jpg") }.sorted().prefix(count)
    XCTAssertEqual(names.count, count)
    return names.map { "/" + $0 }
  }

  /// Waits (bounded) until the board holds `path`'s poster without asking for it as shown.
  private func waitUntilKept(_ board: PosterBoard, _ path: String, size: Size) async throws {
    for _ in 0..<1000 where !board.holds(path: path, size: size) {
      try await Task.sleep(for: .milliseconds(10))
    }
    XCTAssertTrue(board.holds(path: path, size: size), "\(path) never loaded")
  }

  func testAPosterFetchedAheadIsReadyWhenShownAndRedrawsNothingOnArrival() async throws {
    let wakes = Wakes()
    let board = try board(wakes: wakes)
    let size = Size(width: 10, height: 7)
    let paths = try posterPaths(2)

    board.prefetch(path: paths[0], title: "Ahead", size: size)
    board.frameDrawn()
    try await waitUntilKept(board, paths[0], size: size)
    XCTAssertEqual(wakes.value, 0, "nothing on screen changed")
    let ahead = board.poster(path: paths[0], title: "Ahead", size: size)
    XCTAssertEqual(ahead?.width, 10)
    XCTAssertEqual(ahead?.height, 7)
    XCTAssertTrue(ahead?.cells.contains { $0.grapheme != " " } ?? false, "symbols, drawn")

    XCTAssertNil(board.poster(path: paths[1], title: "Shown", size: size), "not loaded yet")
    board.frameDrawn()
    try await waitUntilKept(board, paths[1], size: size)
    for _ in 0..<1000 where wakes.value == 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    XCTAssertEqual(wakes.value, 1, "the poster on screen redraws it")
  }
}
