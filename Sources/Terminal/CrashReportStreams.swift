import Glibc

/// Points the standard streams where Swift's backtracer must find them when Reel crashes with
/// the screen up, so the report lands in the log and nobody is asked to press a key.
///
/// The backtracer settles its settings once, as the process starts: with a terminal on stdin
/// and stdout it is interactive and writes to stdout. Re-executing Reel with `SWIFT_BACKTRACE`
/// set would change that, but costs a second process start (about 30 ms) on every launch. The
/// backtracer is a child the crash handler spawns, though, and inherits the descriptors as they
/// are at the crash: with stdout pointing at stderr (the log file while the screen is up) and
/// stdin at /dev/null, the report goes to the log and the prompt reads end-of-file at once.
enum CrashReportStreams {
  /// Called on the curses thread when the crash handlers are installed.
  static func prepare() {
    if emptyInput < 0 { emptyInput = open("/dev/null", O_RDONLY | O_CLOEXEC) }
  }

  /// Called by the crash handler after the terminal is restored, before the backtracer runs.
  /// Async-signal-safe: `dup2(2)` only.
  static func handOverToBacktracer() {
    _ = dup2(STDERR_FILENO, STDOUT_FILENO)
    if emptyInput >= 0 { _ = dup2(emptyInput, STDIN_FILENO) }
  }
}

/// Read by a signal handler: plain memory, written only by `prepare` before the handlers exist.
nonisolated(unsafe) private var emptyInput: Int32 = -1
