import Browser
import Foundation

/// Hosts the browser on one thread: feeds events to `reduce`, keeps the timers the reducer
/// asks for, and hands I/O effects to the runner, which performs them off this thread.
public final class BrowserSession {
  public private(set) var state: BrowserState
  @exclusivity(unchecked) public private(set) var quitRequested = false
  public let inbox: Inbox
  let runner: EffectRunner
  /// The pending timers, one slot per key (`TimerKey.slot`): a key press starts one and
  /// cancels another, and a dictionary would hash the key and look it up each time.
  @exclusivity(unchecked) private var timers = [PendingTimer?](
    repeating: nil, count: TimerKey.slotCount)
  private let clock: any LoopClock
  // The timers, the count of events and the wake's time are `@exclusivity(unchecked)`: used
  // on the loop's thread alone, with no access left open across a call, yet each use was
  // checked at run time at every event. The state keeps its check (see `withState`).
  /// When the wake being handled began (read once by the loop after its wait): timers started
  /// while handling it count from then, with no clock read of their own. Nil reads the clock.
  @exclusivity(unchecked) var wakeTime: Date?

  public init(
    state: BrowserState = BrowserState(), runner: EffectRunner, inbox: Inbox,
    clock: any LoopClock = SystemClock()
  ) {
    self.state = state
    self.runner = runner
    self.inbox = inbox
    self.clock = clock
  }

  /// Told whether each network result was taken or dropped as stale (the inspector).
  var onNetworkResult: ((RequestID, Bool) -> Void)?
  /// Performs the inspector's actions (they need the record, the clipboard, the editor).
  var onInspectorAction: ((InspectorAction) -> Void)?
  /// Hands a web address to the user's browser and says how it went (`o`).
  var onOpenLink: ((URL) -> StatusMessage)?
  /// Puts text on the terminal's clipboard, between frames (`y`).
  var onCopy: ((String) -> Void)?

  /// How many events the browser has taken: the state changes only when this grows.
  @exclusivity(unchecked) public private(set) var eventsTaken = 0

  public func send(_ event: Event) {
    eventsTaken &+= 1
    if let id = event.networkResultID, let onNetworkResult {
      onNetworkResult(id, state.requests[id] != nil)
    }
    for effect in reduce(&state, event) {
      switch effect {
      case .startTimer(let key, let token, let milliseconds):
        let start = wakeTime ?? clock.now
        timers[key.slot] = PendingTimer(
          key: key, deadline: start.addingTimeInterval(Double(milliseconds) / 1000), token: token)
      case .cancelTimer(let key):
        timers[key.slot] = nil
      case .quit:
        quitRequested = true
      case .inspector(let action):
        onInspectorAction?(action)
      case .openInBrowser(let url):
        if let said = onOpenLink?(url) { send(.notice(said)) }
      case .copyToClipboard(let text):
        onCopy?(text)
      default:
        runner.perform(effect)
      }
    }
  }

  /// Lends the state to `body` without copying it. Reading `session.state` from outside
  /// copies the whole struct, retaining and then releasing each of its ~40 references: on a
  /// key press, after the wait, those are cold cache lines, and the copy costs more than the
  /// look-up it was made for. `body` must not call back into the session (the state is held
  /// for it; the exclusivity check stops the program if it does).
  func withState<R>(_ body: (borrowing BrowserState) -> R) -> R {
    lendInPlace { body($0) }
  }

  /// An inout hand-over is what makes the compiler pass the stored state's address instead
  /// of a copy; `withState` lends it on read-only.
  private func lendInPlace<R>(_ body: (inout BrowserState) -> R) -> R {
    body(&state)
  }

  /// Ends the loop from outside the browser (a script that has run out of lines).
  public func requestQuit() { quitRequested = true }

  /// Applies every result that has arrived. Returns whether there were any.
  @discardableResult
  public func processInbox() -> Bool {
    let events = inbox.drain()
    events.forEach(send)
    return !events.isEmpty
  }

  /// When the next timer is due, if any. (Asked before every wait: no array is made.)
  public var nextDeadline: Date? {
    var earliest: Date?
    for case let timer? in timers where earliest.map({ timer.deadline < $0 }) ?? true {
      earliest = timer.deadline
    }
    return earliest
  }

  /// When the next timer other than a status message's fade is due: what a script's waits
  /// jump to, so a message never fades while a wait is only catching up with a result.
  public var nextDeadlineExceptFades: Date? {
    timers.compactMap { $0 }.filter { $0.key != .statusFade }.map(\.deadline).min()
  }

  public var hasPendingTimers: Bool { timers.contains { $0 != nil } }

  /// Effects still running in the runner (requests and watchlist work).
  public var requestsInFlight: Int { runner.inFlight }

  /// Fires the timers whose time has come, earliest first.
  public func fireDueTimers(now: Date) {
    // After every wake: most find nothing due, and should not build a dictionary to say so.
    guard timers.contains(where: { $0.map { $0.deadline <= now } ?? false }) else { return }
    let due = timers.compactMap { $0 }.filter { $0.deadline <= now }.sorted {
      $0.deadline < $1.deadline
    }
    // A timer an earlier one's event restarted or cancelled is no longer the one that was due.
    for timer in due where timers[timer.key.slot]?.token == timer.token {
      timers[timer.key.slot] = nil
      send(.timerFired(timer.key, token: timer.token))
    }
  }

  public func shutDown() {
    runner.cancelAll()
    timers = [PendingTimer?](repeating: nil, count: TimerKey.slotCount)
  }
}

/// A timer the reducer started and the session keeps until it fires or is cancelled.
private struct PendingTimer {
  let key: TimerKey
  let deadline: Date
  let token: Int
}
