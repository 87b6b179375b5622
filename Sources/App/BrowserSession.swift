import Browser
import Foundation

/// Hosts the browser on one thread: feeds events to `reduce`, keeps the timers the reducer
/// asks for, and hands I/O effects to the runner, which performs them off this thread.
public final class BrowserSession {
  public private(set) var state: BrowserState
  public private(set) var quitRequested = false
  public let inbox: Inbox
  let runner: EffectRunner
  private var timers: [TimerKey: (deadline: Date, token: Int)] = [:]
  private let clock: any LoopClock

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
  public private(set) var eventsTaken = 0

  public func send(_ event: Event) {
    eventsTaken &+= 1
    if let id = event.networkResultID, let onNetworkResult {
      onNetworkResult(id, state.requests[id] != nil)
    }
    for effect in reduce(&state, event) {
      switch effect {
      case .startTimer(let key, let token, let milliseconds):
        timers[key] = (clock.now.addingTimeInterval(Double(milliseconds) / 1000), token)
      case .cancelTimer(let key):
        timers[key] = nil
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
    for timer in timers.values where earliest.map({ timer.deadline < $0 }) ?? true {
      earliest = timer.deadline
    }
    return earliest
  }

  /// When the next timer other than a status message's fade is due: what a script's waits
  /// jump to, so a message never fades while a wait is only catching up with a result.
  public var nextDeadlineExceptFades: Date? {
    timers.filter { $0.key != .statusFade }.values.map(\.deadline).min()
  }

  public var hasPendingTimers: Bool { !timers.isEmpty }

  /// Effects still running in the runner (requests and watchlist work).
  public var requestsInFlight: Int { runner.inFlight }

  /// Fires the timers whose time has come, earliest first.
  public func fireDueTimers(now: Date) {
    // After every wake: most find nothing due, and should not build a dictionary to say so.
    guard timers.values.contains(where: { $0.deadline <= now }) else { return }
    let due = timers.filter { $0.value.deadline <= now }.sorted {
      $0.value.deadline < $1.value.deadline
    }
    for (key, timer) in due where timers[key]?.token == timer.token {
      timers[key] = nil
      send(.timerFired(key, token: timer.token))
    }
  }

  public func shutDown() {
    runner.cancelAll()
    timers.removeAll()
  }
}
