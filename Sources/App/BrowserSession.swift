import Browser
import Foundation

/// Hosts the browser on one thread: feeds events to `reduce`, keeps the timers the reducer
/// asks for, and hands I/O effects to the runner. The interactive loop and the script runner
/// both drive one of these, so a script exercises exactly what a user does.
public final class BrowserSession {
  public private(set) var state: BrowserState
  public private(set) var quitRequested = false
  public let inbox: Inbox
  let runner: EffectRunner
  private var timers: [TimerKey: (deadline: Date, token: Int)] = [:]
  private let now: () -> Date

  public init(
    state: BrowserState = BrowserState(), runner: EffectRunner, inbox: Inbox,
    now: @escaping () -> Date = Date.init
  ) {
    self.state = state
    self.runner = runner
    self.inbox = inbox
    self.now = now
  }

  public func send(_ event: Event) {
    for effect in reduce(&state, event) {
      switch effect {
      case .startTimer(let key, let token, let milliseconds):
        timers[key] = (now().addingTimeInterval(Double(milliseconds) / 1000), token)
      case .cancelTimer(let key):
        timers[key] = nil
      case .quit:
        quitRequested = true
      default:
        runner.perform(effect)
      }
    }
  }

  /// Applies every result that has arrived. Returns whether there were any.
  @discardableResult
  public func processInbox() -> Bool {
    let events = inbox.drain()
    events.forEach(send)
    return !events.isEmpty
  }

  /// When the next timer is due, if any.
  public var nextDeadline: Date? { timers.values.map(\.deadline).min() }

  public var hasPendingTimers: Bool { !timers.isEmpty }

  /// Requests still running in the runner.
  public var requestsInFlight: Int { runner.inFlight }

  /// Fires the timers whose time has come, earliest first.
  public func fireDueTimers() {
    let current = now()
    let due = timers.filter { $0.value.deadline <= current }.sorted {
      $0.value.deadline < $1.value.deadline
    }
    for (key, timer) in due {
      timers[key] = nil
      send(.timerFired(key, token: timer.token))
    }
  }

  /// Fires the earliest timer now, as if its time had passed: scripts run on virtual time.
  public func fireNextTimer() {
    guard let (key, timer) = timers.min(by: { $0.value.deadline < $1.value.deadline }) else {
      return
    }
    timers[key] = nil
    send(.timerFired(key, token: timer.token))
  }

  public func shutDown() {
    runner.cancelAll()
    timers.removeAll()
  }
}
