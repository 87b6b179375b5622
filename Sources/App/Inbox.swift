import Browser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where effect results wait for the UI thread. Posting is thread-safe; posting also writes a
/// byte to a pipe so a loop blocked in `poll` on the terminal wakes at once (no polling).
public final class Inbox: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [Event] = []
  private let pipe: (read: Int32, write: Int32)?

  /// - Parameter wakePipe: create a pipe whose read end becomes readable when events arrive.
  public init(wakePipe: Bool) {
    if wakePipe {
      var fds: [Int32] = [0, 0]
      if Glibc.pipe(&fds) == 0 {
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        pipe = (fds[0], fds[1])
      } else {
        pipe = nil
      }
    } else {
      pipe = nil
    }
  }

  deinit {
    if let pipe {
      close(pipe.read)
      close(pipe.write)
    }
  }

  /// The descriptor to `poll` for readability, if there is a wake pipe.
  public var wakeDescriptor: Int32? { pipe?.read }

  public func post(_ event: Event) {
    condition.lock()
    events.append(event)
    condition.signal()
    condition.unlock()
    if let pipe {
      var byte: UInt8 = 1
      _ = write(pipe.write, &byte, 1)
    }
  }

  /// Everything posted so far, oldest first.
  public func drain() -> [Event] {
    if let pipe {
      var sink = [UInt8](repeating: 0, count: 256)
      while read(pipe.read, &sink, sink.count) > 0 {}
    }
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
