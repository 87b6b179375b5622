import Foundation
import Screen
import Synchronization
import XCTest

@testable import App
@testable import Images

/// Fetches that wait until the test lets each one go, and then fail as cancelled (the way a
/// load dropped by the board ends when its cancellation is seen after its work).
private final class HeldFetches: ImageSource {
  private let state = Mutex<(started: Int, released: Int)>((0, 0))
  var posterSizes: [String] { ["w92", "w185"] }
  var cachesOnDisk: Bool { false }

  var started: Int { state.withLock { $0.started } }
  func release(upTo count: Int) { state.withLock { $0.released = max($0.released, count) } }

  func fetch(posterPath: String, size: String) async throws(ImageFailure) -> Data {
    let number = state.withLock {
      $0.started += 1
      return $0.started
    }
    while state.withLock({ $0.released < number }) {
      try? await Task.sleep(for: .milliseconds(2))
    }
    throw .cancelled
  }
}

/// A load the board dropped (the poster left the screen) that finishes after a newer load of
/// the same poster started must not take that newer load's place: the board would forget the
/// newer one (no longer cancellable) and start a third for the same poster.
final class PosterBoardLateLoadTests: XCTestCase {
  func testALateFinishingDroppedLoadLeavesTheNewerLoadInPlace() async throws {
    let source = HeldFetches()
    let loader = PosterLoader(
      source: source, diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .indexed256, reason: "t")),
      maxDownloads: 4)
    let board = PosterBoard(loader: loader, wake: {})
    let size = Size(width: 10, height: 6)
    let ask = { _ = board.poster(path: "/a.jpg", title: "A", size: size) }

    ask()
    try await waitUntil { source.started == 1 }
    board.frameDrawn()  // the frame that showed it
    board.frameDrawn()  // a frame without it: the first load is dropped
    ask()  // shown again: a second load
    try await waitUntil { source.started == 2 }
    source.release(upTo: 1)  // the dropped load ends now
    // Asked for at every frame while it loads: the second load stays the one in flight.
    for _ in 0..<50 {
      ask()
      try await Task.sleep(for: .milliseconds(10))
      XCTAssertEqual(source.started, 2, "a third load of the same poster started")
      if source.started != 2 { break }
    }
    source.release(upTo: 2)
  }

  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
    XCTAssertTrue(condition())
  }
}
