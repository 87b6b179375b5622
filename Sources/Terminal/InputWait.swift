import CNcurses
import Glibc

/// The wait for a key: stdin and the wake pipe, in one epoll set made once.
///
/// poll(2) on the two descriptors, at every wait, took a reference on each file twice (before
/// the sleep and after the wake), asked the terminal and the pipe each time whether they were
/// ready, and hooked the thread onto both wait queues and off again: ~7 % of a `j`'s samples
/// (perf, Nov 2026), more than any one of Reel's own functions. The epoll set keeps both
/// registered between waits, and a wake asks only the descriptor that is ready.
///
/// Falls back to poll(2) where epoll cannot watch stdin (a regular file, /dev/null) or cannot
/// be had at all; either way the caller gets what poll would have said.
final class InputWait {
  /// What one wait found: `ready` as poll returns it (-1 with `errno` on failure, 0 when the
  /// time ran out), stdin's events in poll's bits, and whether the wake pipe was written.
  struct Readiness {
    var ready: Int32
    var stdinEvents: Int32
    var woken: Bool
  }

  /// The epoll set, or -1 to poll.
  private let set: Int32
  private let wakeDescriptor: Int32

  /// The identities the set's events carry.
  private static let stdinTag: UInt64 = 0
  private static let wakeTag: UInt64 = 1

  init(wakeDescriptor: Int32) {
    self.wakeDescriptor = wakeDescriptor
    set = Self.makeSet(wakeDescriptor: wakeDescriptor)
  }

  deinit {
    if set >= 0 { close(set) }
  }

  private static func makeSet(wakeDescriptor: Int32) -> Int32 {
    let set = epoll_create1(Int32(EPOLL_CLOEXEC))
    guard set >= 0 else { return -1 }
    func watch(_ descriptor: Int32, tag: UInt64) -> Bool {
      var event = epoll_event()
      event.events = EPOLLIN.rawValue
      event.data.u64 = tag
      return epoll_ctl(set, EPOLL_CTL_ADD, descriptor, &event) == 0
    }
    guard watch(STDIN_FILENO, tag: stdinTag),
      wakeDescriptor < 0 || watch(wakeDescriptor, tag: wakeTag)
    else {
      close(set)
      return -1
    }
    return set
  }

  /// Waits up to `timeout` milliseconds (-1: until something comes).
  func wait(timeout: Int32) -> Readiness {
    guard set >= 0 else { return poll(timeout: timeout) }
    var events = (epoll_event(), epoll_event())
    let ready = withUnsafeMutableBytes(of: &events) { raw in
      epoll_wait(set, raw.baseAddress!.assumingMemoryBound(to: epoll_event.self), 2, timeout)
    }
    var found = Readiness(ready: ready, stdinEvents: 0, woken: false)
    if ready > 0 { take(events.0, into: &found) }
    if ready > 1 { take(events.1, into: &found) }
    return found
  }

  private func take(_ event: epoll_event, into found: inout Readiness) {
    if event.data.u64 == Self.wakeTag {
      found.woken = true
      return
    }
    // epoll's bits for these are poll's (EPOLLIN == POLLIN, EPOLLERR == POLLERR, …).
    let mask = EPOLLIN.rawValue | EPOLLERR.rawValue | EPOLLHUP.rawValue
    found.stdinEvents = Int32(bitPattern: event.events & mask)
  }

  private func poll(timeout: Int32) -> Readiness {
    var descriptors = (
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
    )
    let ready = withUnsafeMutableBytes(of: &descriptors) { raw in
      Glibc.poll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, timeout)
    }
    return Readiness(
      ready: ready, stdinEvents: Int32(descriptors.0.revents),
      woken: descriptors.1.revents != 0)
  }
}
