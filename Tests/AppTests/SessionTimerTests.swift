import Browser
import Foundation
import Library
import ReelTestSupport
import XCTest

@testable import App

/// The session keeps the reducer's timers in one slot per key (a key press starts one and
/// cancels another without hashing anything): a timer counts from the wake that started it,
/// a new one replaces the pending one of its key, and they fire earliest first, once.
final class SessionTimerTests: XCTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 1_000)

  func testATimerCountsFromTheClockOutsideAWake() throws {
    let (session, clock) = try makeSession()
    defer { session.shutDown() }
    session.send(.notice(.nothingToUndo))
    XCTAssertEqual(session.nextDeadline, clock.now.addingTimeInterval(5))
    XCTAssertEqual(session.nextDeadlineExceptFades, nil)
    XCTAssertTrue(session.hasPendingTimers)
  }

  func testATimerStartedWhileAWakeIsHandledCountsFromTheWake() throws {
    let (session, _) = try makeSession()
    defer { session.shutDown() }
    let wake = start.addingTimeInterval(42)
    session.wakeTime = wake
    session.send(.notice(.nothingToUndo))
    XCTAssertEqual(session.nextDeadline, wake.addingTimeInterval(5))
  }

  func testTimersOfTwoKeysFireEarliestFirstAndOnlyOnce() throws {
    let (session, clock) = try makeSession()
    defer { session.shutDown() }
    session.send(.notice(.nothingToUndo))
    // A lone 3 waits 600 ms for a motion before doing its own thing.
    session.send(.command(.countDigit(3, otherwise: .first)))
    // The count's pause comes before the fade (5 s), and is what scripts wait for.
    XCTAssertEqual(session.nextDeadline, clock.now.addingTimeInterval(0.6))
    XCTAssertEqual(session.nextDeadlineExceptFades, clock.now.addingTimeInterval(0.6))

    session.fireDueTimers(now: clock.now.addingTimeInterval(0.599))
    XCTAssertNotNil(session.state.timers[.countPause], "fired before its time")
    XCTAssertNotNil(session.state.pendingCount)

    session.fireDueTimers(now: clock.now.addingTimeInterval(0.6))
    XCTAssertNil(session.state.timers[.countPause])
    XCTAssertNil(session.state.pendingCount)
    XCTAssertEqual(session.state.status, .nothingToUndo)
    XCTAssertEqual(session.nextDeadline, clock.now.addingTimeInterval(5))
    XCTAssertNil(session.nextDeadlineExceptFades)

    session.fireDueTimers(now: clock.now.addingTimeInterval(60))
    XCTAssertNil(session.state.status, "the message faded")
    XCTAssertFalse(session.hasPendingTimers)
    XCTAssertNil(session.nextDeadline)
    let taken = session.eventsTaken
    session.fireDueTimers(now: clock.now.addingTimeInterval(120))
    XCTAssertEqual(session.eventsTaken, taken, "a fired timer fired again")
  }

  func testANewTimerOfAKeyReplacesThePendingOne() throws {
    let (session, clock) = try makeSession()
    defer { session.shutDown() }
    session.send(.notice(.nothingToUndo))
    clock.advance(to: start.addingTimeInterval(3))
    session.send(.notice(.cancelled))
    XCTAssertEqual(session.nextDeadline, start.addingTimeInterval(8))
    // The first message's time comes and goes: the second stays its full time.
    session.fireDueTimers(now: start.addingTimeInterval(5))
    XCTAssertEqual(session.state.status, .cancelled)
    session.fireDueTimers(now: start.addingTimeInterval(8))
    XCTAssertNil(session.state.status)
  }

  func testShuttingDownForgetsEveryTimer() throws {
    let (session, _) = try makeSession()
    session.send(.notice(.nothingToUndo))
    session.shutDown()
    XCTAssertFalse(session.hasPendingTimers)
    XCTAssertNil(session.nextDeadline)
  }

  /// A session whose configuration is loaded (so commands are taken), on a virtual clock.
  private func makeSession() throws -> (BrowserSession, VirtualClock) {
    let clock = VirtualClock(start: start)
    let inbox = Inbox()
    let services = try ScriptSupport.replayServices()
    let runner = EffectRunner(
      client: services.client, watchlist: MemoryWatchlistStore(), inbox: inbox)
    var state = BrowserState()
    state.configurationStatus = .loaded
    return (BrowserSession(state: state, runner: runner, inbox: inbox, clock: clock), clock)
  }
}
