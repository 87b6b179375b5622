import Foundation

/// Sends a crash report to the log, never over the screen.
///
/// Swift's backtracer reads `SWIFT_BACKTRACE` once, as the process starts, and by default, when
/// stdin and stdout are a terminal, prints the report to stdout (over the browser's screen) and
/// then waits 30 s for someone to press space. So when Reel may open the browser and the user
/// has not configured the backtracer themselves, Reel starts itself again at once with
/// `interactive=no,color=no,output-to=stderr`; the browser points stderr at the log file while
/// the screen is up, and the terminal is restored before the report is written (see
/// Terminal's TerminalGuard).
enum CrashReports {
  static let settings = "interactive=no,color=no,output-to=stderr"

  /// The first thing `main` does. Returns only when no restart was needed (or possible).
  static func configureBacktracer() {
    guard getenv("SWIFT_BACKTRACE") == nil, isatty(STDIN_FILENO) == 1,
      isatty(STDOUT_FILENO) == 1, mayOpenBrowser(CommandLine.arguments.dropFirst())
    else { return }
    setenv("SWIFT_BACKTRACE", settings, 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // Could not restart (no /proc): carry on with the backtracer's defaults.
    unsetenv("SWIFT_BACKTRACE")
  }

  /// False for the commands that print and return, which never take over the screen: the
  /// restart would only add to their start-up time.
  static func mayOpenBrowser(_ arguments: ArraySlice<String>) -> Bool {
    let printing: Set<String> = [
      "search", "list", "show", "watchlist", "discover", "person", "info", "keys", "help",
      "--help", "-h", "--version",
    ]
    return !arguments.contains(where: printing.contains)
  }
}
