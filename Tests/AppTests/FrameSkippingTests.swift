import Browser
import Foundation
import Library
import Screen
import XCTest

@testable import App

/// The loop draws a frame only when something on screen would change: a wake that changes
/// nothing (a stale answer, a check that finds nothing new, a timer that does nothing) costs
/// no frame, and one that changes something, a key, a resize or a copy to the clipboard does.
/// (A key is drawn without comparing: nearly every key changes the screen.)
final class FrameSkippingTests: XCTestCase {
  func testAWakeThatChangesNothingDrawsNoFrame() throws {
    let run = try LoopRun()
    let firstMovie = try XCTUnwrap(run.session.state.selectedMovie?.id)
    let afterSettling = run.device.draws
    let skipped = run.device.unchanged

    run.step(.wake)  // nothing happened at all
    XCTAssertEqual(run.device.draws, afterSettling)
    XCTAssertEqual(run.device.unchanged, skipped + 1)

    run.step(.result(.detailsFailed(RequestID(999_999), Failure(.server, "late"))))  // stale
    XCTAssertEqual(run.device.draws, afterSettling)
    run.step(.result(.watchlistChanged(run.session.state.watchlist)))  // nothing new
    XCTAssertEqual(run.device.draws, afterSettling)
    run.step(.result(.timerFired(.statusFade, token: 424_242)))  // a fade for an old message
    XCTAssertEqual(run.device.draws, afterSettling)
    XCTAssertEqual(run.device.unchanged, skipped + 4)
    XCTAssertFalse(run.device.screen.contains("★"))

    run.step(.result(.watchlistChanged([firstMovie])))  // another program added the movie
    XCTAssertEqual(run.device.draws, afterSettling + 1)
    XCTAssertTrue(run.device.screen.contains("★"), run.device.screen)

    run.step(.input(.key(.character("j"))))
    XCTAssertEqual(run.device.draws, afterSettling + 2)
    XCTAssertTrue(run.device.screen.contains("2/"), run.device.screen)

    // Back from Ctrl-Z (a resize to the same size): the terminal shows the shell's lines.
    run.step(.input(.resize(width: 120, height: 40)))
    XCTAssertEqual(run.device.draws, afterSettling + 3)

    run.loop.writeWithNextFrame(.clipboard("https://www.themoviedb.org/movie/1"))
    run.step(.wake)
    XCTAssertEqual(run.device.draws, afterSettling + 4)
    XCTAssertEqual(run.device.outOfBandWrites, 1)

    run.device.screenGivenAway = true  // an editor ran on the terminal
    run.step(.wake)
    XCTAssertEqual(run.device.draws, afterSettling + 5)
    run.step(.wake)
    XCTAssertEqual(run.device.draws, afterSettling + 5)
  }

  /// The frame after a key is drawn without keeping a copy of the state; a result that comes
  /// next is still compared with the state that frame was drawn from (kept at that wake, before
  /// the result changes it), so a stale one costs no frame and a real change is drawn.
  func testAResultAfterAKeyIsComparedWithTheStateTheKeyDrew() throws {
    let run = try LoopRun()
    run.step(.input(.key(.character("j"))))
    let afterKey = run.device.draws
    let skipped = run.device.unchanged
    let secondMovie = try XCTUnwrap(run.session.state.selectedMovie?.id)

    run.step(.result(.detailsFailed(RequestID(999_998), Failure(.server, "late"))))  // stale
    XCTAssertEqual(run.device.draws, afterKey)
    XCTAssertEqual(run.device.unchanged, skipped + 1)
    run.step(.result(.watchlistChanged(run.session.state.watchlist)))  // nothing new
    XCTAssertEqual(run.device.draws, afterKey)
    XCTAssertFalse(run.device.screen.contains("★"))

    run.step(.result(.watchlistChanged([secondMovie])))  // another program added the movie
    XCTAssertEqual(run.device.draws, afterKey + 1)
    XCTAssertTrue(run.device.screen.contains("★"), run.device.screen)
    run.step(.result(.watchlistChanged([secondMovie])))  // the same again: nothing new
    XCTAssertEqual(run.device.draws, afterKey + 1)

    run.step(.input(.key(.character("k"))))
    run.step(.result(.watchlistChanged([])))  // removed elsewhere: right after a key
    XCTAssertEqual(run.device.draws, afterKey + 3)
    XCTAssertFalse(run.device.screen.contains("★"), run.device.screen)
  }

  func testAPosterThatArrivesIsDrawn() throws {
    let run = try LoopRun()
    let before = run.device.draws
    run.step(.wake)
    XCTAssertEqual(run.device.draws, before)
    run.loop.posterArrivals.note()
    run.step(.wake)
    XCTAssertEqual(run.device.draws, before + 1)
  }
}

