import Browser
import Foundation
import Synchronization

/// Where effect results wait for the UI thread. Posting is thread-safe and calls `wake`, so a
/// loop blocked on terminal input returns at once when a result arrives (no polling).
public final class Inbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [Event] = []
  /// How many events wait, kept with `events` under the lock and readable without it: the
  /// loop drains after every wake, and a key press finds nothing posted, so it takes no lock.
  /// (A post it misses by a hair calls `wake` after it, so the next wait returns at once.)
  private let waiting = Atomic<Int>(0)
  private let wake: (@Sendable () -> Void)?

  /// - Parameter wake: called after every post, from the posting thread.
  public init(wake: (@Sendable () -> Void)? = nil) {
    self.wake = wake
  }

  public func post(_ event: Event) {
    condition.lock()
    events.append(event)
    waiting.store(events.count, ordering: .releasing)
    condition.signal()
    condition.unlock()
    wake?()
  }

  /// Everything posted so far, oldest first.
  public func drain() -> [Event] {
    guard waiting.load(ordering: .acquiring) > 0 else { return [] }
    condition.lock()
    defer { condition.unlock() }
    let taken = events
    events.removeAll()
    waiting.store(0, ordering: .releasing)
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
