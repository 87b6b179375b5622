import Foundation
import Screen

/// What the run loop needs from a screen: its size and colours, input with a timeout, and a
/// way to show a frame. The ncurses terminal is one; a script's in-memory screen is the other,
/// so `--script` runs the very loop users run.
public protocol TerminalDevice: AnyObject {
  var size: Size { get }
  var colorSupport: ColorSupport { get }
  /// Waits up to `timeoutMilliseconds` (nil: until something happens) for input; nil when the
  /// time is up or `wake` was called.
  func readInput(timeoutMilliseconds: Int?) -> TerminalInput?
  func draw(_ frame: Frame)
  /// Interrupts a `readInput` that is waiting, from any thread.
  var wake: @Sendable () -> Void { get }
  /// Gives the terminal back for a while (an editor runs on it), and takes it again.
  func suspend()
  func resume()
  /// Whether the next frame must be drawn even if it looks like the last (the screen was
  /// given away and taken back since).
  var needsFrame: Bool { get }
  /// The loop looked and the frame would be the one already shown, so nothing is drawn.
  func frameUnchanged()
  /// The terminal's size when it is larger than Reel draws (`ScreenSizeBound`), else nil.
  var sizeBeyondBound: Size? { get }
}

extension TerminalDevice {
  /// A screen in memory has nothing to give back.
  public func suspend() {}
  public func resume() {}
  public var needsFrame: Bool { false }
  public func frameUnchanged() {}
  public var sizeBeyondBound: Size? { nil }
}

/// Where the loop reads the time: the wall clock for people, a virtual one for scripts.
public protocol LoopClock: AnyObject, Sendable {
  var now: Date { get }
}

public final class SystemClock: LoopClock {
  public init() {}
  public var now: Date { Date() }
}

/// Time that moves only when told to: scripts fire timers at once instead of sleeping.
public final class VirtualClock: LoopClock, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date

  public init(start: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    current = start
  }

  public var now: Date { lock.withLock { current } }

  public func advance(to date: Date) {
    lock.withLock { current = max(current, date) }
  }
}
