import Glibc

/// Wakes a `Terminal.readInput` that is blocked waiting for a key, from any thread.
///
/// The runtime blocks on input instead of polling (an idle Reel uses no CPU); when a network
/// result arrives on another thread it calls `wake()`, and `readInput` returns nil so the loop
/// can drain its results and redraw. The classic self-pipe: `write` is thread- and
/// signal-safe, and the read end sits next to stdin in `poll`.
public struct TerminalWaker: Sendable {
  let pipe: WakePipe

  public func wake() { pipe.signal() }
}

/// Owns the pipe's descriptors for as long as any waker or terminal refers to it, so a late
/// `wake()` never writes to a closed (or reused) descriptor.
final class WakePipe: Sendable {
  /// -1 when the pipe could not be created; poll() ignores negative descriptors and waking
  /// becomes a no-op, leaving timeouts as the fallback.
  let readEnd: Int32
  let writeEnd: Int32

  init() {
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      readEnd = descriptors[0]
      writeEnd = descriptors[1]
      for descriptor in descriptors {
        // Non-blocking: a wake never stalls its caller, a drain never waits for more.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
    } else {
      readEnd = -1
      writeEnd = -1
    }
  }

  deinit {
    if readEnd >= 0 { close(readEnd) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  func signal() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    // A full pipe (EAGAIN) already guarantees a wake-up; nothing to do then.
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe. A read that returns less than it asked for found the pipe empty (a
  /// pipe's read takes what is there), so a wake costs one read, not a second to see EAGAIN; a
  /// byte written just after is left for the next poll, which then returns at once.
  func drain() {
    guard readEnd >= 0 else { return }
    var scratch = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    let size = MemoryLayout.size(ofValue: scratch)
    while withUnsafeMutableBytes(of: &scratch, { read(readEnd, $0.baseAddress, $0.count) }) == size
    {}
  }
}
