import Foundation
import Library
import Screen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `reel` with no command: the full-screen browser, or a key script run headless against it.
public enum BrowseCommand {
  /// Whether `--size` is a usable WxH.
  public static func isValidSize(_ text: String) -> Bool { Script.parseSize(text) != nil }

  /// The interactive browser on the user's watchlist. A watchlist that can only be read (a
  /// read-only file) still opens; its notice says so on the status bar, as does a watchlist
  /// that cannot be opened at all (see `DeferredWatchlistStore`).
  public static func runInteractive(services: Services, log: LogFile?, start: StartScreen)
    async throws
  {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw ReelError(
        "the browser needs a terminal; use reel search, list or show, or --script FILE")
    }
    // Opened on the watchlist queue at the first read, beside the first frame, not before it.
    let watchlist = DeferredWatchlistStore(notices: services.notices)
    try await InteractiveApp(
      services: services, watchlist: watchlist, notices: services.warnings, log: log,
      start: start
    ).run()
  }

  /// Runs the script at `path` and prints its snaps; a failed expectation is reported on
  /// stderr with the screen, and the process exits 1.
  public static func runScript(
    at path: String, size: String?, services: Services, start: StartScreen,
    beforeFailing: () -> Void = {}
  ) throws {
    let data = try BoundedReader.read(
      path, limit: 4 * 1024 * 1024, for: .keyScript, language: services.language.language)
    let parsed = try Script(parsing: data, language: services.language.language)
    let screenSize = size.flatMap(Script.parseSize) ?? Size(width: 100, height: 30)
    let output = OutputWriter.standardOutput
    // Snaps are written and flushed as they come, so that they and a failure report on stderr
    // interleave in the order they happened. A write failure ends the run at the next line.
    nonisolated(unsafe) var writeFailure: OutputFailure?
    let runner = ScriptRunner(services: services, size: screenSize, start: start) { line in
      guard writeFailure == nil else { return }
      do throws(OutputFailure) {
        try output.write(line + "\n")
        try output.finish()
      } catch {
        writeFailure = error
      }
    }
    do throws(ScriptRunner.Failure) {
      try runner.run(parsed)
    } catch {
      if let writeFailure { throw writeFailure }
      var report = "reel: " + error.report(in: services.language.language) + "\n"
      report += error.screen.joined(separator: "\n") + "\n"
      StandardError.write(report)
      beforeFailing()
      exit(1)
    }
    if let writeFailure { throw writeFailure }
  }
}
