import CNcurses
import Glibc

/// Puts the terminal back however the process ends while curses is up, and makes sure a
/// signal that would end Reel does end it.
///
/// - Signals that end a program by default (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1/2,
///   SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF): restore (`TerminalRestore`), then die of the same
///   signal with its default action, so the parent sees what killed Reel.
/// - SIGPIPE is ignored while the browser runs: a write to a closed pipe or socket is an error
///   to handle where it happens, not a reason to leave the terminal raw.
/// - Crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT): restore first, so the report
///   never lands on the UI; then a real fault (or abort() in Reel itself) goes on to the
///   previous handler, Swift's backtracer, which writes the report (to the log, see
///   `CrashReportStreams`) and ends the process. The same signals sent by another process with kill
///   are no crash: the backtracer would log a backtrace and let Reel run on with a restored,
///   hence broken, screen. They end Reel with the default action, as they would any program.
/// - `exit()` from anywhere: an `atexit` hook restores.
/// - Ctrl-Z (SIGTSTP): see `SuspendSignal`. SIGWINCH: see `ResizeSignal`.
///
/// Handlers are installed while curses is active (from just before the screen is put up until
/// just after it is given back) and around the start-up's question to the terminal; the
/// restore itself never calls curses (see `TerminalRestore`).
enum TerminalGuard {
  static let terminatingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF,
  ]
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

  /// Whether the handlers are in place. Installing twice would record Reel's own handlers as
  /// the previous ones, and a crash handed "back" to itself would never end.
  nonisolated(unsafe) private(set) static var isInstalled = false

  /// Called as curses starts, before the screen is put up, on the curses thread (and around
  /// the start-up's question to the terminal, see `Terminal.guardingLineModes`).
  static func install() {
    guard !isInstalled else { return }
    isInstalled = true
    _ = registerExitHook
    CrashReportStreams.prepare()
    for signal in terminatingSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = onTerminatingSignal
      sigemptyset(&action.sa_mask)
      sigaction(signal, nil, previousActions + Int(signal))
      // Ignored by whoever started Reel (`nohup`, `trap '' HUP`, a background job of a shell
      // without job control): it stays ignored, as every program leaves it. Handled, SIGHUP
      // ended a Reel its user had asked to outlive the hang-up signal.
      guard !wasIgnored(signal) else { continue }
      sigaction(signal, &action, nil)
    }
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = onCrashSignal
      // SA_ONSTACK: a stack overflow can only be handled on the alternate stack Swift sets up.
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, previousActions + Int(signal))
    }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    sigaction(SIGPIPE, &ignore, previousActions + Int(SIGPIPE))
  }

  /// Runs `body` (Reel stopped by Ctrl-Z, its screen given back) with the signals that end
  /// Reel at their default action, so one ends Reel at once, stopped or not, as it ends any
  /// stopped program: handled, it waited, stopped, for `fg` (`kill %1` left a job "Stopped",
  /// the shell's exit left it behind). There is nothing to restore meanwhile.
  static func withDefaultActionsWhileStopped(_ body: () -> Void) {
    guard isInstalled else { return body() }
    setTerminatingHandler(SIG_DFL)
    body()
    setTerminatingHandler(onTerminatingSignal)
  }

  private static func setTerminatingHandler(_ handler: __sighandler_t?) {
    for signal in terminatingSignals where !wasIgnored(signal) {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handler
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// Whether `signal` was ignored before `install` (SIG_IGN is the handler 1).
  private static func wasIgnored(_ signal: Int32) -> Bool {
    let handler = previousActions[Int(signal)].__sigaction_handler.sa_handler
    return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
  }

  /// Called just before `endwin()` on the normal path: restores whatever handled these signals
  /// before (ncurses' own handlers, Swift's backtracer, or the defaults).
  static func uninstall() {
    guard isInstalled else { return }
    isInstalled = false
    for signal in terminatingSignals + crashSignals + [SIGPIPE] {
      sigaction(signal, previousActions + Int(signal), nil)
    }
  }
}

/// The dispositions replaced by `install`, indexed by signal number. A raw buffer rather than a
/// Swift collection because a signal handler reads it: no retain, no lock, no allocation.
/// Written only by `install`, on the curses thread, while none of these handlers can run.
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

/// Ends the process with `signal`'s default action (terminate, or dump core). Safe in a signal
/// handler; also how the App ends of a signal it held while an editor had the terminal.
public func dieOfDefaultAction(_ signal: Int32) -> Never {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&action.sa_mask)
  sigaction(signal, &action, nil)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signal)
  pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  raise(signal)
  _exit(128 + signal)  // in case the default action was to ignore it after all
}

private let onTerminatingSignal: @convention(c) (Int32) -> Void = { signal in
  TerminalRestore.restoreForExit()
  dieOfDefaultAction(signal)
}

private let onCrashSignal:
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
    signal, info, _ in
    TerminalRestore.restoreForExit()
    let code = info?.pointee.si_code ?? 0
    // si_code > 0: the kernel raised it for a fault in this process. SI_USER / SI_TKILL with
    // our own pid: abort() or a trap raised by this process. Both are crashes for the
    // backtracer. Anything else came from another process.
    let fromThisProcess =
      code > 0 || info.map { $0.pointee._sifields._kill.si_pid == getpid() } ?? false
    guard fromThisProcess else { dieOfDefaultAction(signal) }
    CrashReportStreams.handOverToBacktracer()
    sigaction(signal, previousActions + Int(signal), nil)
    // A real fault re-executes the faulting instruction on return and so reaches the previous
    // handler with its true context; a raised signal must be raised again. It stays blocked,
    // hence pending, until this handler returns.
    if code > 0 { return }
    raise(signal)
  }

/// A global `let` is initialised exactly once, which makes registering the hook idempotent.
private let registerExitHook: Void = {
  atexit {
    // No signal: keys typed ahead are the next program's, kept.
    TerminalRestore.restoreForExit(discardingInput: false)
  }
}()

extension Terminal {
  /// Runs `body`, which changes the tty's line modes before the screen is up (the start-up's
  /// question to the terminal is asked with echo and line editing off), so that a signal that
  /// ends Reel meanwhile (Ctrl-C, SIGTERM, SIGHUP, a closed window) gives them back first: it
  /// left the shell with echo off, typing blind. Nothing else to undo yet, so only the modes.
  /// Inside a running screen, or a start-up that guards already (`start(askingFirst:)`), it
  /// only runs `body`.
  ///
  /// Ctrl-Z meanwhile stops Reel once `body` is done and the modes are back (a printing
  /// command's body reads the answer too): at its default action, it stopped Reel in the
  /// question's modes, echo off, and the answer coming meanwhile was the shell's.
  public static func guardingLineModes<Result>(_ body: () throws -> Result) rethrows -> Result {
    var modes = termios()
    guard !TerminalGuard.isInstalled, tcgetattr(STDOUT_FILENO, &modes) == 0 else {
      return try body()
    }
    TerminalRestore.prepare(shellModes: modes, leave: [])
    TerminalGuard.install()
    let holdsSuspend = !SuspendSignal.isInstalled && !SuspendSignal.isIgnored
    if holdsSuspend { SuspendSignal.install(wakingDescriptor: -1) }
    defer {
      TerminalGuard.uninstall()
      TerminalRestore.markRestored()
      if holdsSuspend, SuspendSignal.uninstallTakingRequest() { SuspendSignal.stopProcess() }
    }
    return try body()
  }
}
