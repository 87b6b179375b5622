import Foundation
import Images
import ReplayCatalog
import Screen
import Synchronization
import TMDB
import XCTest

@testable import App

/// A clock the test moves, and the board's timed wakes, which come as the clock passes them.
private final class TestTime: Sendable {
  private struct State {
    var now = ContinuousClock.now
    var asked: [Duration] = []
    var pending: [(at: ContinuousClock.Instant, action: @Sendable () -> Void)] = []
  }
  private let state = Mutex(State())

  private let wakes = Mutex(0)
  /// How often the board woke the loop.
  var wakeCount: Int { wakes.withLock { $0 } }
  func woke() { wakes.withLock { $0 += 1 } }

  var now: ContinuousClock.Instant { state.withLock { $0.now } }
  /// The waits the board asked to be woken after, oldest first.
  var wakesAsked: [Duration] { state.withLock { $0.asked } }

  func after(_ delay: Duration, _ action: @escaping @Sendable () -> Void) {
    state.withLock {
      $0.asked.append(delay)
      $0.pending.append(($0.now + delay, action))
    }
  }

  func advance(_ duration: Duration) {
    let due = state.withLock { state in
      state.now += duration
      let due = state.pending.filter { $0.at <= state.now }
      state.pending.removeAll { $0.at <= state.now }
      return due
    }
    for wake in due { wake.action() }
  }
}

private final class Flag: Sendable {
  private let value = Mutex(false)
  var isSet: Bool { value.withLock { $0 } }
  func set() { value.withLock { $0 = true } }
}

/// The stand-in image host: answers `status` (no poster) until `recover`, then the poster.
private final class FlakyHost: Sendable {
  private let up: Flag
  let server: StandInServer

  init(failing status: Int) throws {
    let jpeg = try recoveryPosterJPEG()
    let up = Flag()
    self.up = up
    server = try StandInServer { _ in
      up.isSet
        ? .respond(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)
        : .json(status, "{}")
    }
  }

  func recover() { up.set() }
  var requests: Int { server.requests.count }
}

/// A poster that failed while the network or the image host was down comes back once it is
/// up again (asked again after a back-off, never in a tight loop); a missing one is not asked
/// for again.
final class PosterRecoveryTests: XCTestCase {
  private let size = Size(width: 10, height: 7)
  private let path = "/abc.jpg"

  private func board(_ host: FlakyHost, _ time: TestTime) throws -> (PosterBoard, PosterLoader) {
    let configuration = ImageConfiguration(
      secureBaseURL: host.server.baseURL.absoluteString + "/t/p/", posterSizes: ["w185"])
    let loader = PosterLoader(
      source: try HTTPImageSource(
        configuration: configuration, gate: RequestGate(), timeout: 5,
        policy: RetryPolicy(maxAttempts: 1)),
      diskCache: nil,
      rendering: PosterRendering(choice: ImageChoice(.symbols, colors: .trueColor, reason: "t")))
    let board = PosterBoard(
      loader: loader, now: { time.now }, after: { time.after($0, $1) }, wake: { time.woke() })
    return (board, loader)
  }

  /// One frame showing the poster.
  private func frame(_ board: PosterBoard) -> PosterArt? {
    defer { board.frameDrawn() }
    return board.poster(path: path, title: "Abc", size: size)
  }

