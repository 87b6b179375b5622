import Browser
import Foundation
import Library
import Screen
import XCTest

@testable import App

/// keys2: the loop drains input that was already waiting into one frame, but draws input that
/// ended a real wait at once, without asking the terminal for more (a poll less a key press).
/// Nothing is lost either way: what came right behind a key is read at the next wait.
final class InputDrainTests: XCTestCase {
  func testAKeyThatEndedAWaitIsDrawnWithoutAskingForMore() throws {
    let log = try LoopLog.run(steps: [
      (wait: 0.05, keys: ["a"]),
      // Three keys in one write: the first ended the wait, the others were right behind it.
      (wait: 0.05, keys: ["b", "c", "x"]),
      (wait: 0.001, keys: ["e", "z"]),
    ])
    XCTAssertEqual(
      log.around(["a", "b", "c", "x", "e", "z"]),
      [
        "key a", "draw",
        "key b", "draw",
        // c was waiting when the loop looked again: x is drained with it, one frame for both.
        "key c", "drain x", "drain nothing", "draw",
        // A wait of a millisecond is no real wait: e and z are one frame.
        "key e", "drain z", "drain nothing", "draw",
      ])
  }
}

/// What the loop did, in order: keys read at a wait, keys read by draining, frames drawn.
private final class LoopLog: TerminalDevice, @unchecked Sendable {
  let size = Size(width: 100, height: 30)
  let colorSupport = ColorSupport.none
  let wake: @Sendable () -> Void = {}
  private let clock: VirtualClock
  private var steps: [(wait: TimeInterval, keys: [Character])]
  private var pending: [Character] = []
  private var entries: [String] = []
  private var quit: () -> Void = {}

  private init(clock: VirtualClock, steps: [(wait: TimeInterval, keys: [Character])]) {
    self.clock = clock
    self.steps = steps
  }

  /// Runs the real loop over the replay catalog through `steps`: each waits `wait` seconds
  /// on the loop's clock, then the keys arrive together.
  static func run(steps: [(wait: TimeInterval, keys: [Character])]) throws -> LoopLog {
    let clock = VirtualClock()
    let inbox = Inbox()
    let services = try ScriptSupport.replayServices()
    let runner = EffectRunner(
      client: services.client, watchlist: MemoryWatchlistStore(), inbox: inbox)
    let session = BrowserSession(runner: runner, inbox: inbox, clock: clock)
    defer { session.shutDown() }
    let device = LoopLog(clock: clock, steps: steps)
    device.quit = { session.requestQuit() }
    let loop = BrowserLoop(
      session: session, device: device, clock: clock,
      context: RenderContext(mode: "REPLAY", colors: .none))
    loop.run()
    return device
  }

  func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    if timeoutMilliseconds == 0 {
      // The loop asks again without waiting: what is already there.
      guard !pending.isEmpty else {
        entries.append("drain nothing")
        return nil
      }
      let key = pending.removeFirst()
      entries.append("drain \(key)")
      return .key(.character(key))
    }
    // A wait. Keys already there end it at once; otherwise time passes until the next ones.
    if pending.isEmpty {
      guard !steps.isEmpty else {
        quit()
        return nil
      }
      let step = steps.removeFirst()
      clock.advance(to: clock.now.addingTimeInterval(step.wait))
      pending = step.keys
    }
    let key = pending.removeFirst()
    entries.append("key \(key)")
    return .key(.character(key))
  }

  func draw(_ frame: Frame) {
    entries.append("draw")
  }

  /// The log from the first of `keys` on, without the frames results drew between waits.
  func around(_ keys: [Character]) -> [String] {
    guard let first = entries.firstIndex(of: "key \(keys[0])") else { return entries }
    var shown: [String] = []
    for entry in entries[first...] {
      // A result arriving from the catalog may draw a frame of its own after one of ours.
      if entry == "draw", shown.last == "draw" { continue }
      shown.append(entry)
    }
    return shown
  }
}