/// The real loop over the replay catalog at 120x40, on a device that counts frames and is
/// driven one wake at a time.
private final class LoopRun {
  let device: CountingDevice
  let session: BrowserSession
  let loop: BrowserLoop
  private let thread: Thread
  /// Signalled when the loop has returned, so the session is shut down after it, not beside it.
  private let stopped = DispatchSemaphore(value: 0)

  init() throws {
    let inbox = Inbox()
    let clock = VirtualClock()
    let services = try ScriptSupport.replayServices()
    let runner = EffectRunner(
      client: services.client, watchlist: MemoryWatchlistStore(), inbox: inbox)
    var settings = BrowserState.Settings()
    settings.start = .category(.popular)
    session = BrowserSession(
      state: BrowserState(settings: settings), runner: runner, inbox: inbox, clock: clock)
    device = CountingDevice(inbox: inbox, clock: clock)
    loop = BrowserLoop(
      session: session, device: device, clock: clock,
      context: RenderContext(mode: "REPLAY", colors: .none))
    let session = session
    device.settled = { session.state.isSettled }
    device.inFlight = { session.requestsInFlight }
    device.nextDeadline = { session.nextDeadline }
    device.quit = { session.requestQuit() }
    let box = UncheckedLoop(loop: loop)
    let stopped = stopped
    thread = Thread {
      box.loop.run()
      stopped.signal()
    }
    thread.start()
    device.waitForTurn()  // settled on the first list, its frame drawn
  }

  deinit {
    device.finish()
    _ = stopped.wait(timeout: .now() + 30)
    session.shutDown()
  }

  /// One wake of the loop: what it reads, then whatever it draws (or not) before reading again.
  func step(_ step: CountingDevice.Step) {
    device.perform(step)
  }
}

/// The loop handed to its own thread; only that thread runs it, the test waits its turns.
private struct UncheckedLoop: @unchecked Sendable {
  let loop: BrowserLoop
}

/// A screen in memory that counts what the loop draws. The loop runs on its own thread; each
/// `perform` hands it one wake and waits until it asks for input again.
private final class CountingDevice: TerminalDevice, @unchecked Sendable {
  enum Step {
    case wake
    case input(TerminalInput)
    case result(Event)
  }

  let size = Size(width: 120, height: 40)
  let colorSupport = ColorSupport.none
  let wake: @Sendable () -> Void = {}
  private let inbox: Inbox
  private let clock: VirtualClock
  var settled: () -> Bool = { true }
  var inFlight: () -> Int = { 0 }
  var nextDeadline: () -> Date? = { nil }
  var quit: () -> Void = {}

  private let condition = NSCondition()
  private var next: Step?
  private var waiting = false
  private var finished = false
  private var draining = false
  private var starting = true
  private(set) var draws = 0
  private(set) var unchanged = 0
  private(set) var outOfBandWrites = 0
  private(set) var screen = ""
  var screenGivenAway = false
  var needsFrame: Bool { screenGivenAway }

  init(inbox: Inbox, clock: VirtualClock) {
    self.inbox = inbox
    self.clock = clock
  }

  func draw(_ frame: Frame) {
    draws += 1
    outOfBandWrites += frame.outOfBand.count
    screen = frame.buffer.lines().joined(separator: "\n")
    screenGivenAway = false
  }

  func frameUnchanged() { unchanged += 1 }

  func readInput(timeoutMilliseconds: Int?) -> TerminalInput? {
    // Right after an input the loop drains what else is pending: nothing.
    if draining {
      draining = false
      return nil
    }
    if starting, !settled() {
      // Start-up: results arrive, timers come due at once. Later the clock stands still.
      if inFlight() == 0, let deadline = nextDeadline() {
        clock.advance(to: deadline)
      } else {
        _ = inbox.wait(until: Date().addingTimeInterval(0.05))
      }
      return nil
    }
    starting = false
    condition.lock()
    defer { condition.unlock() }
    waiting = true
    condition.broadcast()
    while next == nil, !finished { condition.wait() }
    waiting = false
    guard let step = next else {
      quit()
      return nil
    }
    next = nil
    switch step {
    case .wake: return nil
    case .result(let event):
      inbox.post(event)
      return nil
    case .input(let input):
      draining = true
      return input
    }
  }

  /// Blocks until the loop asks for input (it has drawn, or skipped, its frame).
  func waitForTurn() {
    let limit = Date().addingTimeInterval(30)
    condition.lock()
    defer { condition.unlock() }
    while !waiting || next != nil, condition.wait(until: limit) {}
    XCTAssertTrue(waiting && next == nil, "the loop never asked for input again")
  }

  func perform(_ step: Step) {
    condition.lock()
    next = step
    waiting = false
    condition.broadcast()
    condition.unlock()
    waitForTurn()
  }

  func finish() {
    condition.lock()
    finished = true
    condition.broadcast()
    condition.unlock()
  }
}
