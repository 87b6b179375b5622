import CNcurses
import Glibc
import Synchronization

/// Ctrl-Z and `fg`, done on the curses thread.
///
/// ncurses' own SIGTSTP handler runs on whichever thread the signal lands on, and after `fg`
/// leaves keypad-transmit off (arrow keys then arrive in a form ncurses does not decode) and
/// flushes the keys typed meanwhile. This handler only records the request and wakes the input
/// wait; `Terminal.readInput` then leaves the screen through ncurses, stops the process, and on
/// `fg` takes the screen back with every mode Reel uses, as `start` did.
enum SuspendSignal {
  /// Whether Reel's handler is in place. Installed twice, it recorded itself as the previous
  /// action, and Ctrl-Z after `stop()` went on to a handler no one listened to.
  nonisolated(unsafe) private(set) static var isInstalled = false

  /// `descriptor`: a wake pipe's write end, or -1 (no input wait to wake: the request is taken
  /// by whoever installed it, see `Terminal.guardingLineModes`).
  static func install(wakingDescriptor descriptor: Int32) {
    guard !isInstalled else { return }
    isInstalled = true
    suspendWakeDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = onSuspend
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaction(SIGTSTP, &action, previousSuspendAction)
  }

  static func uninstall() {
    guard isInstalled else { return }
    isInstalled = false
    sigaction(SIGTSTP, previousSuspendAction, nil)
    suspendWakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }

  /// Whether whoever started Reel has Ctrl-Z ignored (SIG_IGN is the handler 1): a command
  /// that only asks the terminal leaves it so, and is never stopped where no one expects it.
  static var isIgnored: Bool {
    var current = sigaction()
    guard sigaction(SIGTSTP, nil, &current) == 0,
      let handler = current.__sigaction_handler.sa_handler
    else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }

  /// Uninstalls, and says whether a Ctrl-Z came since the last was taken (one that comes
  /// after this meets the previous action itself).
  static func uninstallTakingRequest() -> Bool {
    uninstall()
    return suspendRequested.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// True once per Ctrl-Z.
  static func takeRequest() -> Bool {
    // Asked twice a key press: a plain load first, so the locked exchange (which takes the
    // cache line for writing) runs only after a Ctrl-Z.
    guard suspendRequested.load(ordering: .relaxed) else { return false }
    return suspendRequested.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Stops the process as the default SIGTSTP action would, and returns once it is continued.
  ///
  /// Exactly one stop, however many Ctrl-Z come meanwhile: the stop is made pending on this
  /// thread (blocked) before the default action is put back, so one that another thread takes
  /// in between stops the process instead, and SIGCONT then discards this pending one, as it
  /// does every stop signal still pending. Raised after the switch, it stopped Reel a second
  /// time right after `fg`, and the keys typed next went to the shell.
  static func stopProcess() {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &stop, &previousMask)
    raise(SIGTSTP)  // pending here while blocked: Reel's handler does not see it
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    var ours = sigaction()
    sigaction(SIGTSTP, &action, &ours)
    pthread_sigmask(SIG_UNBLOCK, &stop, nil)  // stops every thread here; returns after SIGCONT
    // A Ctrl-Z that reached the handler while the screen was being left is the one just done.
    suspendRequested.store(false, ordering: .sequentiallyConsistent)
    sigaction(SIGTSTP, &ours, nil)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    // The caller's refresh has ncurses re-read the size, which may have changed meanwhile.
    ScreenSizeBound.prepareEnvironment()
  }
}

private let suspendRequested = Atomic<Bool>(false)
/// Read by the handler on whichever thread takes Ctrl-Z, while another installs and
/// uninstalls: an atomic (lock-free, so safe in a handler). Plain memory, it was a data race
/// ThreadSanitizer reported (Ctrl-Z during `reel show`'s question, the handler on the main
/// thread reading it as the asking thread uninstalled).
private let suspendWakeDescriptor = Atomic<Int32>(-1)
nonisolated(unsafe) private let previousSuspendAction = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 1)

private let onSuspend: @convention(c) (Int32) -> Void = { _ in
  suspendRequested.store(true, ordering: .sequentiallyConsistent)
  let descriptor = suspendWakeDescriptor.load(ordering: .sequentiallyConsistent)
  if descriptor >= 0 {
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }
}
