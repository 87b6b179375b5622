import CNcurses
import Glibc

/// Puts the terminal back however the process ends while curses is up.
///
/// - Ctrl-C, SIGTERM, SIGHUP, SIGQUIT: `endwin()`, then exit with 128 + signal. ncurses calls
///   `endwin()` from its own signal handlers too, so this is the accepted practice even though
///   it is not strictly async-signal-safe.
/// - Crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT): `endwin()`, then the previous
///   handler (Swift's backtracer, or the default core dump) runs as if we were not there, so the
///   crash report lands on a sane terminal, not over the UI.
/// - `exit()` from anywhere: an `atexit` hook calls `endwin()` unless it already ran.
/// - Ctrl-Z (SIGTSTP) and SIGWINCH stay with ncurses, whose `initscr` installs handlers that
///   restore the terminal on suspend and redraw on resume.
///
/// Handlers are installed only while curses is active, so while they run curses is up.
enum TerminalGuard {
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

  /// Called right after curses starts, on the curses thread.
  static func install() {
    _ = registerExitHook
    for signal in terminatingSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = onTerminatingSignal
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previousActions + Int(signal))
    }
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = onCrashSignal
      // SA_ONSTACK: a stack overflow can only be handled on the alternate stack Swift sets up.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previousActions + Int(signal))
    }
  }

  /// Called just before `endwin()` on the normal path: restores whatever handled these signals
  /// before (ncurses' own handlers, Swift's backtracer, or the defaults).
  static func uninstall() {
    for signal in terminatingSignals + crashSignals {
      sigaction(signal, previousActions + Int(signal), nil)
    }
  }
}

/// The dispositions replaced by `install`, indexed by signal number. A raw buffer rather than a
/// Swift collection because a signal handler reads it: no retain, no lock, no allocation.
/// Written only by `install`, on the curses thread, while none of these handlers can run.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

private let onTerminatingSignal: @convention(c) (Int32) -> Void = { signal in
  endwin()
  _exit(128 + signal)
}

private let onCrashSignal:
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    signal, info, _ in
    endwin()
    sigaction(signal, previousActions + Int(signal), nil)
    // A real fault (si_code > 0) re-executes the faulting instruction on return and so reaches
    // the previous handler with its true context; a signal sent by kill() or abort() must be
    // raised again. It stays blocked, hence pending, until this handler returns.
    if let info, info.pointee.si_code > 0 { return }
    raise(signal)
  }

/// A global `let` is initialised exactly once, which makes registering the hook idempotent.
private let registerExitHook: Void = {
  atexit {
    // isendwin() is false both while curses runs and before it ever started; endwin() on a
    // never-started ncurses is a harmless ERR.
    if !isendwin() { endwin() }
  }
}()