  private var placeholder: PosterArt {
    PosterArt(PlaceholderArt.make(title: "Abc", columns: size.width, rows: size.height))
  }

  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<1000 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
    XCTAssertTrue(condition())
  }

  func testAPosterThatFailedWhileTheHostWasDownComesBackAfterABackOff() async throws {
    let host = try FlakyHost(failing: 503)
    defer { host.server.stop() }
    let time = TestTime()
    let (board, _) = try board(host, time)

    XCTAssertNil(frame(board))
    try await waitUntil { !time.wakesAsked.isEmpty }
    // Not ready, so the screen draws its placeholder and keeps asking (as while loading).
    XCTAssertNil(frame(board), "no poster while the host is down")
    XCTAssertFalse(board.holds(path: path, size: size), "not kept as a placeholder for good")
    XCTAssertEqual(host.requests, 1)
    XCTAssertEqual(time.wakesAsked, [.seconds(10)], "woken when the first wait is over")

    // Frames before the wait is over ask nothing of the host.
    time.advance(.seconds(9))
    for _ in 0..<20 { _ = frame(board) }
    try await Task.sleep(for: .milliseconds(50))
    XCTAssertEqual(host.requests, 1, "asked again before the back-off was over")

    // Still down after the wait: the loop is woken (no key needed), the frame it draws asks
    // once more, then a longer wait.
    let wakesBefore = time.wakeCount
    time.advance(.seconds(2))
    XCTAssertEqual(time.wakeCount, wakesBefore + 1, "the loop is woken when the wait is over")
    _ = frame(board)
    try await waitUntil { host.requests == 2 }
    try await waitUntil { time.wakesAsked.count == 2 }
    XCTAssertEqual(time.wakesAsked.last, .seconds(30))
    XCTAssertNil(frame(board))
    time.advance(.seconds(29))
    for _ in 0..<20 { _ = frame(board) }
    try await Task.sleep(for: .milliseconds(50))
    XCTAssertEqual(host.requests, 2, "the second wait is longer")

    // The host is back: the next frame after the wait brings the poster.
    host.recover()
    time.advance(.seconds(2))
    _ = frame(board)
    try await waitUntil { host.requests == 3 }
    try await waitUntil { frame(board) != nil }
    let poster = try XCTUnwrap(frame(board))
    XCTAssertFalse(poster.cells == placeholder.cells, "the poster, once the host is back")
    time.advance(.seconds(3600))
    for _ in 0..<5 { _ = frame(board) }
    try await Task.sleep(for: .milliseconds(50))
    XCTAssertEqual(host.requests, 3, "a poster that came is not asked for again")
  }

  func testAMissingPosterIsNotAskedForAgain() async throws {
    let host = try FlakyHost(failing: 404)
    defer { host.server.stop() }
    let time = TestTime()
    let (board, _) = try board(host, time)

    _ = frame(board)
    try await waitUntil { board.holds(path: path, size: size) }
    host.recover()
    for _ in 0..<5 {
      time.advance(.seconds(3600))
      _ = frame(board)
    }
    try await Task.sleep(for: .milliseconds(100))
    XCTAssertEqual(host.requests, 1, "a 404 is the placeholder for good")
    XCTAssertTrue(frame(board)?.cells == placeholder.cells)
    XCTAssertEqual(time.wakesAsked, [])
  }

  /// Which failures may pass: the network's and a busy or failing host's, not the image's.
  func testFailuresThatMayPass() {
    let passing: [ImageFailure] = [
      .network(.timedOut), .network(.connectionLost), .network(.cannotConnect("h")),
      .network(.cannotResolveHost("h")), .httpStatus(500), .httpStatus(503), .httpStatus(429),
      .httpStatus(408),
    ]
    let lasting: [ImageFailure] = [
      .httpStatus(404), .httpStatus(403), .notJPEG(what: "an HTML page"), .empty,
      .tooLarge(width: 99999, height: 9), .corrupt("x"), .truncated, .unavailable, .cancelled,
      .network(.tooLarge(limit: 1)), .network(.redirectRefused(to: "https://elsewhere")),
    ]
    for failure in passing { XCTAssertTrue(failure.mayPass, "\(failure)") }
    for failure in lasting { XCTAssertFalse(failure.mayPass, "\(failure)") }
  }
}

/// One of the replay catalog's posters: a real JPEG for the stand-in image host to serve.
private func recoveryPosterJPEG() throws -> Data {
  let folder = try XCTUnwrap(ReplayCatalog.directory()).appendingPathComponent("posters")
  let name = try XCTUnwrap(
    FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().first)
  return try Data(contentsOf: folder.appendingPathComponent(name))
}
