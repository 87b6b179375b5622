import Glibc
import Synchronization

/// Makes a window resize wake the input wait.
///
/// ncurses turns SIGWINCH into KEY_RESIZE, but only on the next read, and the kernel may
/// deliver the signal to any thread: with Swift's thread pool it usually lands elsewhere, so
/// the `poll` in `readInput` sleeps on and the screen stays stale until a key is pressed. This
/// handler runs ncurses' own handler, then writes a byte to the wake pipe (write is
/// async-signal-safe), so `poll` returns and the pending KEY_RESIZE is read at once.
enum ResizeSignal {
  static func install(wakingDescriptor descriptor: Int32) {
    resizeWakeDescriptor = descriptor
    var action = sigaction()
    action.__sigaction_handler.sa_handler = onResize
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(SIGWINCH, &action, previousResizeAction)
  }

  static func uninstall() {
    sigaction(SIGWINCH, previousResizeAction, nil)
    resizeWakeDescriptor = -1
  }

  /// True once per window resize (or more often, never less): whether a wake of the input
  /// wait may have been a resize, whose KEY_RESIZE ncurses holds. Other wakes (a result on
  /// another thread) then cost no read of ncurses, which would poll stdin once more.
  static func takePending() -> Bool {
    guard resizePending.load(ordering: .relaxed) else { return false }
    return resizePending.exchange(false, ordering: .sequentiallyConsistent)
  }
}

/// Set by the handler before it wakes the wait, taken by `takePending`.
private let resizePending = Atomic<Bool>(false)

/// Read by the signal handler: plain memory, no retain, no lock. Written only by install and
/// uninstall on the curses thread.
nonisolated(unsafe) private var resizeWakeDescriptor: Int32 = -1
nonisolated(unsafe) private let previousResizeAction = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 1)

private let onResize: @convention(c) (Int32) -> Void = { signal in
  let previous = previousResizeAction.pointee.__sigaction_handler.sa_handler
  if let previous, unsafeBitCast(previous, to: Int.self) > 1 {  // neither SIG_DFL nor SIG_IGN
    previous(signal)
  }
  resizePending.store(true, ordering: .sequentiallyConsistent)
  if resizeWakeDescriptor >= 0 {
    var byte: UInt8 = 1
    _ = write(resizeWakeDescriptor, &byte, 1)
  }
}
