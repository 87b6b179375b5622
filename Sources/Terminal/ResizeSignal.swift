import Glibc
import Synchronization

/// Makes a window resize wake the input wait.
///
/// The kernel may deliver SIGWINCH to any thread: with Swift's thread pool it usually lands
/// elsewhere, so the `poll` in `readInput` would sleep on and the screen stay stale until a key
/// is pressed. This handler writes a byte to the wake pipe (write is async-signal-safe), so
/// `poll` returns, and `takePending` then resizes ncurses on the curses thread.
///
/// ncurses' own handler is not run while Reel's is installed: it would have ncurses re-read
/// the tty's size at its next read or `doupdate`, unbounded, before Reel could bound it (a
/// tty reporting 65535 columns took gigabytes, see `ScreenSizeBound`). Reel resizes ncurses
/// itself instead, to the bounded size, which queues the same KEY_RESIZE.
enum ResizeSignal {
  static func install(wakingDescriptor descriptor: Int32) {
    resizeWakeDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = onResize
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(SIGWINCH, &action, previousResizeAction)
  }

  static func uninstall() {
    sigaction(SIGWINCH, previousResizeAction, nil)
    resizeWakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// True once per window resize (or more often, never less): whether a wake of the input
  /// wait may have been a resize, whose KEY_RESIZE ncurses holds. Other wakes (a result on
  /// another thread) then cost no read of ncurses, which would poll stdin once more.
  /// When it was, ncurses is resized here (curses thread) and holds the KEY_RESIZE.
  static func takePending() -> Bool {
    guard resizePending.load(ordering: .relaxed) else { return false }
    guard resizePending.exchange(false, ordering: .sequentiallyConsistent) else { return false }
    ScreenSizeBound.followTerminal()
    return true
  }
}

/// Set by the handler before it wakes the wait, taken by `takePending`.
private let resizePending = Atomic<Bool>(false)

/// Read by the signal handler, on whichever thread takes the signal, while the curses thread
/// installs and uninstalls: an atomic (lock-free, so safe in a handler), not plain memory,
/// which was a data race (ThreadSanitizer saw its twin in `SuspendSignal`).
private let resizeWakeDescriptor = Atomic<Int32>(-1)
nonisolated(unsafe) private let previousResizeAction = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 1)

private let onResize: @convention(c) (Int32) -> Void = { _ in
  resizePending.store(true, ordering: .sequentiallyConsistent)
  let descriptor = resizeWakeDescriptor.load(ordering: .sequentiallyConsistent)
  if descriptor >= 0 {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }
}
