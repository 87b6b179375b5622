import Browser
import Foundation

/// Where effect results wait for the UI thread. Posting is thread-safe and calls `wake`, so a
/// loop blocked on terminal input returns at once when a result arrives (no polling).
public final class Inbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [Event] = []
  private let wake: (@Sendable () -> Void)?

  /// - Parameter wake: called after every post, from the posting thread.
  public init(wake: (@Sendable () -> Void)? = nil) {
    self.wake = wake
  }

  public func post(_ event: Event) {
    condition.lock()
    events.append(event)
    condition.signal()
    condition.unlock()
    wake?()
  }

  /// Everything posted so far, oldest first.
  public func drain() -> [Event] {
    condition.lock()
    defer { condition.unlock() }
    let taken = events
    events.removeAll()
    return taken
  }

  /// Blocks until something is posted or the deadline passes; true when events are waiting.
  public func wait(until deadline: Date) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while events.isEmpty {
      if !condition.wait(until: deadline) { return !events.isEmpty }
    }
    return true
  }
}
