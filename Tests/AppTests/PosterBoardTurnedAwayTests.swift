import Foundation
import ReplayCatalog
import Screen
import Synchronization
import XCTest

@testable import App
@testable import Images

/// An image source that turns the first `turnedAway` tries away (as the loader does when newer
/// posters take the waiting places, or a retry loses its turn) and answers the rest with a
/// real poster; optionally each try first waits until the test lets it go.
private final class TurningAwaySource: ImageSource {
  private let jpeg: Data
  private let turnedAway: Int
  private let held: Bool
  private let state = Mutex<(tries: Int, released: Bool)>((0, false))
  var posterSizes: [String] { ["w92", "w185"] }
  var cachesOnDisk: Bool { false }

  init(jpeg: Data, turningAway turnedAway: Int, held: Bool = false) {
    self.jpeg = jpeg
    self.turnedAway = turnedAway
    self.held = held
  }

  var tries: Int { state.withLock { $0.tries } }
  func release() { state.withLock { $0.released = true } }

  func fetch(posterPath: String, size: String) async throws(ImageFailure) -> Data {
    let number = state.withLock {
      $0.tries += 1
      return $0.tries
    }
    while held, !state.withLock({ $0.released }) {
      try? await Task.sleep(for: .milliseconds(2))
    }
    if number <= turnedAway { throw .cancelled }
    return jpeg
  }
}

/// The browser's loop as far as posters go: it draws a frame at start and after each wake of
/// the board, and at no other time (no key is pressed).
private final class QuietLoop: Sendable {
  private let wakes = Mutex(0)
  var wakeCount: Int { wakes.withLock { $0 } }
  func woke() { wakes.withLock { $0 += 1 } }
}

/// A shown poster whose load was turned away (cancelled by the loader, not by the screen) is
/// asked for again without a key press, after a short wait: never a placeholder for ever on a
/// quiet screen, never a tight loop against a loader that turns it away every time, and never
/// for a card no longer shown.
final class PosterBoardTurnedAwayTests: XCTestCase {
  private let size = Size(width: 10, height: 6)
  private let path = "/a.jpg"

  private func jpeg() throws -> Data {
    let folder = try XCTUnwrap(ReplayCatalog.directory()).appendingPathComponent("posters")
    let name = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".jpg") }.sorted().first)
    return try Data(contentsOf: folder.appendingPathComponent(name))
  }

  private func board(_ source: TurningAwaySource, _ loop: QuietLoop) -> PosterBoard {
    let loader = PosterLoader(
      source: source, diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .indexed256, reason: "t")))
    return PosterBoard(loader: loader, wake: { loop.woke() })
  }

  /// One frame showing the card.
  private func frame(_ board: PosterBoard) -> PosterArt? {
    defer { board.frameDrawn() }
    return board.poster(path: path, title: "A", size: size)
  }

  /// Draws the first frame, then one after each wake, for at most `time`; the poster once a
  /// frame draws it.
  private func runQuietly(
    _ board: PosterBoard, _ loop: QuietLoop, for time: Duration
  ) async throws -> PosterArt? {
    let end = ContinuousClock.now + time
    var drawnFor = loop.wakeCount
    if let art = frame(board) { return art }
    while ContinuousClock.now < end {
      try await Task.sleep(for: .milliseconds(5))
      let wakes = loop.wakeCount
      guard wakes != drawnFor else { continue }
      drawnFor = wakes
      if let art = frame(board) { return art }
    }
    return nil
  }

  func testATurnedAwayPosterArrivesWithoutAKeyPress() async throws {
    let source = TurningAwaySource(jpeg: try jpeg(), turningAway: 1)
    let loop = QuietLoop()
    let board = board(source, loop)

    let art = try await runQuietly(board, loop, for: .seconds(5))
    XCTAssertNotNil(art, "the poster came without a key (tries: \(source.tries))")
    XCTAssertEqual(source.tries, 2, "asked once more after it was turned away")
    let placeholder = PosterArt(PlaceholderArt.make(title: "A", columns: 10, rows: 6))
    XCTAssertFalse(art?.cells == placeholder.cells, "the poster, not a placeholder")
  }

  func testAPosterTurnedAwayEveryTimeWakesTheLoopOnlyAFewTimesASecond() async throws {
    let source = TurningAwaySource(jpeg: try jpeg(), turningAway: .max)
    let loop = QuietLoop()
    let board = board(source, loop)

    let art = try await runQuietly(board, loop, for: .seconds(3))
    XCTAssertNil(art)
    XCTAssertGreaterThanOrEqual(loop.wakeCount, 2, "asked again without a key press")
    XCTAssertLessThanOrEqual(loop.wakeCount, 6, "woken \(loop.wakeCount) times in 3 s")
    XCTAssertLessThanOrEqual(source.tries, 7, "tried \(source.tries) times in 3 s")
  }

  func testAPosterNoLongerShownIsNotAskedForAgain() async throws {
    let source = TurningAwaySource(jpeg: try jpeg(), turningAway: 1, held: true)
    let loop = QuietLoop()
    let board = board(source, loop)

    XCTAssertNil(frame(board))
    for _ in 0..<500 where source.tries == 0 { try await Task.sleep(for: .milliseconds(2)) }
    XCTAssertEqual(source.tries, 1)
    board.frameDrawn()  // a frame without the card: its load is dropped
    source.release()  // and it ends as turned away
    try await Task.sleep(for: .seconds(1))
    XCTAssertEqual(loop.wakeCount, 0, "woken for a card no longer shown")
    XCTAssertEqual(source.tries, 1)
  }
}
